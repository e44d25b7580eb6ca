// Legal pages (spec §2: privacy and imprint in German and English; conditions). The English
// ones (imprint, privacy, terms) exist for the B2B shop, whose English host has no German legal texts.
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
  // The English conditions of the B2B shop: business customers (schools, nurseries, authorities),
  // so no consumer right of withdrawal; payment on invoice as the B2B account's terms say.
  contentPage({
    pageId: 'terms',
    path: '/terms/',
    shops: B2B_ONLY,
    title: 'Terms and conditions',
    description: 'The terms and conditions of Tafel Lernmittel GmbH for orders of schools, nurseries and public institutions.',
    crumb: 'Terms and conditions',
    rows: [row(cell(htmlTeaser('terms-text', 'Terms', '<h1>Terms and conditions</h1><h2>§ 1 Scope</h2><p>These terms apply to all orders placed by schools, nurseries, public authorities and other business customers in our educational shop.</p><h2>§ 2 Conclusion of contract</h2><p>By submitting an order you make a binding offer; the contract is concluded with our order confirmation.</p><h2>§ 3 Payment</h2><p>Invoices are payable within the payment terms of your customer account, usually 30 days net.</p><p>The German version of these terms (<a href="/agb/">AGB</a>) prevails.</p>'), 12, { whiteBackground: true }))],
  }),
];
