import Link from 'next/link';
import type { ProductDetail, ProductItem } from '@/lib/listing/catalogue';
import { formatMoney } from '@/lib/i18n/format';
import { productHref, variantLabel } from '@/lib/product/product';
import { variantAttributeLabel } from '@/lib/product/variant-label';
import { variantChoices, type VariantChoiceOption } from '@/lib/product/variant-matrix';
import { currentTranslator } from '@/lib/site/site';
import { VariantSelect } from './variant-select';
import styles from './product-detail.module.css';

type Translator = Awaited<ReturnType<typeof currentTranslator>>;

/** Why an option cannot be chosen ("Nicht erhältlich mit Federbreite EF"), or its sold-out mark. */
function optionNote(option: VariantChoiceOption, { t }: Translator): string | null {
  if (option.disabled) {
    return t('ui.variant.unavailableWith', { combination: option.conflicts.map((pair) => `${pair.label} ${pair.value}`).join(', ') });
  }
  return option.soldOut ? t('ui.variant.soldOut') : null;
}

/**
 * The variant choice (catalogue spec §2, §4): one control per attribute, tiles when its options
 * have pictures or colours, else a dropdown; an option without a matching item is disabled with
 * the reason. Tiles are plain links to `?varid=` (they work before any script). A product whose
 * items name no attributes keeps one dropdown of its items.
 */
export async function VariantPicker({ product, item }: { product: ProductDetail; item: ProductItem }) {
  const i18n = await currentTranslator();
  const path = productHref(product.id);
  if (product.items.length < 2) return null;
  const choices = variantChoices(product.variantAttributes, product.items, item);
  if (choices.length === 0) {
    return (
      <VariantSelect
        productPath={path}
        label={variantAttributeLabel(product.items, i18n)}
        selectedId={item.id}
        testId="variant-select"
        options={product.items.map((candidate) => ({
          id: candidate.id,
          label: `${variantLabel(candidate)} – ${formatMoney(candidate.price, i18n)}`,
          unavailable: !candidate.availableForSale,
        }))}
      />
    );
  }
  return (
    <div className={styles.variants} data-testid="variant-picker">
      {choices.map((choice) => {
        const selected = choice.options.find((option) => option.selected);
        if (choice.display === 'DROPDOWN') {
          return (
            <VariantSelect
              key={choice.name}
              productPath={path}
              label={choice.label}
              selectedId={selected?.itemId ?? ''}
              testId={`variant-select-${choice.name}`}
              options={choice.options.map((option) => {
                const note = optionNote(option, i18n);
                return { id: option.itemId ?? '', label: note ? `${option.value} (${note})` : option.value, disabled: option.disabled };
              })}
            />
          );
        }
        const labelId = `variant-${choice.name}`;
        return (
          <div key={choice.name} className={styles.variant}>
            <p id={labelId} className={styles.fieldLabel}>
              {choice.label}: <strong>{selected?.value}</strong>
            </p>
            <ul className={styles.variantTiles} aria-labelledby={labelId} data-testid={`variant-tiles-${choice.name}`}>
              {choice.options.map((option) => {
                const note = optionNote(option, i18n);
                const name = note ? `${option.value} – ${note}` : option.value;
                const swatch = (
                  <>
                    {option.image ? (
                      <img src={option.image.url} alt="" width={56} height={42} loading="lazy" decoding="async" />
                    ) : (
                      <span className={styles.swatch} style={option.colour ? { backgroundColor: option.colour } : undefined} aria-hidden="true" />
                    )}
                    <span className="visually-hidden">{name}</span>
                  </>
                );
                return (
                  <li key={option.value}>
                    {option.disabled || !option.itemId ? (
                      <span className={`${styles.variantTile} ${styles.variantTileDisabled}`} role="link" aria-disabled="true" title={name} data-testid="variant-tile">
                        {swatch}
                      </span>
                    ) : (
                      <Link
                        href={`${path}?varid=${encodeURIComponent(option.itemId)}`}
                        replace
                        scroll={false}
                        className={`${styles.variantTile}${option.soldOut ? ` ${styles.variantTileSoldOut}` : ''}`}
                        aria-current={option.selected ? 'true' : undefined}
                        title={name}
                        data-testid="variant-tile"
                      >
                        {swatch}
                      </Link>
                    )}
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </div>
  );
}
