/**
 * German texts of the content area (issue 28: CMS teasers, the home's fallback, the footer),
 * spread into MESSAGES_DE. The client islands (slider, info bar, layer, tabs, consent dialog)
 * get theirs as props from the server, so no client scope needs them.
 */
export const CONTENT_DE = {
  'ui.content.slider.label': 'Aktuelle Themen',
  'ui.content.slider.previous': 'Vorheriges Bild',
  'ui.content.slider.next': 'Nächstes Bild',
  'ui.content.slider.goTo': 'Bild {n} von {count}',
  'ui.content.slider.slide': '{n} von {count}',
  'ui.content.infoBar.dismiss': 'Hinweis schließen',
  'ui.content.layer.open': 'Mehr erfahren',
  'ui.content.layer.close': 'Schließen',
  'ui.content.tabs.label': 'Themen',
  'ui.content.more': 'Mehr erfahren',
  'ui.content.wishlist.label': 'Merkliste',
  'ui.content.fallback.title': 'Willkommen bei Tafel',
  'ui.content.fallback.text': 'Alles für Schule, Kindergarten und Büro. Stöbern Sie in unseren Kategorien:',
  'ui.content.fallback.categories': 'Hauptkategorien',
  'ui.footer.label': 'Fußbereich',
  'ui.footer.social': 'Folgen Sie uns',
  'ui.footer.payment': 'Zahlungsarten',
  'ui.footer.delivery': 'Versand mit',
  'ui.footer.quality.title': 'Unser Qualitätsversprechen',
  'ui.footer.quality.text': 'Geprüfte Qualität, sichere Zahlung und 30 Tage Rückgaberecht.',
  'ui.footer.quality.link': 'Sicher einkaufen',
  'ui.footer.quality.badge': 'Geprüfter Shop',
  'ui.footer.newsletter.email': 'Ihre E-Mail-Adresse',
  'ui.footer.newsletter.submit': 'Abonnieren',
  'ui.footer.consent.title': 'Cookies bei Tafel',
  'ui.footer.consent.text':
    'Wir verwenden nur Cookies, die der Shop zum Funktionieren braucht: für Ihren Warenkorb, Ihre Anmeldung und ausgeblendete Hinweise. Cookies für Werbung oder Analyse anderer Anbieter setzen wir nicht.',
  'ui.footer.consent.close': 'Verstanden',
  'ui.footer.copyright': '© {year} Tafel',
} as const;
