/**
 * German texts of the storefront's routing (issue 28): the error page of the catalogue spec §2
 * for 404, 410 and 500, spread into MESSAGES_DE.
 */
export const ROUTING_DE = {
  'ui.errorPage.gone': 'Diese Seite haben wir aus unserem Angebot genommen. Vielleicht finden Sie über die Suche oder unsere Kategorien, was Sie suchen.',
  'ui.errorPage.searchTitle': 'Suchen Sie etwas Bestimmtes?',
  'ui.errorPage.categories': 'Unsere Hauptkategorien',
  'ui.errorPage.debug': 'Fehlerdetails (nur in der Entwicklung)',
} as const;
