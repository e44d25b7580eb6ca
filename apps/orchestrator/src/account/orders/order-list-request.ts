import { ValidationKeys } from '@tafel/domain';
import type { AccountOrdersInput, FieldError } from '@tafel/graphql-schema/orchestrator-resolvers';
import { fieldError } from '../../request/index.js';

/** Spec §2, §9: the named date filters, the default first. */
export const ORDER_DATE_FILTERS = ['last3months', 'last6months', 'lastYear'] as const;
export const DEFAULT_ORDER_FILTER = ORDER_DATE_FILTERS[0];
/** A bound no real history reaches; beyond it a page number is a client bug or a probe. */
export const MAX_ORDER_PAGE = 10_000;
/** The upstream's searchText limit. */
export const MAX_ORDER_QUERY_LENGTH = 100;
const FIRST_YEAR = 2000;
const LAST_YEAR = 2100;

/** A named filter, or a calendar year 2000–2100 written with four digits. */
export function isOrderDateFilter(value: string): boolean {
  if ((ORDER_DATE_FILTERS as readonly string[]).includes(value)) return true;
  if (!/^\d{4}$/.test(value)) return false;
  const year = Number(value);
  return year >= FIRST_YEAR && year <= LAST_YEAR;
}

/** The filter's choices: the named ones, then the years with orders, newest first, each once. */
export function orderFilterOptions(years: readonly number[]): string[] {
  const shown = [...new Set(years.map(String))].filter(isOrderDateFilter).sort((a, b) => Number(b) - Number(a));
  return [...ORDER_DATE_FILTERS, ...shown];
}

/** A checked order list request: the page as shown (1-based) and as the upstream counts it. */
export interface OrderListRequest {
  page: number;
  upstreamPage: number;
  query: string | null;
  filter: string;
}

export type OrderListCheck = { ok: true; request: OrderListRequest } | { ok: false; errors: FieldError[] };

/**
 * Checks the order list input before anything is called: page 1 to 10000, query at most 100
 * characters after trimming (blank means no search), filter a named one or a year (default
 * last3months). The upstream's pages are zero-based (spec §9).
 */
export function orderListRequest(input: AccountOrdersInput): OrderListCheck {
  const errors: FieldError[] = [];
  const { page } = input;
  if (!Number.isInteger(page) || page < 1 || page > MAX_ORDER_PAGE) {
    errors.push(fieldError('page', ValidationKeys.invalidOption, `page must be a whole number from 1 to ${MAX_ORDER_PAGE}`));
  }
  const query = (input.query ?? '').trim();
  if (query.length > MAX_ORDER_QUERY_LENGTH) {
    errors.push(fieldError('query', ValidationKeys.maxLength, `query must be at most ${MAX_ORDER_QUERY_LENGTH} characters`, { max: String(MAX_ORDER_QUERY_LENGTH) }));
  }
  const filter = (input.filter ?? '').trim() || DEFAULT_ORDER_FILTER;
  if (!isOrderDateFilter(filter)) {
    errors.push(fieldError('filter', ValidationKeys.invalidOption, `filter must be ${ORDER_DATE_FILTERS.join(', ')} or a year from ${FIRST_YEAR} to ${LAST_YEAR}`));
  }
  if (errors.length) return { ok: false, errors };
  return { ok: true, request: { page, upstreamPage: page - 1, query: query || null, filter } };
}
