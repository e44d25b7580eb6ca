import { createRequire } from 'node:module';

// ioredis's own slot function (CRC16 of the key, or of its {hash tag}, mod 16384): the one its
// Cluster routes commands by. CommonJS without types, hence require.
const calculateSlot = createRequire(import.meta.url)('cluster-key-slot') as (key: string) => number;

/** The Redis Cluster slot (0-16383) of a key. */
export function keySlot(key: string): number {
  return calculateSlot(key);
}

/**
 * Throws when the keys of one command, script or MULTI would live on different Redis Cluster
 * slots (a cluster refuses such a call with CROSSSLOT). Checked on one Redis too, so every test
 * run finds a key layout a cluster would refuse.
 */
export function requireOneSlot(what: string, keys: readonly string[]): void {
  if (keys.length < 2) return;
  const slot = keySlot(keys[0]!);
  const other = keys.find((key) => keySlot(key) !== slot);
  if (other !== undefined) throw new TypeError(`${what}: keys on different Redis Cluster slots (${keys[0]} → ${slot}, ${other} → ${keySlot(other)}); give them one hash tag`);
}
