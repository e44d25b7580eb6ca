import { formatCents } from '@tafel/domain';

/** A seeded voucher (stand-in only: the real shop's promotion engine is not shown in the spec). */
export interface VoucherRecord {
  code: string;
  name: string;
  /** Off the subtotal, in percent (100: the whole subtotal). */
  percent?: number;
  /** Off the subtotal, in cents (at most the subtotal). */
  amountCents?: number;
  /** The voucher also makes shipping free. */
  freeShipping?: boolean;
  /** Takes effect only from this subtotal on; below it the voucher stays on the cart, not attainable. */
  minimumOrderCents?: number;
  /** A free article the voucher's promotion adds. */
  freeArticle?: { promotionId: string; itemId: string; quantity: number };
}

/**
 * The seeded vouchers: a percentage voucher, a free-article promotion, one that makes any cart
 * payless (whole subtotal and shipping), one whose minimum order value a small cart does not reach.
 */
export const VOUCHERS: readonly VoucherRecord[] = [
  { code: 'SCHULE10', name: '10 % Schulstart-Rabatt', percent: 10 },
  { code: 'GRATISMAPPE', name: 'Gratis-Sammelmappe', freeArticle: { promotionId: 'PROMO-MAPPE', itemId: '10401-01', quantity: 1 } },
  { code: 'SPENDE100', name: 'Spendengutschein Förderverein', percent: 100, freeShipping: true },
  { code: 'AB200', name: '15 € ab 200 € Bestellwert', amountCents: 1500, minimumOrderCents: 20000 },
];

/** At most this many vouchers on one cart. */
export const MAX_VOUCHERS = 5;
/** Codes as typed: letters, digits and '-', compared without case. */
export const VOUCHER_CODE_PATTERN = /^[A-Za-z0-9-]{1,32}$/;

export const VOUCHER_KEYS = {
  invalid: 'vue.cart.voucher.error.invalid',
  alreadyApplied: 'vue.cart.voucher.error.alreadyApplied',
  notApplied: 'vue.cart.voucher.error.notApplied',
  emptyCart: 'vue.cart.voucher.error.emptyCart',
  tooMany: 'vue.cart.voucher.error.tooMany',
  freeItemNotRemovable: 'vue.cart.error.freeItemNotRemovable',
} as const;

/** The code as stored: trimmed, upper case. */
export const normalVoucherCode = (code: string): string => code.trim().toUpperCase();

export function findVoucher(code: string): VoucherRecord | undefined {
  const normal = normalVoucherCode(code);
  return VOUCHERS.find((v) => v.code === normal);
}

export interface AttainableInfoRecord {
  successful: boolean;
  attainable: boolean;
  failureDescriptions: string[];
  voucherName: string;
  voucherCode: string;
}

export interface FreeArticleRecord {
  promotionId: string;
  itemId: string;
  quantity: number;
  relatedVoucherCode: string;
}

/** What the cart's vouchers do to a subtotal. */
export interface VoucherEffect {
  savingCents: number;
  freeShipping: boolean;
  freeArticles: FreeArticleRecord[];
  infos: AttainableInfoRecord[];
  /** null without vouchers, VALID when all take effect, NOT_ATTAINABLE when one does not yet. */
  status: 'VALID' | 'NOT_ATTAINABLE' | null;
}

export const NO_VOUCHER_EFFECT: VoucherEffect = { savingCents: 0, freeShipping: false, freeArticles: [], infos: [], status: null };

/** Applies the cart's vouchers in order to the subtotal; discounts never exceed what is left. */
export function voucherEffect(codes: readonly string[], subtotalCents: number): VoucherEffect {
  if (codes.length === 0) return NO_VOUCHER_EFFECT;
  let left = subtotalCents;
  const effect: VoucherEffect = { savingCents: 0, freeShipping: false, freeArticles: [], infos: [], status: 'VALID' };
  for (const code of codes) {
    const voucher = findVoucher(code);
    if (!voucher) continue;
    const missing = voucher.minimumOrderCents === undefined ? 0 : voucher.minimumOrderCents - subtotalCents;
    if (missing > 0) {
      effect.status = 'NOT_ATTAINABLE';
      effect.infos.push({
        successful: false,
        attainable: false,
        failureDescriptions: [`Mindestbestellwert von ${formatCents(voucher.minimumOrderCents ?? 0)} nicht erreicht: es fehlen noch ${formatCents(missing)}.`],
        voucherName: voucher.name,
        voucherCode: voucher.code,
      });
      continue;
    }
    const off = Math.min(left, Math.round((subtotalCents * (voucher.percent ?? 0)) / 100) + (voucher.amountCents ?? 0));
    left -= off;
    effect.savingCents += off;
    if (voucher.freeShipping) effect.freeShipping = true;
    if (voucher.freeArticle) effect.freeArticles.push({ ...voucher.freeArticle, relatedVoucherCode: voucher.code });
    effect.infos.push({ successful: true, attainable: true, failureDescriptions: [], voucherName: voucher.name, voucherCode: voucher.code });
  }
  return effect;
}

/** The position id a free article answers with: removePosition refuses it (the voucher removes it). */
export const freeArticlePositionId = (promotionId: string): string => `free-${promotionId}`;
