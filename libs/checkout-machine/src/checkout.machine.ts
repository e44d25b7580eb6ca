import {
  CART_CHANGED_KEY,
  INTERNAL_ERROR_MESSAGE,
  ORDER_ALREADY_SUBMITTED_KEY,
  PAYMENT_ERROR_KEY,
  SESSION_EXPIRED_KEY,
  buyerReferenceProblem,
  initialShippingState,
  requiresBuyerReference,
  shipperAfterDeliveryChange,
} from '@tafel/domain';
import { reasonedFor, type WorkflowStateMeta } from '@tafel/workflow-machine';
import { assertEvent, assign, enqueueActions, fromPromise, not, setup } from 'xstate';
import {
  AMAZON_PAY_METHOD_ID,
  cartChangeUnseen,
  hasCartItems,
  isLoginOk,
  isPaymentOk,
  isShippingOk,
  missingPrerequisite,
  paymentApplies,
  shipperRefusalFor,
  submitOutputEvent,
} from './checkout.rules.js';
import type {
  CheckoutContext,
  CheckoutEvent,
  CheckoutInput,
  GuardReason,
  SaveShippingOutput,
  SelectPaymentOutput,
  SubmitFailureReason,
  SubmitOrderOutput,
} from './checkout.types.js';

/** Message key recorded when a host actor fails without a message key of its own (spec §8). */
export const GENERIC_ERROR_KEY = 'vue.cart.error.somethingWentWrong';

/** Code and message key of a submission sent whose order id could not be learned (state orderIdUnknown). */
export const ORDER_ID_UNKNOWN_CODE = 'ORDER_ID_UNKNOWN';
export const ORDER_RECEIVED_KEY = 'tafel.checkout.orderReceived';

/** Input the host's saveShippingStep actor receives. */
export interface SaveShippingInput {
  cartId: string;
  session: CheckoutContext['session'];
  loginOption: CheckoutContext['loginOption'];
  deliveryType: CheckoutContext['shipping']['deliveryType'];
  shipperCode: string | null;
  /** The sending command's own input for the host (its identity, the form); opaque to the machine. */
  host?: unknown;
}

/** Input the host's selectPayment actor receives. */
export interface SelectPaymentInput {
  cartId: string;
  methodId: string;
  buyerReference: string | null;
  /** The sending command's own input for the host; opaque to the machine. */
  host?: unknown;
}

/**
 * The host's per-call input an event carries (field `host`, set by the orchestrator's workflow
 * kernel): handed on as the invoked host actor's input, so the host provides its actors once.
 */
export function hostInputOf(event: { type: string }): unknown {
  return 'host' in event ? (event as { host?: unknown }).host : undefined;
}

/** Input the host's submitOrder actor receives; the attempt makes the host's job id idempotent. */
export interface SubmitOrderInput {
  cartId: string;
  attempt: number;
}

function providedByHost(name: string): never {
  throw new Error(`checkout actor '${name}' is provided by the host (machine.provide)`);
}

/** First message key of a thrown error (upstream errors carry one), else the generic key. */
function messageKeyOf(error: unknown, fallback = GENERIC_ERROR_KEY): string {
  if (typeof error === 'object' && error !== null && 'messageKey' in error && typeof error.messageKey === 'string') {
    return error.messageKey;
  }
  return fallback;
}

/** The named step a host actor's error says failed (the host's step runner sets `step`), as event fields. */
function stepOf(error: unknown): { step?: string } {
  return typeof error === 'object' && error !== null && 'step' in error && typeof error.step === 'string' ? { step: error.step } : {};
}

const FAILURE_KEYS: Record<SubmitFailureReason, string> = {
  CART_CHANGED: CART_CHANGED_KEY,
  ALREADY_SUBMITTED: ORDER_ALREADY_SUBMITTED_KEY,
  PAYMENT_DECLINED: PAYMENT_ERROR_KEY,
  PAYMENT_ERROR: PAYMENT_ERROR_KEY,
  ADDRESS_REJECTED: GENERIC_ERROR_KEY,
  SESSION_EXPIRED: SESSION_EXPIRED_KEY,
  UPSTREAM_UNAVAILABLE: GENERIC_ERROR_KEY,
  INTERNAL_ERROR: INTERNAL_ERROR_MESSAGE,
};

