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

/** Position of a step in the checkout, 0-based. */
export function stepIndex(step: CheckoutStep): number {
  return CHECKOUT_STEPS.indexOf(step);
}

/** The step a checkout route belongs to, or null for any other path (trailing slash allowed). */
export function stepForPath(pathname: string): CheckoutStep | null {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const entry = Object.entries(CHECKOUT_ROUTES).find(([, route]) => route === normalized);
  return entry ? (entry[0] as CheckoutStep) : null;
}
