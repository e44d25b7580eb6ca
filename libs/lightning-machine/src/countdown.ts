/** Milliseconds of one second, hour and day. */
export const SECOND_MS = 1000;
export const HOUR_MS = 60 * 60 * SECOND_MS;
export const DAY_MS = 24 * HOUR_MS;
/** Spec §9: above 3 days (259200000 ms) the countdown shows days. */
export const COUNTDOWN_DAYS_THRESHOLD_MS = 3 * DAY_MS;
/** Spec §9: the countdown ticks every second. */
export const COUNTDOWN_TICK_MS = SECOND_MS;

/**
 * What a lightning countdown shows (spec §4 Lightning deal):
 * - `days`: more than 3 days left, whole days (floored);
 * - `hours`: 1 hour up to and including 3 days, total hours:mm:ss (e.g. '72:00:00');
 * - `minutes`: under 1 hour, mm:ss (the storefront adds a minutes label);
 * - `zero`: under 1 second (or over), '00:00' (the storefront refetches).
 */
export type Countdown =
  | { kind: 'days'; days: number }
  | { kind: 'hours'; text: string }
  | { kind: 'minutes'; text: string }
  | { kind: 'zero'; text: '00:00' };

const two = (n: number): string => String(n).padStart(2, '0');

/** The countdown for the time left; seconds are floored, so it never shows more than is left. */
export function formatCountdown(msLeft: number): Countdown {
  if (typeof msLeft !== 'number' || Number.isNaN(msLeft) || msLeft < SECOND_MS) return { kind: 'zero', text: '00:00' };
  if (msLeft > COUNTDOWN_DAYS_THRESHOLD_MS) return { kind: 'days', days: Math.floor(msLeft / DAY_MS) };
  const totalSeconds = Math.floor(msLeft / SECOND_MS);
  const seconds = totalSeconds % 60;
  const minutes = Math.floor(totalSeconds / 60) % 60;
  if (msLeft < HOUR_MS) return { kind: 'minutes', text: `${two(minutes)}:${two(seconds)}` };
  return { kind: 'hours', text: `${two(Math.floor(totalSeconds / 3600))}:${two(minutes)}:${two(seconds)}` };
}
