'use client';

import { useRef } from 'react';
import { parseQuantityInput, steppedQuantity } from '@/lib/cart/quantity';
import { useKeptValue } from './use-kept-input';
import styles from './quantity-stepper.module.css';

export interface QuantityStepperProps {
  /** Id of the number field (its label points at it). */
  id: string;
  name?: string;
  /** The field text as typed, so half-typed input stays as it is. */
  value: string;
  min: number;
  max: number;
  /** Accessible name of the field, e.g. "Menge". */
  label: string;
  /** Accessible names of the − and + buttons, e.g. "Menge verringern" / "Menge erhöhen". */
  decreaseLabel: string;
  increaseLabel: string;
  /** Where − and + start from while the field holds no whole number. */
  stepFallback: number;
  /** Every new field text: typed by the shopper, or one step by − or + (kept within min … max). */
  onChange: (value: string) => void;
  /** The shopper left the field (spec §5: a value below the minimum is clamped then). */
  onBlur?: (() => void) | undefined;
  /** Id of the error message shown for the field; set only while there is one (marks the field invalid). */
  errorId?: string | undefined;
  testId: string;
  /** `large` sits next to a large button (52 px high), `regular` fits a basket line (42 px). */
  size?: 'regular' | 'large';
}

/** Quantity field between a − and a + button (product page and basket lines). */
export function QuantityStepper({
  id,
  name = 'quantity',
  value,
  min,
  max,
  label,
  decreaseLabel,
  increaseLabel,
  stepFallback,
  onChange,
  onBlur,
  errorId,
  testId,
  size = 'regular',
}: QuantityStepperProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  // A quantity typed before hydration goes on as if typed now (the basket then saves it).
  useKeptValue(inputRef, value, onChange);
  const current = parseQuantityInput(value);
  const step = (delta: number) => onChange(steppedQuantity(value, delta, { min, max, fallback: stepFallback }));

  return (
    <div className={size === 'large' ? `${styles.stepper} ${styles.large}` : styles.stepper}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <button
        type="button"
        className={styles.button}
        onClick={() => step(-1)}
        disabled={!Number.isNaN(current) && current <= min}
        aria-label={decreaseLabel}
      >
        −
      </button>
      <input
        ref={inputRef}
        id={id}
        name={name}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        onBlur={onBlur}
        className={styles.input}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        data-testid={testId}
      />
      <button
        type="button"
        className={styles.button}
        onClick={() => step(1)}
        disabled={!Number.isNaN(current) && current >= max}
        aria-label={increaseLabel}
      >
        +
      </button>
    </div>
  );
}
