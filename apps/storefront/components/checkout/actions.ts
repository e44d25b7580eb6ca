'use server';

import { CHECKOUT_ROUTES, SHIPPING_STILL_SAVING_KEY, type GuardReason } from '@tafel/checkout-machine';
import { CART_CHANGED_KEY, isShopId, ORDER_ALREADY_SUBMITTED_KEY, SESSION_EXPIRED_KEY } from '@tafel/domain';
import { redirect } from 'next/navigation';
import {
  ChooseCheckoutLoginOptionDocument,
  EditCheckoutPaymentDocument,
  EditCheckoutShippingDocument,
  RetryCheckoutPaymentDocument,
  RetryOrderSubmissionDocument,
  SaveShippingStepDocument,
  SelectCheckoutPaymentDocument,
  SelectExpressPayDocument,
  ShippingSaveProgressDocument,
  SubmitOrderDocument,
  CheckoutStatusDocument,
  type SaveShippingStepInput,
} from '@tafel/graphql-schema/storefront';
import { guardReasonKey, unavailableMessageKey } from '@/lib/checkout/checkout-messages';
import { storeCustomerSession } from '@/lib/session/customer-session';
import type { FormFieldError } from '@/lib/forms/form-errors';
import { SHIPPING_SAVE_TIMEOUT_MS, TIMEOUT_MESSAGE, timeoutMessage } from '@/lib/shop-api/graphql-transport';
import { SOMETHING_WENT_WRONG_KEY } from '@/lib/i18n/i18n';
import { OrchestratorUnavailableError, orchestratorRequest } from '@/lib/shop-api/orchestrator';
import { readSession, writeSession } from '@/lib/session/session';
import { currentTranslator } from '@/lib/site/site';
import { orderPlacedBefore, type SubmitAnswerLike } from '@/lib/checkout/submit-answer';
import { withToast } from '@/lib/toast/toast-param';

/** What a step's server action answers: go on, show field errors, or show a message. */
export type StepOutcome =
  | { kind: 'next'; to: string }
  | { kind: 'invalid'; errors: FormFieldError[]; message: string | null }
  | { kind: 'error'; message: string; reason?: GuardReason | null };

async function caller() {
  const session = await readSession();
  if (!session.cartId || !session.userId) return null;
  return { cartId: session.cartId, options: { userId: session.userId, jwt: session.jwt } };
}

const expired = (): StepOutcome => ({ kind: 'next', to: withToast('/', SESSION_EXPIRED_KEY) });

/** The answer for the results every step shares (refusals, conflicts, missing checkout or cart). */
async function common(result: { __typename: string; messageKey?: string; reason?: GuardReason; fieldErrors?: FormFieldError[] }): Promise<StepOutcome> {
  const { message } = await currentTranslator();
  switch (result.__typename) {
    case 'ValidationError':
      return { kind: 'invalid', errors: result.fieldErrors ?? [], message: null };
    case 'CheckoutRefusedError':
      return { kind: 'error', message: message(guardReasonKey(result.reason ?? 'NOT_IN_THIS_STATE')), reason: result.reason ?? null };
    case 'CheckoutNotFoundError':
    case 'CartNotFoundError':
      return expired();
    default:
      return { kind: 'error', message: message(result.messageKey ?? 'vue.cart.error.somethingWentWrong') };
  }
}

/** Network trouble or an orchestrator outage is a message for the shopper, never an exception. */
async function guarded<T extends SubmitOutcome | ShippingSaveOutcome | ShippingProgressOutcome>(run: () => Promise<T>): Promise<T | StepOutcome> {
  try {
    return await run();
  } catch (error) {
    console.error('[storefront] checkout step failed', error);
    const { message } = await currentTranslator();
    // Spec §8: a timeout says so; an orchestrator that cannot be reached is a network error.
    // Any budget's timeout (the shipping save has its own) reads as the spec's timeout text.
    const timedOut = error instanceof OrchestratorUnavailableError && (error.message === TIMEOUT_MESSAGE || error.message === timeoutMessage(SHIPPING_SAVE_TIMEOUT_MS));
    const key = error instanceof OrchestratorUnavailableError ? unavailableMessageKey(error.code, timedOut) : SOMETHING_WENT_WRONG_KEY;
    return { kind: 'error', message: message(key) };
  }
}

