import { stepRoutes } from '@tafel/workflow-machine';

/** The return pages in their order (spec §2 route table). */
export const RETURN_STEPS = ['lookup', 'productselection', 'regulations', 'carrier', 'confirm'] as const;

/** One return page. */
export type ReturnStep = (typeof RETURN_STEPS)[number];

/** The storefront route of every return page (spec §2 route table). */
export const RETURN_ROUTES: Readonly<Record<ReturnStep, string>> = {
  lookup: '/myaccount/returns',
  productselection: '/myaccount/returns/productselection',
  regulations: '/myaccount/returns/regulations',
  carrier: '/myaccount/returns/carrier',
  confirm: '/myaccount/returns/confirm',
};

/** Where spec §2 sends a logged-in customer who asks for the returns lookup. */
export const ORDER_LIST_ROUTE = '/myaccount/orders';

const TABLE = stepRoutes(RETURN_STEPS, RETURN_ROUTES);

/** A step name, or a return route with an optional query (trailing slash allowed), as a step; null for anything else. */
export function returnStepOf(route: ReturnStep | string): ReturnStep | null {
  return TABLE.stepOf(route);
}

/** The item selection of an order: `/myaccount/returns/productselection?order=<hash>`. */
export function productSelectionRoute(hash: string): string {
  return `${RETURN_ROUTES.productselection}?order=${encodeURIComponent(hash)}`;
}
