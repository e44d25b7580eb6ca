import { describe, expect, it } from '@jest/globals';
import { buttonClass, cellSpan, colorStyle, isClientHref, layoutClassNames, NO_CELL_LAYOUT } from './teaser-view';

describe('buttonClass', () => {
  it('maps every spec scheme to its own button class', () => {
    expect(buttonClass('PRIMARY')).toBe('btn');
    expect(buttonClass('SECONDARY')).toBe('btn btn-secondary');
    expect(buttonClass('RED')).toBe('btn btn-red');
    expect(buttonClass('GREEN')).toBe('btn btn-green');
    expect(buttonClass('OUTLINE')).toBe('btn btn-outline');
    expect(buttonClass('LINK')).toBe('btn-link');
  });

  it('gives a button without scheme the primary look', () => {
    expect(buttonClass(null)).toBe('btn');
    expect(buttonClass(undefined)).toBe('btn');
  });
});

describe('cellSpan', () => {
  it('keeps widths in twelfths within one row', () => {
    expect(cellSpan(3)).toBe(3);
    expect(cellSpan(12)).toBe(12);
    expect(cellSpan(0)).toBe(1);
    expect(cellSpan(-4)).toBe(1);
    expect(cellSpan(15)).toBe(12);
    expect(cellSpan(4.4)).toBe(4);
    expect(cellSpan(Number.NaN)).toBe(12);
  });
});

describe('layoutClassNames', () => {
  it('names no class for a cell without switches', () => {
    expect(layoutClassNames(NO_CELL_LAYOUT)).toEqual([]);
  });

  it('names every switch that is on', () => {
    expect(
      layoutClassNames({ ...NO_CELL_LAYOUT, greyDotsBackground: true, noSpaces: true, paperBorderTop: true, paperBorderBottom: true, whiteBackground: true, noTopMargin: true }),
    ).toEqual(['greyDots', 'noSpaces', 'paperTop', 'paperBottom', 'white', 'noTopMargin']);
  });

  it('lets the full-width white background stand for the white background', () => {
    expect(layoutClassNames({ ...NO_CELL_LAYOUT, whiteBackground: true, whiteBackgroundFullWidth: true })).toEqual(['whiteFull']);
  });
});

describe('isClientHref', () => {
  it('takes shop paths and refuses other hosts and new windows', () => {
    expect(isClientHref('/cat/100/')).toBe(true);
    expect(isClientHref('/beratung/', true)).toBe(false);
    expect(isClientHref('//evil.example/x')).toBe(false);
    expect(isClientHref('https://www.facebook.com/tafel')).toBe(false);
    expect(isClientHref('#cookie-consent')).toBe(false);
  });
});

describe('colorStyle', () => {
  it('sets the colour only when the CMS has one', () => {
    expect(colorStyle('#fff')).toEqual({ color: '#fff' });
    expect(colorStyle(null)).toBeUndefined();
  });
});
