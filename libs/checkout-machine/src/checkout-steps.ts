import { stepRoutes } from '@tafel/workflow-machine';

/** The checkout steps in their strict order (spec: login → shipping → payment → summary → confirmation). */
export const CHECKOUT_STEPS = ['basket', 'login', 'shipping', 'payment', 'summary', 'confirmation'] as const;

/** One checkout step. */
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/** The storefront route of every checkout step (spec §2 route table). */
export const CHECKOUT_ROUTES: Readonly<Record<CheckoutStep, string>> = {
  basket: '/checkout/basket',
  login: '/checkout/login',
  shipping: '/checkout/shipping',
  payment: '/checkout/payment',
  summary: '/checkout/summary',
  confirmation: '/checkout/confirmation',
};

const TABLE = stepRoutes(CHECKOUT_STEPS, CHECKOUT_ROUTES);

/** Position of a step in the checkout, 0-based. */
export function stepIndex(step: CheckoutStep): number {
  return TABLE.indexOf(step);
}

/** The step a checkout route belongs to, or null for any other path (trailing slash allowed). */
export function stepForPath(pathname: string): CheckoutStep | null {
  return TABLE.stepForPath(pathname);
}

/** A step name, or a checkout route with an optional query, as a step; null for anything else. */
export function checkoutStepOf(route: CheckoutStep | string): CheckoutStep | null {
  return TABLE.stepOf(route);
}
