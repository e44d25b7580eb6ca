import { attr, button, cell, headlines, row, teaser } from '../builders.js';
import { contentImage } from '../images.js';
import { ALL_SHOPS, type ContentLanguage, type GridPageRecord, type TeaserRecord } from '../types.js';

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

/** The home's texts per language: the English B2B shop (token scope edu-en) gets them in English. */
const TEXTS = {
  de: {
    slides: [
      ['Schulstart 2024', 'Alles für den ersten Schultag', 'Hefte, Stifte und Ranzen in großer Auswahl', 'Jetzt entdecken'],
      ['Für Kita und Krippe', 'Spielen, bauen, entdecken', 'Geprüftes Spielmaterial für die Kleinsten', 'Zum Kita-Sortiment'],
      ['Büro & Verwaltung', 'Ordnung, die mitwächst', 'Ordner, Ablagen und Schreibtischzubehör', 'Büro ansehen'],
    ],
    infoBar: 'Versandkostenfrei ab 49 € – auch an Schulen und Kitas',
    infoBarLink: 'Mehr erfahren',
    usps: [
      ['Versandkostenfrei ab 49 €', '<p>Schnelle Lieferung in 2–3 Werktagen.</p>'],
      ['Kauf auf Rechnung', '<p>Für Schulen, Kitas und Behörden.</p>'],
      ['Persönliche Beratung', '<p>Mo–Fr 8–18 Uhr: <a href="tel:+4980012345">0800 12345</a></p>'],
    ],
    tiles: null,
    recommendations: 'Beliebt bei Lehrkräften und Erzieher:innen',
    seo: '<h1>Schulbedarf, Kita-Material und Bürobedarf bei Tafel</h1><p>Seit über 30 Jahren beliefern wir Schulen, Kindergärten und Büros in Deutschland, Österreich und der Schweiz. Entdecken Sie über 160 sorgfältig ausgewählte Artikel – von der Bleistiftspitze bis zum Schülertisch.</p>',
    title: 'Tafel – Schulbedarf, Kita-Material und Bürobedarf online kaufen',
    description: 'Alles für Schule, Kindergarten und Büro: Hefte, Stifte, Bastelmaterial, Spielzeug und Möbel. Versandkostenfrei ab 49 €, Kauf auf Rechnung für Schulen.',
  },
  en: {
    slides: [
      ['Back to school 2024', 'Everything for the first school day', 'Exercise books, pens and school bags in a wide range', 'Discover now'],
      ['For nursery and crèche', 'Play, build, discover', 'Tested play materials for the little ones', 'To the nursery range'],
      ['Office & administration', 'Order that grows with you', 'Folders, trays and desk accessories', 'See the office range'],
    ],
    infoBar: 'Free delivery from €49 – to schools and nurseries too',
    infoBarLink: 'Learn more',
    usps: [
      ['Free delivery from €49', '<p>Fast delivery in 2–3 working days.</p>'],
      ['Pay on invoice', '<p>For schools, nurseries and public authorities.</p>'],
      ['Personal advice', '<p>Mon–Fri 8 am–6 pm: <a href="tel:+4980012345">0800 12345</a></p>'],
    ],
    tiles: {
      '100': 'Writing & drawing',
      '200': 'Exercise books & paper',
      '300': 'Arts & crafts',
      '400': 'Nursery & play',
      '500': 'Office & organisation',
      '600': 'School bags & cases',
      '700': 'Learning & maths',
      '800': 'Furniture & fittings',
    } as Record<string, string>,
    recommendations: 'Popular with teachers and educators',
    seo: '<h1>School supplies, nursery materials and office supplies at Tafel</h1><p>For more than 30 years we have supplied schools, nurseries and offices in Germany, Austria and Switzerland. Discover over 160 carefully chosen articles – from the pencil sharpener to the pupil’s desk.</p>',
    title: 'Tafel – school supplies, nursery materials and office supplies online',
    description: 'Everything for school, nursery and office: exercise books, pens, craft materials, toys and furniture. Free delivery from €49, pay on invoice for schools.',
  },
} as const;
type HomeTexts = (typeof TEXTS)[ContentLanguage];

