import { describe, expect, it } from '@jest/globals';
import {
  isLegalPath,
  metaPageViewEvent,
  pageAreaOf,
  pageContextAttributes,
  pageContextOf,
  sessionKindFromCookies,
  visitorOf,
  type PageView,
} from './page-view';

/** An element as the page-view island reads it: its attributes. */
const element = (attributes: Record<string, string>) => ({ getAttribute: (name: string) => attributes[name] ?? null });

describe('pageAreaOf (catalogue spec §2: page types from the path)', () => {
  it.each([
    ['/', 'home'],
    ['/?order=abc', 'home'],
    ['/cat/110/', 'category'],
    ['/cat/110', 'category'],
    ['/prod/10401?varid=10401-2', 'product'],
    ['/myaccount/', 'account'],
    ['/myaccount/orders/orderdetail', 'account'],
    ['/login', 'account'],
    ['/checkout/basket', 'checkout'],
    ['/checkout/summary', 'checkout'],
    ['/search?q=ordner', 'search'],
    ['/brands/', 'brands'],
    ['/campaigns/', 'campaigns'],
    ['/gewinnspiele/', 'sweepstakes'],
    ['/inspiration/', 'inspiration'],
    ['/beratung/', 'advisory'],
    ['/service/sicher-einkaufen/', 'content'],
    ['/impressum/', 'content'],
    ['/schreiben-zeichnen/', 'content'],
  ])('%s is %s', (path, area) => {
    expect(pageAreaOf(path)).toBe(area);
  });

  it('matches whole path segments only, in any case, also in absolute URLs', () => {
    expect(pageAreaOf('/catalogue/')).toBe('content');
    expect(pageAreaOf('/production')).toBe('content');
    expect(pageAreaOf('/searching')).toBe('content');
    expect(pageAreaOf('/CAT/110')).toBe('category');
    expect(pageAreaOf('https://tafel.localhost:3000/prod/1#reviews')).toBe('product');
  });
});

describe('isLegalPath (legal pages are left out of link-click tracking)', () => {
  it.each(['/impressum/', '/impressum', '/datenschutz/', '/imprint/', '/privacy', '/Datenschutz/?x=1', 'http://tafel.localhost/privacy/'])('%s is a legal page', (path) => {
    expect(isLegalPath(path)).toBe(true);
  });

  it.each(['/agb/', '/service/datenschutz-hinweise/', '/impressum/extra', '/', '/privacy-policy'])('%s is not', (path) => {
    expect(isLegalPath(path)).toBe(false);
  });
});

describe('visitorOf (session spec §4: visitor type and login state from the session)', () => {
  it('a logged-in customer is an existing customer, logged in, with the user id', () => {
    expect(visitorOf({ kind: 'customer', userId: 'u-42' })).toEqual({ userId: 'u-42', visitorType: 'existing-customer', loginState: true, internal: false });
  });

  it('a guest has no user id and is not logged in', () => {
    expect(visitorOf({ kind: 'guest', userId: 'u-7' })).toEqual({ userId: '', visitorType: 'guest', loginState: false, internal: false });
  });

  it('an anonymous visitor is a new customer without user id, though the cart has one', () => {
    expect(visitorOf({ kind: 'loggedOut', userId: 'cart-user' })).toEqual({ userId: '', visitorType: 'new-customer', loginState: false, internal: false });
  });
});

describe('sessionKindFromCookies (the script-readable session markers)', () => {
  const markers = { guest: 'tafel-guest', customer: 'tafel-customer' };

  it('reads the marker present', () => {
    expect(sessionKindFromCookies('a=1; tafel-customer=1; b=2', markers)).toBe('customer');
    expect(sessionKindFromCookies('tafel-guest=1', markers)).toBe('guest');
    expect(sessionKindFromCookies('', markers)).toBe('loggedOut');
  });

  it('names a cookie by its whole name only; the guest marker wins (as on the server)', () => {
    expect(sessionKindFromCookies('xtafel-customer=1; tafel-customer-old=1', markers)).toBe('loggedOut');
    expect(sessionKindFromCookies('tafel-customer=1; tafel-guest=1', markers)).toBe('guest');
  });
});

