import { envReader } from './env-reader.js';

/** Lightning deal settings (issue 26), read with the rest of the environment. */
export interface LightningConfig {
  /** How long the upstream's lightning switch (lightningDeal / Blitzangebot) is cached per site (0: asked on every call). */
  readonly switchCacheMs: number;
  /** Lightning adds and refreshes (each reserves deal stock) one visitor (user id) may make per window. */
  readonly addsPerVisitor: number;
  /** Lightning adds and refreshes one client address may make per window. */
  readonly addsPerAddress: number;
  /** Length of the add limit's fixed window. */
  readonly addWindowMs: number;
}

export const LIGHTNING_CONFIG_DEFAULTS = {
  LIGHTNING_SWITCH_CACHE_MS: '10000',
  // A shopper adds a handful of deals (at most quantityMax each) and refreshes now and then; an
  // address may be a shared one (an office, a mobile carrier's NAT).
  LIGHTNING_ADDS_PER_VISITOR: '30',
  LIGHTNING_ADDS_PER_ADDRESS: '120',
  LIGHTNING_ADD_WINDOW_S: '600',
} as const;

/** Reads the lightning variables; problems go to `problems` like every other variable's. */
export function loadLightningConfig(env: Record<string, string | undefined>, problems: string[]): LightningConfig {
  const { integer } = envReader(env, LIGHTNING_CONFIG_DEFAULTS, problems);
  return Object.freeze({
    switchCacheMs: integer('LIGHTNING_SWITCH_CACHE_MS', 0, 600_000, 'a whole number of milliseconds 0-600000'),
    addsPerVisitor: integer('LIGHTNING_ADDS_PER_VISITOR', 1, 100_000, 'a whole number 1-100000'),
    addsPerAddress: integer('LIGHTNING_ADDS_PER_ADDRESS', 1, 1_000_000, 'a whole number 1-1000000'),
    addWindowMs: integer('LIGHTNING_ADD_WINDOW_S', 1, 86_400, 'a whole number of seconds 1-86400') * 1000,
  });
}
