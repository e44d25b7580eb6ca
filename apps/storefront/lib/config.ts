/**
 * Storefront configuration: the process environment is read once, here, and validated.
 * Every variable is listed in the repository's .env.example. PORT is read by `next start` itself.
 */
export interface StorefrontConfig {
  /** Base URL of the orchestrator (GraphQL at `${orchestratorUrl}/graphql`, images at `/media/...`). */
  orchestratorUrl: string;
  /** Spec §3 cookies are Secure in production (`next start`); browsers accept them on http://localhost too. */
  secureCookies: boolean;
}

const DEFAULT_ORCHESTRATOR_URL = 'http://127.0.0.1:4000';

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
  return {
    orchestratorUrl: url.toString().replace(/\/+$/, ''),
    secureCookies: env.NODE_ENV === 'production',
  };
}

let cached: StorefrontConfig | undefined;

/** The validated configuration of this process (read on first use, then kept). */
export function config(): StorefrontConfig {
  cached ??= parseConfig(process.env);
  return cached;
}
