import { describe, expect, it } from '@jest/globals';
import { hasMessage } from '@/lib/i18n/i18n';
import { kindForMessageKey, PAYMENT_CANCELLED_PARAM, searchWithoutOneShotParams, toastFromParam, withParam, withToast } from './toast-param';

describe('toastFromParam', () => {
  it('honours keys of the German catalogue', () => {
    expect(toastFromParam('vue.checkout.summaryStep.notification.cartChanged', hasMessage)).toEqual({
      kind: 'warning',
      messageKey: 'vue.checkout.summaryStep.notification.cartChanged',
    });
  });

  it.each([null, undefined, '', 'no.such.key', 'vue.pdp.minQuantity#noParams', '<script>', 'x'.repeat(300)])('ignores %p', (value) => {
    expect(toastFromParam(value, hasMessage)).toBeNull();
  });

  it('asks `known` only about candidates, and honours what it knows', () => {
    const asked: string[] = [];
    const known = (key: string) => (asked.push(key), key === 'ui.toast.close');
    expect(toastFromParam('ui.toast.close', known)).toEqual({ kind: 'info', messageKey: 'ui.toast.close' });
    expect(toastFromParam('vue.pdp.minQuantity#noParams', known)).toBeNull();
    expect(toastFromParam('vue.pdp.minQuantity', known)).toBeNull();
    expect(asked).toEqual(['ui.toast.close', 'vue.pdp.minQuantity']);
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

describe('searchWithoutOneShotParams', () => {
  it('removes only the toast and payment-cancelled parameters', () => {
    expect(searchWithoutOneShotParams('?sort=price&toast=vue.cart.notification.mergeCarts&p=2')).toBe('sort=price&p=2');
    expect(searchWithoutOneShotParams('toast=ui.checkout.paymentCancelled&paymentCancelled=PAYPAL&x=1')).toBe('x=1');
    expect(searchWithoutOneShotParams('toast=x')).toBe('');
    expect(searchWithoutOneShotParams('')).toBe('');
  });
});

describe('withParam', () => {
  it('sets one parameter, keeping path, other parameters and hash', () => {
    expect(withParam('/checkout/payment?toast=ui.checkout.paymentCancelled', PAYMENT_CANCELLED_PARAM, 'PAYPAL')).toBe(
      '/checkout/payment?toast=ui.checkout.paymentCancelled&paymentCancelled=PAYPAL',
    );
    expect(withParam('/cat/1?p=2#top', 'p', '3')).toBe('/cat/1?p=3#top');
    expect(withParam('/', 'a', 'x y')).toBe('/?a=x+y');
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
    // @ts-expect-error -- the compiler refuses a key without a text (TextKey)
    withToast('/', 'no.such.key');
    expect(() => withToast('/', 'vue.pdp.minQuantity#noParams')).toThrow('not a toast key');
  });
});
