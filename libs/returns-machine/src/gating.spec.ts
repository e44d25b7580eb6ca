import { carriersLoaded, flow, otherOrder, run, start, toCarrier, toConfirm, toRegulation, toSelection } from '../test/fixtures.js';
import { gateReturnRoute, productSelectionRoute, RETURN_ROUTES, type ReturnsEvent, type ReturnsGateInput } from './index.js';

const open: ReturnsGateInput = { returnSwitch: 'true', loggedIn: false };
const withOrder = (hash: string): ReturnsGateInput => ({ ...open, query: { order: hash } });

describe('gateReturnRoute: every return redirect rule of spec §2', () => {
  it('answers 404 on every return page unless the return switch is the string "true"', () => {
    for (const route of Object.values(RETURN_ROUTES)) {
      for (const returnSwitch of [undefined, null, 'false', true, 'TRUE', 1, '']) {
        expect(gateReturnRoute(route, start(), { ...open, returnSwitch })).toEqual({ allowed: false, notFound: true, reason: 'RETURNS_DISABLED' });
      }
    }
  });

  it('sends a logged-in customer from the lookup to the order list; guests and visitors stay', () => {
    expect(gateReturnRoute('/myaccount/returns', null, { ...open, loggedIn: true })).toEqual({ allowed: false, redirectTo: '/myaccount/orders', reason: 'LOGGED_IN' });
    expect(gateReturnRoute('/myaccount/returns/', null, open)).toEqual({ allowed: true });
  });

  it('a logged-in customer may follow the return link of an order (productselection?order=…)', () => {
    expect(gateReturnRoute(RETURN_ROUTES.productselection, null, { ...withOrder('hash-a'), loggedIn: true })).toEqual({ allowed: true });
  });

  it('sends productselection without the order parameter to the lookup', () => {
    for (const query of [undefined, {}, { order: '' }, { order: [] as string[] }]) {
      expect(gateReturnRoute(RETURN_ROUTES.productselection, start(), { ...open, query })).toEqual({
        allowed: false,
        redirectTo: '/myaccount/returns',
        reason: 'ORDER_PARAM_MISSING',
      });
    }
    expect(gateReturnRoute(`${RETURN_ROUTES.productselection}?order=hash-a`, null, withOrder('hash-a'))).toEqual({ allowed: true });
  });

  it('sends a lookup that found nothing (or nothing returnable) back to the lookup', () => {
    const notFound = run(start(), { type: 'lookup.byHash', hash: 'nope' }, { type: 'lookup.notFound' });
    expect(gateReturnRoute(RETURN_ROUTES.productselection, notFound, withOrder('nope'))).toEqual({ allowed: false, redirectTo: '/myaccount/returns', reason: 'ORDER_NOT_FOUND' });
    // Another hash in the link is looked up afresh.
    expect(gateReturnRoute(RETURN_ROUTES.productselection, notFound, withOrder('hash-a'))).toEqual({ allowed: true });
    const empty = { ...otherOrder, items: otherOrder.items.map((i) => ({ ...i, returnableQuantity: 0 })) };
    const notReturnable = run(start(), { type: 'lookup.byHash', hash: 'hash-b' }, { type: 'lookup.found', order: empty });
    expect(gateReturnRoute(RETURN_ROUTES.productselection, notReturnable, withOrder('hash-b'))).toMatchObject({ redirectTo: '/myaccount/returns', reason: 'NOT_RETURNABLE' });
  });

  it('regulations with nothing selected go to productselection when the order is known, else to the lookup', () => {
    const known = run(start(), ...toSelection);
    expect(gateReturnRoute(RETURN_ROUTES.regulations, known, open)).toEqual({
      allowed: false,
      redirectTo: '/myaccount/returns/productselection?order=hash-a',
      reason: 'NOTHING_SELECTED',
    });
    expect(gateReturnRoute(RETURN_ROUTES.regulations, null, open)).toEqual({ allowed: false, redirectTo: '/myaccount/returns', reason: 'NOTHING_SELECTED' });
    expect(gateReturnRoute(RETURN_ROUTES.regulations, run(start(), ...toRegulation), open)).toEqual({ allowed: true });
  });

  it('carrier with no regulation goes back the same way', () => {
    expect(gateReturnRoute(RETURN_ROUTES.carrier, run(start(), ...toRegulation), open)).toMatchObject({
      redirectTo: productSelectionRoute('hash-a'),
      reason: 'REGULATION_NOT_SELECTED',
    });
    expect(gateReturnRoute(RETURN_ROUTES.carrier, start(), open)).toMatchObject({ redirectTo: '/myaccount/returns', reason: 'REGULATION_NOT_SELECTED' });
    expect(gateReturnRoute(RETURN_ROUTES.carrier, run(start(), ...toCarrier), open)).toEqual({ allowed: true });
  });

  it('confirm with no carrier goes back the same way', () => {
    const noCarrier = run(start(), ...toCarrier);
    expect(gateReturnRoute(RETURN_ROUTES.confirm, noCarrier, open)).toMatchObject({ redirectTo: productSelectionRoute('hash-a'), reason: 'CARRIER_NOT_SELECTED' });
    expect(gateReturnRoute(RETURN_ROUTES.confirm, null, open)).toMatchObject({ redirectTo: '/myaccount/returns', reason: 'CARRIER_NOT_SELECTED' });
    expect(gateReturnRoute(RETURN_ROUTES.confirm, run(start(), ...toCarrier, carriersLoaded), open)).toEqual({ allowed: true });
    expect(gateReturnRoute(RETURN_ROUTES.confirm, run(start(), ...toConfirm).context, open)).toEqual({ allowed: true });
  });

  it('a changed selection closes the later pages again', () => {
    const changed = run(start(), ...toConfirm, { type: 'selection.edit' }, { type: 'item.select', itemId: 'pens', quantity: 1, reason: 'DISLIKE' } as ReturnsEvent);
    expect(flow(changed)).toBe('preparing.selection');
    expect(gateReturnRoute(RETURN_ROUTES.regulations, changed, open)).toEqual({ allowed: true });
    expect(gateReturnRoute(RETURN_ROUTES.carrier, changed, open)).toMatchObject({ reason: 'REGULATION_NOT_SELECTED' });
    expect(gateReturnRoute(RETURN_ROUTES.confirm, changed, open)).toMatchObject({ reason: 'CARRIER_NOT_SELECTED' });
  });

  it('leaves other paths alone, switch or not', () => {
    expect(gateReturnRoute('/myaccount/orders', null, { ...open, returnSwitch: 'false' })).toEqual({ allowed: true });
    expect(gateReturnRoute('/myaccount/returns/other', null, { ...open, returnSwitch: 'false' })).toEqual({ allowed: true });
  });
});
