import { ALLOWED, contextOf, gateSteps, queryValue, redirect, redirectTarget, stepRoutes } from './index.js';

const STEPS = ['cart', 'address', 'pay', 'done'] as const;
type Step = (typeof STEPS)[number];
const table = stepRoutes<Step>(STEPS, { cart: '/cart', address: '/buy/address', pay: '/buy/pay', done: '/buy/done' });

describe('route gating over ordered steps', () => {
  it('maps routes and steps both ways', () => {
    expect(table.stepForPath('/buy/pay')).toBe('pay');
    expect(table.stepForPath('/buy/pay/')).toBe('pay');
    expect(table.stepForPath('/elsewhere')).toBeNull();
    expect(table.stepOf('address')).toBe('address');
    expect(table.stepOf('/buy/done?orderId=1')).toBe('done');
    expect(table.stepOf('/')).toBeNull();
    expect(table.indexOf('pay')).toBe(2);
  });

  it('redirects to the last allowed step before the requested one', () => {
    const open = new Set<Step>(['cart', 'address']);
    expect(redirectTarget(STEPS, 'address', (s) => open.has(s))).toBeNull();
    expect(redirectTarget(STEPS, 'done', (s) => open.has(s))).toBe('address');
    expect(redirectTarget(STEPS, 'cart', (s) => s === 'pay')).toBe('pay');
    expect(redirectTarget(STEPS, 'pay', () => false)).toBeNull();
  });

  it('gates a step with its own reason and the route of the last open step', () => {
    const check = (step: Step) => (step === 'pay' || step === 'done' ? 'ADDRESS_MISSING' : null);
    expect(gateSteps(table, 'address', check)).toEqual(ALLOWED);
    expect(gateSteps(table, 'done', check)).toEqual({ allowed: false, redirectTo: '/buy/address', reason: 'ADDRESS_MISSING' });
    expect(gateSteps(table, 'cart', () => 'CLOSED')).toEqual({ allowed: false, redirectTo: '/cart', reason: 'CLOSED' });
  });

  it('shares the small parts: redirect answers, query values, context of a snapshot', () => {
    expect(redirect('/x', 'WHY', { messageKey: 'k', addQuery: { a: '1' } })).toEqual({ allowed: false, redirectTo: '/x', reason: 'WHY', messageKey: 'k', addQuery: { a: '1' } });
    expect(queryValue({ a: ['1', '2'], b: '', c: 'x' }, 'a')).toBe('1');
    expect(queryValue({ b: '' }, 'b')).toBeUndefined();
    expect(queryValue(undefined, 'a')).toBeUndefined();
    expect(contextOf({ context: { n: 1 }, status: 'active' })).toEqual({ n: 1 });
    expect(contextOf({ n: 2 })).toEqual({ n: 2 });
  });
});
