'use client';

import styles from './listing.module.css';

/** One value of an enum filter: [value id, name, count as shown, 1 when chosen, 1 when it cannot be chosen]. */
export type EnumFilterValue = readonly [id: string, name: string, count: string, checked?: 1 | 0, disabled?: 1];

/**
 * An enum filter of the listing's filter column (listing-filters.tsx): a disclosure of checkboxes
 * with counts. Drawn here from compact tuples: as a server tree every checkbox rode a second time
 * in the page's RSC payload (~250 bytes each; issue 24's HTML budget).
 */
export function EnumFilterGroup({ id, name, param, open, values }: { id: string; name: string; param: string; open: boolean; values: readonly EnumFilterValue[] }) {
  const selected = values.filter((value) => value[3] === 1).length;
  return (
    <details className={styles.group} open={open} data-testid={`filter-${id}`}>
      <summary className={styles.groupSummary}>
        {name}
        {selected > 0 ? <span className={styles.badge}>{selected}</span> : null}
      </summary>
      <fieldset className={styles.fieldset}>
        <legend className="visually-hidden">{name}</legend>
        <ul className={`${styles.valueList} ${styles.enumValues}`}>
          {values.map(([valueId, valueName, count, checked, disabled]) => (
            <li key={valueId}>
              <label className={styles.check}>
                <input type="checkbox" name={param} value={valueId} defaultChecked={checked === 1} disabled={disabled === 1} />
                <span>{valueName}</span>
                <span>
                  <span className="visually-hidden">, </span>
                  {count}
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
    </details>
  );
}
