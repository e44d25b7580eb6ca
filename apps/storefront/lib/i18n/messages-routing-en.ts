import type { ROUTING_DE } from './messages-routing-de';

/** English texts of the storefront's routing (issue 28), spread into MESSAGES_EN. */
export const ROUTING_EN: Readonly<Record<keyof typeof ROUTING_DE, string>> = {
  'ui.errorPage.gone': 'We have taken this page out of our range. The search or our categories may help you find what you are looking for.',
  'ui.errorPage.searchTitle': 'Looking for something specific?',
  'ui.errorPage.categories': 'Our main categories',
  'ui.errorPage.debug': 'Error details (development only)',
};
