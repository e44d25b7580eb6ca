import { envReader } from './env-reader.js';

/** Customer account settings (issue 27: login failure limit, form rate limits, B2B list cache). */
export interface AccountConfig {
  /** Failed logins one account (e-mail or customer number) may have per window before logins for it are refused. */
  readonly loginFailuresPerAccount: number;
  /** Failed logins one client address may have per window. */
  readonly loginFailuresPerAddress: number;
  /** Length of the failed-login window (fixed window, started by the first failure). */
  readonly loginFailureWindowMs: number;
  /** Registrations and e-mail availability checks one client address may make per form window. */
  readonly registrationsPerAddress: number;
  /** Password-reset requests one client address may make per form window. */
  readonly passwordResetsPerAddress: number;
  /** Password-reset requests naming one account (e-mail or customer number) per form window. */
  readonly passwordResetsPerAccount: number;
  /** Length of the form window (registration, e-mail check, password reset). */
  readonly formWindowMs: number;
  /** B2B certificate uploads one customer session and one client address may make per hour. */
  readonly certificateUploadsPerHour: number;
  /** How long the B2B job title and industry lists are reused (0: asked on every call). */
  readonly b2bListsCacheMs: number;
}

export const ACCOUNT_CONFIG_DEFAULTS = {
  // Issue 27: at most 10 failed logins per account and per address in 15 minutes.
  LOGIN_FAILURES_PER_ACCOUNT: '10',
  LOGIN_FAILURES_PER_ADDRESS: '10',
  LOGIN_FAILURE_WINDOW_S: '900',
  REGISTRATIONS_PER_ADDRESS: '20',
  PASSWORD_RESETS_PER_ADDRESS: '10',
  PASSWORD_RESETS_PER_ACCOUNT: '5',
  ACCOUNT_FORM_WINDOW_S: '3600',
  B2B_LISTS_CACHE_MS: '300000',
  CERTIFICATE_UPLOADS_PER_HOUR: '10',
} as const;

/** Reads the account variables; problems go to `problems` like every other variable's. */
export function loadAccountConfig(env: Record<string, string | undefined>, problems: string[]): AccountConfig {
  const { integer } = envReader(env, ACCOUNT_CONFIG_DEFAULTS, problems);
  return Object.freeze({
    loginFailuresPerAccount: integer('LOGIN_FAILURES_PER_ACCOUNT', 1, 100_000, 'a whole number 1-100000'),
    loginFailuresPerAddress: integer('LOGIN_FAILURES_PER_ADDRESS', 1, 1_000_000, 'a whole number 1-1000000'),
    loginFailureWindowMs: integer('LOGIN_FAILURE_WINDOW_S', 1, 86_400, 'a whole number of seconds 1-86400') * 1000,
    registrationsPerAddress: integer('REGISTRATIONS_PER_ADDRESS', 1, 1_000_000, 'a whole number 1-1000000'),
    passwordResetsPerAddress: integer('PASSWORD_RESETS_PER_ADDRESS', 1, 1_000_000, 'a whole number 1-1000000'),
    passwordResetsPerAccount: integer('PASSWORD_RESETS_PER_ACCOUNT', 1, 100_000, 'a whole number 1-100000'),
    formWindowMs: integer('ACCOUNT_FORM_WINDOW_S', 1, 86_400, 'a whole number of seconds 1-86400') * 1000,
    certificateUploadsPerHour: integer('CERTIFICATE_UPLOADS_PER_HOUR', 1, 100_000, 'a whole number 1-100000'),
    b2bListsCacheMs: integer('B2B_LISTS_CACHE_MS', 0, 86_400_000, 'a whole number of milliseconds 0-86400000'),
  });
}