/** The context a fresh checkout starts with. */
export function initialCheckoutContext(input: CheckoutInput): CheckoutContext {
  const shippers = input.shippers ?? [];
  const init = initialShippingState(input.selectedShipperCode ?? null, shippers, input.deliveryType ?? 'sameAsBilling');
  return {
    cartId: input.cartId,
    session: input.session ?? 'loggedOut',
    loginOption: input.loginOption ?? null,
    isB2b: input.isB2b ?? false,
    articleCount: input.articleCount ?? 0,
    totalCents: input.totalCents ?? 0,
    shipping: {
      deliveryType: init.deliveryType,
      validated: false,
      shippers,
      selectedShipperCode: init.shipperCode,
      deliveryCountry: input.deliveryCountry ?? null,
    },
    payment: { selectedMethodId: null, validated: false, buyerReference: null },
    expressAmazonSelected: false,
    orderId: null,
    newCartId: null,
    submissionAttempt: 0,
    redirectUrl: null,
    computopData: null,
    pendingOrderId: null,
    lastError: null,
    cartChange: null,
  };
}

// Guards that refuse a shopper's event are written once, as "why not": the machine's guard passes
// exactly when the reason is null, and whyNot reads the same function (one edit per rule).
const refusal = reasonedFor<CheckoutContext, CheckoutEvent, GuardReason>();

/** What keeps the payment step closed: the cart, then the steps before it, then whether it applies. */
function paymentStepProblem(context: CheckoutContext): GuardReason | null {
  if (!hasCartItems(context)) return 'CART_EMPTY';
  if (!isShippingOk(context)) return isLoginOk(context) ? 'SHIPPING_NOT_VALIDATED' : 'LOGIN_REQUIRED';
  if (!paymentApplies(context)) return 'PAYMENT_NOT_APPLICABLE';
  return null;
}

const failedWith = (reason: SubmitFailureReason) => ({ type: 'submitFailedWith', params: { reason } }) as const;

/**
 * The states (dotted paths, as the API names them) of a submission whose payment failed: the
 * payment step is the way on (payment.retry clears the payment and opens the step).
 */
export const PAYMENT_FAILURE_STATES = ['failed.paymentDeclined', 'failed.paymentError'] as const;

/** Whether a checkout in this state (dotted path) stands after a failed payment. */
export function isPaymentFailureState(state: string): boolean {
  return (PAYMENT_FAILURE_STATES as readonly string[]).includes(state);
}

// One failure state per reason, so support can tell them apart at a glance; an expired session
// goes back to the login (spec §2: session expired → the shopper logs in again and resubmits).
const SUBMIT_FAILURE_TRANSITIONS = [
  { guard: failedWith('CART_CHANGED'), target: '#checkout.failed.cartChanged', actions: 'recordSubmitFailure' },
  { guard: failedWith('ALREADY_SUBMITTED'), target: '#checkout.failed.alreadySubmitted', actions: 'recordSubmitFailure' },
  { guard: failedWith('PAYMENT_DECLINED'), target: '#checkout.failed.paymentDeclined', actions: 'recordSubmitFailure' },
  { guard: failedWith('PAYMENT_ERROR'), target: '#checkout.failed.paymentError', actions: 'recordSubmitFailure' },
  { guard: failedWith('ADDRESS_REJECTED'), target: '#checkout.failed.addressRejected', actions: 'recordSubmitFailure' },
  { guard: failedWith('SESSION_EXPIRED'), target: '#checkout.sessionExpired', actions: ['recordSubmitFailure', 'expireSession'] },
  { guard: failedWith('UPSTREAM_UNAVAILABLE'), target: '#checkout.failed.upstreamUnavailable', actions: 'recordSubmitFailure' },
  { target: '#checkout.failed.internalError', actions: 'recordSubmitFailure' },
] as const;

