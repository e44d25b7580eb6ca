import { alternateLanguageHost, isNoindexPath, NOINDEX_URL_MARKER, storefrontVariantFromHost } from '@tafel/domain';
import type { Metadata } from 'next';

/** The robots value of pages search engines must not list but may follow (spec noindex paths, every non-200 answer). */
export const NOINDEX_FOLLOW = { index: false, follow: true } as const;

/** Whether a URL (path with its query string, as the browser asked) is one of the spec's noindex pages. */
export function isNoindexUrl(url: string): boolean {
  return url.includes(NOINDEX_URL_MARKER) || isNoindexPath(url.split(/[?#]/, 1)[0]!);
}

/** Metadata robots of the orchestrator's 'index,follow' / 'noindex,follow' (anything else not indexed either). */
export function robotsOf(value: string | null | undefined): { index: boolean; follow: boolean } {
  const parts = (value ?? '').toLowerCase().split(',').map((part) => part.trim());
  return { index: parts.includes('index'), follow: !parts.includes('nofollow') };
}

/** Spec §9 default Open Graph image: 1200x630 JPEG (public/og-default.jpg). */
export const DEFAULT_OG_IMAGE = { url: '/og-default.jpg', width: 1200, height: 630, type: 'image/jpeg' } as const;

/** Open Graph locale of a shop language (de-DE → de_DE). */
export function ogLocale(language: string): string {
  return language.replace('-', '_');
}

/**
 * Spec §9 category title: "current / parent", but only the current category when that would be
 * longer than 50 characters (and when there is no parent).
 */
export const CATEGORY_TITLE_MAX = 50;
export function categoryTitle(current: string, parent: string | null | undefined): string {
  if (!parent) return current;
  const both = `${current} / ${parent}`;
  return both.length > CATEGORY_TITLE_MAX ? current : both;
}

/** A language alternate (hreflang → absolute URL). */
export interface Alternate {
  hreflang: string;
  url: string;
}

/**
 * B2B: the German and the English educational host alternate (the header's language switch swaps
 * the host and keeps the path). Empty for other hosts. `origin`: the current request's origin.
 */
export function b2bAlternates(origin: string, pathAndQuery: string): Alternate[] {
  const url = new URL(origin);
  const variant = storefrontVariantFromHost(url.host);
  const other = variant.isB2b ? alternateLanguageHost(url.host) : null;
  if (!other) return [];
  const here = `${url.protocol}//${url.host}${pathAndQuery}`;
  const there = `${url.protocol}//${other}${pathAndQuery}`;
  const english = variant.language === 'en-DE';
  return [
    { hreflang: 'de', url: english ? there : here },
    { hreflang: 'en', url: english ? here : there },
  ];
}

/** Next's metadata `alternates.languages` of a list of alternates. */
export function languagesOf(alternates: readonly Alternate[]): Record<string, string> | undefined {
  if (alternates.length === 0) return undefined;
  return Object.fromEntries(alternates.map((alternate) => [alternate.hreflang, alternate.url]));
}

export interface IndexablePage {
  title: string;
  description?: string | null | undefined;
  /** Absolute canonical URL. */
  canonical: string;
  alternates: readonly Alternate[];
  /** Shop language, e.g. de-DE. */
  language: string;
  /** The page's own Open Graph image (absolute or shop path); the default otherwise. */
  image?: { url: string; width?: number; height?: number; alt?: string } | null | undefined;
}

/**
 * Metadata of an indexable page: canonical, hreflang alternates and Open Graph (spec §9). No robots
 * tag: indexable is the default (the root layout's noindex for the spec's paths is overridden by
 * pages that check the URL themselves).
 */
export function indexableMetadata(page: IndexablePage): Metadata {
  const languages = languagesOf(page.alternates);
  return {
    title: page.title,
    ...(page.description ? { description: page.description } : {}),
    alternates: { canonical: page.canonical, ...(languages ? { languages } : {}) },
    openGraph: {
      type: 'website',
      title: page.title,
      ...(page.description ? { description: page.description } : {}),
      url: page.canonical,
      locale: ogLocale(page.language),
      images: [page.image ?? DEFAULT_OG_IMAGE],
    },
  };
}
