import { CART_CHANGED_KEY } from '@tafel/domain';
import type { CheckoutStateFragment } from '@tafel/graphql-schema/storefront';
import type { Translator } from '@/lib/i18n/i18n';

export type CartChange = NonNullable<CheckoutStateFragment['cartChangeNotice']>;

/**
 * Spec §4 cart changed (issue 26): extending the lightning reservation at checkout start changed
 * the cart's prices. Shown above the totals with why; the changed lines are marked in the list,
 * and the order button submits the notice's id (the orchestrator refuses the order until then).
 */
export function CartChangeNotice({ notice, i18n }: { notice: CartChange; i18n: Pick<Translator, 'message' | 't'> }) {
  const { message, t } = i18n;
  return (
    <div className="notice notice-info" role="status" data-testid="cart-change-notice" data-notice-id={notice.id} style={{ display: 'grid', gap: 6, marginBottom: 16 }}>
      <strong>{message(notice.messageKey, undefined, CART_CHANGED_KEY)}</strong>
      {notice.reasons.length > 0 ? (
        <ul style={{ margin: 0, paddingInlineStart: 18 }}>
          {notice.reasons.map((reason) => (
            <li key={reason}>{t(`ui.summary.cartChange.${reason}`)}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** Whether a cart line is one the change touched (by its item id). */
export function lineChanged(notice: CartChange | null | undefined, itemId: string): boolean {
  return notice?.changedItemIds.includes(itemId) ?? false;
}
