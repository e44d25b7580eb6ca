import { moneyFromAmount, toImage, toMoney } from './shop-mapping.js';

describe('shop mapping', () => {
  it('formats money with the domain rule', () => {
    expect(moneyFromAmount(3.49)).toEqual({ amount: 3.49, currency: 'EUR', formatted: '3,49\u00a0€' });
    // Float noise is rounded to cents before formatting.
    expect(toMoney({ amount: 0.1 + 0.2, currencyCode: 'EUR' }).formatted).toBe('0,30\u00a0€');
  });

  it('keeps the relative media path as image url', () => {
    expect(toImage({ src: '/media/p/1.jpg', alt: 'Stift', width: 280, height: 210 })).toEqual({
      url: '/media/p/1.jpg',
      alt: 'Stift',
      width: 280,
      height: 210,
    });
  });
});
