import { describe, expect, it } from '@jest/globals';
import { kindForMessageKey, searchWithoutToast, toastFromParam, withToast } from './toast-param';

describe('toastFromParam', () => {
  it('honours keys of the German catalogue', () => {
    expect(toastFromParam('vue.checkout.summaryStep.notification.cartChanged')).toEqual({
      kind: 'warning',
      messageKey: 'vue.checkout.summaryStep.notification.cartChanged',
    });
  });

  it.each([null, undefined, '', 'no.such.key', 'vue.pdp.minQuantity#noParams', '<script>', 'x'.repeat(300)])('ignores %p', (value) => {
    expect(toastFromParam(value)).toBeNull();
  });
});

describe('kindForMessageKey', () => {
  it.each([
    ['vue.checkout.payment.error', 'error'],
    ['vue.checkout.paymentStep.errorNoPaymentSelected', 'error'],
    ['Internal error', 'error'],
    ['vue.user.registerPage.notification.successRegister', 'success'],
    ['vue.user.password.notification.successfulChange', 'success'],
    ['vue.checkout.summaryStep.notification.cartChanged', 'warning'],
    ['vue.checkout.notification.sessionExpired', 'warning'],
    ['vue.cart.notification.mergeCarts', 'info'],
  ])('%s → %s', (key, kind) => {
    expect(kindForMessageKey(key)).toBe(kind);
  });
});

describe('searchWithoutToast', () => {
  it('removes only the toast parameter', () => {
    expect(searchWithoutToast('?sort=price&toast=vue.cart.notification.mergeCarts&p=2')).toBe('sort=price&p=2');
    expect(searchWithoutToast('toast=x')).toBe('');
    expect(searchWithoutToast('')).toBe('');
  });
});

describe('withToast', () => {
  it('adds the parameter, keeping path, other parameters and hash', () => {
    expect(withToast('/checkout/basket', 'vue.checkout.summaryStep.notification.cartChanged')).toBe(
      '/checkout/basket?toast=vue.checkout.summaryStep.notification.cartChanged',
    );
    expect(withToast('/cat/1?p=2#top', 'Internal error')).toBe('/cat/1?p=2&toast=Internal+error#top');
  });

  it('refuses keys without a German text', () => {
    expect(() => withToast('/', 'no.such.key')).toThrow('no German text');
  });
});
