// The order history's URL rules (spec §2 /myaccount/orders: p 1-based, q, filter default
// last3months; §9 5 per page): what a query string means and the links that keep it.

import { isShopId } from '@tafel/domain';

export const ORDERS_PATH = '/myaccount/orders';
export const ORDER_DETAIL_PATH = '/myaccount/orders/orderdetail';
/** Spec §2: the date filter's default. */
export const DEFAULT_ORDER_FILTER = 'last3months';
/** The fixed periods of the date filter; the years come from the answer's filterOptions. */
export const ORDER_PERIODS = ['last3months', 'last6months', 'lastYear'] as const;
/** The contract's limit of the search text. */
export const ORDER_QUERY_MAX = 100;
/** The orchestrator's highest page (MAX_ORDER_PAGE): it refuses anything above. */
export const ORDER_PAGE_MAX = 10_000;

type Raw = string | string[] | undefined;

function first(raw: Raw): string | undefined {
  return Array.isArray(raw) ? raw[0] : raw;
}

/**
 * Spec §5: p falls back to 1 (missing, not a whole number, below 1). A page above the
 * orchestrator's limit is read as its last page, which the list then sends to the real last one.
 */
export function parseOrderPage(raw: Raw): number {
  const value = first(raw)?.trim() ?? '';
  if (!/^\d+$/.test(value)) return 1;
  const page = Number(value);
  if (page < 1) return 1;
  return Math.min(page, ORDER_PAGE_MAX);
}

/** The search text: trimmed and cut to the contract's 100 characters; empty is none. */
export function parseOrderQuery(raw: Raw): string {
  return (first(raw) ?? '').trim().slice(0, ORDER_QUERY_MAX);
}

/**
 * A period, or a year of the offered ones (any year 2000-2099 before the answer names them, so
 * the orchestrator, which takes 2000-2100, never refuses the filter); else the default.
 */
export function parseOrderFilter(raw: Raw, offered?: readonly string[]): string {
  const value = (first(raw) ?? '').trim();
  if ((ORDER_PERIODS as readonly string[]).includes(value)) return value;
  if (/^20\d{2}$/.test(value) && (offered === undefined || offered.includes(value))) return value;
  return DEFAULT_ORDER_FILTER;
}

/** What the list shows: the page, the search text and the date filter. */
export interface OrderListQuery {
  page: number;
  query: string;
  filter: string;
}

export function parseOrderListQuery(params: Record<string, Raw>): OrderListQuery {
  return { page: parseOrderPage(params.p), query: parseOrderQuery(params.q), filter: parseOrderFilter(params.filter) };
}

/** The list's query string, defaults left out (page 1, the default filter, no search). */
function listParams({ page, query, filter }: OrderListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query) params.set('q', query);
  if (filter && filter !== DEFAULT_ORDER_FILTER) params.set('filter', filter);
  if (page > 1) params.set('p', String(page));
  return params;
}

/** /myaccount/orders with the list's query (the pager's links, the detail's back link). */
export function ordersHref(list: OrderListQuery): string {
  const search = listParams(list).toString();
  return search ? `${ORDERS_PATH}?${search}` : ORDERS_PATH;
}

/** Where a page past the last one goes: the last page (null when the page is fine or nothing matches). */
export function pageOutOfRange(list: OrderListQuery, totalPages: number): string | null {
  if (totalPages < 1 || list.page <= totalPages) return null;
  return ordersHref({ ...list, page: totalPages });
}

/** An order number as the detail accepts it: a shop id, the orchestrator's own rule. */
export function parseOrderId(raw: Raw): string | null {
  const value = (first(raw) ?? '').trim();
  return isShopId(value) ? value : null;
}

/** The order's detail, carrying the list's query so its back link returns to the same page. */
export function orderDetailHref(orderId: string, list: OrderListQuery): string {
  const params = new URLSearchParams({ orderId });
  for (const [key, value] of listParams(list)) params.set(key, value);
  return `${ORDER_DETAIL_PATH}?${params.toString()}`;
}
