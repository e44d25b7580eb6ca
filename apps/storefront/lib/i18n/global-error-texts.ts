import type { Language } from './locale';

// The last-resort error page (app/global-error.tsx) replaces the root layout, and with it the
// messages the layouts hand to the browser; it brings these few texts itself instead of a
// catalogue. global-error-texts.spec.ts keeps them equal to the catalogues' texts.

export interface GlobalErrorTexts {
  /** ui.error.title */
  title: string;
  /** ui.globalError.text */
  text: string;
  /** ui.error.retry */
  retry: string;
  /** The search box: ui.errorPage.searchTitle, ui.search.placeholder, ui.search.label, ui.search.submit. */
  search: { title: string; placeholder: string; label: string; submit: string };
}

export const GLOBAL_ERROR_TEXTS: Readonly<Record<Language, GlobalErrorTexts>> = {
  de: {
    title: 'Fehler',
    text: 'Der Shop ist gerade nicht erreichbar. Bitte versuchen Sie es in einem Moment noch einmal.',
    retry: 'Erneut versuchen',
    search: { title: 'Suchen Sie etwas Bestimmtes?', placeholder: 'Suchbegriff oder Artikelnummer', label: 'Suche', submit: 'Suchen' },
  },
  en: {
    title: 'Error',
    text: 'The shop is currently unavailable. Please try again in a moment.',
    retry: 'Try again',
    search: { title: 'Looking for something specific?', placeholder: 'Search term or article number', label: 'Search', submit: 'Search' },
  },
};
