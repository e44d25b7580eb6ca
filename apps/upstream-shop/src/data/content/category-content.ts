// The CMS side of category pages (spec catalogue §3 Category): the category parameters
// (SEO box, shortage texts, teaser placement) and the teasers shown on some listings.
import { attr, button, headlines, teaser } from './builders.js';
import type { TeaserRecord } from './types.js';

/** Category parameter names as the shop stores them. */
export const CATEGORY_PARAMETERS = {
  seoBoxText: 'ishop_seo_box_text',
  teaserBelowSeoText: 'categoryTeaserBelowSeoText',
  shortageLightning: 'verknappungblitzangebot',
  shortage: 'verknappung',
} as const;

export interface CategoryParameterRecord {
  name: string;
  value: string;
}

/** German SEO HTML per category; every main category and a few subcategories have one. */
const SEO_TEXTS: Record<string, string> = {
  '100':
    '<h2>Schreiben &amp; Zeichnen für Schule und Kita</h2><p>Vom ersten <strong>Bleistift</strong> bis zum Füller für die Oberstufe: Schreibgeräte, die in Kinderhänden gut liegen und lange halten. Buntstifte mit bruchfesten Minen, Filzstifte mit auswaschbarer Tinte und Radiergummis, die nicht schmieren.</p><p>Für Klassensätze gibt es viele Artikel in Großpackungen – so hat jedes Kind dieselben Farben. Lehrkräfte finden außerdem Tafelkreiden, Marker und Zubehör für die Ordnung am Platz.</p><h3>Worauf es ankommt</h3><ul><li>Ergonomische Griffzonen für Schreibanfänger</li><li>Ungiftige, geprüfte Farben</li><li>Nachfüllbare Tintenroller und Patronen</li></ul><p>Unsere <a href="/beratung/">Beratung</a> hilft bei der Auswahl für Ihre Klasse.</p>',
  '110':
    '<h2>Bleistifte &amp; Buntstifte</h2><p>Dreikant-Bleistifte für den Schreibstart, Buntstifte in 12 bis 48 Farben und Wachsmalstifte für die Kleinsten. Bruchfeste Minen sparen Spitzer und Nerven.</p><p>Tipp: Großpackungen mit einheitlichen Farben erleichtern den Unterricht.</p>',
  '200':
    '<h2>Hefte &amp; Papier</h2><p>Schulhefte in allen Lineaturen der Grundschule und weiterführenden Schulen, Collegeblöcke, Zeichen- und Tonpapier. Unsere Hefte haben <strong>90 g/m²</strong> starkes Papier, auf dem auch Füller nicht durchschlagen.</p><p>Hefthüllen und Sammelmappen in passenden Farben halten Ordnung nach Fächern.</p>',
  '300':
    '<h2>Basteln &amp; Gestalten</h2><p>Scheren für Links- und Rechtshänder, lösungsmittelfreier Kleber, Wasserfarben und Pinsel, Knete und Bastelmaterial: alles für den Kunstunterricht und kreative Nachmittage in der Kita.</p><p>Viele Materialien gibt es als Gruppenpackung für 25 oder 30 Kinder.</p><h3>Sicher basteln</h3><p>Kinderscheren mit abgerundeter Spitze und Kleber ohne Lösungsmittel sind für Kinder ab 3 Jahren geeignet.</p>',
  '400':
    '<h2>Kindergarten &amp; Spielen</h2><p>Bausteine, Puzzles, Bewegungsspiele und Rollenspiel fördern Motorik, Sprache und soziales Lernen. Alle Spielwaren entsprechen der EN 71 – mehr dazu unter <a href="/service/spielwarensicherheit/">Spielwarensicherheit</a>.</p>',
  '500':
    '<h2>Büro &amp; Organisation</h2><p>Ordner, Register, Heftgeräte, Locher und Schreibtischzubehör für Sekretariat und Lehrerzimmer. Laminiergeräte, Displays und Leuchten bringen Technik in den Unterricht.</p>',
  '600':
    '<h2>Schulranzen &amp; Taschen</h2><p>Ergonomische <strong>Schulranzen</strong> nach DIN 58124 mit Reflektoren, leichte Rucksäcke für die weiterführende Schule, Turnbeutel und Brotdosen ohne Schadstoffe.</p><p>Ein Ranzen sollte höchstens ein Zehntel des Körpergewichts wiegen – gepackt.</p>',
  '610':
    '<h2>Schulranzen für die Einschulung</h2><p>Ein guter Ranzen ist leicht, formstabil und gut sichtbar. Achten Sie auf verstellbare Gurte, einen gepolsterten Rücken und fluoreszierende Flächen.</p>',
  '700':
    '<h2>Lernen &amp; Mathematik</h2><p>Geodreiecke, Zirkel, Rechenrahmen, Lernuhren, Globen und Lesematerial: Anschauungsmaterial, das Zahlen, Formen und Buchstaben begreifbar macht.</p>',
  '800':
    '<h2>Möbel &amp; Einrichtung</h2><p>Höhenverstellbare Schülertische, Stühle und Sitzkissen, Aufbewahrung und Tafeln für Klassenzimmer und Gruppenräume. Große Möbel liefern wir per Spedition frei Verwendungsstelle.</p>',
};

