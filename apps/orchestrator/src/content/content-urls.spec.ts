import { isShopPath, toLinkTarget, toMediaPath } from './content-urls.js';

const UPSTREAM = 'http://127.0.0.1:4100';

describe('isShopPath', () => {
  it.each(['/', '/impressum/', '/search?q=a%20b', '/%2F%2Fevil.example', '/a/../b/'])('accepts %p', (path) => {
    expect(isShopPath(path)).toBe(true);
  });

  it.each(['', 'impressum/', '//evil.example', '/\\evil.example', '/.//evil.example', '/%2e//evil.example', '/a/..//evil.example', '/a b', '/a\tb', '/a\u200bb'])(
    'refuses %p: no path, another host once the browser reads it, or characters it strips',
    (path) => {
      expect(isShopPath(path)).toBe(false);
    },
  );
});

describe('toLinkTarget', () => {
  it('answers shop paths as internal and other hosts as external', () => {
    expect(toLinkTarget(' /beratung/ ', 'de-de')).toEqual({ url: '/beratung/', external: false });
    expect(toLinkTarget('https://www.tafel.de/beratung/?a=1#x', 'de-de')).toEqual({ url: '/beratung/?a=1#x', external: false });
    expect(toLinkTarget('https://www.tafel.ch/beratung/', 'de-de')).toEqual({ url: 'https://www.tafel.ch/beratung/', external: true });
    expect(toLinkTarget('https://blog.example.org/', 'de-de')).toEqual({ url: 'https://blog.example.org/', external: true });
  });

  it('never makes a link of the own host a path that leads to another host', () => {
    // As a path, '//evil.example/' would be a protocol-relative link to evil.example.
    expect(toLinkTarget('https://www.tafel.de//evil.example/', 'de-de')).toEqual({ url: 'https://www.tafel.de//evil.example/', external: false });
    expect(toLinkTarget('https://www.tafel.de/.//evil.example/', 'de-de')?.url).toBe('https://www.tafel.de//evil.example/');
  });

  it.each(['javascript:alert(1)', 'data:text/html,x', '//evil.example/', '/.//evil.example/', 'ftp://x.example/', 'mailto:a@b.de', ''])('refuses %p', (url) => {
    expect(toLinkTarget(url, 'de-de')).toBeNull();
  });
});

describe('toMediaPath', () => {
  it('keeps /media/ paths and makes upstream media URLs paths', () => {
    expect(toMediaPath('/media/content/a.svg', UPSTREAM)).toBe('/media/content/a.svg');
    expect(toMediaPath(`${UPSTREAM}/media/content/a.svg?v=2`, UPSTREAM)).toBe('/media/content/a.svg?v=2');
  });

  it.each(['/myaccount/logout', '/media/../myaccount/logout', '/media/%2e%2e/myaccount/logout', '/media/.%2E/x', 'https://cdn.example/media/a.svg', '//cdn.example/media/a.svg', 'javascript:alert(1)'])(
    'refuses %p: not a media path once the browser reads it, or another host',
    (url) => {
      expect(toMediaPath(url, UPSTREAM)).toBeNull();
    },
  );
});
