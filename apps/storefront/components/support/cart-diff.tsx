import type { FailedSubmissionDetailQuery } from '@tafel/graphql-schema/storefront';
import { CHANGE_LABELS, euro, formatDateTime, label } from '@/lib/support/labels';

type Comparison = NonNullable<FailedSubmissionDetailQuery['failedSubmission']>['cart'];

/** The cart as the shopper confirmed it against the cart as the upstream holds it now. */
export function CartDiff({ cart }: { cart: Comparison }) {
  const same = cart.expectedFingerprint !== null && cart.expectedFingerprint === cart.currentFingerprint;
  return (
    <>
      <p className="sc-muted">
        Bestellt am Stand {formatDateTime(cart.submitted?.capturedAt)} · jetzt: {cart.current ? formatDateTime(cart.current.capturedAt) : (cart.currentError ?? 'nicht lesbar')}
        {cart.current?.submitted ? ' · im Shop-System bereits bestellt' : ''} · Fingerabdruck {same ? 'unverändert' : 'abweichend'}
      </p>
      <table className="sc-table" data-testid="cart-diff">
        <thead>
          <tr>
            <th>Artikel</th>
            <th>Änderung</th>
            <th>Menge bestellt</th>
            <th>Menge jetzt</th>
            <th>Preis bestellt</th>
            <th>Preis jetzt</th>
          </tr>
        </thead>
        <tbody>
          {cart.rows.map((row) => (
            <tr key={row.itemId} className={`sc-change-${row.change}`}>
              <td>
                {row.name} <span className="sc-muted sc-mono">{row.articleNumber}</span>
              </td>
              <td>{label(CHANGE_LABELS, row.change)}</td>
              <td>{row.submittedQuantity ?? '—'}</td>
              <td>{row.currentQuantity ?? '—'}</td>
              <td>{euro(row.submittedUnitCents)}</td>
              <td>{euro(row.currentUnitCents)}</td>
            </tr>
          ))}
          <tr>
            <td>
              <strong>Gesamtsumme</strong> <span className="sc-muted">inkl. Versand</span>
            </td>
            <td />
            <td />
            <td />
            <td>{euro(cart.submitted?.totalCents)}</td>
            <td>{euro(cart.current?.totalCents)}</td>
          </tr>
        </tbody>
      </table>
    </>
  );
}
