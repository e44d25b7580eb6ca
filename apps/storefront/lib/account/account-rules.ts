import type { TextKey } from '@/lib/i18n/translate';

export { RATE_LIMITED_KEY, rateLimitedText, rateLimitMinutes } from './rate-limit';
export { afterEndedLogoutPath } from './logout-paths';

// Pure rules of the account pages (spec §2 redirect rules, §5 query handling, §8), shared by the
// pages, their server actions and the login form.

/** Spec §2 route /myaccount/register: origin=wishlist is the only origin with its own way back. */
export function registrationOrigin(value: string | string[] | undefined): 'wishlist' | null {
  return value === 'wishlist' ? 'wishlist' : null;
}

/** Where a new customer (or a logged-in visitor of the registration) goes: the wishlist or the account's contact data. */
export function afterRegistrationPath(origin: 'wishlist' | null): string {
  return origin === 'wishlist' ? '/myaccount/wishlist' : '/myaccount/contact-details';
}

const COUNTRY_OF_SITE: Readonly<Record<string, string>> = { 'at-de': 'AT', 'ch-de': 'CH' };

/** The registration's preset country: the shop's own (Austria, Switzerland; else Germany). */
export function registrationCountry(site: string): string {
  return COUNTRY_OF_SITE[site] ?? 'DE';
}

/** Spec §5: the token must be a non-empty string (one value, no blanks, a sane length). */
export function resetTokenOf(value: string | string[] | undefined): string | null {
  if (typeof value !== 'string') return null;
  const token = value.trim();
  return token.length > 0 && token.length <= 512 && /^[\x21-\x7e]+$/.test(token) ? token : null;
}

/** Spec §4 password reset: the message of a token the orchestrator does not accept. */
export function resetTokenMessageKey(state: 'VALID' | 'EXPIRED' | 'INVALID'): TextKey | null {
  if (state === 'VALID') return null;
  return state === 'EXPIRED' ? 'vue.user.newPassword.error.tokenExpired' : 'vue.user.newPassword.error.invalidToken';
}

/**
 * Whether a refused new password was refused for its link (used, expired, unknown token): only
 * then is "request a new link" the way on; a refused password is fixed in the form.
 */
export function isResetTokenRefusal(messageKey: string | null | undefined): boolean {
  return typeof messageKey === 'string' && /token/i.test(messageKey);
}

/** The login page (a protected change whose session ended links there, coming back afterwards). */
export const LOGIN_PATH = '/login';

/** The login that comes back to `path` afterwards (a protected change whose session ended). */
export function loginBackTo(path: string): string {
  return `${LOGIN_PATH}?${new URLSearchParams({ redirect: path }).toString()}`;
}

/** Spec §3 customer contact: the B2B account's page exists for B2B accounts on the B2B shop only. */
export function showsCustomerNumberPage(isB2bShop: boolean, customerType: 'CONSUMER' | 'B2B' | 'INTERNAL'): boolean {
  return isB2bShop && customerType === 'B2B';
}
