import { isNoindexPath, NOINDEX_URL_MARKER } from './seo.js';

describe('isNoindexPath', () => {
  it('matches the spec paths with or without slashes', () => {
    for (const path of ['/login', 'login/', '/service/newsletter/success/', 'rating', '/myaccount/wishlist']) {
      expect({ path, noindex: isNoindexPath(path) }).toEqual({ path, noindex: true });
    }
  });

  it('leaves other paths indexable, including the parents of noindex paths', () => {
    for (const path of ['/', '/service/newsletter', '/myaccount', '/impressum/', '/loginx']) {
      expect({ path, noindex: isNoindexPath(path) }).toEqual({ path, noindex: false });
    }
  });

  it('keeps the order marker of the spec', () => {
    expect(NOINDEX_URL_MARKER).toBe('/?order=');
  });
});
