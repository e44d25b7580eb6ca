import { envReader } from './env-reader.js';

/** Returns settings, read with the rest of the environment. */
export interface ReturnsConfig {
  /** A return workflow is removed this long after its last change. */
  readonly ttlMs: number;
  /** Attempts of a return-submit job for transport failures (timeouts, 5xx); after the last the return records upstream.unavailable. */
  readonly submitJobAttempts: number;
  /** How long the upstream's return switch is cached (0: asked on every call). */
  readonly switchCacheMs: number;
  /** Lookups one visitor (user id) may make per window. */
  readonly lookupsPerVisitor: number;
  /** Lookups one client address may make per window. */
  readonly lookupsPerAddress: number;
  /** Length of the lookup rate-limit window (fixed window). */
  readonly lookupWindowMs: number;
}

export const RETURNS_CONFIG_DEFAULTS = {
  RETURNS_TTL_DAYS: '30',
  RETURN_SUBMIT_JOB_ATTEMPTS: '5',
  RETURN_SWITCH_CACHE_MS: '30000',
  RETURN_LOOKUPS_PER_VISITOR: '10',
  RETURN_LOOKUPS_PER_ADDRESS: '30',
  RETURN_LOOKUP_WINDOW_S: '600',
} as const;

/** Reads the returns variables; problems go to `problems` like every other variable's. */
export function loadReturnsConfig(env: Record<string, string | undefined>, problems: string[]): ReturnsConfig {
  const { integer } = envReader(env, RETURNS_CONFIG_DEFAULTS, problems);
  return Object.freeze({
    ttlMs: integer('RETURNS_TTL_DAYS', 1, 3650, 'a whole number of days 1-3650') * 24 * 60 * 60 * 1000,
    submitJobAttempts: integer('RETURN_SUBMIT_JOB_ATTEMPTS', 1, 50, 'a whole number 1-50'),
    switchCacheMs: integer('RETURN_SWITCH_CACHE_MS', 0, 600_000, 'a whole number of milliseconds 0-600000'),
    lookupsPerVisitor: integer('RETURN_LOOKUPS_PER_VISITOR', 1, 100_000, 'a whole number 1-100000'),
    lookupsPerAddress: integer('RETURN_LOOKUPS_PER_ADDRESS', 1, 100_000, 'a whole number 1-100000'),
    lookupWindowMs: integer('RETURN_LOOKUP_WINDOW_S', 1, 86_400, 'a whole number of seconds 1-86400') * 1000,
  });
}
