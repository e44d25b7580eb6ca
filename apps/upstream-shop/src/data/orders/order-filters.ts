import type { OrderRecord } from './order-types.js';

/** Spec §9: five orders per page; the date filter defaults to the last three months. */
export const ORDERS_PER_PAGE = 5;
export const DEFAULT_DATE_FILTER = 'last3months';
export const SEARCH_TEXT_MAX_LENGTH = 100;

/** A parsed date filter: a window of months back from now, or one calendar year (UTC). */
export type DateFilter = { kind: 'months'; months: number } | { kind: 'year'; year: number };

const MONTH_WINDOWS: Record<string, number> = { last3months: 3, last6months: 6, lastYear: 12 };

/** The filter for a dateFilter argument, or null when it is none of the accepted values. */
export function parseDateFilter(value: string): DateFilter | null {
  const months = MONTH_WINDOWS[value];
  if (months !== undefined) return { kind: 'months', months };
  // Four digits from 1900 on: any year the shop could have orders in; later years simply match none.
  if (/^(19|2\d)\d{2}$/.test(value)) return { kind: 'year', year: Number(value) };
  return null;
}

/** Now minus whole calendar months (UTC), clamped to the month's last day (31 May − 3 → 28/29 Feb). */
export function monthsBefore(now: number, months: number): number {
  const date = new Date(now);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  target.setUTCHours(date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds(), date.getUTCMilliseconds());
  return target.getTime();
}

export function matchesDateFilter(orderedAt: string, filter: DateFilter, now: number): boolean {
  const at = Date.parse(orderedAt);
  if (filter.kind === 'year') return new Date(at).getUTCFullYear() === filter.year;
  return at >= monthsBefore(now, filter.months) && at <= now;
}

/** Case-insensitive part of the order number, an article name or the order reference; blank matches all. */
export function matchesSearch(order: OrderRecord, searchText: string): boolean {
  const needle = searchText.trim().toLocaleLowerCase('de');
  if (needle === '') return true;
  const haystack = [order.orderId, order.orderReference ?? '', ...order.items.map((i) => i.name)];
  return haystack.some((text) => text.toLocaleLowerCase('de').includes(needle));
}

export interface Page<T> {
  items: T[];
  totalElements: number;
  totalPages: number;
  currentPage: number;
  elementsPerPage: number;
}

/** One zero-based page; a page after the last one is empty but keeps the totals. */
export function pageOf<T>(all: readonly T[], page: number, size: number = ORDERS_PER_PAGE): Page<T> {
  return {
    items: all.slice(page * size, page * size + size),
    totalElements: all.length,
    totalPages: Math.ceil(all.length / size),
    currentPage: page,
    elementsPerPage: size,
  };
}
