import { describe, expect, it } from '@jest/globals';
import { FIRST_RESET_TRY, MAX_RESET_TRY, nextResetTry, resetTryOf } from './reset-tries';

describe('password-reset try counter (spec §3 triesCount, §5)', () => {
  it('starts at 1 without a cookie', () => {
    expect(resetTryOf(undefined)).toBe(FIRST_RESET_TRY);
    expect(resetTryOf('')).toBe(1);
  });

  it('reads the stored number', () => {
    expect(resetTryOf('2')).toBe(2);
    expect(resetTryOf('17')).toBe(17);
  });

  it.each(['0', '-1', 'abc', '1.5', '100', '007', ' 2'])('treats a tampered value %p as the first try', (value) => {
    expect(resetTryOf(value)).toBe(1);
  });

  it('counts up after each request, capped', () => {
    expect(nextResetTry(1)).toBe('2');
    expect(nextResetTry(5)).toBe('6');
    expect(nextResetTry(MAX_RESET_TRY)).toBe(String(MAX_RESET_TRY));
    expect(resetTryOf(nextResetTry(MAX_RESET_TRY))).toBe(MAX_RESET_TRY);
  });
});
