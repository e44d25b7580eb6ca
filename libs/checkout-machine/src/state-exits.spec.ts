import { createMachine } from 'xstate';
import { leaf, run, start, toPayment, toShipping } from '../test/fixtures.js';
import { checkoutMachine } from './checkout.machine.js';
import { machineGraph, stateExits } from './machine-graph.js';

describe('stateExits: a way out of every state a checkout rests in', () => {
  const exits = stateExits(machineGraph(checkoutMachine));

  it('lists every atomic state but the final and the transient one', () => {
    expect(exits.map((e) => e.state)).not.toContain('confirmed');
    expect(exits.map((e) => e.state)).not.toContain('routing');
    expect(exits.map((e) => e.state)).toEqual(expect.arrayContaining(['sessionExpired', 'failed.alreadySubmitted', 'active.shipping.saving', 'submitting']));
  });

  it('every resting state has at least one exit', () => {
    expect(exits.filter((e) => e.events.length === 0)).toEqual([]);
  });

  it("includes the ancestors' transitions; an invoked actor's result leaves by the event it raises", () => {
    const of = (state: string) => exits.find((e) => e.state === state)?.events;
    // failed.alreadySubmitted has none of its own: the failed state's restart and replay are its ways out.
    expect(of('failed.alreadySubmitted')).toEqual(['checkout.restart', 'support.replay']);
    expect(of('active.shipping.saving')).toEqual(expect.arrayContaining(['shipping.saved', 'shipping.failed', 'session.expired']));
    expect(of('sessionExpired')).toEqual(['checkout.restart', 'login.succeeded']);
  });

  it('reports a dead end, and a self-loop is no exit', () => {
    const toy = createMachine({ id: 'toy', initial: 'a', states: { a: { on: { GO: 'b' } }, b: { on: { STAY: 'b' } }, c: { type: 'final' } } });
    expect(stateExits(machineGraph(toy))).toEqual([
      { state: 'a', events: ['GO'] },
      { state: 'b', events: [] },
    ]);
  });
});

describe('sessionExpired: a guest gets out without an account', () => {
  const expired = () => run(start(), ...toPayment, { type: 'session.expired' });

  it('checkout.restart starts over at the login with no session, and the guest checks out again', () => {
    const s = expired();
    expect(leaf(s)).toBe('sessionExpired');
    const restarted = run(s, { type: 'checkout.restart', cartId: 'cart-1', session: 'loggedOut', articleCount: 2, totalCents: 1000 });
    expect(leaf(restarted)).toBe('active.login');
    expect(restarted.context).toMatchObject({ cartId: 'cart-1', session: 'loggedOut', loginOption: null, lastError: null });
    const again = run(restarted, ...toShipping);
    expect(leaf(again)).toBe('active.shipping.editing');
    expect(leaf(run(again, { type: 'shipping.save' }, { type: 'shipping.saved', session: 'guest' }))).toBe('active.payment.editing');
  });

  it('a login still leaves it too', () => {
    expect(leaf(run(expired(), { type: 'login.succeeded', session: 'loggedIn' }))).not.toBe('sessionExpired');
  });
});
