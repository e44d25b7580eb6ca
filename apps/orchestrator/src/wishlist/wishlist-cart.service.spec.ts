import type { UpstreamWishlistEntryFragment } from '@tafel/graphql-schema/upstream-client';
import { planEntry } from './wishlist-cart.service.js';

const price = { stringValue: '2,00 €', amount: 2, currencyCode: 'EUR' };
const item = (over: Partial<NonNullable<UpstreamWishlistEntryFragment['item']>> = {}): NonNullable<UpstreamWishlistEntryFragment['item']> => ({
  itemId: '10004-01',
  orderNumber: '10004-01',
  name: 'Heft A4',
  prices: { price },
  images: [],
  availableForSale: true,
  deliveryStatusColor: 'green',
  deliveryStatusText: 'sofort lieferbar',
  maxQuantity: 10,
  minimumOrderQuantity: 2,
  variantInfoList: [],
  lightningDealInfo: null,
  ...over,
});
const entry = (quantity: number, chosen: UpstreamWishlistEntryFragment['item'], isSaleable = true): UpstreamWishlistEntryFragment =>
  ({ externalId: 'e1', quantity, isSaleable, item: chosen, product: { productId: '10004', name: 'Heft', items: [] } }) as unknown as UpstreamWishlistEntryFragment;
const deal = { itemId: '10004-01', isAvailableLightningDeal: true, lightningDealTimestampFrom: '', lightningDealTimestampUntil: '', lightningReservedPercentageRoundFloor: 0, lightningSpecialPrice: price, lightningQuantityMax: 3 };

describe('planEntry (spec §4 add to cart from wishlist)', () => {
  it('asks for a variant when none is chosen, and skips what cannot be bought', () => {
    expect(planEntry(entry(1, null), 0)).toMatchObject({ outcome: 'variantsToChoose', op: null });
    expect(planEntry(entry(1, item(), false), 0)).toMatchObject({ outcome: 'notAvailable', op: null });
  });
  it('adds a new line at least at the minimum, within what the cart still takes', () => {
    expect(planEntry(entry(1, item()), 0)).toMatchObject({ outcome: 'quantityChanged', op: { addPosition: { itemId: '10004-01', quantity: 2 } } });
    expect(planEntry(entry(5, item()), 8)).toMatchObject({ outcome: 'quantityChanged', line: { quantity: 2 } });
    expect(planEntry(entry(5, item()), 10)).toMatchObject({ outcome: 'maxInCart', op: null });
    expect(planEntry(entry(4, item()), 0)).toMatchObject({ outcome: 'added', op: { addPosition: { quantity: 4 } } });
  });
  it('adds a running lightning deal with the suffix, within the deal maximum', () => {
    expect(planEntry(entry(5, item({ lightningDealInfo: deal })), 0)).toMatchObject({
      outcome: 'quantityChanged',
      line: { lightningDeal: true, quantity: 3 },
      op: { addPosition: { itemId: '10004-01#LIGHTNING_DEAL', quantity: 3 } },
    });
    expect(planEntry(entry(1, item({ lightningDealInfo: { ...deal, isAvailableLightningDeal: false } })), 0).op).toEqual({ addPosition: { itemId: '10004-01', quantity: 2 } });
  });
});
