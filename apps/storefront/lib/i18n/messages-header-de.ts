/** German texts of the shop header (issue 28: pre-header, selling points, mini cart, navigation flyouts and drawer, wishlist link), spread into MESSAGES_DE. */
export const HEADER_DE = {
  // Pre-header (catalogue spec §2 Header)
  'ui.header.service': 'Service',
  'ui.header.trustBadge': 'Geprüfter Shop',
  'ui.header.trustBadgeTitle': 'Sicher einkaufen: geprüfter Shop mit Käuferschutz',
  'ui.header.hotline': 'Hotline {phone}',
  'ui.header.hotline#noParams': 'Hotline',
  'ui.header.email': 'E-Mail an den Service',
  // Selling-point strip: B2C with tooltips, B2B as links
  'ui.header.sellingPoints': 'Ihre Vorteile',
  'ui.header.sp.invoice': 'Kauf auf Rechnung',
  'ui.header.sp.invoiceText': 'Schulen, Kitas und Behörden bezahlen bequem per Rechnung.',
  'ui.header.sp.delivery': 'Schneller Versand',
  'ui.header.sp.deliveryText': 'Lieferung in der Regel in 2–3 Werktagen.',
  'ui.header.sp.advice': 'Persönliche Beratung',
  'ui.header.sp.adviceText': 'Mo–Fr 8–18 Uhr unter 0800 12345 (kostenfrei).',
  'ui.header.sp.b2bAdvantages': 'Ihre Vorteile als Bildungseinrichtung',
  'ui.header.sp.b2bInvoice': 'Kauf auf Rechnung',
  'ui.header.sp.b2bAbout': 'Über uns',
  // User shortcuts
  // Mini cart
  'ui.minicart.title': 'Ihr Warenkorb',
  'ui.minicart.quantity': 'Menge: {quantity}',
  'ui.minicart.quantity#noParams': 'Menge',
  'ui.minicart.allProducts': 'Alle {count} Artikel ansehen',
  'ui.minicart.allProducts#noParams': 'Alle Artikel ansehen',
  'ui.minicart.loading': 'Warenkorb wird geladen …',
  'ui.minicart.failed': 'Der Warenkorb kann gerade nicht angezeigt werden.',
  // Navigation flyouts and drawer
  'ui.nav.open': 'Unterkategorien von {name}',
  'ui.nav.open#noParams': 'Unterkategorien',
  'ui.nav.menu': 'Menü',
  'ui.nav.openMenu': 'Menü öffnen',
  'ui.nav.closeMenu': 'Menü schließen',
  'ui.nav.back': 'Zurück',
  'ui.nav.backTo': 'Zurück zu {name}',
  'ui.nav.backTo#noParams': 'Zurück',
  'ui.nav.service': 'Service & Konto',
} as const;
