'use client';

import { useActionState, useRef, useState, type ReactNode } from 'react';
import { useKeptChoice } from '../common/use-kept-input';
import { useI18n } from '../i18n/i18n-provider';
import { chooseCarrierAction, chooseRegulationAction, type StepFormState } from './actions';
import { useGoTo } from './use-go-to';
import styles from './returns.module.css';

/** One radio of a step's choice. */
export interface ChoiceOption {
  code: string;
  name: string;
  /** Shown on the right (a carrier's price). */
  meta?: string | undefined;
  description?: string | undefined;
}

export interface StepChoiceFormProps {
  step: 'regulation' | 'carrier';
  legend: string;
  options: readonly ChoiceOption[];
  selected: string;
  /** The carrier step's label count (0–10, default 1; 0 = no carrier and no labels, spec §5). */
  labels?: number | undefined;
  backHref: string;
  children?: ReactNode;
}

/**
 * The regulation or carrier step: a radio group (the first option preselected by the workflow)
 * posted to a server action — it works before hydration and without JavaScript; the answer
 * goes to the next step or says what went wrong.
 */
export function StepChoiceForm({ step, legend, options, selected, labels, backHref }: StepChoiceFormProps) {
  const { t } = useI18n();
  const [state, action, pending] = useActionState<StepFormState, FormData>(step === 'regulation' ? chooseRegulationAction : chooseCarrierAction, { message: null });
  useGoTo(state);
  const [chosen, setChosen] = useState(selected);
  const groupRef = useRef<HTMLFieldSetElement>(null);
  useKeptChoice(groupRef, chosen, setChosen);
  const name = step === 'regulation' ? 'regulation' : 'carrier';
  return (
    <form action={action} data-testid={`return-${step}-form`}>
      {state.message ? (
        <p className={`notice notice-error ${styles.generalError}`} role="alert" data-testid="step-message">
          {state.message}
        </p>
      ) : null}
      <fieldset ref={groupRef} className={styles.fieldset}>
        <legend className={styles.panelTitle}>{legend}</legend>
        <div className={styles.choices}>
          {options.map((option) => (
            <label key={option.code} className={styles.choice} data-testid={`${name}-${option.code}`}>
              <input type="radio" name={name} value={option.code} checked={chosen === option.code} onChange={() => setChosen(option.code)} />
              <span className={styles.choiceBody}>
                <span className={styles.choiceTitle}>{option.name}</span>
                {option.description ? <span className={styles.choiceMeta}>{option.description}</span> : null}
              </span>
              {option.meta ? <span className={styles.choicePrice}>{option.meta}</span> : null}
            </label>
          ))}
        </div>
      </fieldset>
      {labels !== undefined ? (
        <div className={styles.field} style={{ marginTop: 18, maxWidth: 260 }}>
          <label className={styles.label} htmlFor="field-labels">
            {t('ui.returns.labels')}
          </label>
          <input
            id="field-labels"
            name="labels"
            type="number"
            inputMode="numeric"
            min={0}
            max={10}
            defaultValue={chosen === 'nolabel' ? 0 : labels}
            className={`${styles.input} ${styles.quantity}`}
            aria-describedby="field-labels-hint"
            data-testid="return-labels"
          />
          <span id="field-labels-hint" className={styles.hint}>
            {t('ui.returns.labelsHint')}
          </span>
        </div>
      ) : null}
      <div className={styles.actions}>
        <a className={styles.back} href={backHref}>
          {t('ui.returns.back')}
        </a>
        <button type="submit" className="btn btn-accent" disabled={pending} data-testid={`${step}-next`}>
          {t('ui.returns.next')}
        </button>
      </div>
    </form>
  );
}
