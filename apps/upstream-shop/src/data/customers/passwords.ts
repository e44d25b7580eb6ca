import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

// Deterministic salts for the seed keep every start identical (spec: same data on every start);
// passwords set at run time get random salts.
const KEY_LENGTH = 32;

/** "salt:hash" in hex. */
export function hashPassword(password: string, salt: string = randomBytes(16).toString('hex')): string {
  return `${salt}:${scryptSync(password, salt, KEY_LENGTH).toString('hex')}`;
}

/** Constant-time comparison of a password with a stored "salt:hash". */
export function verifyPassword(password: string, stored: string | null): boolean {
  if (!stored) return false;
  const [salt, hash] = stored.split(':');
  if (!salt || !hash) return false;
  const expected = Buffer.from(hash, 'hex');
  const actual = scryptSync(password, salt, expected.length);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
