// Legal pages (spec §2: privacy and imprint in German and English; conditions). The English
// ones exist for the B2B shop, whose English host has no German legal texts.
import { cell, htmlTeaser, row } from '../builders.js';
import { B2B_ONLY, type GridPageRecord } from '../types.js';
import { contentPage } from './page.js';

const COMPANY = '<p>Tafel Lernmittel GmbH<br>Musterstraße 1<br>80331 München<br>Deutschland</p>';

export const LEGAL_PAGES: GridPageRecord[] = [
  contentPage({
    pageId: 'impressum',
    path: '/impressum/',
    title: 'Impressum',
    description: 'Impressum der Tafel Lernmittel GmbH.',
    crumb: 'Impressum',
    rows: [row(cell(htmlTeaser('impressum-text', 'Impressum', `<h1>Impressum</h1>${COMPANY}<p>Geschäftsführung: Maria Beispiel<br>Registergericht: Amtsgericht München, HRB 123456<br>USt-IdNr.: DE123456789</p>`), 12, { whiteBackground: true }))],
  }),
  contentPage({
    pageId: 'datenschutz',
    path: '/datenschutz/',
    title: 'Datenschutzerklärung',
    description: 'Wie wir Ihre Daten verarbeiten und welche Rechte Sie haben.',
    crumb: 'Datenschutz',
    rows: [row(cell(htmlTeaser('datenschutz-text', 'Datenschutz', `<h1>Datenschutzerklärung</h1><p>Verantwortlich für die Datenverarbeitung ist:</p>${COMPANY}<p>Wir verarbeiten personenbezogene Daten nur zur Abwicklung Ihrer Bestellung und, mit Ihrer Einwilligung, für Newsletter und Analyse. Ihre Einwilligung können Sie jederzeit in den <a href="#cookie-consent">Cookie-Einstellungen</a> widerrufen.</p>`), 12, { whiteBackground: true }))],
  }),
  contentPage({
    pageId: 'agb',
    path: '/agb/',
    title: 'Allgemeine Geschäftsbedingungen',
    description: 'Die AGB der Tafel Lernmittel GmbH für Bestellungen im Onlineshop.',
    crumb: 'AGB',
    rows: [row(cell(htmlTeaser('agb-text', 'AGB', '<h1>Allgemeine Geschäftsbedingungen</h1><h2>§ 1 Geltungsbereich</h2><p>Diese Bedingungen gelten für alle Bestellungen über unseren Onlineshop.</p><h2>§ 2 Vertragsschluss</h2><p>Mit dem Absenden der Bestellung geben Sie ein verbindliches Angebot ab; der Vertrag kommt mit unserer Auftragsbestätigung zustande.</p>'), 12, { whiteBackground: true }))],
  }),
  contentPage({
    pageId: 'imprint',
    path: '/imprint/',
    shops: B2B_ONLY,
    title: 'Imprint',
    description: 'Legal notice of Tafel Lernmittel GmbH.',
    crumb: 'Imprint',
    rows: [row(cell(htmlTeaser('imprint-text', 'Imprint', `<h1>Imprint</h1>${COMPANY}<p>Managing director: Maria Beispiel<br>Register court: Munich local court, HRB 123456<br>VAT ID: DE123456789</p>`), 12, { whiteBackground: true }))],
  }),
  contentPage({
    pageId: 'privacy',
    path: '/privacy/',
    shops: B2B_ONLY,
    title: 'Privacy policy',
    description: 'How we process your data and what rights you have.',
    crumb: 'Privacy',
    rows: [row(cell(htmlTeaser('privacy-text', 'Privacy', `<h1>Privacy policy</h1><p>The controller is:</p>${COMPANY}<p>We process personal data only to fulfil your order and, with your consent, for newsletters and analytics.</p>`), 12, { whiteBackground: true }))],
  }),
];
