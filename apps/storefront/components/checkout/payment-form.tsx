'use client';

import { CHECKOUT_ROUTES, messageKeyForReason } from '@tafel/checkout-machine';
import { requiresBuyerReference } from '@tafel/domain';
import type { CheckoutPaymentPageFieldsFragment } from '@tafel/graphql-schema/storefront';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useRef, useState, useTransition, type FormEvent } from 'react';
import { guardReasonKey } from '@/lib/checkout/checkout-messages';
import { fieldId, fieldTexts, scrollToFirstInvalid, type FormFieldError } from '@/lib/forms/form-errors';
import { useKeptChoice } from '../common/use-kept-input';
import { useI18n } from '../i18n/i18n-provider';
import { useToasts } from '../toast/toast-provider';
import { selectExpressPayAction, selectPaymentAction } from './actions';
import { GuardReasonNote } from './guard-reason';
import { TextField } from './text-field';
import { useCheckoutMachine } from './use-checkout-machine';
import styles from './checkout.module.css';

type PaymentCheckout = CheckoutPaymentPageFieldsFragment;

/**
 * The payment step (spec §4): the methods the upstream offers for the cart, with logo and
 * description; X_RECHNUNG asks for the buyer reference; express pay when it is offered.
 * The machine says why "continue" is not possible yet (no method, invalid buyer reference).
 */
export function PaymentForm({ checkout }: { checkout: PaymentCheckout }) {
  const i18n = useI18n();
  const { t } = i18n;
  const router = useRouter();
  const toasts = useToasts();
  const [pending, startTransition] = useTransition();
  const { refusal } = useCheckoutMachine(checkout.snapshot, 'payment');
  const details = checkout.paymentDetails;
  const [methodId, setMethodId] = useState<string>(details.selectedPaymentId ?? '');
  const [buyerReference, setBuyerReference] = useState(details.methods.find((m) => requiresBuyerReference(m.paymentId))?.buyerReference ?? '');
  const [errors, setErrors] = useState<FormFieldError[]>([]);
  const texts = fieldTexts(errors, i18n);

  /** A method chosen: the "choose a method" error of the last attempt no longer applies. */
  function choose(id: string) {
    setMethodId(id);
    setErrors((current) => current.filter((error) => error.field !== 'paymentId'));
  }

  const methodsRef = useRef<HTMLFieldSetElement>(null);
  useKeptChoice(methodsRef, methodId, choose);

  const selection = { type: 'payment.select' as const, methodId, buyerReference: requiresBuyerReference(methodId) ? buyerReference : null };
  const reason = refusal(selection);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The machine's reason and its message key (whyNot's mapping), shown at the field it concerns.
    const messageKey = reason ? messageKeyForReason(reason) : undefined;
    const found: FormFieldError[] = messageKey ? [{ field: reason === 'BUYER_REFERENCE_INVALID' ? 'buyerReference' : 'paymentId', messageKey }] : [];
    setErrors(found);
    if (found.length > 0) {
      scrollToFirstInvalid(found);
      return;
    }
    startTransition(async () => {
      const outcome = await selectPaymentAction(methodId, selection.buyerReference);
      if (outcome.kind === 'next') {
        router.push(outcome.to);
        return;
      }
      if (outcome.kind === 'invalid') setErrors(outcome.errors);
      // Spec §4 Payment step: on failure a toast error is shown and the methods reload.
      toasts.show({ id: 'payment-save', kind: 'error', messageKey: outcome.kind === 'invalid' ? (outcome.errors[0]?.messageKey ?? 'vue.checkout.payment.error') : 'vue.cart.error.somethingWentWrong' });
      router.refresh();
    });
  }

  function expressPay() {
    startTransition(async () => {
      const outcome = await selectExpressPayAction();
      if (outcome.kind === 'next') router.push(outcome.to);
      else toasts.show({ id: 'express-pay', kind: 'error', messageKey: outcome.kind === 'error' && outcome.reason ? guardReasonKey(outcome.reason) : 'vue.checkout.payment.error' });
    });
  }

  return (
    <form onSubmit={submit} noValidate className={styles.layout} data-testid="payment-form">
      <div>
        <section className={styles.panel} aria-labelledby="methods-title">
          <h2 id="methods-title" className={styles.panelTitle}>
            {t('ui.payment.title')}
          </h2>
          {details.termsOfPayment ? <p className="muted">{t('ui.payment.terms', { terms: details.termsOfPayment })}</p> : null}
          <fieldset ref={methodsRef} className={styles.choices} id={fieldId('paymentId')} aria-describedby={texts.paymentId ? 'payment-error' : undefined}>
            <legend className="visually-hidden">{t('ui.payment.method')}</legend>
            {details.methods.map((method) => (
              <label key={method.paymentId} className={styles.choice} data-testid={`payment-${method.paymentId}`}>
                <input type="radio" name="paymentId" value={method.paymentId} checked={methodId === method.paymentId} disabled={!method.enabled} onChange={() => choose(method.paymentId)} />
                <img className={styles.paymentIcon} src={method.iconUrl} alt={method.iconAlt} width={48} height={32} />
                <span className={styles.choiceBody}>
                  <span className={styles.choiceTitle}>{method.displayName}</span>
                  {method.description ? <span className={styles.choiceMeta}>{method.description}</span> : null}
                  {method.label ? <span className={styles.choiceMeta}>{method.label}</span> : null}
                </span>
              </label>
            ))}
          </fieldset>
          {texts.paymentId ? (
            <p id="payment-error" className="field-error" role="alert">
              {texts.paymentId}
            </p>
          ) : null}
          {requiresBuyerReference(methodId) ? (
            <div className={styles.fields} style={{ marginTop: 16 }}>
              <TextField name="buyerReference" label={t('ui.payment.buyerReference')} value={buyerReference} onChange={setBuyerReference} error={texts.buyerReference} width="half" hint={t('ui.payment.buyerReferenceHint')} />
            </div>
          ) : null}
        </section>
        {details.expressPayAvailable ? (
          <section className={styles.panel} aria-labelledby="express-title">
            <h2 id="express-title" className={styles.panelTitle}>
              {t('ui.payment.express')}
            </h2>
            <p>{t('ui.payment.expressText')}</p>
            <button type="button" className="btn btn-secondary" style={{ marginTop: 12 }} onClick={expressPay} disabled={pending || refusal({ type: 'amazon.select' }) !== null}>
              {t('ui.payment.amazon')}
            </button>
          </section>
        ) : null}
        <div className={styles.actions}>
          <Link href={CHECKOUT_ROUTES.shipping} className={styles.back}>
            ← {t('ui.payment.back')}
          </Link>
          <div>
            <button type="submit" className="btn btn-large" disabled={pending} aria-describedby="payment-reason" data-testid="payment-submit">
              {pending ? t('ui.saving') : t('ui.checkout.toSummary')}
            </button>
            <GuardReasonNote id="payment-reason" reason={reason} />
          </div>
        </div>
      </div>
      <aside className={styles.panel} aria-label={t('ui.payment.notes')}>
        <h2 className={styles.panelTitle}>{t('ui.payment.secure')}</h2>
        <p className="muted">{t('ui.payment.secureText')}</p>
      </aside>
    </form>
  );
}
