import { formatCents, toCents } from '@tafel/domain';

/** An amount as the orchestrator sends it. */
export interface MoneyLike {
  amount: number;
}

/**
 * "3,49 €" — formatted by the shop's own rules (libs/domain), whatever the orchestrator's text.
 * The no-break space Intl puts before "€" keeps a price on one line.
 */
export function formatMoney(money: MoneyLike): string {
  return formatCents(toCents(money.amount));
}

/** "1.234 Artikel" (the German noun has the same plural). */
export function articleCountText(count: number): string {
  return `${count.toLocaleString('de-DE')} Artikel`;
}

/** Shortens text for a meta description: at most `max` characters, cut at a word, with "…". */
export function shorten(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.–-]+$/, '')}…`;
}
