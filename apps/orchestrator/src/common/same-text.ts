import { createHash, timingSafeEqual } from 'node:crypto';

// Equal-length digests, so the comparison takes as long whatever the lengths given.
const digest = (text: string): Buffer => createHash('sha256').update(text).digest();

/**
 * Constant-time comparison of a secret or an owner id with what a request gives: how long a
 * refusal takes must not tell how much of it matched.
 */
export function sameText(a: string, b: string): boolean {
  return timingSafeEqual(digest(a), digest(b));
}
