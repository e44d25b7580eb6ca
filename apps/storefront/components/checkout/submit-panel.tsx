'use client';

import { CHECKOUT_ROUTES, isPaymentFailureState } from '@tafel/checkout-machine';
import { CART_CHANGED_KEY, INTERNAL_ERROR_MESSAGE, SUBMIT_REDIRECT_DELAY_MS, SESSION_EXPIRED_KEY } from '@tafel/domain';
import type { CheckoutStateFragment } from '@tafel/graphql-schema/storefront';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, useTransition } from 'react';
import type { Translator } from '@/lib/i18n/i18n';
import { CARD_PAYMENT_RETURN_ROUTE } from '@/lib/checkout/payment-return';
import { retryingLoader } from '@/lib/checkout/retrying-loader';
import { browserShopClient } from '@/lib/shop-api/browser-client';
import { checkoutEvent, paymentErrorEvent, type CheckoutTracking } from '@/lib/tracking/tracking';
import { withToast } from '@/lib/toast/toast-param';
import { editStepAction, leaveSubmittedCartAction, retryPaymentAction, retrySubmitAction, showPlacedOrderAction, submitOrderAction, type SubmitOutcome } from './actions';
import { useI18n } from '../i18n/i18n-provider';
import { useTrack } from '../tracking/data-layer';
import { GuardReasonNote } from './guard-reason';
import { useCheckoutMachine } from './use-checkout-machine';
import styles from './checkout.module.css';

/** The status query, loaded when polling starts (it brings Apollo Client); a failed load is tried again at the next poll. */
const loadStatusQuery = retryingLoader(() => import('@/lib/checkout/checkout-status-query').then((module) => module.checkoutStatus));

/** How often the summary asks how the submission is going. */
const POLL_MS = 400;
/**
 * How long the summary keeps asking. The job may look for a placed order's id for hours
 * (SUBMIT_ORDER_LOOKUP_MAX_MS); after this the shopper is told the order was received and the
 * confirmation comes by e-mail, instead of a spinner for good.
 */
export const POLL_CEILING_MS = 2 * 60_000;

export type Phase =
  | { kind: 'idle' }
  | { kind: 'submitting' }
  | { kind: 'redirecting' }
  | { kind: 'awaitingProvider' }
  | { kind: 'alreadySubmitted'; message: string; orderId: string }
  /** The submit went out; its order id is late or unknown: the confirmation comes by e-mail. */
  | { kind: 'received' }
  | { kind: 'failed'; state: string; message: string };

/** The failure a checkout ended in, with the text of its message key in the shop language (spec §4 Submit step 4). */
export function failurePhase(checkout: Pick<CheckoutStateFragment, 'state' | 'lastError'>, i18n: Pick<Translator, 'message'>): Phase {
  const key = checkout.lastError?.messageKey;
  const message =
    checkout.state === 'failed.upstreamUnavailable'
      ? i18n.message('tafel.checkout.upstreamUnavailable')
      : checkout.state === 'failed.addressRejected'
        ? i18n.message(key ?? 'tafel.checkout.addressRejected', undefined, 'tafel.checkout.addressRejected')
        : i18n.message(key ?? INTERNAL_ERROR_MESSAGE, undefined, INTERNAL_ERROR_MESSAGE);
  return { kind: 'failed', state: checkout.state, message };
}

/** Posts the card payment form (spec §3 computopData: MerchantID, Data, Len) to the provider, with the ways back. */
function postCardForm(data: NonNullable<CheckoutStateFragment['computopData']>, back: { returnUrl: string; cancelUrl: string }): void {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = data.url;
  for (const [name, value] of Object.entries({ MerchantID: data.mid, Data: data.data, Len: String(data.len), ...back })) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
}

/**
 * Sends the browser to the payment provider (spec §4 Submit step 3): its page, told where to come
 * back to when the buyer paid (the confirmation) or cancelled (the payment step, which then opens
 * again); or the card form, whose way back after paying is the spec's /computop/success.
 */
function toProvider(checkout: Pick<CheckoutStateFragment, 'redirectUrl' | 'computopData'>): void {
  const { origin } = window.location;
  const cancelUrl = `${origin}${CHECKOUT_ROUTES.payment}`;
  if (checkout.redirectUrl) {
    const url = new URL(checkout.redirectUrl, origin);
    url.searchParams.set('returnUrl', `${origin}${CHECKOUT_ROUTES.confirmation}`);
    url.searchParams.set('cancelUrl', cancelUrl);
    window.location.assign(url.toString());
  } else if (checkout.computopData) postCardForm(checkout.computopData, { returnUrl: `${origin}${CARD_PAYMENT_RETURN_ROUTE}`, cancelUrl });
}