/** What the login step's option form shows after a choice that did not go through (null: nothing). */
export interface LoginOptionState {
  message: string | null;
}

/**
 * The login step's "order as a guest" or "create an account with the order" (spec §4): a form
 * post, so a choice made before or without JavaScript counts too. The checkout records it and
 * the shipping step opens; the session or account follows when that step is saved. Its answers
 * are the other steps' (guard reason, session expired → home with the toast, outage text); a
 * form post cannot hand the browser a place to go, so a "next" answer redirects here.
 */
export async function chooseLoginOptionAction(_previous: LoginOptionState, formData: FormData): Promise<LoginOptionState> {
  const option = formData.get('option');
  const outcome = await guarded(async (): Promise<StepOutcome> => {
    const me = await caller();
    if (!me) return expired();
    if (option !== 'guest' && option !== 'register') return { kind: 'error', message: (await currentTranslator()).message(SOMETHING_WENT_WRONG_KEY) };
    const { chooseCheckoutLoginOption: result } = await orchestratorRequest(ChooseCheckoutLoginOptionDocument, { input: { cartId: me.cartId, option } }, me.options);
    return result.__typename === 'Checkout' ? { kind: 'next', to: CHECKOUT_ROUTES.shipping } : common(result);
  });
  // redirect() throws (Next's way to answer a form post with a new page): outside guarded's catch.
  if (outcome.kind === 'next') redirect(outcome.to);
  return { message: outcome.message ?? (await currentTranslator()).message(SOMETHING_WENT_WRONG_KEY) };
}

/** The orchestrator is still saving the shipping step (past its answer budget): it goes on, the page waits for it. */
export type ShippingSaveOutcome = StepOutcome | { kind: 'stillSaving'; message: string };

/**
 * Spec §4 Save shipping step: the orchestrator runs it in the spec's order; the session of a new
 * guest or account is stored. This one mutation has its own budget (SHIPPING_SAVE_TIMEOUT_MS):
 * the orchestrator answers within it, and a guest session it kept is handed back here too.
 */
export async function saveShippingAction(input: Omit<SaveShippingStepInput, 'cartId'>): Promise<ShippingSaveOutcome> {
  return guarded(async (): Promise<ShippingSaveOutcome> => {
    const me = await caller();
    if (!me) return expired();
    const { saveShippingStep: result } = await orchestratorRequest(SaveShippingStepDocument, { input: { ...input, cartId: me.cartId } }, { ...me.options, timeoutMs: SHIPPING_SAVE_TIMEOUT_MS });
    if ((result.__typename === 'ShippingStepSaved' || result.__typename === 'CheckoutStepFailedError') && result.session) await storeCustomerSession(result.session);
    if (result.__typename === 'ShippingStepSaved') {
      return { kind: 'next', to: result.checkout.payment.applies ? CHECKOUT_ROUTES.payment : CHECKOUT_ROUTES.summary };
    }
    const { message } = await currentTranslator();
    if (result.__typename === 'CheckoutStepFailedError' && result.errorCode === 'STEP_IN_PROGRESS') return { kind: 'stillSaving', message: message(SHIPPING_STILL_SAVING_KEY) };
    if (result.__typename === 'CheckoutStepFailedError') return { kind: 'invalid', errors: result.fieldErrors, message: message(result.messageKey) };
    return common(result);
  });
}

/** Where a shipping save that went on past its answer stands: still saving, saved (go on), or failed. */
export type ShippingProgressOutcome = { kind: 'stillSaving' } | StepOutcome;

