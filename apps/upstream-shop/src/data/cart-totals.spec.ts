import { cartTotals, includedVat } from './cart-totals.js';

describe('cart totals', () => {
  it('charges 4,95 € shipping below 49 € and says how much is missing', () => {
    const totals = cartTotals([{ unitCents: 1000, quantity: 4 }]);
    expect(totals).toMatchObject({ positionCount: 1, articleCount: 4, subtotalCents: 4000, shippingCents: 495, totalCents: 4495, taxCents: 718 });
    expect(totals.deliveryFreeMessage?.replace(/\s/g, ' ')).toBe('Noch 9,00 € bis zur versandkostenfreien Lieferung');
  });

  it('ships free from exactly 49 €', () => {
    expect(cartTotals([{ unitCents: 4900, quantity: 1 }])).toMatchObject({ shippingCents: 0, totalCents: 4900, deliveryFreeMessage: null });
    expect(cartTotals([{ unitCents: 4899, quantity: 1 }]).shippingCents).toBe(495);
  });

  it('charges nothing for an empty cart', () => {
    expect(cartTotals([])).toEqual({
      positionCount: 0,
      articleCount: 0,
      subtotalCents: 0,
      shippingCents: 0,
      totalCents: 0,
      taxCents: 0,
      deliveryFreeMessage: null,
      savingCents: 0,
      vouchers: { freeArticles: [], freeShipping: false, infos: [], savingCents: 0, status: null },
    });
  });

  it('computes the VAT contained in gross prices', () => {
    expect(includedVat(119)).toBe(19);
    expect(includedVat(249)).toBe(40);
  });
});
