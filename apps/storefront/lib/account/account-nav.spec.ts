import { describe, expect, it } from '@jest/globals';
import { accountNavFor } from './account-nav';
import { activeAccountHref } from './active-entry';
import { formatDay, formatOrderDate } from './order-dates';

describe('account navigation', () => {
  it('shows the customer number on the B2B shops only', () => {
    expect(accountNavFor(false).map((e) => e.href)).not.toContain('/myaccount/customernumber');
    expect(accountNavFor(true).map((e) => e.href)).toContain('/myaccount/customernumber');
  });

  it('names the wishlist as the shop does (spec §1: notepad lists on B2B)', () => {
    expect(accountNavFor(false).find((e) => e.href === '/myaccount/wishlist')?.label).toBe('ui.wishlist.title');
    expect(accountNavFor(true).find((e) => e.href === '/myaccount/wishlist')?.label).toBe('ui.wishlist.titleB2b');
  });

  it('marks the entry of the page and of the pages below it', () => {
    const entries = accountNavFor(true);
    expect(activeAccountHref('/myaccount/orders', entries)).toBe('/myaccount/orders');
    expect(activeAccountHref('/myaccount/orders/orderdetail', entries)).toBe('/myaccount/orders');
    expect(activeAccountHref('/myaccount/addresses/shipping', entries)).toBe('/myaccount/addresses/billing');
    expect(activeAccountHref('/myaccount/password/', entries)).toBe('/myaccount/password');
    expect(activeAccountHref('/myaccount/ordersfoo', entries)).toBeNull();
  });
});

describe('order dates', () => {
  it('writes an order moment in the shop time zone', () => {
    expect(formatOrderDate('2026-11-14T23:30:00Z', 'de-DE')).toBe('15.11.2026');
    expect(formatOrderDate('nonsense', 'de-DE')).toBe('nonsense');
  });

  it('writes a calendar day without shifting it', () => {
    expect(formatDay('2026-11-20', 'de-DE')).toBe('20.11.2026');
    expect(formatDay('2026-11-20', 'en-GB')).toBe('20/11/2026');
    expect(formatDay('20.11.', 'de-DE')).toBe('20.11.');
  });
});
