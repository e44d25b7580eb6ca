/** Catalogue spec §9: the hero slider moves on every 6000 ms. */
export const HERO_ADVANCE_MS = 6000;
/** Catalogue spec §9: arrow throttle 2000 ms — an arrow moves the slider at most once in that time, so presses never outrun the slide change. */
export const ARROW_THROTTLE_MS = 2000;
/** Spec §9 breakpoints: mobile up to 767 px; the slider does not move by itself there. */
export const MOBILE_QUERY = '(max-width: 767px)';
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** The slide after `current`, from the last back to the first. */
export function nextSlide(current: number, count: number): number {
  return count > 0 ? (current + 1) % count : 0;
}

/** The slide before `current`, from the first round to the last. */
export function previousSlide(current: number, count: number): number {
  return count > 0 ? (current - 1 + count) % count : 0;
}

export interface SliderConditions {
  slideCount: number;
  hovered: boolean;
  /** Keyboard focus inside the slider: moving the slide under a reader's focus is not on. */
  focused: boolean;
  mobile: boolean;
  reducedMotion: boolean;
  /** The tab is in the background. */
  hidden: boolean;
}

/** Whether the slider advances by itself now (spec §4: unless hovered or on mobile; also not for reduced motion). */
export function autoAdvances(conditions: SliderConditions): boolean {
  return conditions.slideCount > 1 && !conditions.hovered && !conditions.focused && !conditions.mobile && !conditions.reducedMotion && !conditions.hidden;
}

/**
 * Whether an arrow press at `now` (ms, one monotonic clock) moves the slider: the first press does,
 * later ones only ARROW_THROTTLE_MS after the last press that moved it (a leading-edge throttle;
 * the presses in between are dropped, not queued).
 */
export function arrowMoves(lastMoveAt: number | null, now: number): boolean {
  return lastMoveAt === null || now - lastMoveAt >= ARROW_THROTTLE_MS;
}
