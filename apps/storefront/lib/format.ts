import { formatCents, toCents } from '@tafel/domain';

/** An amount as the orchestrator sends it. */
export interface MoneyLike {
  amount: number;
}

/**
 * "3,49 €" — formatted by the shop's own rules (libs/domain), whatever the orchestrator's text.
 * Intl puts a no-break space before "€"; a plain space is used instead so the text matches what
 * people (and tests) type, and the markup keeps prices from wrapping with `white-space: nowrap`.
 */
export function formatMoney(money: MoneyLike): string {
  return formatCents(toCents(money.amount)).replace(/[\u00a0\u202f]/g, ' ');
}

/** "1.234 Artikel" (the German noun has the same plural). */
export function articleCountText(count: number): string {
  return `${count.toLocaleString('de-DE')} Artikel`;
}
