import { describe, expect, it } from '@jest/globals';
import { categoryHref, shopPath } from './links';

describe('shopPath', () => {
  it.each([
    ['/cat/12/', '/cat/12'],
    ['/cat/12', '/cat/12'],
    ['/', '/'],
    ['https://www.tafel.de/prod/9/?varid=3', '/prod/9?varid=3'],
    ['cat/4', '/cat/4'],
    ['//evil.example/x', '/evil.example/x'],
  ])('%p → %p', (url, path) => {
    expect(shopPath(url)).toBe(path);
  });
});

describe('categoryHref', () => {
  it('encodes the id', () => {
    expect(categoryHref('12')).toBe('/cat/12');
    expect(categoryHref('a b')).toBe('/cat/a%20b');
  });
});
