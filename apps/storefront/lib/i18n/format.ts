import { formatCents, toCents } from '@tafel/domain';
import type { Translator } from './i18n';

/** An amount as the orchestrator sends it. */
export interface MoneyLike {
  amount: number;
}

/**
 * "3,49 €" (German shops) or "€3.49" (English shop) — formatted by the shop's own rules
 * (libs/domain), whatever the orchestrator's text. The no-break space Intl puts before "€"
 * keeps a German price on one line.
 */
export function formatMoney(money: MoneyLike, i18n: Pick<Translator, 'intlLocale'>): string {
  return formatCents(toCents(money.amount), i18n.intlLocale);
}

/** "1.234 Artikel" / "1 article", "2 articles" (the German noun has the same plural). */
export function articleCountText(count: number, i18n: Pick<Translator, 't' | 'intlLocale'>): string {
  const plural = new Intl.PluralRules(i18n.intlLocale).select(count);
  return i18n.t(plural === 'one' ? 'ui.articleCount.one' : 'ui.articleCount.other', { count: count.toLocaleString(i18n.intlLocale) });
}

/** Shortens text for a meta description: at most `max` characters, cut at a word, with "…". */
export function shorten(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.–-]+$/, '')}…`;
}
