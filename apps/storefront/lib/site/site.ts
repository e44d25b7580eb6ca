import { alternateLanguageHost, storefrontVariantFromHost, type StorefrontVariant } from '@tafel/domain';
import { headers } from 'next/headers';
import { cache } from 'react';
import { AREA_HEADER } from './area';
import { DEFAULT_LOCALE, translator, type ShopLocale, type Translator } from '@/lib/i18n/i18n';

/** The orchestrator's site codes (spec §1 language codes); it refuses any other value. */
export const SITE_CODES = ['de-de', 'at-de', 'ch-de', 'edu-de', 'edu-en'] as const;
export type SiteCode = (typeof SITE_CODES)[number];

/** The site of the German shop, also used for hosts that cannot be read. */
export const DEFAULT_SITE: SiteCode = 'de-de';

/** Spec §1: the orchestrator's site code of a storefront variant (B2B by its language). */
export function siteCodeFor(variant: Pick<StorefrontVariant, 'shop' | 'language'>): SiteCode {
  switch (variant.shop) {
    case 'de':
      return 'de-de';
    case 'at':
      return 'at-de';
    case 'ch':
      return 'ch-de';
    case 'b2b':
      return variant.language === 'en-DE' ? 'edu-en' : 'edu-de';
  }
}

// Host header: a DNS name or IPv4 address, or a bracketed IPv6 address, with an optional port.
const HOST_PATTERN = /^(?:[a-z0-9.-]{1,253}|\[[0-9a-f:.]{2,45}\])(?::\d{1,5})?$/i;

// The header comes from the client, so anything that is not a plain host name is no variant.
function variantOfHost(host: string | null | undefined): StorefrontVariant | null {
  const value = host?.trim() ?? '';
  return HOST_PATTERN.test(value) ? storefrontVariantFromHost(value) : null;
}

/** The site of a request's `host` header; a host that is not a plain host name is the German shop. */
export function siteFromHost(host: string | null | undefined): SiteCode {
  const variant = variantOfHost(host);
  return variant ? siteCodeFor(variant) : DEFAULT_SITE;
}

/** Spec §1: the shop language of a request's `host` header (German for hosts that cannot be read). */
export function localeFromHost(host: string | null | undefined): ShopLocale {
  return variantOfHost(host)?.language ?? DEFAULT_LOCALE;
}

/**
 * The shop's origin for absolute links (the canonical URL): the request's host when it is a plain
 * host name, with the scheme the browser used (`x-forwarded-proto`, which Next.js fills in when no
 * proxy did; https when it is missing). Null for a host that cannot be read.
 */
export function originFrom(host: string | null | undefined, forwardedProto: string | null | undefined): string | null {
  const value = host?.trim() ?? '';
  if (!HOST_PATTERN.test(value)) return null;
  const proto = forwardedProto?.split(',')[0]?.trim().toLowerCase();
  return `${proto === 'http' ? 'http' : 'https'}://${value.toLowerCase()}`;
}

/** The current request's origin (see originFrom). */
export async function currentOrigin(): Promise<string | null> {
  const list = await headers();
  return originFrom(list.get('host'), list.get('x-forwarded-proto'));
}

/** The site of the current request (server components, server actions, route handlers). */
export async function currentSite(): Promise<SiteCode> {
  return siteFromHost((await headers()).get('host'));
}

/** The language of the current request (server components, server actions, route handlers): the shop's by host, German in the support console. */
export async function currentLocale(): Promise<ShopLocale> {
  const list = await headers();
  return list.get(AREA_HEADER) === 'support' ? DEFAULT_LOCALE : localeFromHost(list.get('host'));
}

/** Texts and formats of the current request's shop language (once per request). */
export const currentTranslator = cache(async (): Promise<Translator> => translator(await currentLocale()));

/** Whether the current request is for the B2B educational shop (spec §1: host contains "educational"). */
export async function currentIsB2b(): Promise<boolean> {
  return variantOfHost((await headers()).get('host'))?.isB2b ?? false;
}

/** The B2B header's DE/EN switch: the current language and the other language's shop (`//host`; null outside B2B). */
export async function currentLanguageSwitch(): Promise<{ current: 'de' | 'en'; alternateBase: string } | null> {
  const host = (await headers()).get('host');
  const variant = variantOfHost(host);
  const alternate = variant?.isB2b ? alternateLanguageHost(variant.host) : null;
  if (!variant || !alternate) return null;
  // Protocol-relative: the browser keeps the scheme it is on (the host name alone cannot tell).
  return { current: variant.language === 'en-DE' ? 'en' : 'de', alternateBase: `//${alternate}` };
}