describe('page tracking context (the marker a page renders)', () => {
  it('carries the page area and the A/B tests comma-joined, and reads back the same', () => {
    const attributes = pageContextAttributes({ pageArea: 'inspiration', abTests: [{ id: 'T188', trackingCode: 'T188_B' }, { id: 'T201', trackingCode: 'T201_hero-slider_B' }] });
    expect(attributes).toEqual({ 'data-page-tracking': '', 'data-page-area': 'inspiration', 'data-test-ids': 'T188,T201', 'data-test-variants': 'T188_B,T201_hero-slider_B' });
    expect(pageContextOf([element(attributes)])).toEqual({ pageArea: 'inspiration', abTests: [{ id: 'T188', trackingCode: 'T188_B' }, { id: 'T201', trackingCode: 'T201_hero-slider_B' }] });
  });

  it('has no test attributes without tests; leaves out a test whose id or code would break the list', () => {
    expect(pageContextAttributes({ abTests: [] })).toEqual({ 'data-page-tracking': '' });
    expect(pageContextAttributes({ abTests: [{ id: 'T1,T2', trackingCode: 'x' }, { id: 'T3', trackingCode: '' }] })).toEqual({ 'data-page-tracking': '' });
  });

  it('joins several markers: the last page area wins, each test once; unknown areas are ignored', () => {
    const layout = element({ 'data-page-tracking': '', 'data-test-ids': 'T1', 'data-test-variants': 'T1_A' });
    const page = element({ 'data-page-tracking': '', 'data-page-area': 'error', 'data-test-ids': 'T1,T2', 'data-test-variants': 'T1_A,T2_B' });
    const odd = element({ 'data-page-tracking': '', 'data-page-area': 'spaceship' });
    expect(pageContextOf([layout, page, odd])).toEqual({ pageArea: 'error', abTests: [{ id: 'T1', trackingCode: 'T1_A' }, { id: 'T2', trackingCode: 'T2_B' }] });
    expect(pageContextOf([])).toEqual({ abTests: [] });
  });
});

describe('metaPageViewEvent (catalogue spec §7: the Meta page view)', () => {
  const view = (overrides: Partial<PageView> = {}): PageView => ({
    path: '/cat/110/',
    visitor: visitorOf({ kind: 'loggedOut' }),
    context: { abTests: [] },
    pwa: false,
    title: 'Bleistifte & Buntstifte | Tafel',
    ...overrides,
  });

  it('has every field of §7 for an anonymous visitor, test fields absent without tests', () => {
    expect(metaPageViewEvent(view())).toEqual({
      event: 'Meta',
      page_path: '/cat/110/',
      user_id: '',
      visitor_type: 'new-customer',
      visitor_login_state: false,
      internal: false,
      page_area: 'category',
      pwa: false,
      page_title: 'Bleistifte & Buntstifte | Tafel',
    });
  });

  it("sends a logged-in customer's user id, never for a guest", () => {
    expect(metaPageViewEvent(view({ visitor: visitorOf({ kind: 'customer', userId: 'u-42' }) }))).toMatchObject({ user_id: 'u-42', visitor_type: 'existing-customer', visitor_login_state: true });
    expect(metaPageViewEvent(view({ visitor: { userId: 'u-7', visitorType: 'guest', loginState: false, internal: false } }))).toMatchObject({ user_id: '', visitor_type: 'guest' });
  });

  it('joins the A/B tests into test_id and test_variant in the same order', () => {
    const event = metaPageViewEvent(view({ path: '/inspiration/', context: { abTests: [{ id: 'T188', trackingCode: 'T188_B' }, { id: 'T9', trackingCode: 'T9_A' }] } }));
    expect(event).toMatchObject({ page_area: 'inspiration', test_id: 'T188,T9', test_variant: 'T188_B,T9_A' });
  });

  it("takes the page area of the page's marker over the path's (an error page, a category slug)", () => {
    expect(metaPageViewEvent(view({ path: '/prod/999999', context: { pageArea: 'error', abTests: [] } })).page_area).toBe('error');
    expect(metaPageViewEvent(view({ path: '/schreiben-zeichnen/', context: { pageArea: 'category', abTests: [] } })).page_area).toBe('category');
  });

  it('sends the path without query or hash (a search or an order hash stays out), pwa as given, the title trimmed', () => {
    const event = metaPageViewEvent(view({ path: '/myaccount/returns/productselection?order=6e96341161f686c150a731ef3baae20c#x', pwa: true, title: '  Retoure  ' }));
    expect(event).toMatchObject({ page_path: '/myaccount/returns/productselection', pwa: true, page_title: 'Retoure' });
    expect(JSON.stringify(event)).not.toContain('6e96341161f686c150a731ef3baae20c');
  });

  it('carries no personal data: only the fields of §7', () => {
    const event = metaPageViewEvent(view({ visitor: visitorOf({ kind: 'customer', userId: 'u-42' }) }));
    expect(Object.keys(event).sort()).toEqual(['event', 'internal', 'page_area', 'page_path', 'page_title', 'pwa', 'user_id', 'visitor_login_state', 'visitor_type']);
  });
});
