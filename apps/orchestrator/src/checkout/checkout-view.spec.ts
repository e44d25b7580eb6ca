import { checkoutMachine, type CheckoutEvent } from '@tafel/checkout-machine';
import { initialTransition, transition } from 'xstate';
import { actionStates, cartChangeNoticeOf, phaseOf, routeGates } from './checkout-view.js';

const input = { cartId: 'c-1', articleCount: 2, totalCents: 1000, shippers: [{ code: 'dhl', enabled: true }], selectedShipperCode: 'dhl', deliveryCountry: 'DE' };
const run = (...events: CheckoutEvent[]) => events.reduce((s, e) => transition(checkoutMachine, s, e)[0], initialTransition(checkoutMachine, input)[0]);

describe('checkout view', () => {
  it('names the phase of every kind of state', () => {
    expect(phaseOf(run())).toBe('LOGIN');
    expect(phaseOf(run({ type: 'login.chooseOption', option: 'guest' }))).toBe('SHIPPING');
    expect(phaseOf(run({ type: 'cart.updated', articleCount: 0, totalCents: 0 }))).toBe('CART_EMPTY');
    expect(phaseOf(run({ type: 'session.expired' }))).toBe('SESSION_EXPIRED');
  });

  it('gates every step with the machine library (spec §2)', () => {
    const gates = routeGates(run());
    expect(gates.map((g) => g.step)).toEqual(['basket', 'login', 'shipping', 'payment', 'summary', 'confirmation']);
    expect(gates.find((g) => g.step === 'payment')).toEqual({ step: 'payment', route: '/checkout/payment', allowed: false, redirectTo: '/checkout/shipping', reason: 'SHIPPING_NOT_VALIDATED', messageKey: null });
  });

  it('says which actions the machine allows now, and why not', () => {
    const actions = actionStates(run({ type: 'login.chooseOption', option: 'guest' }));
    expect(actions.find((a) => a.action === 'saveShippingStep')).toEqual({ action: 'saveShippingStep', allowed: true, reason: null, messageKey: null });
    expect(actions.find((a) => a.action === 'submitOrder')).toEqual({ action: 'submitOrder', allowed: false, reason: 'SHIPPING_NOT_VALIDATED', messageKey: null });
    expect(actions.find((a) => a.action === 'abortExpressPay')).toMatchObject({ allowed: false, reason: 'AMAZON_PAY_NOT_SELECTED' });
  });

  describe('cart change notice (issue 26, spec §4 cart changed)', () => {
    const toSummary: CheckoutEvent[] = [
      { type: 'login.chooseOption', option: 'guest' },
      { type: 'shipping.save' },
      { type: 'shipping.saved', session: 'guest' },
      { type: 'payment.select', methodId: 'PAYPAL' },
      { type: 'payment.saved' },
    ];
    const changed: CheckoutEvent = { type: 'cart.lightningChanged', id: 'chg-1', reasons: ['EXPIRED'], changedItemIds: ['10005-01'], articleCount: 2, totalCents: 1400 };

    it('is null without a change, and the notice with the spec key while one is recorded', () => {
      expect(cartChangeNoticeOf(run(...toSummary))).toBeNull();
      expect(cartChangeNoticeOf(run(...toSummary, changed))).toEqual({
        id: 'chg-1',
        messageKey: 'vue.checkout.summaryStep.notification.cartChanged',
        reasons: ['EXPIRED'],
        changedItemIds: ['10005-01'],
      });
      expect(cartChangeNoticeOf(run(...toSummary, changed, { type: 'order.submit', seenCartChangeId: 'chg-1' }))).toBeNull();
    });

    it('offers the submit as the summary sends it, naming the notice it shows', () => {
      const summary = run(...toSummary, changed);
      expect(actionStates(summary).find((a) => a.action === 'submitOrder')).toEqual({ action: 'submitOrder', allowed: true, reason: null, messageKey: null });
    });
  });
});
