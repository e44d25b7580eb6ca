'use client';

import Link from 'next/link';
import { Fragment, useState } from 'react';
import type { CartLine, RemovedLine } from '@/lib/cart/cart-result';
import type { BasketLightningView } from '@/lib/lightning/basket-view';
import { formatMoney } from '@/lib/i18n/format';
import { productHref } from '@/lib/product/product';
import { removeFromCartEvent, trackedCartLine } from '@/lib/tracking/tracking';
import { useTrackedCartAction } from '../tracking/use-tracked-cart-action';
import { useI18n } from '../i18n/i18n-provider';
import { removeLineAction } from './actions';
import { LineQuantity } from './line-quantity';
import { UndoRow } from './undo-row';
import { ExpiredReservation, LineSplitPrices } from '../lightning/line-lightning';
import styles from './cart.module.css';

/** A line's badge as the basket shows it (lib/product/tile-view.ts badgeMarks, first by priority). */
export interface LineBadge {
  kind: string;
  text: string;
  highlight?: boolean;
}

/**
 * The basket lines with quantity control and removal; a removal is announced above the list and
 * goes onto the data layer (remove_from_cart), as does a quantity change.
 * `locked`: the cart's order waits for its payment at the provider, so the lines are shown as
 * ordered, without controls. `lightning`: lines with lightning quantity show it apart from the
 * normal quantity, and lines whose reservation expired the notice with "Erneut reservieren".
 * `badges`: each line's one badge by the spec's priority (§5: lightning, sale %, new, popular),
 * chosen on the server. `removed`: the line removed last, shown as its undo row at its old place
 * for what is left of its 8 s (spec §4). Free articles of a promotion show no quantity field and
 * no removal: they go with their voucher.
 */
