import { attr, button, cell, headlines, row, teaser } from '../builders.js';
import { contentImage } from '../images.js';
import { ALL_SHOPS, type GridPageRecord, type TeaserRecord } from '../types.js';

function slide(n: number, image: string, pre: string, headline: string, post: string, cta: string, path: string, align: 'left' | 'right'): TeaserRecord {
  return teaser(`home-hero-${n}`, 'Bild-Teaser', `Hero ${n}: ${headline}`, [
    attr.image(image),
    ...headlines(pre, headline, post),
    ...button(cta, path, n === 1 ? 'primary' : 'secondary'),
    attr.value('heroTeaserAlignment', align),
    attr.value('colorHeadline', '#ffffff'),
    attr.value('colorPreHeadline', '#ffffff'),
    attr.value('colorPostHeadline', '#ffffff'),
    attr.text('googleAnalytics', `home_hero_${n}`),
    // Only the first slide is above the fold; the others load lazily.
    attr.value('loading.eager', n === 1 ? 'true' : 'false'),
  ]);
}

const HERO = teaser('home-hero', 'Slider Hero Teaser', 'Startseite Hero-Slider', [attr.text('googleAnalytics', 'home_hero')], {
  children: [
    slide(1, 'hero-schulstart', 'Schulstart 2024', 'Alles für den ersten Schultag', 'Hefte, Stifte und Ranzen in großer Auswahl', 'Jetzt entdecken', '/cat/100/', 'left'),
    slide(2, 'hero-kita', 'Für Kita und Krippe', 'Spielen, bauen, entdecken', 'Geprüftes Spielmaterial für die Kleinsten', 'Zum Kita-Sortiment', '/cat/400/', 'right'),
    slide(3, 'hero-buero', 'Büro & Verwaltung', 'Ordnung, die mitwächst', 'Ordner, Ablagen und Schreibtischzubehör', 'Büro ansehen', '/cat/500/', 'left'),
  ],
});

const INFO_BAR = teaser('home-infobar', 'Info Bar', 'infobar-versandkostenfrei', [
  attr.value('teaserName', 'infobar-versandkostenfrei'),
  attr.text('headline', 'Versandkostenfrei ab 49 € – auch an Schulen und Kitas'),
  attr.link('link', '/service/sicher-einkaufen/', 'Mehr erfahren'),
  attr.value('bgcolor', '#1d4f9c'),
  attr.value('textColor', '#ffffff'),
]);

function sellingPoint(id: string, icon: string, headline: string, html: string): TeaserRecord {
  return teaser(`home-usp-${id}`, 'HTML Box Teaser', `USP ${headline}`, [attr.value('iconType', icon), attr.text('headline', headline), attr.html(html)]);
}

const TILE_CATEGORIES = ['100', '200', '300', '400', '500', '600', '700', '800'];

function categoryTile(categoryId: string): TeaserRecord {
  const image = contentImage(`tile-${categoryId}`);
  return teaser(`home-tile-${categoryId}`, 'Content Kachel', `Kachel ${image.alt}`, [
    attr.image(image.name),
    attr.text('headline', image.alt),
    attr.link('teaserLink', `/cat/${categoryId}/`),
    attr.text('googleAnalytics', `home_tile_${categoryId}`),
  ]);
}

const tiles = TILE_CATEGORIES.map((id) => cell(categoryTile(id), 3));

export const HOME_PAGE: GridPageRecord = {
  pageId: 'home',
  path: '/',
  shops: ALL_SHOPS,
  title: 'Tafel – Schulbedarf, Kita-Material und Bürobedarf online kaufen',
  description: 'Alles für Schule, Kindergarten und Büro: Hefte, Stifte, Bastelmaterial, Spielzeug und Möbel. Versandkostenfrei ab 49 €, Kauf auf Rechnung für Schulen.',
  noindex: false,
  breadcrumbs: [],
  // The hero slider runs an A/B test of its first slide; the Meta page view reports it.
  abTests: [{ id: 'T201', trackingCode: 'T201_hero-slider_B' }],
  rows: [
    row(cell(INFO_BAR, 12, { noTopMargin: true, noSpaces: true })),
    row(cell(HERO, 12, { noSpaces: true, noTopMargin: true })),
    row(
      cell(sellingPoint('versand', 'truck', 'Versandkostenfrei ab 49 €', '<p>Schnelle Lieferung in 2–3 Werktagen.</p>'), 4, { greyDotsBackground: true }),
      cell(sellingPoint('rechnung', 'invoice', 'Kauf auf Rechnung', '<p>Für Schulen, Kitas und Behörden.</p>'), 4, { greyDotsBackground: true }),
      cell(sellingPoint('beratung', 'phone', 'Persönliche Beratung', '<p>Mo–Fr 8–18 Uhr: <a href="tel:+4980012345">0800 12345</a></p>'), 4, { greyDotsBackground: true }),
    ),
    row(...tiles.slice(0, 4)),
    row(...tiles.slice(4)),
    row(
      cell(
        teaser('home-recommendations', 'Recommendations Teaser', 'Startseite Topseller', [attr.text('headline', 'Beliebt bei Lehrkräften und Erzieher:innen'), attr.text('googleAnalytics', 'home_topseller')], {
          recommendations: { categoryId: '1', sortBy: 'si', limit: 12 },
        }),
        12,
        { whiteBackgroundFullWidth: true, paperBorderTop: true, paperBorderBottom: true },
      ),
    ),
    row(
      cell(
        teaser('home-seo', 'HTML Teaser', 'Startseite SEO-Text', [
          attr.html(
            '<h1>Schulbedarf, Kita-Material und Bürobedarf bei Tafel</h1><p>Seit über 30 Jahren beliefern wir Schulen, Kindergärten und Büros in Deutschland, Österreich und der Schweiz. Entdecken Sie über 160 sorgfältig ausgewählte Artikel – von der Bleistiftspitze bis zum Schülertisch.</p>',
          ),
        ]),
      ),
    ),
  ],
};