/**
 * Comment, newsletter and the order button of the summary (spec §4 Submit). The submission runs
 * as a job: the shopper sees it progress, then the confirmation with the order id. Cart changed or
 * already ordered → home with the spec's toast; a payment provider → its page after 100 ms (a
 * shopper who comes back to the summary without paying, e.g. with the browser's back button, can
 * go on to the provider's page from here, and cancel there); failures show their message key's
 * text with the way out the machine allows. The order button sends the checkout tracking event
 * (spec §4 Submit step 1, `tracking`: what is ordered); a payment error answered by the
 * submission sends the payment-error event (step 3).
 */
export function SubmitPanel({
  checkout,
  fingerprint,
  newsletterOffered,
  tracking,
}: {
  checkout: Pick<CheckoutStateFragment, 'cartId' | 'snapshot' | 'state' | 'lastError' | 'redirectUrl' | 'computopData' | 'cartChangeNotice'>;
  fingerprint: string;
  newsletterOffered: boolean;
  tracking: CheckoutTracking;
}) {
  const { cartId, snapshot } = checkout;
  // The cart change the summary shows (issue 26): the order names it, so it is not refused as unseen.
  const seenCartChangeId = checkout.cartChangeNotice?.id ?? null;
  const i18n = useI18n();
  const { t, message } = i18n;
  const router = useRouter();
  const track = useTrack();
  const { refusal } = useCheckoutMachine(snapshot);
  const [comment, setComment] = useState('');
  const [newsletter, setNewsletter] = useState(false);
  // A checkout whose last submission failed shows that failure (and its way out) right away.
  const [phase, setPhase] = useState<Phase>(() => {
    if (checkout.state.startsWith('failed.')) return failurePhase(checkout, i18n);
    // The order is placed and waits for its payment at the provider (the buyer came back unpaid).
    if (checkout.state === 'awaitingPaymentProvider') return { kind: 'awaitingProvider' };
    if (checkout.state === 'orderIdUnknown') return { kind: 'received' };
    return { kind: 'idle' };
  });
  const [pending, startTransition] = useTransition();
  const polling = useRef(false);

  async function follow(outcome: SubmitOutcome): Promise<void> {
    if (outcome.kind === 'next') return router.push(outcome.to);
    // The order was placed before (e.g. the browser's Back from the confirmation): say so, with the way to it.
    if (outcome.kind === 'alreadySubmitted') return setPhase(outcome);
    // A newer cart change than the one shown (another tab started the checkout): the page comes
    // again with its notice and new prices, and the order button submits that one.
    if (outcome.kind === 'error' && outcome.reason === 'CART_CHANGE_NOT_SEEN') return router.refresh();
    if (outcome.kind === 'error' || outcome.kind === 'invalid') {
      setPhase({ kind: 'failed', state: 'refused', message: outcome.message ?? message('vue.cart.error.somethingWentWrong') });
      return;
    }
    setPhase({ kind: 'submitting' });
    polling.current = true;
    const giveUpAt = Date.now() + POLL_CEILING_MS;
    // Apollo Client comes now (the order button started loading it), not with the page.
    void loadStatusQuery();
    while (polling.current) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      if (!polling.current) return;
      if (Date.now() >= giveUpAt) {
        // The submission is still running (the job keeps looking for the order): never a failure.
        polling.current = false;
        setPhase({ kind: 'received' });
        return;
      }
      // A retryable answer (the orchestrator's Redis away for a moment), a query chunk that did not
      // load, or a read that failed on the way (the phone's network gone for a moment) is asked
      // again at the next poll: the order is placed by the job whatever this read gets, and the
      // ceiling above still ends the waiting.
      const checkoutStatus = await loadStatusQuery();
      const checkout = checkoutStatus ? await checkoutStatus(cartId).catch((error: unknown) => void console.warn('[checkout] status poll failed', error)) : undefined;
      if (!checkout || checkout.__typename !== 'Checkout') continue;
      if (checkout.state !== 'submitting') {
        polling.current = false;
        settle(checkout);
      }
    }
  }

  function settle(checkout: CheckoutStateFragment): void {
    switch (checkout.state) {
      case 'confirmed':
        router.push(`${CHECKOUT_ROUTES.confirmation}?orderId=${encodeURIComponent(checkout.orderId ?? '')}`);
        return;
      case 'awaitingPaymentProvider':
        setPhase({ kind: 'redirecting' });
        // Spec §4 Submit step 3: a redirectUrl is followed after 100 ms; computopData posts the card form.
        setTimeout(() => toProvider(checkout), SUBMIT_REDIRECT_DELAY_MS);
        return;
      case 'failed.cartChanged':
        router.push(withToast('/', CART_CHANGED_KEY));
        return;
      case 'failed.alreadySubmitted':
        void leaveSubmittedCartAction().then((outcome) => outcome.kind === 'next' && router.push(outcome.to));
        return;
      case 'sessionExpired':
        router.push(withToast('/', SESSION_EXPIRED_KEY));
        return;
      case 'orderIdUnknown':
        setPhase({ kind: 'received' });
        return;
      default:
        if (isPaymentFailureState(checkout.state)) track(paymentErrorEvent(tracking.paymentType, checkout.state, checkout.lastError?.messageKey ?? null));
        setPhase(failurePhase(checkout, i18n));
        // The machine's snapshot of the page is stale now: reload it (the panel keeps its state).
        router.refresh();
    }
  }

  useEffect(
    () => () => {
      polling.current = false;
    },
    [],
  );

  const run = (action: () => Promise<SubmitOutcome>) => startTransition(async () => follow(await action()));
  const submitRefusal = refusal({ type: 'order.submit', seenCartChangeId });
  const busy =
    pending || phase.kind === 'submitting' || phase.kind === 'redirecting' || phase.kind === 'awaitingProvider' || phase.kind === 'alreadySubmitted' || phase.kind === 'received';
  return (
    <div className={styles.submitBlock} data-testid="submit-panel">
      <label className={styles.field} htmlFor="field-comment">
        <span className={styles.label}>
          {t('ui.submit.comment')} <span className={styles.optional}>({t('ui.form.optional')})</span>
        </span>
        <textarea id="field-comment" className={styles.textarea} maxLength={1000} value={comment} onChange={(event) => setComment(event.target.value)} disabled={busy} />
      </label>
      {newsletterOffered ? (
        <label className={styles.checkbox} style={{ marginTop: 12 }}>
          <input type="checkbox" checked={newsletter} onChange={(event) => setNewsletter(event.target.checked)} disabled={busy} />
          {t('ui.submit.newsletter')}
        </label>
      ) : null}
      <button
        type="button"
        className={`btn btn-large btn-accent ${styles.submitButton}`}
        disabled={busy || phase.kind === 'failed' || submitRefusal !== null}
        aria-describedby="submit-reason"
        data-testid="submit-order"
        onClick={() => {
          track(checkoutEvent(tracking));
          // The polling that follows asks with Apollo Client: it loads while the order goes out.
          void loadStatusQuery().then((loaded) => loaded && browserShopClient()).catch(() => undefined);
          run(() => submitOrderAction(cartId, fingerprint, comment, newsletter, seenCartChangeId));
        }}
      >
        {t('ui.submit.order')}
      </button>
      <GuardReasonNote id="submit-reason" reason={phase.kind === 'idle' ? submitRefusal : null} />
      {phase.kind === 'submitting' || phase.kind === 'redirecting' ? (
        <p className={styles.progress} role="status" data-testid="submit-progress">
          <span className={styles.spinner} aria-hidden="true" />
          {t(phase.kind === 'submitting' ? 'tafel.checkout.submitting' : 'tafel.checkout.redirecting')}
        </p>
      ) : null}
      {phase.kind === 'awaitingProvider' ? (
        <div className="notice notice-info" role="status" style={{ marginTop: 16, display: 'grid', gap: 10 }} data-testid="submit-awaiting-provider">
          <span>{t('ui.submit.awaitingProvider')}</span>
          <button type="button" className="btn btn-accent" onClick={() => toProvider(checkout)}>
            {t('ui.submit.toProvider')}
          </button>
          <span style={{ fontSize: '0.9rem' }}>{t('ui.submit.awaitingProviderChange')}</span>
        </div>
      ) : null}
      {phase.kind === 'alreadySubmitted' ? (
        <div className="notice notice-info" role="status" style={{ marginTop: 16, display: 'grid', gap: 10 }} data-testid="submit-already-submitted">
          <span>{phase.message}</span>
          <span>
            {t('ui.confirmation.orderNumber')} <strong>{phase.orderId}</strong>
          </span>
          <button type="button" className="btn btn-accent" disabled={pending} onClick={() => run(() => showPlacedOrderAction(cartId))}>
            {t('ui.basket.toOrder')}
          </button>
        </div>
      ) : null}
      {phase.kind === 'received' ? (
        <div className="notice notice-info" role="status" style={{ marginTop: 16, display: 'grid', gap: 10 }} data-testid="submit-received">
          <span>{t('tafel.checkout.orderReceived')}</span>
          <span style={{ fontSize: '0.9rem' }}>{t('tafel.checkout.orderReceivedHint')}</span>
        </div>
      ) : null}
      {phase.kind === 'failed' ? (
        <div className="notice notice-error" role="alert" style={{ marginTop: 16, display: 'grid', gap: 10 }} data-testid="submit-error">
          <span>{phase.message}</span>
          {phase.state === 'failed.upstreamUnavailable' || phase.state === 'failed.internalError' ? (
            <button type="button" className="btn" disabled={pending} onClick={() => run(retrySubmitAction)}>
              {t('ui.submit.retry')}
            </button>
          ) : null}
          {isPaymentFailureState(phase.state) ? (
            <button type="button" className="btn" disabled={pending} onClick={() => run(retryPaymentAction)}>
              {t('ui.submit.otherPayment')}
            </button>
          ) : null}
          {phase.state === 'failed.addressRejected' ? (
            <button type="button" className="btn" disabled={pending} onClick={() => run(() => editStepAction('shipping'))}>
              {t('ui.submit.checkAddress')}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
