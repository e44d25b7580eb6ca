import { describe, expect, it } from '@jest/globals';
import { TRACKING_EVENT_ID_PATTERN } from '@tafel/domain';
import {
  acceptedForTracking,
  addToCartEvent,
  checkoutEvent,
  currencyOrFallback,
  ecommerceItem,
  isTrackedPath,
  isTrackedPaymentCancel,
  lightningAddToCartEvent,
  paymentCancelEvent,
  paymentErrorEvent,
  quantityChangeEvent,
  removeFromCartEvent,
  trackedCartLine,
  trackedProductItem,
  trackingInput,
  type TrackedItem,
} from './tracking';

const pencil: TrackedItem = {
  itemId: '10401-1',
  productId: '10401',
  name: 'Buntstifte 12er',
  variant: 'rot',
  brand: 'Stabilo',
  categories: ['Schulbedarf', 'Schreiben', 'Stifte', 'Buntstifte', 'Dreikant', 'Jumbo'],
  price: 3.49,
  quantity: 3,
};

describe('ecommerceItem', () => {
  it('tracks up to five category levels as item_category … item_category5', () => {
    const item = ecommerceItem(pencil);
    expect(item).toEqual({
      item_id: '10401-1',
      item_name: 'Buntstifte 12er',
      item_group_id: '10401',
      item_variant: 'rot',
      item_brand: 'Stabilo',
      price: 3.49,
      quantity: 3,
      item_category: 'Schulbedarf',
      item_category2: 'Schreiben',
      item_category3: 'Stifte',
      item_category4: 'Buntstifte',
      item_category5: 'Dreikant',
    });
    expect(item).not.toHaveProperty('item_category6');
  });

  it('leaves out what the page does not know', () => {
    expect(ecommerceItem({ itemId: 'i', productId: 'p', name: 'Heft', price: 1, quantity: 1, variant: null, brand: null })).toEqual({
      item_id: 'i',
      item_name: 'Heft',
      item_group_id: 'p',
      price: 1,
      quantity: 1,
    });
  });
});

describe('cart events', () => {
  it('add_to_cart carries the value of the added quantity in the currency, EUR when none is known', () => {
    expect(addToCartEvent(pencil, 'CHF')).toMatchObject({ event: 'add_to_cart', ecommerce: { currency: 'CHF', value: 10.47 } });
    expect(addToCartEvent(pencil, null)).toMatchObject({ ecommerce: { currency: 'EUR' } });
    expect(currencyOrFallback('euro')).toBe('EUR');
  });

  it('remove_from_cart names the removed article', () => {
    const event = removeFromCartEvent({ ...pencil, quantity: 1 }, 'EUR');
    expect(event.event).toBe('remove_from_cart');
    expect(event).toMatchObject({ ecommerce: { value: 3.49, items: [{ item_id: '10401-1', quantity: 1 }] } });
  });

  it('a quantity change is tracked as its difference', () => {
    expect(quantityChangeEvent(pencil, 2, 5, 'EUR')).toMatchObject({ event: 'add_to_cart', ecommerce: { items: [{ quantity: 3 }] } });
    expect(quantityChangeEvent(pencil, 5, 1, 'EUR')).toMatchObject({ event: 'remove_from_cart', ecommerce: { items: [{ quantity: 4 }] } });
    expect(quantityChangeEvent(pencil, 2, 2, 'EUR')).toBeNull();
    expect(quantityChangeEvent(pencil, 2, Number.NaN, 'EUR')).toBeNull();
  });

  it('a basket line is tracked with its variant values and unit price', () => {
    const line = { itemId: 'i-2', productId: 'p-2', name: 'Heft', variantInfo: [{ value: 'A4' }, { value: 'liniert' }], unitPrice: { amount: 0.99 } };
    expect(trackedCartLine(line)).toEqual({ itemId: 'i-2', productId: 'p-2', name: 'Heft', variant: 'A4 / liniert', price: 0.99 });
    expect(trackedCartLine({ ...line, variantInfo: [] }).variant).toBeNull();
  });

  it("a product page's item is tracked by its own name, brand and the categories above the product, at the given price", () => {
    const product = {
      id: '10401',
      name: 'Buntstifte',
      manufacturer: 'Stabilo',
      breadcrumb: [{ name: 'Schulbedarf' }, { name: 'Stifte' }, { name: 'Buntstifte' }],
    };
    const item = { id: '10401-1', name: 'Buntstifte rot', variantInfo: [{ value: 'rot' }] };
    expect(trackedProductItem(product, item, { amount: 2.99 })).toEqual({
      itemId: '10401-1',
      productId: '10401',
      name: 'Buntstifte rot',
      variant: 'rot',
      brand: 'Stabilo',
      categories: ['Schulbedarf', 'Stifte'],
      price: 2.99,
    });
    expect(trackedProductItem(product, { ...item, name: '' }, { amount: 1 }).name).toBe('Buntstifte');
  });
});

