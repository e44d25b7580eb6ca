import { isLegalPath } from './page-view';
import type { DataLayerEvent } from './tracking';

// The navigation, login and web-vitals events of catalogue spec §7, as pure builders.
// components/tracking/page-view-tracking.tsx sends navigation clicks (one delegated listener on
// the document) and web vitals; the login forms send login and login_failed.

// ——— navigation ———

/** Where a navigation link sits: the main navigation (with its flyouts), the narrow screens' drawer, the footer. */
export const NAVIGATION_AREAS = ['main', 'drawer', 'footer'] as const;
export type NavigationArea = (typeof NAVIGATION_AREAS)[number];

/**
 * The attributes the navigation's links carry (the header's components set them; one listener on
 * the document reads them, so no navigation component needs tracking code):
 *   data-nav-area   bar or flyout (the main navigation and its flyouts), drawer, footer
 *   data-nav-level  1, 2, 3 (1 = top level)
 * on the link or an ancestor of it. A link inside the page's <footer> without data-nav-area counts
 * as footer (the footer's links need no attributes); without data-nav-level, as level 1.
 */
export const NAVIGATION_ATTRIBUTES = { area: 'data-nav-area', level: 'data-nav-level' } as const;

const AREA_OF_ATTRIBUTE: Readonly<Record<string, NavigationArea>> = { bar: 'main', flyout: 'main', main: 'main', drawer: 'drawer', footer: 'footer' };

/** The navigation area a data-nav-area value names; null for none or an unknown one. */
export function navigationAreaOf(value: string | null | undefined): NavigationArea | null {
  return (value && Object.hasOwn(AREA_OF_ATTRIBUTE, value) ? AREA_OF_ATTRIBUTE[value] : null) ?? null;
}

/** A navigation link clicked, as the page knows it. */
export interface NavigationClick {
  area: NavigationArea;
  /** The link's visible text. */
  text: string;
  /** The link's href as written (a shop path, an absolute URL, or a #marker such as the cookie consent). */
  href: string;
  /** The document's origin: a link to it is sent as its path. */
  origin: string;
  level: number | null;
}

/** Longest link text sent. */
const MAX_LINK_TEXT = 100;

/** A shop link as its path and query; a link elsewhere as it is. */
export function navigationTarget(href: string, origin: string): string {
  if (href.startsWith('#')) return href;
  try {
    const url = new URL(href, origin);
    return url.origin === origin ? `${url.pathname}${url.search}` : url.href;
  } catch {
    return href;
  }
}

/**
 * The navigation event of a click, or null when the link is not tracked: one to a legal page
 * (catalogue spec §2 leaves them out of link-click tracking), or one without text or target.
 */
export function navigationEvent(click: NavigationClick): DataLayerEvent | null {
  const href = click.href.trim();
  if (!href) return null;
  const target = navigationTarget(href, click.origin);
  const text = click.text.replace(/\s+/g, ' ').trim().slice(0, MAX_LINK_TEXT);
  if (!target || !text) return null;
  if (!target.startsWith('#') && isLegalPath(target) && !/^https?:/i.test(target)) return null;
  const level = click.level !== null && Number.isInteger(click.level) && click.level > 0 ? click.level : 1;
  return { event: 'navigation', navigation_area: click.area, navigation_text: text, navigation_target: target, navigation_level: level };
}

// ——— login ———

/** How a shopper logged in: the e-mail (B2C), the customer number (B2B), or the checkout's login step. */
export type LoginMethod = 'email' | 'customer-number' | 'checkout';

/** GA4 login: a successful login. */
export function loginEvent(method: LoginMethod): DataLayerEvent {
  return { event: 'login', method };
}

/** A refused login: the method and the message key only, nothing the shopper typed. */
export function loginFailedEvent(method: LoginMethod, messageKey: string | null | undefined): DataLayerEvent {
  const key = typeof messageKey === 'string' && /^[A-Za-z0-9_.-]{1,120}$/.test(messageKey) ? messageKey : 'unknown';
  return { event: 'login_failed', method, error_key: key };
}

// ——— web vitals ———

/** Catalogue spec §7: the metrics tracked (FID is gone from browsers and from next/web-vitals; INP took its place). */
export const WEB_VITALS = ['INP', 'LCP', 'CLS', 'FCP', 'TTFB'] as const;
export type WebVital = (typeof WEB_VITALS)[number];

/** A metric as next/web-vitals reports it (the fields used). */
export interface WebVitalMetric {
  id: string;
  name: string;
  value: number;
  rating?: string;
  navigationType?: string;
}

export function isWebVital(name: string): name is WebVital {
  return (WEB_VITALS as readonly string[]).includes(name);
}

/**
 * One metric as event web_vitals: the name, the value rounded (milliseconds whole, CLS to three
 * decimals), its rating (good, needs-improvement, poor), the page's path. null for other metrics
 * (FID, Next's own) and unusable values.
 */
export function webVitalsEvent(metric: WebVitalMetric, pagePath: string): DataLayerEvent | null {
  if (!isWebVital(metric.name) || !Number.isFinite(metric.value) || metric.value < 0) return null;
  const value = metric.name === 'CLS' ? Math.round(metric.value * 1000) / 1000 : Math.round(metric.value);
  const event: DataLayerEvent = { event: 'web_vitals', metric_name: metric.name, metric_value: value, metric_id: metric.id, page_path: pagePath };
  if (metric.rating) event.metric_rating = metric.rating;
  if (metric.navigationType) event.navigation_type = metric.navigationType;
  return event;
}
