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
}

export const GLOBAL_ERROR_TEXTS: Readonly<Record<Language, GlobalErrorTexts>> = {
  de: {
    title: 'Fehler',
    text: 'Der Shop ist gerade nicht erreichbar. Bitte versuchen Sie es in einem Moment noch einmal.',
    retry: 'Erneut versuchen',
  },
  en: {
    title: 'Error',
    text: 'The shop is currently unavailable. Please try again in a moment.',
    retry: 'Try again',
  },
};
