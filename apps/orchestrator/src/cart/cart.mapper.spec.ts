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
          isLightningDeal: false,
          quantityLightning: 0,
          quantityNormal: 3,
          pricePerUnitLightning: null,
        },
      ],
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
