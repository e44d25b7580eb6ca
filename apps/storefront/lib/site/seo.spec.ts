import { describe, expect, it } from '@jest/globals';
import { b2bAlternates, categoryTitle, indexableMetadata, isNoindexUrl, languagesOf, robotsOf } from './seo';

describe('SEO rules (spec §2/§9)', () => {
  it('know the noindex paths, with or without slashes, and any URL with /?order=', () => {
    for (const url of ['/login', '/login/', '/search?q=x', '/search/?q=x', '/checkout/basket/', '/myaccount/password', '/myaccount/wishlist/',
      '/myaccount/register?origin=wishlist', '/myaccount/resetpassword', '/rating?enc=abc', '/service/newsletter/success/',
      '/service/newsletter/newsletter-abmelden', '/cat/110/?order=price', '/beratung/?order=1']) {
      expect({ url, noindex: isNoindexUrl(url) }).toEqual({ url, noindex: true });
    }
    for (const url of ['/', '/cat/110/', '/cat/110?order=price', '/beratung/', '/service/newsletter', '/loginx', '/myaccount/orders', '/impressum/']) {
      expect({ url, noindex: isNoindexUrl(url) }).toEqual({ url, noindex: false });
    }
  });

  it('read the orchestrator’s robots value', () => {
    expect(robotsOf('index,follow')).toEqual({ index: true, follow: true });
    expect(robotsOf('noindex,follow')).toEqual({ index: false, follow: true });
    expect(robotsOf('noindex, nofollow')).toEqual({ index: false, follow: false });
    expect(robotsOf(null)).toEqual({ index: false, follow: true });
  });

  it('title a category "current / parent" up to 50 characters, else the current one', () => {
    expect(categoryTitle('Bleistifte', 'Schreiben & Zeichnen')).toBe('Bleistifte / Schreiben & Zeichnen');
    expect(categoryTitle('Bleistifte', null)).toBe('Bleistifte');
    const current = 'Buntstifte und Farbstifte für die Grundschule';
    expect(`${current} / Schreiben`.length).toBeGreaterThan(50);
    expect(categoryTitle(current, 'Schreiben')).toBe(current);
    expect(categoryTitle('a'.repeat(20), 'b'.repeat(27))).toHaveLength(50);
  });

  it('alternate the German and the English educational host on B2B, nothing elsewhere', () => {
    expect(b2bAlternates('https://shop.tafel-educational.de', '/service/katalog/')).toEqual([
      { hreflang: 'de', url: 'https://shop.tafel-educational.de/service/katalog/' },
      { hreflang: 'en', url: 'https://shop.tafel-educational-en.de/service/katalog/' },
    ]);
    expect(b2bAlternates('http://tafel-educational-en.localhost:3000', '/impressum/')).toEqual([
      { hreflang: 'de', url: 'http://tafel-educational.localhost:3000/impressum/' },
      { hreflang: 'en', url: 'http://tafel-educational-en.localhost:3000/impressum/' },
    ]);
    expect(b2bAlternates('https://www.tafel.de', '/')).toEqual([]);
    expect(languagesOf([])).toBeUndefined();
  });

  it('give indexable pages canonical, alternates and Open Graph with the default 1200x630 image', () => {
    const metadata = indexableMetadata({
      title: 'Impressum',
      description: 'Wer wir sind',
      canonical: 'https://www.tafel.de/impressum/',
      alternates: [
        { hreflang: 'de-DE', url: 'https://www.tafel.de/impressum/' },
        { hreflang: 'de-AT', url: 'https://www.tafel.at/impressum/' },
      ],
      language: 'de-AT',
    });
    expect(metadata.robots).toBeUndefined();
    expect(metadata.alternates).toEqual({
      canonical: 'https://www.tafel.de/impressum/',
      languages: { 'de-DE': 'https://www.tafel.de/impressum/', 'de-AT': 'https://www.tafel.at/impressum/' },
    });
    expect(metadata.openGraph).toMatchObject({
      title: 'Impressum',
      description: 'Wer wir sind',
      url: 'https://www.tafel.de/impressum/',
      locale: 'de_AT',
      images: [{ url: '/og-default.jpg', width: 1200, height: 630 }],
    });
  });
});
