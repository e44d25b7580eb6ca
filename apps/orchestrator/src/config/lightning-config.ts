import { envReader } from './env-reader.js';

/** Lightning deal settings (issue 26), read with the rest of the environment. */
export interface LightningConfig {
  /** How long the upstream's lightning switch (lightningDeal / Blitzangebot) is cached per site (0: asked on every call). */
  readonly switchCacheMs: number;
}

export const LIGHTNING_CONFIG_DEFAULTS = {
  LIGHTNING_SWITCH_CACHE_MS: '10000',
} as const;

/** Reads the lightning variables; problems go to `problems` like every other variable's. */
export function loadLightningConfig(env: Record<string, string | undefined>, problems: string[]): LightningConfig {
  const { integer } = envReader(env, LIGHTNING_CONFIG_DEFAULTS, problems);
  return Object.freeze({
    switchCacheMs: integer('LIGHTNING_SWITCH_CACHE_MS', 0, 600_000, 'a whole number of milliseconds 0-600000'),
  });
}
