import { cart } from '../../test/fixtures/upstream-shapes.js';
import { toCart } from './cart.mapper.js';

describe('toCart', () => {
  it('maps the upstream cart', () => {
    expect(toCart(cart, true)).toEqual({
      __typename: 'Cart',
      id: 'cart-1',
      lineCount: 1,
      articleCount: 3,
      subtotal: { amount: 11.97, currency: 'EUR', formatted: '11,97\u00a0€' },
      shippingCost: { amount: 4.95, currency: 'EUR', formatted: '4,95\u00a0€' },
      total: { amount: 16.92, currency: 'EUR', formatted: '16,92\u00a0€' },
      tax: { amount: 2.7, currency: 'EUR', formatted: '2,70\u00a0€' },
      deliveryFreeMessage: 'Noch 38,03 € bis zur versandkostenfreien Lieferung',
      submitted: false,
      promotionsSaving: { amount: 0, currency: 'EUR', formatted: '0,00\u00a0€' },
      vouchers: [],
      voucherCodeStatus: null,
      payless: false,
      lines: [
        {
          id: 'pos-1',
          productId: 'p1',
          itemId: 'p1-1',
          name: 'Buntstifte 12er, rot',
          articleNumber: '100-1',
          url: '/prod/p1?varid=p1-1',
          image: { url: '/media/products/p1/main.jpg', alt: 'Buntstifte', width: 280, height: 210 },
          variantInfo: [{ label: 'Farbe', value: 'rot' }],
          quantity: 3,
          maxQuantity: 99,
          minimumOrderQuantity: 1,
          unitPrice: { amount: 3.99, currency: 'EUR', formatted: '3,99\u00a0€' },
          oldUnitPrice: { amount: 4.99, currency: 'EUR', formatted: '4,99\u00a0€' },
          totalPrice: { amount: 11.97, currency: 'EUR', formatted: '11,97\u00a0€' },
          removable: true,
          isFreeItem: false,
          promotionId: null,
          relatedVoucherCode: null,
          badges: ['POPULAR', 'SALE'],
          discountPercent: 20,
          isLightningDeal: false,
          quantityLightning: 0,
          quantityNormal: 3,
          pricePerUnitLightning: null,
        },
      ],
    });
  });

  describe('vouchers and promotions', () => {
    const [first] = cart.items;
    if (!first) throw new Error('the fixture cart has a line');
    const eur = (amount: number) => ({ stringValue: `${amount} €`, amount, currencyCode: 'EUR' });
    const free = { ...first, id: 'free-P1', itemId: 'p9-1', quantity: 1, removableItem: true, isFreeItem: true, promotionId: 'P1', relatedVoucherCode: 'GRATIS', unitPrices: { ...first.unitPrices, current: eur(0), old: null }, totalPrice: eur(0) };
    const withVouchers = {
      ...cart,
      items: [free, first],
      details: {
        ...cart.details,
        total: eur(0),
        promotionsSaving: eur(11.97),
        voucherCodeStatus: 'NOT_ATTAINABLE',
        attainableInfos: [
          { successful: true, attainable: true, failureDescriptions: [], voucherName: 'Gratis', voucherCode: 'GRATIS' },
          { successful: false, attainable: false, failureDescriptions: ['Mindestbestellwert nicht erreicht'], voucherName: null, voucherCode: 'AB200' },
          { successful: false, attainable: false, failureDescriptions: ['a promotion without a code'], voucherName: 'Aktion', voucherCode: null },
        ],
      },
    };

    it('lists the vouchers with their failure descriptions, the saving and the status', () => {
      expect(toCart(withVouchers, true)).toMatchObject({
        promotionsSaving: { amount: 11.97 },
        voucherCodeStatus: 'NOT_ATTAINABLE',
        vouchers: [
          { code: 'GRATIS', name: 'Gratis', successful: true, attainable: true, failureDescriptions: [] },
          { code: 'AB200', name: 'AB200', successful: false, attainable: false, failureDescriptions: ['Mindestbestellwert nicht erreicht'] },
        ],
      });
    });

    it('puts free articles last, never removable, without a discount', () => {
      const lines = toCart(withVouchers, true).lines;
      expect(lines.map((l) => l.id)).toEqual(['pos-1', 'free-P1']);
      expect(lines[1]).toMatchObject({ isFreeItem: true, removable: false, promotionId: 'P1', relatedVoucherCode: 'GRATIS', discountPercent: null });
    });

    it('is payless with items and a total of 0 (spec §4), not when empty', () => {
      expect(toCart(withVouchers, true).payless).toBe(true);
      expect(toCart({ ...withVouchers, items: [], details: { ...withVouchers.details, articleCount: 0 } }, true).payless).toBe(false);
    });

    it('answers no status for one it does not know', () => {
      expect(toCart({ ...withVouchers, details: { ...withVouchers.details, voucherCodeStatus: 'SOMETHING' } }, true).voucherCodeStatus).toBeNull();
    });
  });

  describe('lightning lines', () => {
    const eur = (amount: number) => ({ stringValue: `${amount} €`, amount, currencyCode: 'EUR' });
    const [first] = cart.items;
    if (!first) throw new Error('the fixture cart has a line');
    const split = { ...cart, items: [{ ...first, quantity: 5, isLightningDeal: true, quantityLightning: 2, quantityNormal: 3, pricePerUnitLightning: eur(2.79) }] };

    it('shows the lightning and the normal part of a line apart', () => {
      expect(toCart(split, true).lines[0]).toMatchObject({
        quantity: 5,
        isLightningDeal: true,
        quantityLightning: 2,
        quantityNormal: 3,
        pricePerUnitLightning: { amount: 2.79, currency: 'EUR', formatted: '2,79\u00a0€' },
      });
    });

    it('shows no lightning part while lightning deals are switched off', () => {
      expect(toCart(split, false).lines[0]).toMatchObject({ quantity: 5, isLightningDeal: false, quantityLightning: 0, quantityNormal: 5, pricePerUnitLightning: null });
    });

    it('shows an expired reservation as normal quantity without a lightning price', () => {
      const expired = { ...cart, items: [{ ...first, quantity: 2, isLightningDeal: false, quantityLightning: 0, quantityNormal: 2, pricePerUnitLightning: null }] };
      expect(toCart(expired, true).lines[0]).toMatchObject({ isLightningDeal: false, quantityLightning: 0, quantityNormal: 2, pricePerUnitLightning: null });
    });
  });
});
