// Service and advice pages of spec §2 (paths as the spec names them).
import { attr, cell, htmlTeaser, row, teaser } from '../builders.js';
import { B2B_ONLY, B2C_SHOPS, type GridPageRecord, type TeaserRecord } from '../types.js';
import { banner, contentPage } from './page.js';

const box = (id: string, icon: string, headline: string, html: string): TeaserRecord =>
  teaser(id, 'HTML Box Teaser', headline, [attr.value('iconType', icon), attr.text('headline', headline), attr.html(html)]);

const imageLink = (id: string, image: string, headline: string, path: string): TeaserRecord =>
  teaser(id, 'Image Link Teaser', headline, [attr.image(image), attr.text('headline', headline), attr.link('teaserLink', path), attr.text('alternativText', headline)]);

const form = (id: string, formId: string, headline: string, html: string, buttonText: string): TeaserRecord =>
  teaser(id, 'Form Teaser', headline, [attr.value('teaserName', formId), attr.text('headline', headline), attr.html(html), attr.text('buttonText', buttonText), attr.value('buttonType', 'primary')]);

export const SERVICE_PAGES: GridPageRecord[] = [
  contentPage({
    pageId: 'beratung',
    path: '/beratung/',
    title: 'Beratung für Schule, Kita und Büro',
    description: 'Unsere Fachberater:innen helfen bei Schulranzen, Einrichtung und Lernmaterial – telefonisch, per E-Mail oder vor Ort.',
    crumb: 'Beratung',
    rows: [
      row(banner('beratung', 'banner-beratung', 'Persönlich & kompetent', 'Beratung für Schule und Kita')),
      row(cell(htmlTeaser('beratung-intro', 'Beratung Einleitung', '<h1>Wir beraten Sie gerne</h1><p>Ob der erste Schulranzen, die Einrichtung eines Gruppenraums oder Lernmaterial für die ganze Klasse: Unser Team kennt das Sortiment und findet mit Ihnen die passende Lösung.</p>'))),
      row(
        cell(imageLink('beratung-ranzen', 'tile-600', 'Schulranzen-Beratung', '/cat/610/'), 4),
        cell(imageLink('beratung-moebel', 'tile-800', 'Raumeinrichtung', '/cat/800/'), 4),
        cell(imageLink('beratung-kita', 'tile-400', 'Kita-Ausstattung', '/cat/400/'), 4),
      ),
      row(cell(form('beratung-form', 'beratungsanfrage', 'Beratung anfragen', '<p>Schildern Sie uns kurz Ihr Anliegen – wir melden uns innerhalb eines Werktags.</p>', 'Anfrage senden'), 12, { greyDotsBackground: true })),
    ],
  }),
  contentPage({
    pageId: 'service-sicher-einkaufen',
    path: '/service/sicher-einkaufen/',
    title: 'Sicher einkaufen bei Tafel',
    description: 'Verschlüsselte Übertragung, geprüfter Shop mit Käuferschutz und sichere Zahlungsarten.',
    crumb: 'Sicher einkaufen',
    rows: [
      row(banner('service-sicher-einkaufen', 'banner-sicher-einkaufen', 'Unser Qualitätsversprechen', 'Sicher einkaufen')),
      row(
        cell(box('sicher-ssl', 'lock', 'Verschlüsselt', '<p>Alle Daten werden per TLS verschlüsselt übertragen.</p>'), 4),
        cell(box('sicher-kaeuferschutz', 'shield', 'Käuferschutz', '<p>Geprüfter Shop mit Käuferschutz bis 20.000 €.</p>'), 4),
        cell(box('sicher-zahlung', 'card', 'Sichere Zahlung', '<p>Rechnung, PayPal, Kreditkarte und mehr.</p>'), 4),
      ),
      row(cell(htmlTeaser('sicher-text', 'Sicher einkaufen Text', '<h2>Ihre Daten sind bei uns sicher</h2><p>Wir speichern nur, was wir für Ihre Bestellung brauchen, und geben keine Daten an Dritte weiter. Details finden Sie in unserer <a href="/datenschutz/">Datenschutzerklärung</a>.</p>'))),
    ],
  }),
  contentPage({
    pageId: 'service-spielwarensicherheit',
    path: '/service/spielwarensicherheit/',
    shops: B2C_SHOPS,
    title: 'Spielwarensicherheit',
    description: 'Geprüftes Spielzeug nach EN 71: so stellen wir die Sicherheit unserer Spielwaren sicher.',
    crumb: 'Spielwarensicherheit',
    rows: [
      row(banner('service-spielwarensicherheit', 'banner-spielwarensicherheit', 'Geprüft nach EN 71', 'Spielwarensicherheit')),
      row(cell(htmlTeaser('spielwaren-text', 'Spielwarensicherheit Text', '<h2>Sicher spielen</h2><p>Alle Spielwaren tragen das CE-Zeichen und sind nach der Spielzeugnorm EN 71 geprüft. Altersangaben und Warnhinweise finden Sie auf jeder Produktseite.</p><ul><li>Schadstoffgeprüfte Materialien</li><li>Keine verschluckbaren Kleinteile unter 3 Jahren</li><li>Regelmäßige Kontrollen durch unabhängige Prüfinstitute</li></ul>'))),
    ],
  }),
  contentPage({
    pageId: 'service-product-safety',
    path: '/service/product-safety/',
    shops: B2B_ONLY,
    title: 'Produktsicherheit',
    description: 'Informationen zur Produktsicherheit nach GPSR für Bildungseinrichtungen.',
    crumb: 'Produktsicherheit',
    rows: [
      row(cell(htmlTeaser('product-safety-text', 'Produktsicherheit Text', '<h1>Produktsicherheit</h1><p>Nach der EU-Produktsicherheitsverordnung (GPSR) nennen wir zu jedem Produkt Hersteller, Kontaktadresse und Sicherheitshinweise. Fragen beantwortet unser Team unter <a href="mailto:produktsicherheit@tafel.example.de">produktsicherheit@tafel.example.de</a>.</p>'))),
    ],
  }),
  contentPage({
    pageId: 'service-your-advantages',
    path: '/service/your-advantages/',
    shops: B2B_ONLY,
    title: 'Ihre Vorteile als Bildungseinrichtung',
    description: 'Kauf auf Rechnung, Sonderkonditionen für Schulträger und persönliche Ansprechpartner.',
    crumb: 'Ihre Vorteile',
    rows: [
      row(banner('service-your-advantages', 'banner-vorteile', 'Für Schulen, Kitas und Träger', 'Ihre Vorteile')),
      row(
        cell(box('vorteile-rechnung', 'invoice', 'Kauf auf Rechnung', '<p>30 Tage Zahlungsziel, auch als E-Rechnung (XRechnung).</p>'), 4, { whiteBackground: true }),
        cell(box('vorteile-konditionen', 'percent', 'Sonderkonditionen', '<p>Staffelpreise für Klassensätze und Rahmenverträge für Träger.</p>'), 4, { whiteBackground: true }),
        cell(box('vorteile-ansprechpartner', 'person', 'Feste Ansprechpartner', '<p>Ihr Kundenbetreuer kennt Ihre Einrichtung.</p>'), 4, { whiteBackground: true }),
      ),
    ],
  }),
  contentPage({
    pageId: 'about-betzold',
    path: '/about-betzold/',
    shops: B2B_ONLY,
    title: 'Über uns',
    description: 'Seit über 30 Jahren Partner von Schulen und Kitas: lernen Sie unser Team kennen.',
    crumb: 'Über uns',
    rows: [
      row(banner('about-betzold', 'banner-ueber-uns', 'Seit 1991', 'Über uns')),
      row(cell(htmlTeaser('about-text', 'Über uns Text', '<h2>Von Lehrkräften für Lehrkräfte</h2><p>Gegründet von einer Grundschullehrerin, beliefern wir heute über 40.000 Bildungseinrichtungen. Unser Sortiment wird von Pädagog:innen ausgewählt und im Alltag erprobt.</p>'))),
    ],
  }),
  contentPage({
    pageId: 'service-kontakt',
    path: '/service/kontakt/',
    title: 'Kontakt',
    description: 'So erreichen Sie unseren Kundenservice: Telefon, E-Mail und Kontaktformular.',
    crumb: 'Kontakt',
    rows: [
      row(
        cell(htmlTeaser('kontakt-text', 'Kontakt Text', '<h1>Kontakt</h1><p>Mo–Fr 8–18 Uhr unter <a href="tel:+4980012345">0800 12345</a> (kostenfrei) oder per E-Mail an service@tafel.example.de.</p>'), 6),
        cell(form('kontakt-form', 'kontaktformular', 'Kontaktformular', '<p>Wir antworten innerhalb eines Werktags.</p>', 'Nachricht senden'), 6, { greyDotsBackground: true }),
      ),
    ],
  }),
];

