import { INTERNAL_API_SECRET_RULE, isInternalApiSecret } from '@tafel/domain';

/**
 * Storefront configuration: the process environment is read once, here, and validated.
 * Every variable is listed in the repository's .env.example. PORT is read by `next start` itself.
 */
export interface StorefrontConfig {
  /** Base URL of the orchestrator (GraphQL at `${orchestratorUrl}/graphql`, images at `/media/...`). */
  orchestratorUrl: string;
  /** Spec §3 cookies are Secure in production (`next start`); browsers accept them on http://localhost too. */
  secureCookies: boolean;
  /**
   * TRUSTED_PROXY_HOPS: how many proxies of ours stand in front of `next start`, each appending the
   * address it was reached from to X-Forwarded-For. 0: none, and no trustworthy browser address.
   */
  trustedProxyHops: number;
  /** INTERNAL_API_SECRET, shared with the orchestrator: proves the browser address we pass on is ours. */
  internalApiSecret: string | null;
  /** `next start` (NODE_ENV=production): Strict-Transport-Security is sent. */
  production: boolean;
  /** `next dev`: the CSP allows eval, which React's dev error stacks use. */
  development: boolean;
  /**
   * Origins of the payment providers' pages (PAYMENT_ORIGINS): the card form is posted there and
   * their logos load from there, so the CSP's form-action and img-src name them.
   */
  paymentOrigins: string[];
}

const DEFAULT_ORCHESTRATOR_URL = 'http://127.0.0.1:4000';
// The stand-in upstream (apps/upstream-shop) serves the payment pages at its default address;
// never assumed in production, where the card form must not be posted to a guessed origin.
const DEFAULT_PAYMENT_ORIGINS = 'http://127.0.0.1:4100';

/** PAYMENT_ORIGINS: http(s) origins separated by commas or spaces; each reduced to its origin. */
function parsePaymentOrigins(raw: string): string[] {
  return raw
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((entry) => {
      let url: URL;
      try {
        url = new URL(entry);
      } catch {
        throw new Error(`PAYMENT_ORIGINS holds an invalid URL: "${entry}"`);
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`PAYMENT_ORIGINS must hold http(s) origins: "${entry}"`);
      return url.origin;
    });
}

/** Parses and validates the environment; throws with a readable message on a bad value. */
export function parseConfig(env: Record<string, string | undefined>): StorefrontConfig {
  const raw = (env.ORCHESTRATOR_URL ?? '').trim() || DEFAULT_ORCHESTRATOR_URL;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`ORCHESTRATOR_URL is not a valid URL: "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`ORCHESTRATOR_URL must be an http(s) URL: "${raw}"`);
  }
  const hopsText = (env.TRUSTED_PROXY_HOPS ?? '').trim() || '0';
  if (!/^\d{1,2}$/.test(hopsText) || Number(hopsText) > 10) throw new Error(`TRUSTED_PROXY_HOPS must be a whole number 0-10: "${hopsText.slice(0, 40)}"`);
  const secret = (env.INTERNAL_API_SECRET ?? '').trim();
  // Never echoed back: the message names the rule only.
  if (secret !== '' && !isInternalApiSecret(secret)) throw new Error(INTERNAL_API_SECRET_RULE);
  if (Number(hopsText) > 0 && secret === '') throw new Error('TRUSTED_PROXY_HOPS needs INTERNAL_API_SECRET (the same as the orchestrator\'s) to pass the browser\'s address on');
  return {
    orchestratorUrl: url.toString().replace(/\/+$/, ''),
    secureCookies: env.NODE_ENV === 'production',
    trustedProxyHops: Number(hopsText),
    internalApiSecret: secret === '' ? null : secret,
    production: env.NODE_ENV === 'production',
    development: env.NODE_ENV === 'development',
    paymentOrigins: parsePaymentOrigins(paymentOriginsText(env)),
  };
}

function paymentOriginsText(env: Record<string, string | undefined>): string {
  const text = env.PAYMENT_ORIGINS ?? '';
  if (text.trim() !== '') return text;
  // `next build` runs with NODE_ENV=production too; only a running production server needs the list.
  if (env.NODE_ENV === 'production' && env.NEXT_PHASE !== 'phase-production-build') {
    throw new Error('PAYMENT_ORIGINS must be set in production: the origins of the payment providers\' pages (the CSP\'s form-action and img-src)');
  }
  return env.PAYMENT_ORIGINS ?? DEFAULT_PAYMENT_ORIGINS;
}

/**
 * What a production storefront should be told at start: without a trusted proxy hop it knows no
 * browser address, so the orchestrator counts every staff sign-in without a device token against
 * the storefront's own address (README "Support console").
 */
export function configWarnings(c: StorefrontConfig): string[] {
  if (!c.production || c.trustedProxyHops > 0) return [];
  return [
    'TRUSTED_PROXY_HOPS=0: the storefront knows no browser address, so every staff sign-in without a device cookie counts against ' +
      'the storefront\'s own address — anyone can make staff on a new browser wait (up to an hour). Put a proxy of ours in front, ' +
      'set TRUSTED_PROXY_HOPS and the same INTERNAL_API_SECRET in both apps (README "Support console").',
  ];
}

let cached: StorefrontConfig | undefined;

/** The validated configuration of this process (read on first use, then kept). */
export function config(): StorefrontConfig {
  if (!cached) {
    cached = parseConfig(process.env);
    for (const warning of configWarnings(cached)) console.warn(`[storefront] ${warning}`);
  }
  return cached;
}
