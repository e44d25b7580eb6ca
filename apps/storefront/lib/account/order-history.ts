// The order history's URL rules (spec §2 /myaccount/orders: p 1-based, q, filter default
// last3months; §9 5 per page): what a query string means and the links that keep it.

export const ORDERS_PATH = '/myaccount/orders';
export const ORDER_DETAIL_PATH = '/myaccount/orders/orderdetail';
/** Spec §2: the date filter's default. */
export const DEFAULT_ORDER_FILTER = 'last3months';
/** The fixed periods of the date filter; the years come from the answer's filterOptions. */
export const ORDER_PERIODS = ['last3months', 'last6months', 'lastYear'] as const;
/** The contract's limit of the search text. */
export const ORDER_QUERY_MAX = 100;

type Raw = string | string[] | undefined;

function first(raw: Raw): string | undefined {
  return Array.isArray(raw) ? raw[0] : raw;
}

/** Spec §5: p falls back to 1 (missing, not a whole number, below 1). */
export function parseOrderPage(raw: Raw): number {
  const value = first(raw)?.trim() ?? '';
  if (!/^\d{1,6}$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 ? page : 1;
}

/** The search text: trimmed and cut to the contract's 100 characters; empty is none. */
export function parseOrderQuery(raw: Raw): string {
  return (first(raw) ?? '').trim().slice(0, ORDER_QUERY_MAX);
}

/** A period, or a year of the offered ones (any four-digit year before the answer names them); else the default. */
export function parseOrderFilter(raw: Raw, offered?: readonly string[]): string {
  const value = (first(raw) ?? '').trim();
  if ((ORDER_PERIODS as readonly string[]).includes(value)) return value;
  if (/^(19|20)\d{2}$/.test(value) && (offered === undefined || offered.includes(value))) return value;
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

/** An order number as the detail accepts it (letters, digits, - and _; at most 40). */
export function parseOrderId(raw: Raw): string | null {
  const value = (first(raw) ?? '').trim();
  return /^[A-Za-z0-9_-]{1,40}$/.test(value) ? value : null;
}

/** The order's detail, carrying the list's query so its back link returns to the same page. */
export function orderDetailHref(orderId: string, list: OrderListQuery): string {
  const params = new URLSearchParams({ orderId });
  for (const [key, value] of listParams(list)) params.set(key, value);
  return `${ORDER_DETAIL_PATH}?${params.toString()}`;
}

/** Only http(s) links leave the shop (tracking and invoice pages); anything else is not shown. */
export function externalHref(raw: string | null | undefined): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** Only a path inside the shop (the return flow's, the rating page's): never another origin. */
export function internalHref(raw: string | null | undefined): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  return raw;
}
