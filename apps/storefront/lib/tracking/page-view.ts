import type { SessionKind } from '@/lib/session/session';
import { cleanTests, PAGE_CONTEXT_ATTRIBUTES, type PageAbTest, type PageTrackingContextData } from './page-context';
import type { DataLayerEvent } from './tracking';

// The Meta page view (catalogue spec §7: page_path, user_id, visitor_type, visitor_login_state,
// internal, page_area, pwa, page_title, test_id, test_variant) and the page types of §2, as pure
// functions: components/tracking/page-view-tracking.tsx sends the event on every page and every
// client navigation, with what the server knows of the visitor and what the page's
// <PageTrackingContext> marker says (its A/B tests, its page type when the path cannot tell).

/** Catalogue spec §2: the page types, classified from the path ('content': every other page). */
export const PAGE_AREAS = [
  'home',
  'category',
  'product',
  'account',
  'checkout',
  'search',
  'brands',
  'campaigns',
  'sweepstakes',
  'inspiration',
  'advisory',
  'error',
  'content',
] as const;
export type PageArea = (typeof PAGE_AREAS)[number];

export function isPageArea(value: unknown): value is PageArea {
  return typeof value === 'string' && (PAGE_AREAS as readonly string[]).includes(value);
}

/**
 * Path prefixes of §2, matched per segment (/cat/110/ and /cat, not /catalogue). /login and
 * /logout are the account's (spec session §2 puts them in the account area), though §2 of the
 * catalogue spec names /myaccount/ only.
 */
const AREA_PREFIXES: readonly (readonly [string, PageArea])[] = [
  ['/cat', 'category'],
  ['/prod', 'product'],
  ['/myaccount', 'account'],
  ['/login', 'account'],
  ['/logout', 'account'],
  ['/checkout', 'checkout'],
  ['/search', 'search'],
  ['/brands', 'brands'],
  ['/campaigns', 'campaigns'],
  ['/gewinnspiele', 'sweepstakes'],
  ['/inspiration', 'inspiration'],
  ['/beratung', 'advisory'],
];

