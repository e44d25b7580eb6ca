import { checkoutMachine, type CheckoutEvent } from '@tafel/checkout-machine';
import { initialTransition, transition } from 'xstate';
import { actionStates, phaseOf, routeGates } from './checkout-view.js';

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
});