/**
 * The "still saving" form asks whether the save is done. A guest session the orchestrator kept
 * for this checkout (the save's answer carrying it may have been lost) is stored here, like a
 * save's answer: a page render cannot write cookies, this server action can.
 */
export async function shippingSaveProgressAction(): Promise<ShippingProgressOutcome> {
  return guarded(async (): Promise<ShippingProgressOutcome> => {
    const me = await caller();
    if (!me) return expired();
    const { checkout } = await orchestratorRequest(ShippingSaveProgressDocument, { cartId: me.cartId }, me.options);
    if (checkout.__typename !== 'Checkout') return expired();
    if (checkout.keptSession) await storeCustomerSession(checkout.keptSession);
    if (checkout.shipping.validated) return { kind: 'next', to: checkout.payment.applies ? CHECKOUT_ROUTES.payment : CHECKOUT_ROUTES.summary };
    if (checkout.lastError) return { kind: 'error', message: (await currentTranslator()).message(checkout.lastError.messageKey) };
    return { kind: 'stillSaving' };
  });
}

/** Spec §4 Payment step: on failure a toast is shown and the methods reload (the page refreshes). */
export async function selectPaymentAction(paymentId: string, buyerReference: string | null): Promise<StepOutcome> {
  return guarded(async () => {
    const me = await caller();
    if (!me) return expired();
    const { selectCheckoutPayment: result } = await orchestratorRequest(SelectCheckoutPaymentDocument, { input: { cartId: me.cartId, paymentId, buyerReference } }, me.options);
    if (result.__typename === 'Checkout') return { kind: 'next', to: CHECKOUT_ROUTES.summary };
    if (result.__typename === 'CheckoutStepFailedError') return { kind: 'invalid', errors: result.fieldErrors, message: (await currentTranslator()).message(result.messageKey) };
    return common(result);
  });
}

/** Amazon-style express pay (spec §4): the payment step is skipped. */
export async function selectExpressPayAction(): Promise<StepOutcome> {
  return guarded(async () => {
    const me = await caller();
    if (!me) return expired();
    const { selectExpressPay: result } = await orchestratorRequest(SelectExpressPayDocument, { input: { cartId: me.cartId } }, me.options);
    return result.__typename === 'Checkout' ? { kind: 'next', to: CHECKOUT_ROUTES.summary } : common(result);
  });
}

/** The summary's "change" links: the machine goes back to the step first. */
export async function editStepAction(step: 'shipping' | 'payment'): Promise<StepOutcome> {
  return guarded(async () => {
    const me = await caller();
    if (!me) return expired();
    const input = { input: { cartId: me.cartId } };
    const result =
      step === 'shipping'
        ? (await orchestratorRequest(EditCheckoutShippingDocument, input, me.options)).editCheckoutShipping
        : (await orchestratorRequest(EditCheckoutPaymentDocument, input, me.options)).editCheckoutPayment;
    return result.__typename === 'Checkout' ? { kind: 'next', to: CHECKOUT_ROUTES[step] } : common(result);
  });
}

/** Back to the payment step after a declined or failed payment. */
export async function retryPaymentAction(): Promise<StepOutcome> {
  return guarded(async () => {
    const me = await caller();
    if (!me) return expired();
    const { retryCheckoutPayment: result } = await orchestratorRequest(RetryCheckoutPaymentDocument, { input: { cartId: me.cartId } }, me.options);
    return result.__typename === 'Checkout' ? { kind: 'next', to: CHECKOUT_ROUTES.payment } : common(result);
  });
}

/** What submitting answers the summary: the submission runs (poll it), the order was placed before (show the way to it), or where to go. */
export type SubmitOutcome = { kind: 'submitting' } | { kind: 'alreadySubmitted'; message: string; orderId: string } | StepOutcome;

