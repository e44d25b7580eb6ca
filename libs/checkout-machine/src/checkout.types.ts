import type { DeliveryType, LoginOption } from '@tafel/domain';

/** Session kind of the shopper (spec §4 Session: logged out, guest, logged in). */
export type CheckoutSession = 'loggedOut' | 'guest' | 'loggedIn';

/** Every reason the machine (or a route gate) gives for refusing an event or a step; shared by the API and the UI. */
export const GUARD_REASONS = [
  'CART_EMPTY',
  'LOGIN_REQUIRED',
  'SHIPPING_NOT_VALIDATED',
  'SHIPPER_REFUSED',
  'PAYMENT_NOT_APPLICABLE',
  'PAYMENT_NOT_SELECTED',
  'BUYER_REFERENCE_INVALID',
  'AMAZON_PAY_UNAVAILABLE',
  'AMAZON_PAY_NOT_SELECTED',
  'AMAZON_PAY_FAILED',
  'ALREADY_SUBMITTED',
  'SUBMISSION_IN_PROGRESS',
  'SESSION_EXISTS',
  'ORDER_ID_MISSING',
  'ORDER_ID_NOT_IN_QUERY',
  'SESSION_EXPIRED',
  'NOT_RETRYABLE',
  'NOT_IN_THIS_STATE',
  'CART_CHANGE_NOT_SEEN',
] as const;

/** Why the machine (or a route gate) refuses an event or a step. */
export type GuardReason = (typeof GUARD_REASONS)[number];

/** Why an order submission failed; each reason has its own failure state for support. */
export type SubmitFailureReason =
  | 'CART_CHANGED'
  | 'ALREADY_SUBMITTED'
  | 'PAYMENT_DECLINED'
  | 'PAYMENT_ERROR'
  | 'ADDRESS_REJECTED'
  | 'SESSION_EXPIRED'
  | 'UPSTREAM_UNAVAILABLE'
  | 'INTERNAL_ERROR';

/** Why the lightning reservation changed the cart at checkout start (the API's LightningChangeReason). */
export const CART_CHANGE_REASONS = ['NOT_LEGAL_DEAL', 'REDUCED_QUANTITY', 'REFRESHED', 'EXPIRED'] as const;
export type CartChangeReason = (typeof CART_CHANGE_REASONS)[number];

/**
 * A change of the cart's prices the shopper has to see before submitting (spec §4 cart changed):
 * extending the lightning reservation at checkout start lowered, ended or refreshed deal lines.
 */
export interface CartChange {
  /** Identifies this change; the submit names it (seenCartChangeId) once the summary showed it. */
  id: string;
  reasons: CartChangeReason[];
  changedItemIds: string[];
}

/** The last error the checkout recorded: a code and the spec's message key. */
export interface CheckoutError {
  code: string;
  messageKey: string;
  /** The named step of a multi-call save that failed (e.g. the shipping save's `cartDeliveryAddress`); absent when none is known. */
  step?: string;
}

/** Shipper as the checkout keeps it (no prices beyond what the UI shows). */
export interface CheckoutShipper {
  code: string;
  enabled: boolean;
  costsCents?: number;
  productLineItemCount?: number;
}

/** Shipping step state (spec §3 Checkout state → shippingStep). */
export interface ShippingStepContext {
  deliveryType: DeliveryType;
  validated: boolean;
  shippers: CheckoutShipper[];
  selectedShipperCode: string | null;
  /** ISO country of the address the delivery type points at; null when unknown. */
  deliveryCountry: string | null;
}

/** Payment step state (spec §3 Checkout state → paymentStep). */
export interface PaymentStepContext {
  selectedMethodId: string | null;
  validated: boolean;
  /** Buyer reference for X_RECHNUNG; null otherwise. */
  buyerReference: string | null;
}

/** The whole checkout context; holds no secrets (no tokens, no card data). */
export interface CheckoutContext {
  cartId: string;
  session: CheckoutSession;
  loginOption: LoginOption | null;
  isB2b: boolean;
  articleCount: number;
  totalCents: number;
  shipping: ShippingStepContext;
  payment: PaymentStepContext;
  /** Express Amazon-style pay was chosen (skips the payment step). */
  expressAmazonSelected: boolean;
  orderId: string | null;
  newCartId: string | null;
  /** Number of submissions started for this checkout (1-based once submitting). */
  submissionAttempt: number;
  /** Payment-provider redirect URL while waiting for the provider; never a secret. */
  redirectUrl: string | null;
  /** Card payment form fields while waiting for the provider (posted by the browser, not a secret). */
  computopData: ComputopData | null;
  /** Order the upstream created while the payment provider still has to confirm it. */
  pendingOrderId: string | null;
  lastError: CheckoutError | null;
  /** A cart change not submitted yet (set by cart.lightningChanged, cleared by an accepted submit or a new cart). */
  cartChange: CartChange | null;
}

