'use client';

import type { QuantityFieldBounds } from '@tafel/domain';
import Link from 'next/link';
import { useState, type ReactNode } from 'react';
import type { CartActionState } from '@/lib/cart/cart-result';
import { clampBuyQuantity, validateQuantityInput } from '@/lib/cart/quantity';
import type { DataLayerEvent } from '@/lib/tracking/tracking';
import { useI18n } from '../i18n/i18n-provider';
import { useTrackedCartAction } from '../tracking/use-tracked-cart-action';
import { CartIcon } from './cart-icon';
import { MinimumOrderFlyout } from './minimum-order-flyout';
import { useMinimumOrderTexts } from './minimum-order-texts';
import { QuantityStepper } from './quantity-stepper';

// One form that puts a typed quantity of one article into the cart: the product page's buy box
// and the lightning deal block. Each keeps its own texts, ids, hidden inputs and styles.

/**
 * The form's state: the field keeps to `bounds` by the shared spec §5 rule (clamped above the
 * maximum at once, below the minimum on leaving the field or sending, the limit said at the
 * field), then the quantity goes to `action` with the data-layer `event` for it, tracked only if
 * the action succeeds. `bounds.min` is also the field's first quantity and the steppers' fallback.
 */
export function useQuantityBuyForm({
  action,
  bounds,
  event,
}: {
  action: (previous: CartActionState, form: FormData) => Promise<CartActionState>;
  bounds: QuantityFieldBounds;
  event: (quantity: number) => DataLayerEvent;
}) {
  const { min, max } = bounds;
  const i18n = useI18n();
  const [state, submitAction, pending] = useTrackedCartAction(action);
  const [quantity, setQuantity] = useState(String(min));
  const [localError, setLocalError] = useState<string | null>(null);
  // The answer of the last server round trip is shown until the shopper edits or submits again.
  const [showAnswer, setShowAnswer] = useState(false);
  // Spec §2 MinimalOrderQuantityFlyout: open while it explains a raise to the minimum.
  const [minimumFlyout, setMinimumFlyout] = useState<number | null>(null);

  const serverFieldError = showAnswer && state.status === 'error' ? (state.fieldErrors?.quantity ?? null) : null;
  const generalError = showAnswer && state.status === 'error' && !state.fieldErrors?.quantity ? (state.message ?? null) : null;

  const submit = (formData: FormData) => {
    const clamped = clampBuyQuantity(String(formData.get('quantity') ?? ''), bounds, true, i18n);
    setQuantity(clamped.value);
    if (clamped.minimum !== null) setMinimumFlyout(clamped.minimum);
    formData.set('quantity', clamped.value);
    const check = validateQuantityInput(clamped.value, { minimumOrderQuantity: Math.max(1, min), maxQuantity: max }, i18n);
    if (!check.ok) {
      setLocalError(check.message);
      setShowAnswer(false);
      return;
    }
    // The clamp's signal stays beside the field while the clamped quantity is sent.
    setLocalError(clamped.error);
    setShowAnswer(true);
    submitAction({ form: formData, event: event(check.quantity) });
  };

  const changeQuantity = (value: string) => {
    const clamped = clampBuyQuantity(value, bounds, false, i18n);
    setQuantity(clamped.value);
    setLocalError(clamped.error);
    setShowAnswer(false);
  };

  const leaveQuantity = () => {
    const clamped = clampBuyQuantity(quantity, bounds, true, i18n);
    if (clamped.value === quantity) return;
    setQuantity(clamped.value);
    if (clamped.minimum !== null) setMinimumFlyout(clamped.minimum);
    setLocalError(clamped.error);
    setShowAnswer(false);
  };

  return {
    state,
    pending,
    min,
    max,
    quantity,
    quantityError: localError ?? serverFieldError,
    generalError,
    success: showAnswer && state.status === 'success' && !pending,
    minimumFlyout,
    closeMinimumFlyout: () => setMinimumFlyout(null),
    submit,
    changeQuantity,
    leaveQuantity,
  };
}

export type QuantityBuyForm = ReturnType<typeof useQuantityBuyForm>;

/**
 * The quantity stepper and the cart button in one row. `inputId` and `errorId` are both the
 * element's id and its data-testid; the field points at the error only while there is one.
 */
export function QuantityBuyRow({
  form,
  className,
  inputId,
  errorId,
  label,
  buttonClassName,
  buttonTestId,
  buttonText,
}: {
  form: QuantityBuyForm;
  className: string | undefined;
  inputId: string;
  errorId: string;
  label: string;
  buttonClassName: string;
  buttonTestId: string;
  buttonText: string;
}) {
  const { t } = useI18n();
  const minimumTexts = useMinimumOrderTexts();
  return (
    <div className={className}>
      <MinimumOrderFlyout limit={form.minimumFlyout} texts={minimumTexts} onClose={form.closeMinimumFlyout} />
      <QuantityStepper
        id={inputId}
        value={form.quantity}
        min={form.min}
        max={form.max}
        label={label}
        decreaseLabel={t('ui.quantity.decrease')}
        increaseLabel={t('ui.quantity.increase')}
        stepFallback={form.min}
        onChange={form.changeQuantity}
        onBlur={form.leaveQuantity}
        errorId={form.quantityError ? errorId : undefined}
        testId={inputId}
        size="large"
      />
      <button type="submit" className={buttonClassName} disabled={form.pending} data-testid={buttonTestId}>
        <CartIcon size={20} />
        {buttonText}
      </button>
    </div>
  );
}

/**
 * The form's answer, announced politely: the quantity's error (`errorId`: its id and data-testid),
 * a refusal not about the quantity, or the success with the link to the basket. With
 * `awaitingPaymentTestId`, a refusal because the order waits for its payment leads to the order.
 */
export function BuyAnswer({
  form,
  className,
  errorId,
  generalTestId,
  awaitingPaymentTestId,
  successTestId,
  successClassName,
  successIcon,
}: {
  form: QuantityBuyForm;
  className?: string | undefined;
  errorId: string;
  generalTestId?: string;
  awaitingPaymentTestId?: string;
  successTestId: string;
  successClassName?: string | undefined;
  successIcon?: ReactNode;
}) {
  const { t } = useI18n();
  const { quantityError, generalError, success, state } = form;
  return (
    <div aria-live="polite" className={className}>
      {quantityError ? (
        <p id={errorId} className="field-error" data-testid={errorId}>
          {quantityError}
        </p>
      ) : null}
      {generalError && awaitingPaymentTestId && state.awaitingPayment ? (
        <p className="notice notice-info" data-testid={awaitingPaymentTestId}>
          <span>
            {generalError}{' '}
            <Link href="/checkout/summary" className="link">
              {t('ui.basket.toOrder')}
            </Link>
          </span>
        </p>
      ) : generalError ? (
        <p className="notice notice-error" data-testid={generalTestId}>
          {generalError}
        </p>
      ) : null}
      {success ? (
        <div className={successClassName ? `notice notice-success ${successClassName}` : 'notice notice-success'} data-testid={successTestId}>
          {successIcon}
          <span>
            {state.message}{' '}
            <Link href="/checkout/basket" className="link">
              {t('ui.toBasket')}
            </Link>
          </span>
        </div>
      ) : null}
    </div>
  );
}