async function submitted(result: SubmitAnswerLike & { messageKey?: string; reason?: GuardReason; fieldErrors?: FormFieldError[] }): Promise<SubmitOutcome> {
  const placed = orderPlacedBefore(result);
  if (placed) return { kind: 'alreadySubmitted', message: (await currentTranslator()).message(ORDER_ALREADY_SUBMITTED_KEY), orderId: placed };
  switch (result.__typename) {
    case 'Checkout':
      return { kind: 'submitting' };
    // Spec §4 Submit step 2: cart changed or already submitted → home with the toast.
    case 'CartChangedError':
      return { kind: 'next', to: withToast('/', CART_CHANGED_KEY) };
    case 'OrderAlreadySubmittedError':
      return { kind: 'next', to: withToast('/', ORDER_ALREADY_SUBMITTED_KEY) };
    default:
      return common(result);
  }
}

/**
 * Spec §4 Submit: comment and newsletter go along; the order is submitted as a job. It submits the
 * checkout the summary shows (by its cart; the orchestrator checks it is this user's): after an
 * order the cookie already holds the next cart, and a summary the browser brought back must hear
 * "already submitted" about its own order, not that the session expired. `seenCartChangeId`: the
 * cart-change notice the summary showed (issue 26).
 */
export async function submitOrderAction(cartId: string, expectedCartFingerprint: string, comment: string, newsletter: boolean, seenCartChangeId: string | null = null): Promise<SubmitOutcome> {
  return guarded(async () => {
    const me = await caller();
    if (!me) return expired();
    const shown = isShopId(cartId) ? cartId : me.cartId;
    // The cart change the summary showed (issue 26); anything but an id counts as none seen.
    const seen = isShopId(seenCartChangeId) ? seenCartChangeId : null;
    const { submitOrder: result } = await orchestratorRequest(SubmitOrderDocument, { input: { cartId: shown, expectedCartFingerprint, comment: comment.trim() || null, newsletter, seenCartChangeId: seen } }, me.options);
    return submitted(result);
  });
}

/**
 * The way to an order placed before (the "already submitted" notice): the thank-you page shows
 * the order of the cookie's cart, so the browser goes back to that cart (only when the
 * orchestrator confirms it is this user's, ordered); the page then moves on to the next cart again.
 */
export async function showPlacedOrderAction(cartId: string): Promise<StepOutcome> {
  return guarded(async () => {
    const me = await caller();
    if (!me || !isShopId(cartId)) return expired();
    const { checkout } = await orchestratorRequest(CheckoutStatusDocument, { cartId }, me.options);
    if (checkout.__typename !== 'Checkout' || checkout.state !== 'confirmed' || !checkout.orderId) return common(checkout);
    await writeSession({ cartId, userId: me.options.userId });
    return { kind: 'next', to: `${CHECKOUT_ROUTES.confirmation}?orderId=${encodeURIComponent(checkout.orderId)}` };
  });
}

/** Submits again after the order system was not reachable (a new attempt). */
export async function retrySubmitAction(): Promise<SubmitOutcome> {
  return guarded(async () => {
    const me = await caller();
    if (!me) return expired();
    const { retryOrderSubmission: result } = await orchestratorRequest(RetryOrderSubmissionDocument, { input: { cartId: me.cartId } }, me.options);
    return submitted(result);
  });
}

/**
 * Spec §4 Submit step 2: the cart was ordered already (elsewhere) → the browser goes on with the
 * new cart the checkout learned of (never an id from the browser), home with the toast.
 */
export async function leaveSubmittedCartAction(): Promise<StepOutcome> {
  return guarded(async () => {
    const me = await caller();
    if (!me) return expired();
    const { checkout } = await orchestratorRequest(CheckoutStatusDocument, { cartId: me.cartId }, me.options);
    if (checkout.__typename === 'Checkout' && checkout.newCartId) await writeSession({ cartId: checkout.newCartId, userId: me.options.userId });
    return { kind: 'next', to: withToast('/', ORDER_ALREADY_SUBMITTED_KEY) };
  });
}
