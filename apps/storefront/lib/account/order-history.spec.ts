import { describe, expect, it } from '@jest/globals';
import {
  orderDetailHref,
  ordersHref,
  pageOutOfRange,
  parseOrderFilter,
  parseOrderId,
  parseOrderListQuery,
  parseOrderPage,
  parseOrderQuery,
  ORDER_PAGE_MAX,
} from './order-history';

describe('order history page (spec §5: p falls back to 1)', () => {
  it.each([
    [undefined, 1],
    ['', 1],
    ['abc', 1],
    ['0', 1],
    ['-2', 1],
    ['1.5', 1],
    ['2e3', 1],
    [' 3 ', 3],
    ['2', 2],
    [['4', '5'], 4],
    ['10000', 10000],
  ] as const)('p=%j → %d', (raw, page) => {
    expect(parseOrderPage(raw as never)).toBe(page);
  });

  it("reads a page above the orchestrator's limit as its last page, so the list sends it to the real last one", () => {
    for (const raw of ['10001', '999999', '9999999', '1'.repeat(400)]) expect(parseOrderPage(raw)).toBe(ORDER_PAGE_MAX);
    const list = parseOrderListQuery({ p: '999999', filter: 'lastYear' });
    expect(pageOutOfRange(list, 3)).toBe('/myaccount/orders?filter=lastYear&p=3');
  });
});

describe('order history filter', () => {
  it('takes the periods and falls back to last3months for anything unknown', () => {
    expect(parseOrderFilter(undefined)).toBe('last3months');
    expect(parseOrderFilter('last6months')).toBe('last6months');
    expect(parseOrderFilter('lastYear')).toBe('lastYear');
    expect(parseOrderFilter('lastDecade')).toBe('last3months');
    expect(parseOrderFilter('<script>')).toBe('last3months');
  });

  it('takes a year only when offered (any four-digit year before the answer names them)', () => {
    expect(parseOrderFilter('2025')).toBe('2025');
    expect(parseOrderFilter('2025', ['last3months', '2026', '2025'])).toBe('2025');
    expect(parseOrderFilter('2019', ['last3months', '2026', '2025'])).toBe('last3months');
    expect(parseOrderFilter('12025')).toBe('last3months');
    // The orchestrator takes years from 2000 only: an older one is not sent.
    expect(parseOrderFilter('1999')).toBe('last3months');
  });
});

describe('order history search', () => {
  it('trims and cuts to 100 characters', () => {
    expect(parseOrderQuery('  Ordner ')).toBe('Ordner');
    expect(parseOrderQuery('x'.repeat(150))).toHaveLength(100);
    expect(parseOrderQuery(undefined)).toBe('');
  });
});

describe('order history links', () => {
  const list = parseOrderListQuery({ p: '2', q: 'Kreide & Tafel', filter: 'lastYear' });

  it('keeps q and filter and leaves the defaults out', () => {
    expect(ordersHref(list)).toBe('/myaccount/orders?q=Kreide+%26+Tafel&filter=lastYear&p=2');
    expect(ordersHref({ page: 1, query: '', filter: 'last3months' })).toBe('/myaccount/orders');
    expect(ordersHref({ ...list, page: 3 })).toContain('p=3');
  });

  it('sends a page past the last one to the last page', () => {
    expect(pageOutOfRange({ ...list, page: 7 }, 2)).toBe('/myaccount/orders?q=Kreide+%26+Tafel&filter=lastYear&p=2');
    expect(pageOutOfRange({ ...list, page: 2 }, 2)).toBeNull();
    expect(pageOutOfRange({ ...list, page: 5 }, 0)).toBeNull();
  });

  it('carries the list query into the detail for its back link', () => {
    const href = orderDetailHref('40010009', list);
    expect(href).toBe('/myaccount/orders/orderdetail?orderId=40010009&q=Kreide+%26+Tafel&filter=lastYear&p=2');
    const back = parseOrderListQuery(Object.fromEntries(new URL(href, 'http://x').searchParams));
    expect(ordersHref(back)).toBe(ordersHref(list));
  });

  it('accepts only shop ids, the limits the orchestrator has', () => {
    expect(parseOrderId('40010009')).toBe('40010009');
    expect(parseOrderId(' 40010009 ')).toBe('40010009');
    expect(parseOrderId('x'.repeat(64))).toBe('x'.repeat(64));
    expect(parseOrderId(undefined)).toBeNull();
    expect(parseOrderId('')).toBeNull();
    expect(parseOrderId('4001/../x')).toBeNull();
    expect(parseOrderId('x'.repeat(65))).toBeNull();
  });
});
