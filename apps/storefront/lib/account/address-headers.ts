import { headers } from 'next/headers';
import { config } from '@/lib/site/config';
import { browserAddress, clientAddressHeaders } from '@/lib/support/client-address';

/**
 * The browser's address for the orchestrator's per-address limits of the account forms (login,
 * registration, e-mail check, password reset): X-Tafel-Client-IP with the internal secret, or none
 * when the address is not known (no trusted proxy).
 */
export async function accountAddressHeaders(): Promise<Record<string, string>> {
  const { trustedProxyHops, internalApiSecret } = config();
  return clientAddressHeaders(browserAddress((await headers()).get('x-forwarded-for'), trustedProxyHops), internalApiSecret);
}