/** The checkout workflow (spec §4): login → shipping → payment → summary → submitting → confirmed. */
export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
    meta: {} as WorkflowStateMeta<GuardReason>,
  },
  guards: {
    hasCartItems: ({ context }) => hasCartItems(context),
    cartIsEmpty: ({ context }) => !hasCartItems(context),
    cartUpdateEmptiesCart: ({ event }) => (event.type === 'cart.updated' || event.type === 'cart.lightningChanged') && event.articleCount !== undefined && event.articleCount <= 0,
    loginOk: ({ context }) => isLoginOk(context),
    shippingOk: ({ context }) => isShippingOk(context),
    paymentApplies: ({ context }) => paymentApplies(context),
    paymentOk: ({ context }) => isPaymentOk(context),
    // Passes exactly when isReadyToSubmit does and no cart change goes unseen; the reason is the
    // first step not done, then the unseen change (a retry names none: no change is kept then).
    readyToSubmit: refusal(({ context, event }) => {
      const missing = missingPrerequisite(context);
      if (missing !== null) return missing;
      const seen = event.type === 'order.submit' ? event.seenCartChangeId : undefined;
      return cartChangeUnseen(context, seen) ? 'CART_CHANGE_NOT_SEEN' : null;
    }),
    canEditShipping: refusal(({ context }) => {
      if (context.orderId !== null) return 'ALREADY_SUBMITTED';
      if (!hasCartItems(context)) return 'CART_EMPTY';
      return isLoginOk(context) ? null : 'LOGIN_REQUIRED';
    }),
    canEditPayment: refusal(({ context }) => {
      if (context.orderId !== null) return 'ALREADY_SUBMITTED';
      // Shipping done and payment applicable is enough to reopen the step (an emptied cart too).
      if (isShippingOk(context) && paymentApplies(context)) return null;
      return paymentStepProblem(context) ?? 'PAYMENT_NOT_APPLICABLE';
    }),
    // Holds while the shopper edits the payment (active.payment.editing requires it): why a
    // payment chosen elsewhere cannot be taken.
    paymentStepOpen: refusal(({ context }) => paymentStepProblem(context)),
    shipperAllowed: refusal(({ context, event }) => {
      assertEvent(event, 'shipping.selectShipper');
      const shipper = context.shipping.shippers.find((s) => s.code === event.code);
      return shipper !== undefined && shipper.enabled && shipperRefusalFor(context, event.code) === null ? null : 'SHIPPER_REFUSED';
    }),
    paymentSelectionValid: refusal(({ context, event }) => {
      assertEvent(event, 'payment.select');
      if (!paymentApplies(context)) return 'PAYMENT_NOT_APPLICABLE';
      if (event.methodId === '') return 'PAYMENT_NOT_SELECTED';
      if (requiresBuyerReference(event.methodId) && buyerReferenceProblem(event.buyerReference ?? '') !== null) return 'BUYER_REFERENCE_INVALID';
      return null;
    }),
    amazonPayAllowed: refusal(({ context }) => (!context.isB2b && hasCartItems(context) && context.orderId === null ? null : 'AMAZON_PAY_UNAVAILABLE')),
    amazonSelected: refusal(({ context }) => (context.expressAmazonSelected ? null : 'AMAZON_PAY_NOT_SELECTED')),
    // A replay needs a submission to repeat and no order yet (an order is never placed twice).
    replayable: ({ context }) => context.submissionAttempt > 0 && context.orderId === null,
    submitFailedWith: ({ event }, params: { reason: SubmitFailureReason }) =>
      event.type === 'submit.failed' && event.reason === params.reason,
  },
  actions: {
    setLoginOption: assign(({ event }) => {
      assertEvent(event, 'login.chooseOption');
      return { loginOption: event.option };
    }),
    setSession: assign(({ context, event }) => {
      assertEvent(event, 'login.succeeded');
      return { session: event.session, cartId: event.cartId ?? context.cartId };
    }),
    setCartFigures: assign(({ event }) => {
      assertEvent(event, 'cart.updated');
      return { articleCount: Math.max(0, event.articleCount), totalCents: event.totalCents };
    }),
    // The newest change replaces an older one (its id is the one to confirm); figures come along when given.
    recordCartChange: assign(({ context, event }) => {
      assertEvent(event, 'cart.lightningChanged');
      return {
        cartChange: { id: event.id, reasons: [...event.reasons], changedItemIds: [...event.changedItemIds] },
        articleCount: event.articleCount === undefined ? context.articleCount : Math.max(0, event.articleCount),
        totalCents: event.totalCents ?? context.totalCents,
      };
    }),
    setDeliveryType: assign(({ context, event }) => {
      assertEvent(event, 'shipping.setDeliveryType');
      const shipping = { ...context.shipping, deliveryType: event.deliveryType, deliveryCountry: event.deliveryCountry, validated: false };
      const selectedShipperCode = shipperAfterDeliveryChange(shipping.shippers, {
        deliveryType: event.deliveryType,
        billingAddress: event.deliveryCountry === null ? null : { country: event.deliveryCountry },
        shippingAddress: event.deliveryCountry === null ? null : { country: event.deliveryCountry },
        packstation: event.deliveryCountry === null ? null : { country: event.deliveryCountry },
      });
      return { shipping: { ...shipping, selectedShipperCode } };
    }),
    setShippers: assign(({ context, event }) => {
      assertEvent(event, 'shipping.setShippers');
      const stillThere = event.shippers.some((s) => s.enabled && s.code === context.shipping.selectedShipperCode);
      const fallback = event.shippers.find((s) => s.enabled)?.code ?? null;
      return {
        shipping: {
          ...context.shipping,
          shippers: event.shippers,
          selectedShipperCode: stillThere ? context.shipping.selectedShipperCode : fallback,
          validated: false,
        },
      };
    }),
    setSelectedShipper: assign(({ context, event }) => {
      assertEvent(event, 'shipping.selectShipper');
      return { shipping: { ...context.shipping, selectedShipperCode: event.code, validated: false } };
    }),
    markShippingSaved: assign(({ context, event }) => {
      assertEvent(event, 'shipping.saved');
      return {
        session: event.session ?? context.session,
        lastError: null,
        shipping: {
          ...context.shipping,
          validated: true,
          selectedShipperCode: event.shipperCode === undefined ? context.shipping.selectedShipperCode : event.shipperCode,
          deliveryCountry: event.deliveryCountry === undefined ? context.shipping.deliveryCountry : event.deliveryCountry,
        },
      };
    }),
    markShippingFailed: assign(({ context, event }) => {
      assertEvent(event, 'shipping.failed');
      return {
        shipping: { ...context.shipping, validated: false },
        lastError: { code: event.code ?? 'SHIPPING_SAVE_FAILED', messageKey: event.messageKey ?? GENERIC_ERROR_KEY, ...(event.step ? { step: event.step } : {}) },
      };
    }),
    setPaymentSelection: assign(({ context, event }) => {
      assertEvent(event, 'payment.select');
      return {
        lastError: null,
        payment: {
          ...context.payment,
          selectedMethodId: event.methodId,
          buyerReference: requiresBuyerReference(event.methodId) ? (event.buyerReference ?? null) : null,
          validated: false,
        },
      };
    }),
    markPaymentSaved: assign(({ context, event }) => {
      assertEvent(event, 'payment.saved');
      return {
        lastError: null,
        payment: { ...context.payment, selectedMethodId: event.methodId ?? context.payment.selectedMethodId, validated: true },
      };
    }),
    markPaymentFailed: assign(({ context, event }) => {
      assertEvent(event, 'payment.failed');
      return {
        payment: { ...context.payment, validated: false },
        lastError: { code: event.code ?? 'PAYMENT_ERROR', messageKey: event.messageKey ?? PAYMENT_ERROR_KEY },
      };
    }),
    clearPayment: assign(({ context }) => ({
      expressAmazonSelected: false,
      redirectUrl: null,
      computopData: null,
      pendingOrderId: null,
      payment: { ...context.payment, selectedMethodId: null, buyerReference: null, validated: false },
    })),
    // Spec §4: select marks the method AMAZONPAY and the shipping step validated. An express buyer
    // without a session checks out as a guest (our choice: the spec does not say).
    selectAmazonPay: assign(({ context }) => ({
      expressAmazonSelected: true,
      loginOption: context.session === 'loggedOut' ? ('guest' as const) : context.loginOption,
      shipping: { ...context.shipping, validated: true },
      payment: { selectedMethodId: AMAZON_PAY_METHOD_ID, buyerReference: null, validated: true },
      lastError: null,
    })),
    // Spec §4: abort resets the cart id and reinitialises the steps; figures come with the next cart.updated.
    abortAmazonPay: assign(({ context, event }) => {
      assertEvent(event, 'amazon.abort');
      return {
        ...initialCheckoutContext({ cartId: event.cartId, session: context.session, isB2b: context.isB2b, shippers: context.shipping.shippers }),
      };
    }),
    // The submit was accepted: the cart change it named has been seen.
    startSubmission: assign(({ context }) => ({
      submissionAttempt: context.submissionAttempt + 1,
      cartChange: null,
      lastError: null,
      redirectUrl: null,
      computopData: null,
      pendingOrderId: null,
    })),
    setOrder: assign(({ context, event }) => {
      assertEvent(event, 'submit.succeeded');
      return {
        orderId: event.orderId,
        newCartId: event.newCartId ?? context.newCartId,
        lastError: null,
        redirectUrl: null,
        computopData: null,
        pendingOrderId: null,
      };
    }),
    setRedirect: assign(({ context, event }) => {
      assertEvent(event, 'submit.redirected');
      return {
        redirectUrl: event.redirectUrl,
        computopData: event.computopData ?? null,
        pendingOrderId: event.orderId ?? null,
        newCartId: event.newCartId ?? context.newCartId,
      };
    }),
    recordSubmitFailure: assign(({ context, event }) => {
      assertEvent(event, 'submit.failed');
      return {
        newCartId: event.newCartId ?? context.newCartId,
        redirectUrl: null,
        computopData: null,
        pendingOrderId: null,
        lastError: { code: event.reason, messageKey: event.messageKey ?? FAILURE_KEYS[event.reason] },
      };
    }),
    // Not a failure: the order may well be placed, only its id is missing (support asks the upstream again).
    recordOrderIdUnknown: assign({
      redirectUrl: null,
      computopData: null,
      pendingOrderId: null,
      lastError: { code: ORDER_ID_UNKNOWN_CODE, messageKey: ORDER_RECEIVED_KEY },
    }),
    // Support's replay repeats the failed attempt as it was: same attempt number, so the host's
    // job id (its idempotency key) stays the same; only the failure's traces are cleared.
    startReplay: assign({ lastError: null, redirectUrl: null, computopData: null, pendingOrderId: null }),
    // Spec §2/§4: an expired session loses the login choice and both steps; the cart id stays.
    expireSession: assign(({ context }) => ({
      session: 'loggedOut' as const,
      loginOption: null,
      expressAmazonSelected: false,
      shipping: { ...context.shipping, validated: false },
      payment: { selectedMethodId: null, buyerReference: null, validated: false },
      lastError: { code: 'SESSION_EXPIRED', messageKey: SESSION_EXPIRED_KEY },
    })),
    restart: assign(({ context, event }) => {
      assertEvent(event, 'checkout.restart');
      return initialCheckoutContext({
        cartId: event.cartId,
        session: event.session ?? context.session,
        isB2b: context.isB2b,
        articleCount: event.articleCount,
        totalCents: event.totalCents,
        shippers: context.shipping.shippers,
      });
    }),
    clearError: assign({ lastError: null }),
  },
  actors: {
    saveShippingStep: fromPromise<SaveShippingOutput, SaveShippingInput>(async () => providedByHost('saveShippingStep')),
    selectPayment: fromPromise<SelectPaymentOutput, SelectPaymentInput>(async () => providedByHost('selectPayment')),
    submitOrder: fromPromise<SubmitOrderOutput, SubmitOrderInput>(async () => providedByHost('submitOrder')),
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => initialCheckoutContext(input),
  initial: 'routing',
  states: {
    // Transient: always resolves to the first step that is not done (spec §4 Checkout ordering).
    routing: {
      always: [
        { guard: 'cartIsEmpty', target: 'active.cartEmpty' },
        { guard: not('loginOk'), target: 'active.login' },
        { guard: not('shippingOk'), target: 'active.shipping' },
        { guard: not('paymentOk'), target: 'active.payment' },
        { target: 'active.summary' },
      ],
    },
    // The shopper is on one of the steps; routing picks which, so 'initial' is never used directly.
    active: {
      initial: 'cartEmpty',
      on: {
        'session.expired': { target: 'sessionExpired', actions: 'expireSession' },
        'cart.updated': [
          { guard: 'cartUpdateEmptiesCart', target: '.cartEmpty', actions: 'setCartFigures' },
          { actions: 'setCartFigures' },
        ],
        // Recorded on every step; the summary shows it and the submit must name it.
        'cart.lightningChanged': [
          { guard: 'cartUpdateEmptiesCart', target: '.cartEmpty', actions: 'recordCartChange' },
          { actions: 'recordCartChange' },
        ],
        'login.succeeded': { actions: 'setSession' },
        'shipping.edit': { guard: 'canEditShipping', target: '.shipping' },
        'payment.edit': { guard: 'canEditPayment', target: '.payment' },
        'amazon.select': { guard: 'amazonPayAllowed', target: 'routing', actions: 'selectAmazonPay' },
        'amazon.abort': { guard: 'amazonSelected', target: 'routing', actions: 'abortAmazonPay' },
      },
      states: {
        cartEmpty: {
          on: {
            'cart.updated': { target: '#checkout.routing', actions: 'setCartFigures' },
            'cart.lightningChanged': { target: '#checkout.routing', actions: 'recordCartChange' },
          },
        },
        login: {
          on: {
            'login.chooseOption': { target: '#checkout.routing', actions: 'setLoginOption' },
            'login.succeeded': { target: '#checkout.routing', actions: 'setSession' },
          },
        },
        shipping: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'shipping.setDeliveryType': { actions: 'setDeliveryType' },
                'shipping.setShippers': { actions: 'setShippers' },
                'shipping.selectShipper': { guard: 'shipperAllowed', actions: 'setSelectedShipper' },
                // The shipping step's own precondition (login, and a cart; in editing the cart is never empty).
                'shipping.save': { guard: 'canEditShipping', target: 'saving', actions: 'clearError' },
              },
            },
            saving: {
              invoke: {
                id: 'saveShippingStep',
                src: 'saveShippingStep',
                input: ({ context, event }) => ({
                  host: hostInputOf(event),
                  cartId: context.cartId,
                  session: context.session,
                  loginOption: context.loginOption,
                  deliveryType: context.shipping.deliveryType,
                  shipperCode: context.shipping.selectedShipperCode,
                }),
                onDone: { actions: enqueueActions(({ event, enqueue }) => enqueue.raise({ type: 'shipping.saved', ...event.output })) },
                onError: {
                  actions: enqueueActions(({ event, enqueue }) =>
                    enqueue.raise({ type: 'shipping.failed', code: 'SHIPPING_SAVE_FAILED', messageKey: messageKeyOf(event.error), ...stepOf(event.error) }),
                  ),
                },
              },
              on: {
                'shipping.saved': { target: '#checkout.routing', actions: 'markShippingSaved' },
                'shipping.failed': { target: 'editing', actions: 'markShippingFailed' },
              },
            },
          },
        },
        payment: {
          initial: 'editing',
          states: {
            editing: {
              meta: { requires: 'paymentStepOpen' },
              on: {
                'payment.select': { guard: 'paymentSelectionValid', target: 'saving', actions: 'setPaymentSelection' },
              },
            },
            saving: {
              invoke: {
                id: 'selectPayment',
                src: 'selectPayment',
                input: ({ context, event }) => ({
                  host: hostInputOf(event),
                  cartId: context.cartId,
                  methodId: context.payment.selectedMethodId ?? '',
                  buyerReference: context.payment.buyerReference,
                }),
                onDone: { actions: enqueueActions(({ event, enqueue }) => enqueue.raise({ type: 'payment.saved', methodId: event.output.methodId })) },
                onError: {
                  actions: enqueueActions(({ event, enqueue }) =>
                    enqueue.raise({ type: 'payment.failed', code: 'PAYMENT_ERROR', messageKey: messageKeyOf(event.error) }),
                  ),
                },
              },
              on: {
                'payment.saved': { target: '#checkout.routing', actions: 'markPaymentSaved' },
                'payment.failed': { target: 'editing', actions: 'markPaymentFailed' },
              },
            },
          },
        },
        summary: {
          on: {
            // A payless change can make the payment step apply again: re-check the ordering.
            'cart.updated': { target: '#checkout.routing', actions: 'setCartFigures' },
            'cart.lightningChanged': { target: '#checkout.routing', actions: 'recordCartChange' },
            'order.submit': { guard: 'readyToSubmit', target: '#checkout.submitting', actions: 'startSubmission' },
          },
        },
      },
    },
    // No session.expired / cart.updated here: the submission itself checks the cart (spec §4 Submit step 2).
    submitting: {
      meta: { refuses: 'SUBMISSION_IN_PROGRESS' },
      invoke: {
        id: 'submitOrder',
        src: 'submitOrder',
        input: ({ context }) => ({ cartId: context.cartId, attempt: context.submissionAttempt }),
        onDone: {
          actions: enqueueActions(({ event, enqueue }) => {
            // 'queued' raises nothing: a job reports back later with submit.succeeded / submit.failed.
            const next = submitOutputEvent(event.output);
            if (next) enqueue.raise(next);
          }),
        },
        onError: {
          actions: enqueueActions(({ event, enqueue }) =>
            enqueue.raise({ type: 'submit.failed', reason: 'INTERNAL_ERROR', messageKey: messageKeyOf(event.error, INTERNAL_ERROR_MESSAGE) }),
          ),
        },
      },
      on: {
        'submit.succeeded': { target: 'confirmed', actions: 'setOrder' },
        'submit.redirected': { target: 'awaitingPaymentProvider', actions: 'setRedirect' },
        'submit.failed': SUBMIT_FAILURE_TRANSITIONS,
        'submit.orderIdUnknown': { target: 'orderIdUnknown', actions: 'recordOrderIdUnknown' },
      },
    },
    // This checkout sent the submit, so the upstream may have placed the order, but its id could
    // not be learned within the lookup's time: no failure (the shopper must not order again; the
    // upstream confirms by e-mail). Support's replay asks the upstream again: submitCart is
    // idempotent per cart, so it names the order placed, or places the one never placed.
    orderIdUnknown: {
      meta: { refuses: 'ALREADY_SUBMITTED' },
      on: {
        'support.replay': { guard: 'replayable', target: 'submitting', actions: 'startReplay' },
      },
    },
    // Card form or payment-provider redirect (after SUBMIT_REDIRECT_DELAY_MS) is under way; the
    // provider's answer confirms the order, fails it, or the buyer cancels there.
    awaitingPaymentProvider: {
      meta: { refuses: 'SUBMISSION_IN_PROGRESS' },
      on: {
        'submit.succeeded': { target: 'confirmed', actions: 'setOrder' },
        // The buyer cancelled at the provider and the upstream took the unpaid order back: the
        // payment is chosen again (an express Amazon-style choice too); not a failed submission.
        'payment.cancelled': { target: 'routing', actions: ['clearPayment', 'clearError'] },
        'submit.failed': SUBMIT_FAILURE_TRANSITIONS,
      },
    },
    // One child per failure kind, so support can tell them apart at a glance.
    failed: {
      initial: 'internalError',
      on: {
        'checkout.restart': { target: 'routing', actions: 'restart' },
        // Support console: run the failed attempt again (the host's job records an order the upstream already has).
        'support.replay': { guard: 'replayable', target: 'submitting', actions: 'startReplay' },
      },
      states: {
        cartChanged: {
          on: {
            'cart.updated': { target: '#checkout.routing', actions: ['setCartFigures', 'clearError'] },
            'cart.lightningChanged': { target: '#checkout.routing', actions: ['recordCartChange', 'clearError'] },
          },
        },
        alreadySubmitted: { meta: { refuses: 'ALREADY_SUBMITTED' } },
        // The upstream refused the addresses (billing missing, no shipper for them): back to shipping.
        addressRejected: {
          on: { 'shipping.edit': { target: '#checkout.active.shipping', actions: 'clearError' } },
        },
        paymentDeclined: {
          on: { 'payment.retry': { target: '#checkout.routing', actions: ['clearPayment', 'clearError'] } },
        },
        paymentError: {
          on: { 'payment.retry': { target: '#checkout.routing', actions: ['clearPayment', 'clearError'] } },
        },
        upstreamUnavailable: {
          on: { 'submit.retry': { guard: 'readyToSubmit', target: '#checkout.submitting', actions: 'startSubmission' } },
        },
        internalError: {
          on: {
            'submit.retry': { guard: 'readyToSubmit', target: '#checkout.submitting', actions: 'startSubmission' },
            'payment.retry': { target: '#checkout.routing', actions: ['clearPayment', 'clearError'] },
          },
        },
      },
    },
    sessionExpired: {
      meta: { refuses: 'SESSION_EXPIRED' },
      on: {
        'checkout.restart': { target: 'routing', actions: 'restart' },
        'login.succeeded': { target: 'routing', actions: ['setSession', 'clearError'] },
      },
    },
    confirmed: { type: 'final', meta: { refuses: 'ALREADY_SUBMITTED' } },
  },
});