export function CartLines({
  lines,
  locked = false,
  lightning,
  badges = {},
  removed,
}: {
  lines: readonly CartLine[];
  locked?: boolean;
  lightning?: BasketLightningView;
  badges?: Readonly<Record<string, LineBadge>>;
  removed?: { line: RemovedLine; remainingMs: number } | undefined;
}) {
  const i18n = useI18n();
  const { t } = i18n;
  const [state, removeAction, pending] = useTrackedCartAction(removeLineAction);
  const [removingId, setRemovingId] = useState<string | null>(null);

  return (
    <div>
      <div aria-live="polite">
        {/* Locked meanwhile (a removal refused because the order waits): the basket's notice says why. */}
        {!pending && !locked && state.status !== 'idle' && state.message ? (
          <p className={`notice ${state.status === 'success' ? 'notice-success' : 'notice-error'} ${styles.listNotice}`}>{state.message}</p>
        ) : null}
      </div>
{lines.length > 0 ? (
              <div className={styles.linesHead} aria-hidden="true">
        <span>{t('ui.cart.article')}</span>
        <span>{t('ui.quantity')}</span>
        <span>{t('ui.cart.total')}</span>
      </div>
      ) : null}
      <ul className={styles.lines}>
        {lines.length === 0 && removed ? <UndoRow removed={removed.line} remainingMs={removed.remainingMs} /> : null}
        {lines.map((line, index) => {
          const href = productHref(line.productId, line.itemId);
          const removing = pending && removingId === line.id;
          const split = lightning?.splits[line.id];
          const badge = badges[line.id];
          // The undo row takes the removed line's old place (after the last line when it was last).
          const undoHere = removed && !locked && (removed.line.position === index || (index === lines.length - 1 && removed.line.position > index));
          const undoRow = undoHere ? <UndoRow key={`undo-${removed.line.lineId}`} removed={removed.line} remainingMs={removed.remainingMs} /> : null;
          return (
            <Fragment key={line.id}>
            {undoRow && removed?.line.position === index ? undoRow : null}
            <li className={styles.line} data-testid="cart-line" data-free-item={line.isFreeItem || undefined} data-removing={removing || undefined}>
              <Link href={href} className={styles.lineImage} tabIndex={-1} aria-hidden="true">
                <img src={line.image.url} alt="" width={line.image.width} height={line.image.height} loading="lazy" />
                {badge ? (
                  <span className={styles.lineBadge} data-kind={badge.kind} data-highlight={badge.highlight || undefined} data-testid="line-badge">
                    {badge.text}
                  </span>
                ) : null}
              </Link>
              <div className={styles.lineInfo}>
                <Link href={href} className={styles.lineName}>
                  {line.name}
                </Link>
                {line.variantInfo.length > 0 ? (
                  <p className={styles.lineMeta}>{line.variantInfo.map((info) => `${info.label}: ${info.value}`).join(' · ')}</p>
                ) : null}
                <p className={styles.lineMeta}>{t('ui.product.articleNumberShort')} {line.articleNumber}</p>
                {line.isFreeItem ? (
                  <p className={styles.freeTag} data-testid="free-item">
                    {line.relatedVoucherCode ? t('ui.cart.freeItemOf', { code: line.relatedVoucherCode }) : t('ui.cart.freeItem')}
                  </p>
                ) : split ? (
                  <LineSplitPrices split={split} />
                ) : (
                  <p className={styles.unitPrice}>
                    {t('ui.cart.unitPrice')} <span className="nowrap">{formatMoney(line.unitPrice, i18n)}</span>
                    {line.oldUnitPrice && line.oldUnitPrice.amount > line.unitPrice.amount ? (
                      <>
                        {' '}
                        <s className={`nowrap ${styles.oldPrice}`}>
                          <span className="visually-hidden">{t('ui.price.insteadOf')} </span>
                          {formatMoney(line.oldUnitPrice, i18n)}
                        </s>
                      </>
                    ) : null}
                  </p>
                )}
                {!locked && lightning?.expiredLineIds.includes(line.id) ? <ExpiredReservation /> : null}
              </div>
              <div className={styles.lineQuantity}>
                {locked || line.isFreeItem ? (
                  <p className={styles.fixedQuantity} data-testid="line-quantity-fixed">
                    <span className="visually-hidden">{t('ui.quantity')}: </span>
                    {line.quantity}
                  </p>
                ) : (
                  <LineQuantity
                    lineId={line.id}
                    quantity={line.quantity}
                    maxQuantity={line.maxQuantity}
                    minimumOrderQuantity={line.minimumOrderQuantity}
                    name={line.name}
                    tracked={trackedCartLine(line)}
                    currency={line.unitPrice.currency}
                  />
                )}
              </div>
              <div className={styles.lineTotal}>
                <span className="visually-hidden">{t('ui.cart.total')}: </span>
                <span data-testid="line-total">{formatMoney(line.totalPrice, i18n)}</span>
              </div>
              {line.removable && !line.isFreeItem && !locked ? (
                <form
                  action={(formData) => {
                    setRemovingId(line.id);
                    removeAction({
                      form: formData,
                      event: removeFromCartEvent({ ...trackedCartLine(line), quantity: line.quantity }, line.unitPrice.currency),
                    });
                  }}
                  className={styles.removeForm}
                >
                  <input type="hidden" name="lineId" value={line.id} />
                  <input type="hidden" name="name" value={line.name} />
                  <button type="submit" className={styles.removeButton} disabled={removing}>
                    <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
                      <path
                        d="M4 6h12M8 6V4h4v2m-6 0l.7 10h6.6L14 6"
                        fill="none"
                        stroke="currentColor"
                        strokeWidth="1.6"
                        strokeLinecap="round"
                        strokeLinejoin="round"
                      />
                    </svg>
                    {removing ? t('ui.cart.removing') : t('ui.cart.remove')}
                    <span className="visually-hidden">: {line.name}</span>
                  </button>
                </form>
              ) : null}
            </li>
            {undoRow && removed?.line.position !== index ? undoRow : null}
            </Fragment>
          );
        })}
      </ul>
    </div>
  );
}
