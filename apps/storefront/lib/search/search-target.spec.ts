import { describe, expect, it } from '@jest/globals';
import { searchHref } from './search-params';
import { searchTarget } from './search-target';

describe('searchTarget', () => {
  it('goes home for a blank query', () => {
    expect(searchTarget('')).toBe('/');
    expect(searchTarget('  \t ')).toBe('/');
  });

  it.each(['Ordner', ' Buntstifte  24er ', 'Füller & Tinte', 'a+b/c?d#e', '100%', 'x'.repeat(150)])('is the search page link for %p', (typed) => {
    const target = searchTarget(typed);
    expect(target).toBe(searchHref({ q: new URLSearchParams(target.split('?')[1]).get('q')! }));
  });
});
