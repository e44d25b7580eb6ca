// Brands, campaigns, sweepstakes and inspiration pages (spec §2 page types).
import { attr, button, cell, headlines, htmlTeaser, row, teaser } from '../builders.js';
import type { GridPageRecord, TeaserRecord } from '../types.js';
import { banner, contentPage } from './page.js';

// The catalogue's best-known manufacturers; a tile searches for the brand.
const BRANDS = ['Bürofix', 'Lernwerk', 'Farbenfroh', 'Kinderkram', 'Heftmeister', 'Ranzenglück', 'Stiftwerk', 'Raumschule'];

const brandTile = (brand: string, index: number): TeaserRecord =>
  teaser(`brands-${index + 1}`, 'Content Kachel', `Marke ${brand}`, [attr.text('headline', brand), attr.link('teaserLink', `/search?q=${encodeURIComponent(brand)}`), attr.value('bgcolor', '#f4f6f9')]);

const tab = (id: string, label: string, content: TeaserRecord): TeaserRecord => ({ ...content, id, attributes: [attr.text('tabText', label), ...content.attributes] });

/** Teaser wishlists shown on the inspiration page (getWishlistFromTeaserId answers them). */
export const TEASER_WISHLIST_IDS = { schulstart: 'TW-SCHULSTART', kita: 'TW-KITA' } as const;

export const CAMPAIGN_PAGES: GridPageRecord[] = [
  contentPage({
    pageId: 'brands',
    path: '/brands/',
    title: 'Unsere Marken',
    description: 'Starke Marken für Schule, Kita und Büro – von Bürofix bis Stiftwerk.',
    crumb: 'Marken',
    rows: [
      row(banner('brands', 'banner-marken', null, 'Unsere Marken')),
      row(...BRANDS.slice(0, 4).map((b, i) => cell(brandTile(b, i), 3))),
      row(...BRANDS.slice(4).map((b, i) => cell(brandTile(b, i + 4), 3))),
    ],
  }),
  contentPage({
    pageId: 'campaigns',
    path: '/campaigns/',
    title: 'Aktionen und Angebote',
    description: 'Aktuelle Aktionen: reduzierte Artikel, Klassensätze und Angebote zum Schulstart.',
    crumb: 'Aktionen',
    rows: [
      row(banner('campaigns', 'banner-aktionen', 'Nur für kurze Zeit', 'Aktuelle Aktionen')),
      row(
        cell(
          teaser('campaigns-killerlist', 'Killerlist Teaser', 'Aktionen Top-Angebote', [attr.text('headline', 'Die besten Angebote'), attr.text('googleAnalytics', 'campaigns_killerlist')], {
            recommendations: { categoryId: '900', sortBy: 'si', limit: 10 },
          }),
          12,
          { whiteBackgroundFullWidth: true },
        ),
      ),
      row(
        cell(
          teaser('campaigns-layer', 'Teaser Layer', 'Aktionsbedingungen', [
            attr.text('headline', 'Aktionsbedingungen'),
            attr.html('<p>Alle Angebote gelten solange der Vorrat reicht. Preise inkl. MwSt., zzgl. Versandkosten unter 49 € Bestellwert.</p>'),
            attr.text('buttonText', 'Bedingungen anzeigen'),
            attr.value('buttonType', 'link'),
          ]),
        ),
      ),
    ],
  }),
  contentPage({
    pageId: 'gewinnspiele',
    path: '/gewinnspiele/',
    title: 'Gewinnspiele',
    description: 'Mitmachen und gewinnen: aktuelle Gewinnspiele für Schulen und Kitas.',
    crumb: 'Gewinnspiele',
    rows: [
      row(banner('gewinnspiele', 'banner-gewinnspiel', 'Mitmachen & gewinnen', 'Eine Klassenausstattung im Wert von 1.000 €')),
      row(
        cell(
          teaser('gewinnspiele-tabs', 'Gewinnspiel Tab Teaser', 'Gewinnspiel Klassenausstattung', [attr.list('tabs', ['Mitmachen', 'Teilnahmebedingungen'])], {
            children: [
              tab('gewinnspiele-tab-form', 'Mitmachen', teaser('', 'Form Teaser', 'Gewinnspiel Teilnahme', [attr.value('teaserName', 'gewinnspiel-klassenausstattung'), attr.text('headline', 'Jetzt teilnehmen'), attr.text('buttonText', 'Teilnehmen'), attr.value('buttonType', 'green')])),
              tab('gewinnspiele-tab-terms', 'Teilnahmebedingungen', htmlTeaser('', 'Gewinnspiel Bedingungen', '<p>Teilnahmeschluss ist der 30.11.2024. Teilnahmeberechtigt sind Schulen und Kitas in Deutschland, Österreich und der Schweiz. Der Rechtsweg ist ausgeschlossen.</p>')),
            ],
          }),
          12,
          { paperBorderTop: true, paperBorderBottom: true },
        ),
      ),
    ],
  }),
  contentPage({
    pageId: 'inspiration',
    path: '/inspiration/',
    title: 'Inspiration für Unterricht und Kita',
    description: 'Ideen, Bastelanleitungen und fertige Materiallisten für Unterricht und Gruppenraum.',
    crumb: 'Inspiration',
    // The A/B Test TabTeaser below shows variant B; the Meta page view reports it.
    abTests: [{ id: 'T188', trackingCode: 'T188_B' }],
    rows: [
      row(banner('inspiration', 'banner-inspiration', 'Ideen & Anleitungen', 'Inspiration für Unterricht und Kita')),
      row(
        cell(
          teaser('inspiration-abtest', 'A/B Test TabTeaser', 'T188 Einstieg Inspiration', [attr.list('tabs', ['A', 'B'])], {
            children: [
              tab('inspiration-abtest-a', 'A', teaser('', 'Image Link Teaser', 'T188 Variante A', [attr.image('tile-300'), ...headlines(null, 'Basteln im Herbst', null), ...button('Zur Bastelecke', '/cat/300/', 'outline')])),
              tab('inspiration-abtest-b', 'B', teaser('', 'Image Link Teaser', 'T188 Variante B', [attr.image('tile-700'), ...headlines(null, 'Rechnen mit allen Sinnen', null), ...button('Lernmaterial ansehen', '/cat/720/', 'green')])),
            ],
          }),
        ),
      ),
      row(
        cell(
          teaser('inspiration-merkliste-schulstart', 'Bild-Teaser', 'Merkliste Schulstart', [attr.text('headline', 'Materialliste Schulstart'), attr.text('description', 'Alles für die erste Klasse auf einer Liste.'), { ...attr.image('banner-merkliste', 'left'), columns: 12 }], {
            template: 'Merkliste',
            teaserWishlistExternalId: TEASER_WISHLIST_IDS.schulstart,
          }),
        ),
      ),
      row(
        cell(
          teaser('inspiration-merkliste-kita', 'Bild-Teaser', 'Teaser-Merkliste Kita', [attr.text('headline', 'Grundausstattung Gruppenraum'), attr.text('description', 'Unsere Empfehlung für eine neue Kita-Gruppe.'), { ...attr.image('tile-400', 'right'), columns: 6 }], {
            template: 'Teaser-Merkliste',
            teaserWishlistExternalId: TEASER_WISHLIST_IDS.kita,
          }),
          12,
          { greyDotsBackground: true },
        ),
      ),
    ],
  }),
];
