import type { Request } from 'express';
import { badUserInput } from './app-error.js';
import { inputExcerpt } from './input-excerpt.js';

/**
 * The storefront variants (spec §1 language codes) as the upstream's token scopes: the scope
 * picks the shop whose prices, shippers, payment methods and content the upstream answers.
 */
export const SITES = ['de-de', 'at-de', 'ch-de', 'edu-de', 'edu-en'] as const;
export type Site = (typeof SITES)[number];

/** The German shop: localhost and every unknown host (spec §1). */
export const DEFAULT_SITE: Site = 'de-de';

/** Request header the storefront sends the site in. */
export const SITE_HEADER = 'X-Tafel-Site';

export function isSite(value: unknown): value is Site {
  return typeof value === 'string' && (SITES as readonly string[]).includes(value);
}

/** The site of a request: the header's value, the default when absent, BAD_USER_INPUT when unknown. */
export function siteFrom(headerValue: string | string[] | undefined): Site {
  const value = Array.isArray(headerValue) ? headerValue[0] : headerValue;
  if (value === undefined || value === '') return DEFAULT_SITE;
  if (isSite(value)) return value;
  throw badUserInput(`${SITE_HEADER} header must be one of ${SITES.join(', ')} (got ${inputExcerpt(value)})`);
}

/** Spec §1: the educational storefront is the B2B shop. */
export function isB2bSite(site: Site): boolean {
  return site.startsWith('edu');
}

/** The site a storefront request is for (its X-Tafel-Site header, validated as siteFrom does). */
export function siteOf(req: Request): Site {
  return siteFrom(req.headers['x-tafel-site']);
}