/** The path of a URL or path, without query and hash; lower case (the shop's paths are). */
function pathOf(pathOrUrl: string): string {
  const path = pathOrUrl.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '').replace(/[?#].*$/, '');
  return (path.startsWith('/') ? path : `/${path}`).toLowerCase();
}

function underPrefix(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/**
 * Catalogue spec §2: a page's type from its path. The home page's second form ("a path
 * containing two specific category ids") names ids the spec does not show, so only / is home.
 * Category slugs the catch-all resolves (/schreiben-zeichnen/) and error pages cannot be told by
 * the path: their pages say so through <PageTrackingContext pageArea=…>.
 */
export function pageAreaOf(pathOrUrl: string): PageArea {
  const path = pathOf(pathOrUrl);
  if (path === '/') return 'home';
  return AREA_PREFIXES.find(([prefix]) => underPrefix(path, prefix))?.[1] ?? 'content';
}

/** Catalogue spec §2: the legal pages (privacy and imprint, German and English). */
export const LEGAL_PATHS = ['/impressum', '/datenschutz', '/imprint', '/privacy'] as const;

/** Whether a link leads to a legal page, which link-click tracking leaves out (catalogue spec §2). */
export function isLegalPath(pathOrUrl: string): boolean {
  const path = pathOf(pathOrUrl).replace(/\/+$/, '');
  return (LEGAL_PATHS as readonly string[]).includes(path);
}

/** Spec §4 (both documents): the visitor types. */
export type VisitorType = 'new-customer' | 'existing-customer' | 'guest';

/** What the Meta event says about the visitor. Never a name or an e-mail. */
export interface VisitorTracking {
  /** The upstream user id of a logged-in customer; empty for guests and anonymous visitors. */
  userId: string;
  visitorType: VisitorType;
  /** True for a logged-in registered customer only. */
  loginState: boolean;
  internal: boolean;
}

/**
 * The visitor as the session cookies tell it (session spec §4: logged out, guest, logged in).
 * The orchestrator offers no customer-info operation (the upstream's getCustomerInfo is not part
 * of its API), so: logged out → new-customer, guest → guest, logged in → existing-customer, as
 * the upstream's getCustomerInfo answers them; login state true for a logged-in customer only
 * (the upstream's visitorLoginState); internal false (the storefront cannot tell staff accounts
 * without asking for the account's contact data on every page).
 */
export function visitorOf(session: { kind: SessionKind; userId?: string | undefined }): VisitorTracking {
  if (session.kind === 'customer') return { userId: session.userId ?? '', visitorType: 'existing-customer', loginState: true, internal: false };
  return { userId: '', visitorType: session.kind === 'guest' ? 'guest' : 'new-customer', loginState: false, internal: false };
}

/** The session kind the script-readable marker cookies name (`cookie`: document.cookie). */
export function sessionKindFromCookies(cookie: string, markers: { guest: string; customer: string }): SessionKind {
  const names = new Set(cookie.split(';').map((part) => part.split('=')[0]!.trim()));
  if (names.has(markers.guest)) return 'guest';
  return names.has(markers.customer) ? 'customer' : 'loggedOut';
}

export { PAGE_CONTEXT_ATTRIBUTES, pageContextAttributes, type PageAbTest, type PageTrackingContextData } from './page-context';

/**
 * The context of the markers on the page, in document order: the last page area named wins (the
 * page's over its layout's), the A/B tests of all markers are joined (each test once).
 */
export function pageContextOf(markers: readonly { getAttribute(name: string): string | null }[]): PageTrackingContextData {
  let pageArea: PageArea | undefined;
  const tests: PageAbTest[] = [];
  for (const marker of markers) {
    const area = marker.getAttribute(PAGE_CONTEXT_ATTRIBUTES.area);
    if (isPageArea(area)) pageArea = area;
    const ids = marker.getAttribute(PAGE_CONTEXT_ATTRIBUTES.testIds)?.split(',') ?? [];
    const codes = marker.getAttribute(PAGE_CONTEXT_ATTRIBUTES.testVariants)?.split(',') ?? [];
    ids.forEach((id, index) => {
      const trackingCode = codes[index];
      if (id && trackingCode && !tests.some((test) => test.id === id)) tests.push({ id, trackingCode });
    });
  }
  return pageArea ? { pageArea, abTests: tests } : { abTests: tests };
}

/** The event name of the page view (catalogue spec §7). */
export const PAGE_VIEW_EVENT = 'Meta';

/** Longest page title sent (a title is short; this keeps a broken one from filling the payload). */
const MAX_TITLE_LENGTH = 300;

export interface PageView {
  /** The page's path: location.pathname, without the query (it may carry a search or an order hash). */
  path: string;
  visitor: VisitorTracking;
  context: PageTrackingContextData;
  /** Spec §7 pwa: the shop runs as an installed app (display-mode standalone). */
  pwa: boolean;
  title: string;
}

/**
 * Catalogue spec §7: the Meta page-view event. page_area from the page's marker, else from the
 * path; test_id and test_variant comma-joined in the same order, absent when no test runs.
 */
export function metaPageViewEvent(view: PageView): DataLayerEvent {
  const { visitor, context } = view;
  const tests = cleanTests(context.abTests);
  const event: DataLayerEvent = {
    event: PAGE_VIEW_EVENT,
    page_path: view.path.replace(/[?#].*$/, '') || '/',
    user_id: visitor.visitorType === 'existing-customer' ? visitor.userId : '',
    visitor_type: visitor.visitorType,
    visitor_login_state: visitor.loginState,
    internal: visitor.internal,
    page_area: context.pageArea ?? pageAreaOf(view.path),
    pwa: view.pwa,
    page_title: view.title.trim().slice(0, MAX_TITLE_LENGTH),
  };
  if (tests.length > 0) {
    event.test_id = tests.map((test) => test.id).join(',');
    event.test_variant = tests.map((test) => test.trackingCode).join(',');
  }
  return event;
}

