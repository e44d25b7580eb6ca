import { canonicalFor, canonicalPath, categoryTitle, hreflangFor, robotsFor } from './seo.js';

describe('robotsFor', () => {
  it.each([
    ['/service/newsletter/newsletter-abmelden', 'noindex,follow'],
    ['/service/newsletter/success/', 'noindex,follow'],
    ['/checkout/basket', 'noindex,follow'],
    ['/login', 'noindex,follow'],
    ['/myaccount/password', 'noindex,follow'],
    ['/search', 'noindex,follow'],
    ['/myaccount/wishlist', 'noindex,follow'],
    ['/myaccount/register', 'noindex,follow'],
    ['/myaccount/resetpassword', 'noindex,follow'],
    ['/rating', 'noindex,follow'],
    ['/beratung/', 'index,follow'],
    ['/checkout/shipping', 'index,follow'],
    ['/', 'index,follow'],
  ])('%s → %s', (path, robots) => {
    expect(robotsFor(path, path, 200)).toBe(robots);
  });

  it('marks any URL containing /?order= noindex', () => {
    expect(robotsFor('/cat/100/', '/cat/100/?order=price', 200)).toBe('noindex,follow');
  });

  it('marks every non-200 answer noindex', () => {
    for (const status of [301, 302, 404, 410]) expect(robotsFor('/beratung/', '/beratung/', status)).toBe('noindex,follow');
  });
});

describe('canonicalFor', () => {
  it('keeps only q and p and the hash, on the shop host', () => {
    const search = new URLSearchParams('sort=price&p=2&filter.colour=blue&q=stifte');
    expect(canonicalFor('de', '/search', search, '#top')).toBe('https://www.tafel.de/search?q=stifte&p=2#top');
    expect(canonicalFor('ch', '/cat/100/', new URLSearchParams('sort=name'), '')).toBe('https://www.tafel.ch/cat/100/');
    expect(canonicalFor('b2b', '/', new URLSearchParams('p='), '')).toBe('https://www.tafel-educational.de/');
  });
});

describe('hreflangFor', () => {
  it('maps de-CH and de-LI to ch, de-DE and x-default to de, de-AT and de-IT to at', () => {
    const links = Object.fromEntries(hreflangFor('at', '/beratung/').map((l) => [l.lang, l.url]));
    expect(links).toEqual({
      'de-DE': 'https://www.tafel.de/beratung/',
      'x-default': 'https://www.tafel.de/beratung/',
      'de-AT': 'https://www.tafel.at/beratung/',
      'de-IT': 'https://www.tafel.at/beratung/',
      'de-CH': 'https://www.tafel.ch/beratung/',
      'de-LI': 'https://www.tafel.ch/beratung/',
    });
  });

  it('has no alternates in b2b', () => {
    expect(hreflangFor('b2b', '/')).toEqual([]);
  });
});

describe('categoryTitle', () => {
  it('joins current and parent while that stays within 50 characters', () => {
    expect(categoryTitle('Bleistifte', 'Bleistifte & Buntstifte')).toBe('Bleistifte / Bleistifte & Buntstifte');
  });

  it('uses only the current category when "current / parent" exceeds 50 characters', () => {
    const parent = 'Wasserfarben, Deckfarbkästen und Malzubehör';
    expect(`Pinsel / ${parent}`.length).toBeGreaterThan(50);
    expect(categoryTitle('Pinsel', parent)).toBe('Pinsel');
    expect(categoryTitle('Schreiben & Zeichnen', null)).toBe('Schreiben & Zeichnen');
  });
});

describe('canonicalPath (one form per page, spec §9)', () => {
  it('gives content pages the form the CMS stores, whichever form was asked', () => {
    expect(canonicalPath('content', '/impressum', '/impressum/')).toBe('/impressum/');
    expect(canonicalPath('content', '/impressum/', '/impressum/')).toBe('/impressum/');
    expect(canonicalPath('home', '/', '/')).toBe('/');
  });

  it('ends category paths in a slash, like the spec links and the sitemap', () => {
    expect(canonicalPath('category', '/cat/100')).toBe('/cat/100/');
    expect(canonicalPath('category', '/cat/100/')).toBe('/cat/100/');
    expect(canonicalPath('category', '/schreiben-zeichnen')).toBe('/schreiben-zeichnen/');
  });

  it('keeps other paths as asked (products have no slash)', () => {
    expect(canonicalPath('other', '/prod/10401')).toBe('/prod/10401');
  });
});