const SLIDES = [
  { image: 'hero-schulstart', path: '/cat/100/', align: 'left' },
  { image: 'hero-kita', path: '/cat/400/', align: 'right' },
  { image: 'hero-buero', path: '/cat/500/', align: 'left' },
] as const;

function hero(texts: HomeTexts): TeaserRecord {
  return teaser('home-hero', 'Slider Hero Teaser', 'Startseite Hero-Slider', [attr.text('googleAnalytics', 'home_hero')], {
    children: SLIDES.map(({ image, path, align }, i) => {
      const [pre, headline, post, cta] = texts.slides[i]!;
      return slide(i + 1, image, pre, headline, post, cta, path, align);
    }),
  });
}

function infoBar(texts: HomeTexts): TeaserRecord {
  return teaser('home-infobar', 'Info Bar', 'infobar-versandkostenfrei', [
    attr.value('teaserName', 'infobar-versandkostenfrei'),
    attr.text('headline', texts.infoBar),
    attr.link('link', '/service/sicher-einkaufen/', texts.infoBarLink),
    attr.value('bgcolor', '#1d4f9c'),
    attr.value('textColor', '#ffffff'),
  ]);
}

function sellingPoint(id: string, icon: string, headline: string, html: string): TeaserRecord {
  return teaser(`home-usp-${id}`, 'HTML Box Teaser', `USP ${headline}`, [attr.value('iconType', icon), attr.text('headline', headline), attr.html(html)]);
}

const TILE_CATEGORIES = ['100', '200', '300', '400', '500', '600', '700', '800'];

function categoryTile(categoryId: string, texts: HomeTexts): TeaserRecord {
  const image = contentImage(`tile-${categoryId}`);
  return teaser(`home-tile-${categoryId}`, 'Content Kachel', `Kachel ${image.alt}`, [
    attr.image(image.name),
    attr.text('headline', texts.tiles?.[categoryId] ?? image.alt),
    attr.link('teaserLink', `/cat/${categoryId}/`),
    attr.text('googleAnalytics', `home_tile_${categoryId}`),
  ]);
}

/** The home grid in a language (the same teaser ids in each, so clicks and views count once). */
export function homePage(language: ContentLanguage): GridPageRecord {
  const texts = TEXTS[language];
  const tiles = TILE_CATEGORIES.map((id) => cell(categoryTile(id, texts), 3));
  const [versand, rechnung, beratung] = texts.usps;
  return {
    pageId: 'home',
    path: '/',
    shops: ALL_SHOPS,
    title: texts.title,
    description: texts.description,
    noindex: false,
    breadcrumbs: [],
    // The hero slider runs an A/B test of its first slide; the Meta page view reports it.
    abTests: [{ id: 'T201', trackingCode: 'T201_hero-slider_B' }],
    rows: [
      row(cell(infoBar(texts), 12, { noTopMargin: true, noSpaces: true })),
      row(cell(hero(texts), 12, { noSpaces: true, noTopMargin: true })),
      row(
        cell(sellingPoint('versand', 'truck', versand[0], versand[1]), 4, { greyDotsBackground: true }),
        cell(sellingPoint('rechnung', 'invoice', rechnung[0], rechnung[1]), 4, { greyDotsBackground: true }),
        cell(sellingPoint('beratung', 'phone', beratung[0], beratung[1]), 4, { greyDotsBackground: true }),
      ),
      row(...tiles.slice(0, 4)),
      row(...tiles.slice(4)),
      row(
        cell(
          teaser('home-recommendations', 'Recommendations Teaser', 'Startseite Topseller', [attr.text('headline', texts.recommendations), attr.text('googleAnalytics', 'home_topseller')], {
            recommendations: { categoryId: '1', sortBy: 'si', limit: 12 },
          }),
          12,
          { whiteBackgroundFullWidth: true, paperBorderTop: true, paperBorderBottom: true },
        ),
      ),
      row(cell(teaser('home-seo', 'HTML Teaser', 'Startseite SEO-Text', [attr.html(texts.seo)]))),
    ],
  };
}

export const HOME_PAGE: GridPageRecord = homePage('de');
/** The English shop's home (same id, path and teaser ids as HOME_PAGE). */
export const HOME_PAGE_EN: GridPageRecord = homePage('en');
