'use client';

import { maxQuantityFor, minQuantityFor } from '@tafel/domain';
import { useActionState, useEffect, useRef, useState } from 'react';
import { IDLE_CART_ACTION_STATE } from '../../lib/cart-result';
import { parseQuantityInput, validateQuantityInput } from '../../lib/quantity';
import { changeQuantityAction } from './actions';
import styles from './cart.module.css';

/** Spec §9: quantity changes are sent 500 ms after the last keystroke or click. */
const QUANTITY_DEBOUNCE_MS = 500;

/** Quantity control of one basket line; a change is saved by a server action (debounced). */
export function LineQuantity({
  lineId,
  quantity,
  maxQuantity,
  minimumOrderQuantity,
  name,
}: {
  lineId: string;
  quantity: number;
  maxQuantity: number;
  minimumOrderQuantity: number;
  name: string;
}) {
  const limits = { maxQuantity, minimumOrderQuantity };
  const min = minQuantityFor(limits);
  const max = maxQuantityFor(limits);
  const [state, submitAction, pending] = useActionState(changeQuantityAction, IDLE_CART_ACTION_STATE);
  const [value, setValue] = useState(String(quantity));
  const [localError, setLocalError] = useState<string | null>(null);
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

  const submit = (formData: FormData) => {
    clearTimeout(timer.current);
    const check = validateQuantityInput(formData.get('quantity'), limits);
    if (!check.ok) {
      setLocalError(check.message);
      return;
    }
    setLocalError(null);
    if (check.quantity === quantity) return;
    submitAction(formData);
  };

  const current = parseQuantityInput(value);
  const step = (delta: number) => {
    const base = Number.isNaN(current) ? quantity : current;
    setValue(String(Math.min(max, Math.max(min, base + delta))));
    setLocalError(null);
    schedule();
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
      <label htmlFor={inputId} className="visually-hidden">
        Menge von {name}
      </label>
      <div className={styles.quantity}>
        <button
          type="button"
          className={styles.stepper}
          onClick={() => step(-1)}
          disabled={!Number.isNaN(current) && current <= min}
          aria-label={`Menge von ${name} verringern`}
        >
          −
        </button>
        <input
          id={inputId}
          name="quantity"
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={value}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            setLocalError(null);
            schedule();
          }}
          className={styles.quantityInput}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          data-testid="line-quantity"
        />
        <button
          type="button"
          className={styles.stepper}
          onClick={() => step(1)}
          disabled={!Number.isNaN(current) && current >= max}
          aria-label={`Menge von ${name} erhöhen`}
        >
          +
        </button>
      </div>
      {pending ? <span className={styles.saving}>Wird gespeichert …</span> : null}
      {error ? (
        <p id={errorId} className={`field-error ${styles.lineError}`} role="alert" data-testid="quantity-error">
          {error}
        </p>
      ) : null}
    </form>
  );
}
