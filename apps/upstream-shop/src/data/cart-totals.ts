import { formatCents } from '@tafel/domain';
import { voucherEffect, type VoucherEffect } from './vouchers.js';

/** The upstream's own shipping rule: flat cost below the free-shipping threshold. */
export const FREE_SHIPPING_THRESHOLD_CENTS = 4900;
export const SHIPPING_COST_CENTS = 495;
export const VAT_PERCENT = 19;

export interface CartLine {
  unitCents: number;
  quantity: number;
  /** The line's amount when it is not unitCents × quantity (lightning-deal part at its own price). */
  lineCents?: number;
}

export interface CartTotals {
  positionCount: number;
  articleCount: number;
  subtotalCents: number;
  shippingCents: number;
  totalCents: number;
  taxCents: number;
  deliveryFreeMessage: string | null;
  /** What the vouchers save; already taken off totalCents. */
  savingCents: number;
  vouchers: VoucherEffect;
}

/** VAT contained in a gross amount (prices are gross; Germany's standard rate). */
export function includedVat(grossCents: number): number {
  return Math.round((grossCents * VAT_PERCENT) / (100 + VAT_PERCENT));
}

/** `voucherCodes`: the cart's vouchers; their free articles count as positions at 0 €. */
export function cartTotals(lines: readonly CartLine[], voucherCodes: readonly string[] = []): CartTotals {
  const subtotalCents = lines.reduce((sum, l) => sum + (l.lineCents ?? l.unitCents * l.quantity), 0);
  const vouchers = voucherEffect(voucherCodes, subtotalCents);
  const free = vouchers.freeArticles;
  const articleCount = lines.reduce((sum, l) => sum + l.quantity, 0) + free.reduce((sum, f) => sum + f.quantity, 0);
  const below = lines.length > 0 && subtotalCents < FREE_SHIPPING_THRESHOLD_CENTS && !vouchers.freeShipping;
  const shippingCents = below ? SHIPPING_COST_CENTS : 0;
  const totalCents = subtotalCents - vouchers.savingCents + shippingCents;
  return {
    savingCents: vouchers.savingCents,
    vouchers,
    positionCount: lines.length + free.length,
    articleCount,
    subtotalCents,
    shippingCents,
    totalCents,
    taxCents: includedVat(totalCents),
    deliveryFreeMessage: below
      ? `Noch ${formatCents(FREE_SHIPPING_THRESHOLD_CENTS - subtotalCents)} bis zur versandkostenfreien Lieferung`
      : null,
  };
}
