/** Spec §1: the storefronts (country shops and the B2B educational shop). */
export type ShopId = 'de' | 'at' | 'ch' | 'b2b';

/** Spec §1: the storefront a host name selects. */
export interface StorefrontVariant {
  shop: ShopId;
  language: 'de-DE' | 'de-AT' | 'de-CH' | 'en-DE';
  isB2b: boolean;
  /** Normalised host (lower case, port kept). */
  host: string;
  baseUrl: string;
}

/** Spec §1: unknown environment hosts that fall back to the German brand (as does localhost). */
export const FALLBACK_ENVIRONMENT_HOSTS = [
  'localhost', 'local', 'dev', 'staging', 'staging1', 'staging2', 'integ', 'integ1', 'integ2', 'app1', 'app2', 'www',
] as const;

/** Spec §1: the marker of the B2B educational storefront. */
export const EDUCATIONAL_HOST_MARKER = 'educational';

// Country markers as a whole host label or label suffix: tafel.ch, www.tafel.ch, staging-ch.tafel.de, ch.tafel.de.
const SWISS_MARKER = /(?:^|[.-])ch(?:\.|$)/;
const AUSTRIAN_MARKER = /(?:^|[.-])at(?:\.|$)/;
// English educational host: an "en" label or label suffix, e.g. en.tafel-educational.de, tafel-educational-en.de.
const ENGLISH_MARKER = /(?:^|[.-])en(?:\.|$)/;

function normaliseHost(host: string): string {
  return host.trim().toLowerCase().replace(/^[a-z]+:\/\//, '').replace(/\/.*$/, '');
}

/**
 * Spec §1 table: the storefront of a host. Markers are our choice: Swiss `.ch`/`-ch.`/`ch.`,
 * Austrian `.at`/`-at.`/`at.`, educational = contains "educational" (English when it has an `en.`/`-en.` label);
 * localhost, bare environment hosts and anything else are the German shop. isB2b follows the spec literally
 * (host contains "educational"); baseUrl is http for localhost/IP/dot-less hosts, https otherwise.
 */
export function storefrontVariantFromHost(host: string): StorefrontVariant {
  const normalised = normaliseHost(host);
  const hostname = normalised.replace(/:\d+$/, '');
  const isB2b = hostname.includes(EDUCATIONAL_HOST_MARKER);
  const local = hostname === '127.0.0.1' || !hostname.includes('.');
  const baseUrl = `${local ? 'http' : 'https'}://${normalised}`;
  const variant = (shop: ShopId, language: StorefrontVariant['language']): StorefrontVariant => ({
    shop,
    language,
    isB2b,
    host: normalised,
    baseUrl,
  });

  if ((FALLBACK_ENVIRONMENT_HOSTS as readonly string[]).includes(hostname) || local) return variant('de', 'de-DE');
  if (SWISS_MARKER.test(hostname)) return variant('ch', 'de-CH');
  if (AUSTRIAN_MARKER.test(hostname)) return variant('at', 'de-AT');
  if (isB2b) return variant('b2b', ENGLISH_MARKER.test(hostname) ? 'en-DE' : 'de-DE');
  return variant('de', 'de-DE');
}

/**
 * Catalogue spec (B2B header): the DE/EN switch "swaps the host and keeps the path". The host of
 * the educational shop in the other language, or null for hosts that are not the educational shop.
 * Our host convention (see ENGLISH_MARKER): the English host carries an `en.` label or an `-en`
 * suffix on a label; German → English appends `-en` to the label holding "educational"
 * (tafel-educational.de ⇄ tafel-educational-en.de), English → German removes the marker
 * (en.tafel-educational.de → tafel-educational.de). The port is kept.
 */
export function alternateLanguageHost(host: string): string | null {
  const normalised = normaliseHost(host);
  const [, hostname = '', port = ''] = /^(.*?)(:\d+)?$/.exec(normalised) ?? [];
  if (!hostname.includes(EDUCATIONAL_HOST_MARKER)) return null;
  const labels = hostname.split('.');
  if (ENGLISH_MARKER.test(hostname)) {
    const german = labels[0] === 'en' && labels.length > 2 ? labels.slice(1) : labels.map((label) => label.replace(/-en$/, ''));
    return `${german.join('.')}${port}`;
  }
  const english = labels.map((label) => (label.includes(EDUCATIONAL_HOST_MARKER) ? `${label}-en` : label));
  return `${english.join('.')}${port}`;
}
