import { describe, expect, it } from '@jest/globals';
import { clampPan, nextZoom } from './zoom';

describe('gallery zoom', () => {
  it('steps up and down through 1, 1.5, 2 and 3, also from a pinched level', () => {
    expect(nextZoom(1, 1)).toBe(1.5);
    expect(nextZoom(2, 1)).toBe(3);
    expect(nextZoom(3, 1)).toBe(3);
    expect(nextZoom(1.7, -1)).toBe(1.5);
    expect(nextZoom(1, -1)).toBe(1);
  });

  it('keeps a zoomed picture covering the stage and a 1× picture centred', () => {
    const size = { width: 600, height: 400 };
    expect(clampPan({ x: 900, y: -900 }, 2, size)).toEqual({ x: 300, y: -200 });
    expect(clampPan({ x: 10, y: 5 }, 2, size)).toEqual({ x: 10, y: 5 });
    expect(clampPan({ x: 10, y: 5 }, 1, size)).toEqual({ x: 0, y: 0 });
  });
});
