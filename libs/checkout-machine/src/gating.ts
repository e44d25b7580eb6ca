import { PAYMENT_ERROR_KEY, SESSION_EXPIRED_KEY } from '@tafel/domain';
import { ALLOWED, contextOf, queryValue, redirect, type GateQuery, type GateResult as StepGateResult } from '@tafel/workflow-machine';
import { CHECKOUT_ROUTES, checkoutStepOf, type CheckoutStep } from './checkout-steps.js';
import { awaitsPaymentProvider, hasCartItems, isLoginOk, isPaymentOk, isShippingOk, paymentApplies, paysWithAmazon } from './checkout.rules.js';
import type { CheckoutContext, GuardReason } from './checkout.types.js';
import type { CheckoutSnapshot } from './why-not.js';

export type { GateQuery } from '@tafel/workflow-machine';

/** Route of the home page, where several checkout rules send the shopper. */
export const HOME_ROUTE = '/';

/** Answer of gateRoute: stay, or go elsewhere and why. */
export type GateResult = StepGateResult<GuardReason>;

// A failed Amazon-style completion: the provider came back with errorCode, or the machine recorded
// a payment failure of a checkout paying with Amazon-style pay.
function amazonCompletionFailed(context: CheckoutContext, query: GateQuery | undefined): boolean {
  if (queryValue(query, 'errorCode') !== undefined) return true;
  const code = context.lastError?.code;
  return paysWithAmazon(context) && (code === 'PAYMENT_DECLINED' || code === 'PAYMENT_ERROR');
}

// Our rule where the spec is silent: while the order waits for its payment at the provider, none
// of its steps can change (the machine refuses with SUBMISSION_IN_PROGRESS). The summary says so
// and offers to pay; cancelling at the provider opens the payment step again.
const ORDER_AWAITS_PAYMENT: GateResult = { allowed: false, redirectTo: CHECKOUT_ROUTES.summary, reason: 'SUBMISSION_IN_PROGRESS' };

/**
 * May the shopper be on this checkout route? Implements every checkout redirect rule of spec §2
 * from a snapshot or context; paths that are not checkout routes are always allowed.
 */
export function gateRoute(route: CheckoutStep | string, source: CheckoutContext | CheckoutSnapshot, query?: GateQuery): GateResult {
  const step = checkoutStepOf(route);
  if (step === null) return ALLOWED;
  const context = contextOf<CheckoutContext>(source);
  switch (step) {
    case 'basket':
      return ALLOWED;
    case 'login':
      if (!hasCartItems(context)) return redirect(CHECKOUT_ROUTES.basket, 'CART_EMPTY');
      if (awaitsPaymentProvider(context)) return ORDER_AWAITS_PAYMENT;
      if (context.session !== 'loggedOut') return redirect(CHECKOUT_ROUTES.shipping, 'SESSION_EXISTS');
      return ALLOWED;
    case 'shipping':
      if (!hasCartItems(context)) return redirect(HOME_ROUTE, 'CART_EMPTY');
      if (awaitsPaymentProvider(context)) return ORDER_AWAITS_PAYMENT;
      if (!isLoginOk(context)) return redirect(CHECKOUT_ROUTES.login, 'LOGIN_REQUIRED');
      return ALLOWED;
    case 'payment':
      if (!hasCartItems(context)) {
        // The warning only makes sense to guests and shoppers without a finished login step.
        const warn = context.session === 'guest' || !isLoginOk(context);
        return redirect(HOME_ROUTE, 'CART_EMPTY', warn ? { messageKey: SESSION_EXPIRED_KEY } : {});
      }
      if (awaitsPaymentProvider(context)) return ORDER_AWAITS_PAYMENT;
      if (!isShippingOk(context)) return redirect(CHECKOUT_ROUTES.shipping, 'SHIPPING_NOT_VALIDATED');
      if (!paymentApplies(context)) return redirect(CHECKOUT_ROUTES.summary, 'PAYMENT_NOT_APPLICABLE');
      return ALLOWED;
    case 'summary':
      if (!isShippingOk(context)) return redirect(HOME_ROUTE, 'SHIPPING_NOT_VALIDATED', { messageKey: SESSION_EXPIRED_KEY });
      if (!isPaymentOk(context)) return redirect(CHECKOUT_ROUTES.payment, 'PAYMENT_NOT_SELECTED');
      return ALLOWED;
    case 'confirmation': {
      if (context.orderId === null && amazonCompletionFailed(context, query)) {
        return redirect(CHECKOUT_ROUTES.payment, 'AMAZON_PAY_FAILED', { messageKey: PAYMENT_ERROR_KEY });
      }
      if (context.orderId === null) return redirect(HOME_ROUTE, 'ORDER_ID_MISSING');
      if (query !== undefined && queryValue(query, 'orderId') === undefined) {
        return redirect(CHECKOUT_ROUTES.confirmation, 'ORDER_ID_NOT_IN_QUERY', { addQuery: { orderId: context.orderId } });
      }
      return ALLOWED;
    }
  }
}
