import { absoluteHttpUrl, returnPath, shopPath } from './order-links.js';

describe('absoluteHttpUrl (tracking and invoice links)', () => {
  it('keeps absolute http(s) URLs', () => {
    expect(absoluteHttpUrl('https://tracking.dpd.de/status/de_DE/parcel/0123')).toBe('https://tracking.dpd.de/status/de_DE/parcel/0123');
    expect(absoluteHttpUrl('http://service.tafel.example/rechnungen/VA-1-1.pdf')).toBe('http://service.tafel.example/rechnungen/VA-1-1.pdf');
  });
  it.each([null, undefined, '', 'javascript:alert(1)', 'data:text/html,hi', '/rechnungen/1.pdf', '//evil.example/x', 'ftp://host/x', 'https://', 'https://user:pw@host/x', `https://h/${'a'.repeat(2000)}`])(
    'drops %p',
    (link) => {
      expect(absoluteHttpUrl(link)).toBeNull();
    },
  );
});

describe('shopPath (rating links)', () => {
  it('keeps a path of this shop with its query', () => {
    expect(shopPath('/rating?enc=eyJvcmRlcklkIjoiNDAwMTAwMDEifQ')).toBe('/rating?enc=eyJvcmRlcklkIjoiNDAwMTAwMDEifQ');
  });
  it.each([null, '', 'https://evil.example/rating?enc=x', '//evil.example/rating', '/\\evil.example', 'rating?enc=x', 'javascript:alert(1)', '/rating?enc=a b', '/rat\ning'])('drops %p', (link) => {
    expect(shopPath(link)).toBeNull();
  });
});

describe('returnPath', () => {
  it('points into the return flow with the hash, null without one', () => {
    expect(returnPath('h4sh_1-A')).toBe('/myaccount/returns/productselection?order=h4sh_1-A');
    expect(returnPath('a&b=c')).toBe('/myaccount/returns/productselection?order=a%26b%3Dc');
    expect(returnPath(null)).toBeNull();
  });
});
