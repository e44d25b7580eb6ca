import type { Language } from './locale';
import type { TextKey } from './translate';

// The error boundary's page (components/errors/shop-error.tsx) brings its texts in its own chunk,
// which loads with every page, instead of every page's payload carrying them for the rare error
// (issue 24's HTML budget): it still renders when the server that would hand texts over is broken.
// error-page-texts.spec.ts keeps them equal to the catalogues' texts.

export const ERROR_PAGE_KEYS = [
  'ui.error.title',
  'ui.error.retry',
  'ui.error.unavailable',
  'ui.error.text',
  'ui.error.code',
  'ui.toHome',
  'ui.errorPage.searchTitle',
  'ui.errorPage.categories',
  'ui.errorPage.debug',
  'ui.search.label',
  'ui.search.placeholder',
  'ui.search.submit',
] as const satisfies readonly TextKey[];

export type ErrorPageKey = (typeof ERROR_PAGE_KEYS)[number];

export const ERROR_PAGE_TEXTS: Readonly<Record<Language, Readonly<Record<ErrorPageKey, string>>>> = {
  de: {
    'ui.error.title': 'Fehler',
    'ui.error.retry': 'Erneut versuchen',
    'ui.error.unavailable': 'Der Shop ist gerade nicht erreichbar.',
    'ui.error.text': 'Bitte versuchen Sie es in einem Moment noch einmal – Ihr Warenkorb bleibt erhalten.',
    'ui.error.code': 'Fehlercode: {digest}',
    'ui.toHome': 'Zur Startseite',
    'ui.errorPage.searchTitle': 'Suchen Sie etwas Bestimmtes?',
    'ui.errorPage.categories': 'Unsere Hauptkategorien',
    'ui.errorPage.debug': 'Fehlerdetails (nur in der Entwicklung)',
    'ui.search.label': 'Suche',
    'ui.search.placeholder': 'Suchbegriff oder Artikelnummer',
    'ui.search.submit': 'Suchen',
  },
  en: {
    'ui.error.title': 'Error',
    'ui.error.retry': 'Try again',
    'ui.error.unavailable': 'The shop is currently unavailable.',
    'ui.error.text': 'Please try again in a moment – your basket will be kept.',
    'ui.error.code': 'Error code: {digest}',
    'ui.toHome': 'Go to the home page',
    'ui.errorPage.searchTitle': 'Looking for something specific?',
    'ui.errorPage.categories': 'Our main categories',
    'ui.errorPage.debug': 'Error details (development only)',
    'ui.search.label': 'Search',
    'ui.search.placeholder': 'Search term or article number',
    'ui.search.submit': 'Search',
  },
};
