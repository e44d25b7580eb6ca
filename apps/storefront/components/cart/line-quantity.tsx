'use client';

import { clampQuantityField, quantityFieldBounds } from '@tafel/domain';
import { useEffect, useRef, useState } from 'react';
import { minimumSignalled, validateQuantityInput } from '@/lib/cart/quantity';
import { quantityChangeEvent, type TrackedItem } from '@/lib/tracking/tracking';
import { MinimumOrderFlyout } from '../common/minimum-order-flyout';
import { useMinimumOrderTexts } from '../common/minimum-order-texts';
import { QuantityStepper } from '../common/quantity-stepper';
import { useI18n } from '../i18n/i18n-provider';
import { useTrackedCartAction } from '../tracking/use-tracked-cart-action';
import { changeQuantityAction } from './actions';
import styles from './cart.module.css';

/** Spec §9: quantity changes are sent 500 ms after the last keystroke or click. */
const QUANTITY_DEBOUNCE_MS = 500;

/**
 * Quantity control of one basket line; a change is saved by a server action (debounced) and goes
 * onto the data layer as the difference (add_to_cart or remove_from_cart).
 */
export function LineQuantity({
  lineId,
  quantity,
  maxQuantity,
  minimumOrderQuantity,
  name,
  tracked,
  currency,
}: {
  lineId: string;
  quantity: number;
  maxQuantity: number;
  minimumOrderQuantity: number;
  name: string;
  tracked: Omit<TrackedItem, 'quantity'>;
  currency: string;
}) {
  const i18n = useI18n();
  const { t } = i18n;
  const limits = { maxQuantity, minimumOrderQuantity };
  // Spec §5: a line the shop already holds below its minimum may stay there (minimum 0 then).
  const { min, max } = quantityFieldBounds({ ...limits, currentQuantity: quantity });
  const [state, submitAction, pending] = useTrackedCartAction(changeQuantityAction);
  const [value, setValue] = useState(String(quantity));
  const [localError, setLocalError] = useState<string | null>(null);
  // Spec §2 MinimalOrderQuantityFlyout: explains a raise to the article's minimum.
  const [minimumFlyout, setMinimumFlyout] = useState<number | null>(null);
  const minimumTexts = useMinimumOrderTexts();
  const [shownQuantity, setShownQuantity] = useState(quantity);
  const [seenAnswer, setSeenAnswer] = useState(state.at);
  const formRef = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // The server's quantity wins whenever it changes (after a save, or from another tab on reload).
  if (quantity !== shownQuantity) {
    setShownQuantity(quantity);
    setValue(String(quantity));
  }
  // A refused change puts the saved quantity back into the field; the message stays.
  if (state.at !== seenAnswer) {
    setSeenAnswer(state.at);
    if (state.status === 'error') setValue(String(quantity));
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  const schedule = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => formRef.current?.requestSubmit(), QUANTITY_DEBOUNCE_MS);
  };

  /**
   * Spec §5: above the maximum the field is clamped to it at once, below the minimum when the
   * change is sent (the shopper stopped typing); either way the limit is said at the field, and
   * the clamped quantity is what is saved.
   */
  const clamp = (text: string, leaving: boolean) => {
    const clamped = clampQuantityField(text, { min, max }, { leaving });
    if (clamped.value !== text) setValue(clamped.value);
    if (clamped.signal) setLocalError(i18n.message(clamped.signal.messageKey, { limit: clamped.signal.limit }));
    const minimum = minimumSignalled(text, clamped.signal);
    if (minimum !== null) setMinimumFlyout(minimum);
    return clamped;
  };

  const submit = (formData: FormData) => {
    clearTimeout(timer.current);
    const clamped = clamp(String(formData.get('quantity') ?? ''), true);
    const check = validateQuantityInput(clamped.value, { maxQuantity: max, minimumOrderQuantity: Math.max(min, 1) }, i18n);
    if (!check.ok) {
      setLocalError(check.message);
      return;
    }
    if (check.quantity === quantity) return;
    formData.set('quantity', String(check.quantity));
    submitAction({ form: formData, event: quantityChangeEvent(tracked, quantity, check.quantity, currency) });
  };

  const serverError = state.status === 'error' && !pending ? (state.fieldErrors?.quantity ?? state.message ?? null) : null;
  const error = localError ?? serverError;
  const errorId = `line-error-${lineId}`;
  const inputId = `line-quantity-${lineId}`;

  return (
    <form ref={formRef} action={submit} noValidate className={styles.quantityForm} aria-busy={pending}>
      <input type="hidden" name="lineId" value={lineId} />
      <input type="hidden" name="maxQuantity" value={maxQuantity} />
      <input type="hidden" name="minimumOrderQuantity" value={minimumOrderQuantity} />
      <QuantityStepper
        id={inputId}
        value={value}
        min={min}
        max={max}
        label={t('ui.quantity.of', { name })}
        decreaseLabel={t('ui.quantity.decreaseOf', { name })}
        increaseLabel={t('ui.quantity.increaseOf', { name })}
        stepFallback={quantity}
        onChange={(next) => {
          setValue(next);
          setLocalError(null);
          clamp(next, false);
          schedule();
        }}
        errorId={error ? errorId : undefined}
        testId="line-quantity"
      />
      {pending ? <span className={styles.saving}>{t('ui.saving')}</span> : null}
      <MinimumOrderFlyout limit={minimumFlyout} productName={name} texts={minimumTexts} onClose={() => setMinimumFlyout(null)} />
      {error ? (
        <p id={errorId} className={`field-error ${styles.lineError}`} role="alert" data-testid="quantity-error">
          {error}
        </p>
      ) : null}
    </form>
  );
}
