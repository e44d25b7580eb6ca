import { formatCents, SHOP_CURRENCY } from '@tafel/domain';
import type { BasePrice, Price } from '@tafel/graphql-schema/upstream-resolvers';
import type { BasePriceRecord } from '../../data/types.js';

export function priceView(cents: number): Price {
  return { stringValue: formatCents(cents), amount: cents / 100, currencyCode: SHOP_CURRENCY };
}

export function basePriceView(base: BasePriceRecord | null): BasePrice | null {
  if (!base) return null;
  return { value: `1 ${base.unit} = ${formatCents(base.centsPerUnit)}`, unit: base.unit, isDisplayBasePrice: true };
}
