import { readFileSync } from 'node:fs';
import { INTERNAL_API_SECRET_RULE, isInternalApiSecret } from '@tafel/domain';
import { envReader } from './env-reader.js';

/** Roles of the support console: `support` may replay submissions, `engineer` only reads (personal data redacted). */
export const STAFF_ROLES = ['support', 'engineer'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** A staff account as configured: the password only as an scrypt hash (see support/auth/password.ts). */
export interface StaffAccountConfig {
  readonly email: string;
  readonly name: string;
  readonly role: StaffRole;
  /** `scrypt$<N>$<r>$<p>$<salt base64>$<hash base64>` */
  readonly passwordHash: string;
}

/** Support console settings (issue 6), read with the rest of the environment. */
export interface SupportConfig {
  /** From SUPPORT_ACCOUNTS; empty outside production means the seeded dev accounts are used. */
  readonly accounts: readonly StaffAccountConfig[];
  /** The seeded dev accounts are active (never in production). */
  readonly devAccounts: boolean;
  readonly sessionTtlMs: number;
  /** Sign-in attempts one client address may have counted per sliding hour, across accounts (at most 100). */
  readonly loginFailuresPerHour: number;
  /**
   * INTERNAL_API_SECRET, shared with the storefront: only a request carrying it may name the
   * browser's address (X-Tafel-Client-IP). Null: that header is never believed.
   */
  readonly internalApiSecret: string | null;
  /** Stream actor events to @statelyai/inspect (development only). */
  readonly statelyInspect: boolean;
  readonly statelyInspectUrl: string;
}

export const SUPPORT_CONFIG_DEFAULTS = {
  SUPPORT_ACCOUNTS: '',
  SUPPORT_SESSION_TTL_MINUTES: '480',
  SUPPORT_LOGIN_FAILURES_PER_HOUR: '100',
  INTERNAL_API_SECRET: '',
  STATELY_INSPECT: '0',
  STATELY_INSPECT_URL: 'ws://localhost:8080',
} as const;

const HASH_PATTERN = /^scrypt\$\d+\$\d+\$\d+\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/;
const EMAIL_PATTERN = /^[^\s@]{1,64}@[^\s@]{1,190}$/;

function parseAccounts(text: string, problems: string[]): StaffAccountConfig[] {
  const source = text.startsWith('[') ? text : readAccountsFile(text, problems);
  if (source === null) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(source);
  } catch {
    problems.push('SUPPORT_ACCOUNTS must be a JSON array or the path of a JSON file holding one (got invalid JSON)');
    return [];
  }
  if (!Array.isArray(parsed)) {
    problems.push('SUPPORT_ACCOUNTS must hold a JSON array of { email, name, role, passwordHash }');
    return [];
  }
  const accounts: StaffAccountConfig[] = [];
  parsed.forEach((entry: unknown, index) => {
    const e = (entry ?? {}) as Record<string, unknown>;
    const ok =
      typeof e.email === 'string' &&
      EMAIL_PATTERN.test(e.email) &&
      typeof e.role === 'string' &&
      (STAFF_ROLES as readonly string[]).includes(e.role) &&
      typeof e.passwordHash === 'string' &&
      HASH_PATTERN.test(e.passwordHash);
    if (!ok) {
      problems.push(`SUPPORT_ACCOUNTS[${index}] must have an e-mail, a role (support | engineer) and an scrypt passwordHash`);
      return;
    }
    accounts.push({
      email: (e.email as string).toLowerCase(),
      name: typeof e.name === 'string' && e.name.trim() ? e.name.trim().slice(0, 80) : (e.email as string),
      role: e.role as StaffRole,
      passwordHash: e.passwordHash as string,
    });
  });
  return accounts;
}

function readAccountsFile(path: string, problems: string[]): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    problems.push(`SUPPORT_ACCOUNTS must be a JSON array or the path of a readable JSON file (got '${path.slice(0, 120)}')`);
    return null;
  }
}

/** Reads the support variables; problems are added to the list loadConfig reports. */
export function loadSupportConfig(env: Record<string, string | undefined>, isProduction: boolean, problems: string[]): SupportConfig {
  const { raw, fail, integer, oneOf } = envReader(env, SUPPORT_CONFIG_DEFAULTS, problems);
  const accounts = raw('SUPPORT_ACCOUNTS') === '' ? [] : parseAccounts(raw('SUPPORT_ACCOUNTS'), problems);
  const minutes = integer('SUPPORT_SESSION_TTL_MINUTES', 5, 7 * 24 * 60, 'a whole number of minutes 5-10080');
  const failures = integer('SUPPORT_LOGIN_FAILURES_PER_HOUR', 1, 100, 'a whole number 1-100');
  const secret = raw('INTERNAL_API_SECRET');
  // Never echoed back: the message names the rule only.
  if (secret !== '' && !isInternalApiSecret(secret)) problems.push(INTERNAL_API_SECRET_RULE);
  const inspect = oneOf('STATELY_INSPECT', ['0', '1'], '0 or 1');
  const inspectUrl = raw('STATELY_INSPECT_URL');
  if (!/^wss?:\/\/[^\s]+$/.test(inspectUrl)) fail('STATELY_INSPECT_URL', 'a ws:// or wss:// URL');
  if (inspect === '1' && isProduction) problems.push('STATELY_INSPECT must be 0 in production (it streams workflow data to an inspector)');
  return {
    accounts,
    devAccounts: !isProduction && accounts.length === 0,
    sessionTtlMs: minutes * 60_000,
    loginFailuresPerHour: failures,
    internalApiSecret: secret === '' ? null : secret,
    statelyInspect: inspect === '1' && !isProduction,
    statelyInspectUrl: inspectUrl,
  };
}