describe('checkout events (spec §4)', () => {
  it('checkout: what is ordered, its total with shipping, payment and shipper; no personal data', () => {
    const event = checkoutEvent({
      items: [pencil, { ...pencil, itemId: '10401-2', quantity: 1 }],
      total: 18.85,
      shipping: 4.9,
      currency: 'EUR',
      paymentType: 'PAYPAL',
      shippingTier: 'dhl',
    });
    expect(event).toMatchObject({
      event: 'checkout',
      ecommerce: { currency: 'EUR', value: 18.85, shipping: 4.9, payment_type: 'PAYPAL', shipping_tier: 'dhl' },
    });
    expect((event.ecommerce as { items: unknown[] }).items).toHaveLength(2);
  });

  it('payment_error names the state and the message key, never a text', () => {
    expect(paymentErrorEvent('CREDIT_CARD', 'failed.paymentDeclined', 'vue.checkout.payment.declined')).toEqual({
      event: 'payment_error',
      payment_type: 'CREDIT_CARD',
      error_state: 'failed.paymentDeclined',
      error_key: 'vue.checkout.payment.declined',
    });
  });

  it('payment_cancel only for the methods the spec names', () => {
    expect(isTrackedPaymentCancel('PAYPAL')).toBe(true);
    expect(isTrackedPaymentCancel('AMAZONPAY')).toBe(true);
    expect(isTrackedPaymentCancel('CREDIT_CARD')).toBe(false);
    expect(isTrackedPaymentCancel('paypal')).toBe(false);
    expect(isTrackedPaymentCancel(null)).toBe(false);
    expect(paymentCancelEvent('AMAZONPAY')).toEqual({ event: 'payment_cancel', payment_type: 'AMAZONPAY' });
  });
});

describe('trackingInput', () => {
  it('sends the name, the other fields as JSON and the time', () => {
    const input = trackingInput({ event: 'payment_cancel', payment_type: 'PAYPAL' }, new Date('2026-11-25T10:00:00.000Z'), 'event-0001');
    expect(input).toEqual({ id: 'event-0001', name: 'payment_cancel', payload: '{"payment_type":"PAYPAL"}', timestamp: '2026-11-25T10:00:00.000Z' });
    expect(acceptedForTracking(input)).toBe(true);
  });

  it('gives every event an id of its own that the API takes', () => {
    const at = new Date('2026-11-25T10:00:00.000Z');
    const ids = Array.from({ length: 200 }, () => trackingInput({ event: 'add_to_cart' }, at).id);
    expect(new Set(ids).size).toBe(200);
    for (const id of ids) expect(id).toMatch(TRACKING_EVENT_ID_PATTERN);
    expect(acceptedForTracking(trackingInput({ event: 'add_to_cart' }, at))).toBe(true);
  });

  it('an event over the upstream limits is not accepted for sending', () => {
    const at = new Date('2026-11-25T10:00:00.000Z');
    expect(acceptedForTracking(trackingInput({ event: 'x', blob: 'ä'.repeat(4100) }, at))).toBe(false);
    expect(acceptedForTracking(trackingInput({ event: '1st' }, at))).toBe(false);
    expect(acceptedForTracking(trackingInput({ event: 'a'.repeat(65) }, at))).toBe(false);
  });
});

describe('isTrackedPath', () => {
  it('tracks the shop and the checkout, not the support console or the API', () => {
    expect(isTrackedPath('/')).toBe(true);
    expect(isTrackedPath('/prod/10401')).toBe(true);
    expect(isTrackedPath('/checkout/summary')).toBe(true);
    expect(isTrackedPath('/supportive-teacher')).toBe(true);
    expect(isTrackedPath('/support')).toBe(false);
    expect(isTrackedPath('/support/submissions')).toBe(false);
    expect(isTrackedPath('/api/shop/')).toBe(false);
    expect(isTrackedPath(null)).toBe(false);
  });
});

describe('lightningAddToCartEvent', () => {
  it('is the lightning add with the reserved percentage floored and divided by 100 (spec §7)', () => {
    expect(lightningAddToCartEvent({ ...pencil, price: 2.09, quantity: 2 }, 37, 'EUR')).toEqual({
      event: 'add_to_cart_lightning',
      lightning_reserved_percentage: 0.37,
      ecommerce: { currency: 'EUR', value: 4.18, items: [ecommerceItem({ ...pencil, price: 2.09, quantity: 2 })] },
    });
    expect(lightningAddToCartEvent({ ...pencil, quantity: 1 }, 100, null)).toMatchObject({ lightning_reserved_percentage: 1, ecommerce: { currency: 'EUR' } });
  });
});