/** Spec §3 submit result: the card payment form (posted MerchantID, Data, Len to url). */
export interface ComputopData {
  mid: string;
  data: string;
  len: number;
  url: string;
}

/** Input to start a checkout for a cart. */
export interface CheckoutInput {
  cartId: string;
  session?: CheckoutSession;
  isB2b?: boolean;
  articleCount?: number;
  totalCents?: number;
  loginOption?: LoginOption | null;
  shippers?: CheckoutShipper[];
  selectedShipperCode?: string | null;
  deliveryType?: DeliveryType;
  deliveryCountry?: string | null;
}

/** Output of the saveShippingStep actor (host-provided). */
export interface SaveShippingOutput {
  /** Session after the checkout-auth call (guest/register) or unchanged. */
  session?: CheckoutSession;
  shipperCode?: string | null;
  deliveryCountry?: string | null;
}

/** Output of the selectPayment actor (host-provided). */
export interface SelectPaymentOutput {
  methodId: string;
}

/** Output of the submitOrder actor (host-provided): a result, or "queued" when a job will report back. */
export type SubmitOrderOutput =
  | { kind: 'ordered'; orderId: string; newCartId: string | null }
  | { kind: 'redirect'; redirectUrl: string; orderId?: string | null; newCartId?: string | null }
  | { kind: 'cardPayment'; computopData?: ComputopData | null; orderId?: string | null; newCartId?: string | null }
  | { kind: 'failed'; reason: SubmitFailureReason; messageKey?: string; newCartId?: string | null }
  /**
   * Not a failure: this checkout sent the submit (the upstream may have placed the order) and
   * looking for the order's id ran out of time; the upstream confirms the order by e-mail.
   */
  | { kind: 'orderIdUnknown' }
  | { kind: 'queued' };

/** Every event of the checkout machine (dot-namespaced). */
export type CheckoutEvent =
  | { type: 'login.chooseOption'; option: LoginOption }
  | { type: 'login.succeeded'; session: Exclude<CheckoutSession, 'loggedOut'>; cartId?: string }
  | { type: 'shipping.edit' }
  | { type: 'shipping.setDeliveryType'; deliveryType: DeliveryType; deliveryCountry: string | null }
  | { type: 'shipping.setShippers'; shippers: CheckoutShipper[] }
  | { type: 'shipping.selectShipper'; code: string }
  | { type: 'shipping.save' }
  | { type: 'shipping.saved'; session?: CheckoutSession; shipperCode?: string | null; deliveryCountry?: string | null }
  | { type: 'shipping.failed'; code?: string; messageKey?: string; step?: string }
  | { type: 'payment.edit' }
  | { type: 'payment.select'; methodId: string; buyerReference?: string | null }
  | { type: 'payment.saved'; methodId?: string }
  | { type: 'payment.failed'; code?: string; messageKey?: string }
  | { type: 'payment.retry' }
  /**
   * The buyer cancelled the payment on the provider's page (PayPal, Amazon Pay, card form) and the upstream
   * cancelled the unpaid order and reopened the cart: back to the payment step, nothing ordered.
   */
  | { type: 'payment.cancelled' }
  | { type: 'amazon.select' }
  | { type: 'amazon.abort'; cartId: string }
  /** seenCartChangeId: the cart change the summary showed; required while context.cartChange is set. */
  | { type: 'order.submit'; seenCartChangeId?: string | null }
  | { type: 'submit.succeeded'; orderId: string; newCartId?: string | null }
  | {
      type: 'submit.redirected';
      redirectUrl: string | null;
      computopData?: ComputopData | null;
      orderId?: string | null;
      newCartId?: string | null;
    }
  | { type: 'submit.failed'; reason: SubmitFailureReason; messageKey?: string; newCartId?: string | null }
  /** The submit was sent (the order may be placed) but its id could not be learned in time: not a failure. */
  | { type: 'submit.orderIdUnknown' }
  | { type: 'submit.retry' }
  /** Support replays the failed submission: the same attempt (and so the same job id / idempotency key) runs again. */
  | { type: 'support.replay'; /** The staff member's e-mail, for the history. */ by?: string }
  | { type: 'cart.updated'; articleCount: number; totalCents: number }
  /** Extending the lightning reservation changed the cart's prices: the summary must show it before a submit. */
  | { type: 'cart.lightningChanged'; id: string; reasons: CartChangeReason[]; changedItemIds: string[]; articleCount?: number; totalCents?: number }
  | { type: 'session.expired' }
  | { type: 'checkout.restart'; cartId: string; session?: CheckoutSession; articleCount?: number; totalCents?: number };