/** Categories whose teasers go below the SEO text instead of above the products. */
const TEASERS_BELOW_SEO_TEXT = new Set(['300']);

// The shortage texts of the lightning strip and of scarce tiles; {0} is the remaining quantity.
const SHORTAGE_TEXTS = { lightning: 'Nur noch {0} Stück zum Blitzpreis!', normal: 'Nur noch {0} Stück auf Lager' };

/** The CMS teasers per category, in display order; ids are unique across all grids. */
export const CATEGORY_TEASERS: Record<string, TeaserRecord[]> = {
  '100': [
    teaser('cat-100-klassensatz', 'Image Link Teaser', 'Kategorie 100 Klassensätze', [
      attr.image('banner-klassensatz'),
      ...headlines('Für die ganze Klasse', 'Klassensätze zum Schulstart', null),
      ...button('Zu den Klassensätzen', '/cat/110/'),
      attr.text('googleAnalytics', 'cat100_klassensatz'),
    ]),
    teaser('cat-100-beratung', 'HTML Box Teaser', 'Kategorie 100 Beratung', [
      attr.text('headline', 'Welcher Stift für wen?'),
      attr.html('<p>Unsere Pädagoginnen beraten Sie bei der Auswahl – <a href="/beratung/">zur Beratung</a>.</p>'),
      attr.value('iconType', 'phone'),
      attr.text('googleAnalytics', 'cat100_beratung'),
    ]),
  ],
  '300': [
    teaser('cat-300-ideen', 'Image Link Teaser', 'Kategorie 300 Bastelideen', [
      attr.image('banner-bastelideen'),
      ...headlines(null, 'Bastelideen für jede Jahreszeit', 'Anleitungen und Material'),
      ...button('Ideen entdecken', '/inspiration/', 'secondary'),
      attr.text('googleAnalytics', 'cat300_ideen'),
    ]),
  ],
  '610': [
    teaser('cat-610-ranzenberatung', 'HTML Box Teaser', 'Kategorie 610 Ranzenberatung', [
      attr.text('headline', 'Der richtige Ranzen'),
      attr.html('<p>Passt der Ranzen? Unsere Checkliste zur Einschulung hilft bei der Wahl.</p>'),
      attr.value('iconType', 'invoice'),
      attr.text('googleAnalytics', 'cat610_ranzenberatung'),
    ]),
  ],
};

/** The parameters of a category in the order the shop lists them; empty when it has none. */
export function categoryParameters(categoryId: string, level: number): CategoryParameterRecord[] {
  const result: CategoryParameterRecord[] = [];
  const seo = SEO_TEXTS[categoryId];
  if (seo) result.push({ name: CATEGORY_PARAMETERS.seoBoxText, value: seo });
  if (TEASERS_BELOW_SEO_TEXT.has(categoryId)) result.push({ name: CATEGORY_PARAMETERS.teaserBelowSeoText, value: 'true' });
  // Only main categories carry shortage texts in the seed.
  if (level === 1) {
    result.push({ name: CATEGORY_PARAMETERS.shortageLightning, value: SHORTAGE_TEXTS.lightning });
    result.push({ name: CATEGORY_PARAMETERS.shortage, value: SHORTAGE_TEXTS.normal });
  }
  return result;
}

export function categoryTeasers(categoryId: string): readonly TeaserRecord[] {
  return CATEGORY_TEASERS[categoryId] ?? [];
}
