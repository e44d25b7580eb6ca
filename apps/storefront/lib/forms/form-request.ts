import { headers } from 'next/headers';
import { unavailableMessageKey } from '@/lib/checkout/checkout-messages';
import { SOMETHING_WENT_WRONG_KEY } from '@/lib/i18n/i18n';
import type { Translator } from '@/lib/i18n/translate';
import { TIMEOUT_MESSAGE } from '@/lib/shop-api/graphql-transport';
import { INTERNAL_SECRET_HEADER } from '@/lib/shop-api/orchestrator-headers';
import { OrchestratorUnavailableError } from '@/lib/shop-api/orchestrator';
import { config } from '@/lib/site/config';
import { browserAddress, clientAddressHeaders } from '@/lib/support/client-address';
import { waitMinutes } from './content-form-view';

// Server-only pieces every form a stranger can post shares (newsletter, Form Teaser, rating):
// who sent it (for the orchestrator's per-address form limit) and the texts of its refusals.

/**
 * Who the form comes from: the browser's address when our trusted proxies name it, and the
 * internal secret always (when set), so a request whose address is unknown is not counted
 * against this server's own address, which every shopper shares.
 */
export async function formHeaders(): Promise<Record<string, string>> {
  const { trustedProxyHops, internalApiSecret } = config();
  if (!internalApiSecret) return {};
  const address = browserAddress((await headers()).get('x-forwarded-for'), trustedProxyHops);
  return { [INTERNAL_SECRET_HEADER]: internalApiSecret, ...clientAddressHeaders(address, internalApiSecret) };
}

/** FormRateLimitedError as the shopper reads it: the wait in whole minutes ("one minute" in words, "1 Minuten" is wrong German). */
export function rateLimitedText(retryAfterSeconds: number, i18n: Pick<Translator, 'message'>): string {
  const minutes = waitMinutes(retryAfterSeconds);
  return minutes === 1 ? i18n.message('tafel.form.rateLimited.oneMinute') : i18n.message('tafel.form.rateLimited', { minutes });
}

/** Network trouble, an outage or anything unexpected as a text; Next's redirect signal passes through. */
export function formFailureText(error: unknown, i18n: Pick<Translator, 'message'>, what: string): string {
  if (error instanceof Error && 'digest' in error && String((error as { digest?: unknown }).digest).startsWith('NEXT_REDIRECT')) throw error;
  console.error(`[storefront] ${what} failed`, error instanceof Error ? error.message : error);
  const key = error instanceof OrchestratorUnavailableError ? unavailableMessageKey(error.code, error.message === TIMEOUT_MESSAGE) : SOMETHING_WENT_WRONG_KEY;
  return i18n.message(key);
}
