import type { Translator } from '@/lib/i18n/i18n';

// Apart from rating.ts, which the client tile grid imports: its texts are not handed to the browser
// (the grid gets the label template once, lib/product/tile-view.ts).

/** "4,5 von 5 Sternen" / "4.5 out of 5 stars" — the accessible label of a rating. */
export function ratingLabel(rating: number, i18n: Pick<Translator, 't' | 'intlLocale'>): string {
  return i18n.t('ui.rating.label', { rating: rating.toLocaleString(i18n.intlLocale, { maximumFractionDigits: 1 }) });
}
