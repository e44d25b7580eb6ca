/**
 * German texts of the lightning deals (issue 26; catalogue spec §4, §5), spread into MESSAGES_DE.
 * Kept apart so the area's wording stays together. `ui.lightning.buy.*` goes to the product page's
 * client components, `ui.lightning.basket.*` to the basket's (lib/i18n/client-scopes.ts); the others
 * are rendered on the server and handed to the countdown and the tiles as text.
 */
export const LIGHTNING_DE = {
  'ui.lightning.badge': 'Blitzangebot',
  'ui.lightning.stripTitle': 'Blitzangebote',
  'ui.lightning.stripText': 'Nur für kurze Zeit und solange der Vorrat reicht.',
  'ui.lightning.stripLabel': 'Laufende Blitzangebote',
  'ui.lightning.reserved': '{percent} % reserviert',
  'ui.lightning.countdownDays': 'noch {days} Tage',
  'ui.lightning.countdownHours': 'noch {time} Std.',
  'ui.lightning.countdownMinutes': 'noch {time} Min.',
  'ui.lightning.endsAt': 'Angebot endet am {date} Uhr',
  'ui.lightning.dealPrice': 'Blitzpreis',
  'ui.lightning.buy.quantity': 'Menge zum Blitzpreis',
  'ui.lightning.buy.add': 'Zum Blitzpreis in den Warenkorb',
  'ui.lightning.buy.adding': 'Wird reserviert …',
  'ui.lightning.buy.maxPerCart': 'Höchstens {max} Stück pro Warenkorb zum Blitzpreis.',
  'ui.lightning.buy.noneLeft': 'Sie haben die Höchstmenge zum Blitzpreis schon im Warenkorb.',
  'ui.lightning.buy.added': 'Der Artikel liegt zum Blitzpreis im Warenkorb und ist 15 Minuten für Sie reserviert.',
  'ui.lightning.reason.DEAL_OVER': 'Dieses Blitzangebot ist leider vorbei oder ausverkauft.',
  'ui.lightning.reason.NOT_EXPIRED': 'Ihre Reservierung läuft noch.',
  'ui.lightning.rateLimited': 'Zu viele Versuche in kurzer Zeit. Bitte versuchen Sie es in {seconds} Sekunden noch einmal.',
  'ui.lightning.basket.rateLimited': 'Zu viele Versuche in kurzer Zeit. Bitte versuchen Sie es in {seconds} Sekunden noch einmal.',
  'ui.lightning.disabled': 'Blitzangebote sind gerade nicht verfügbar.',
  'ui.lightning.basket.atDealPrice': '{quantity} × zum Blitzpreis',
  'ui.lightning.basket.atNormalPrice': '{quantity} × zum Normalpreis',
  'ui.lightning.basket.reservedFor': 'Zum Blitzpreis reserviert:',
  'ui.lightning.basket.expired': 'Ihre Reservierung ist abgelaufen. Die Blitzangebote in Ihrem Warenkorb kosten jetzt wieder den Normalpreis.',
  'ui.lightning.basket.refresh': 'Erneut reservieren',
  'ui.lightning.basket.refreshing': 'Wird reserviert …',
  'ui.lightning.basket.refreshed': 'Ihre Blitzangebote sind wieder 15 Minuten für Sie reserviert.',
  'ui.lightning.basket.reduced': 'Es war nicht mehr alles vorrätig: Ein Teil ist zum Blitzpreis reserviert, der Rest kostet den Normalpreis.',
  'ui.lightning.basket.notLegal': 'Das Blitzangebot ist vorbei. Die Artikel kosten den Normalpreis.',
  'ui.lightning.basket.notExpired': 'Ihre Reservierung läuft noch.',
  'ui.lightning.basket.notRefreshed': 'Die Reservierung konnte nicht erneuert werden.',
} as const satisfies Readonly<Record<string, string>>;
