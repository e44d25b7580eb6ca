import { Catalogue } from '../catalogue.js';
import { buildSeed } from '../seed.js';
import { matchesDateFilter, matchesSearch, monthsBefore, ORDERS_PER_PAGE, pageOf, parseDateFilter } from './order-filters.js';
import { buildOrderSeed } from './seed-builder.js';

const NOW = Date.UTC(2026, 2, 15, 12, 0, 0);

describe('order date filter', () => {
  it('accepts the three windows and four-digit years only', () => {
    expect(parseDateFilter('last3months')).toEqual({ kind: 'months', months: 3 });
    expect(parseDateFilter('last6months')).toEqual({ kind: 'months', months: 6 });
    expect(parseDateFilter('lastYear')).toEqual({ kind: 'months', months: 12 });
    expect(parseDateFilter('2025')).toEqual({ kind: 'year', year: 2025 });
    for (const bad of ['', 'last2months', 'LAST3MONTHS', '25', '20255', '2025 ', 'abcd', '1850']) expect(parseDateFilter(bad)).toBeNull();
  });

  it('goes back whole calendar months and clamps to the month’s last day', () => {
    expect(new Date(monthsBefore(NOW, 3)).toISOString()).toBe('2025-12-15T12:00:00.000Z');
    expect(new Date(monthsBefore(Date.UTC(2026, 4, 31, 8), 3)).toISOString()).toBe('2026-02-28T08:00:00.000Z');
    expect(new Date(monthsBefore(Date.UTC(2026, 0, 10), 12)).toISOString()).toBe('2025-01-10T00:00:00.000Z');
  });

  it('matches a window up to now and a calendar year', () => {
    const last3 = { kind: 'months', months: 3 } as const;
    expect(matchesDateFilter('2025-12-15T12:00:00.000Z', last3, NOW)).toBe(true);
    expect(matchesDateFilter('2025-12-15T11:59:59.999Z', last3, NOW)).toBe(false);
    expect(matchesDateFilter('2026-03-16T00:00:00.000Z', last3, NOW)).toBe(false);
    expect(matchesDateFilter('2025-01-01T00:00:00.000Z', { kind: 'year', year: 2025 }, NOW)).toBe(true);
    expect(matchesDateFilter('2024-12-31T23:59:59.999Z', { kind: 'year', year: 2025 }, NOW)).toBe(false);
  });
});

describe('order search', () => {
  const { orders } = buildOrderSeed(NOW, new Catalogue(buildSeed()));
  const order = (id: string) => orders.find((o) => o.orderId === id)!;

  it('finds order numbers, article names and references, ignoring case and blanks', () => {
    expect(matchesSearch(order('40010008'), '0010008')).toBe(true);
    expect(matchesSearch(order('40010008'), '  KLASSENSATZ ')).toBe(true);
    expect(matchesSearch(order('40020003'), 'kunstraum')).toBe(true);
    expect(matchesSearch(order('40010008'), 'Globus')).toBe(false);
    expect(matchesSearch(order('40010008'), '   ')).toBe(true);
  });
});

describe('order paging', () => {
  const all = Array.from({ length: 12 }, (_, i) => i);

  it('cuts zero-based pages of five and keeps totals past the end', () => {
    expect(pageOf(all, 0)).toEqual({ items: [0, 1, 2, 3, 4], totalElements: 12, totalPages: 3, currentPage: 0, elementsPerPage: ORDERS_PER_PAGE });
    expect(pageOf(all, 2).items).toEqual([10, 11]);
    expect(pageOf(all, 3)).toMatchObject({ items: [], totalPages: 3, currentPage: 3 });
    expect(pageOf([], 0)).toMatchObject({ items: [], totalElements: 0, totalPages: 0 });
  });
});
