import { describe, expect, it } from '@jest/globals';
import { ARROW_THROTTLE_MS, arrowMoves, autoAdvances, HERO_ADVANCE_MS, nextSlide, previousSlide, type SliderConditions } from './slider';

const MOVING: SliderConditions = { slideCount: 3, hovered: false, focused: false, mobile: false, reducedMotion: false, hidden: false };

describe('slider steps', () => {
  it('goes round in both directions', () => {
    expect(nextSlide(0, 3)).toBe(1);
    expect(nextSlide(2, 3)).toBe(0);
    expect(previousSlide(0, 3)).toBe(2);
    expect(previousSlide(2, 3)).toBe(1);
  });

  it('stays at 0 without slides', () => {
    expect(nextSlide(0, 0)).toBe(0);
    expect(previousSlide(0, 0)).toBe(0);
  });
});

describe('autoAdvances', () => {
  it('moves every 6000 ms on a desktop nobody points at', () => {
    expect(HERO_ADVANCE_MS).toBe(6000);
    expect(autoAdvances(MOVING)).toBe(true);
  });

  it('stops when hovered, focused, on a phone, with reduced motion or in a background tab', () => {
    expect(autoAdvances({ ...MOVING, hovered: true })).toBe(false);
    expect(autoAdvances({ ...MOVING, focused: true })).toBe(false);
    expect(autoAdvances({ ...MOVING, mobile: true })).toBe(false);
    expect(autoAdvances({ ...MOVING, reducedMotion: true })).toBe(false);
    expect(autoAdvances({ ...MOVING, hidden: true })).toBe(false);
  });

  it('does not move a single slide', () => {
    expect(autoAdvances({ ...MOVING, slideCount: 1 })).toBe(false);
  });
});

describe('arrowMoves (spec §9 arrow throttle)', () => {
  it('throttles the arrows to one move per 2000 ms', () => {
    expect(ARROW_THROTTLE_MS).toBe(2000);
  });

  it('lets the first press move at once', () => {
    expect(arrowMoves(null, 0)).toBe(true);
    expect(arrowMoves(null, 123_456)).toBe(true);
  });

  it('drops presses until 2000 ms after the last move, then moves again', () => {
    expect(arrowMoves(10_000, 10_000)).toBe(false);
    expect(arrowMoves(10_000, 10_450)).toBe(false);
    expect(arrowMoves(10_000, 11_999)).toBe(false);
    expect(arrowMoves(10_000, 12_000)).toBe(true);
    expect(arrowMoves(10_000, 30_000)).toBe(true);
  });
});
