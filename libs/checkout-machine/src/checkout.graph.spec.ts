import { getShortestPaths } from 'xstate/graph';
import { transition, type AnyStateNode, type Snapshot } from 'xstate';
import { baseInput, leaf, pendingActor } from '../test/fixtures.js';
import {
  awaitsPaymentProvider,
  checkoutMachine,
  CHECKOUT_MACHINE_VERSION,
  CHECKOUT_MIGRATIONS,
  persistCheckout,
  restoreCheckout,
  UnknownMachineVersionError,
  type CheckoutEvent,
  type CheckoutSnapshot,
} from './index.js';

// Every event the graph walk may try, with representative payloads.
const EVENTS: CheckoutEvent[] = [
  { type: 'login.chooseOption', option: 'guest' },
  { type: 'login.succeeded', session: 'loggedIn' },
  { type: 'shipping.edit' },
  { type: 'shipping.setDeliveryType', deliveryType: 'packstation', deliveryCountry: 'DE' },
  { type: 'shipping.selectShipper', code: 'spedition' },
  { type: 'shipping.save' },
  { type: 'shipping.saved', session: 'guest' },
  { type: 'shipping.failed' },
  { type: 'payment.edit' },
  { type: 'payment.select', methodId: 'PAYPAL' },
  { type: 'payment.saved' },
  { type: 'payment.failed' },
  { type: 'payment.retry' },
  { type: 'payment.cancelled' },
  { type: 'amazon.select' },
  { type: 'amazon.abort', cartId: 'cart-2' },
  { type: 'order.submit' },
  { type: 'order.submit', seenCartChangeId: 'chg-1' },
  { type: 'submit.succeeded', orderId: 'o-1', newCartId: 'cart-3' },
  { type: 'submit.redirected', redirectUrl: 'https://pay.example/' },
  { type: 'submit.redirected', redirectUrl: null, computopData: { mid: 'm', data: 'ZA==', len: 1, url: '/__payment/computop' }, orderId: 'o-2' },
  { type: 'submit.failed', reason: 'CART_CHANGED' },
  { type: 'submit.failed', reason: 'ALREADY_SUBMITTED', newCartId: 'cart-4' },
  { type: 'submit.failed', reason: 'PAYMENT_DECLINED' },
  { type: 'submit.failed', reason: 'PAYMENT_ERROR' },
  { type: 'submit.failed', reason: 'ADDRESS_REJECTED', messageKey: 'vue.checkout.error.billingAddressMissing' },
  { type: 'submit.failed', reason: 'SESSION_EXPIRED' },
  { type: 'submit.failed', reason: 'UPSTREAM_UNAVAILABLE' },
  { type: 'submit.failed', reason: 'INTERNAL_ERROR' },
  { type: 'submit.orderIdUnknown' },
  { type: 'submit.retry' },
  { type: 'support.replay' },
  { type: 'cart.updated', articleCount: 0, totalCents: 0 },
  { type: 'cart.updated', articleCount: 2, totalCents: 1000 },
  { type: 'cart.lightningChanged', id: 'chg-1', reasons: ['EXPIRED'], changedItemIds: ['10005-01'], articleCount: 2, totalCents: 1400 },
  { type: 'session.expired' },
  { type: 'checkout.restart', cartId: 'cart-5', articleCount: 1, totalCents: 500 },
];

// The graph keys a vertex by state value plus the context facts that change what can happen next,
// so the walk stays finite while still reaching every state.
function serializeState(s: CheckoutSnapshot): string {
  const c = s.context;
  return JSON.stringify([s.value, c.session, c.loginOption, c.articleCount > 0, c.shipping.validated, c.payment.validated, c.expressAmazonSelected, c.orderId !== null, c.submissionAttempt > 0, c.cartChange !== null]);
}

function leafStateIds(node: AnyStateNode): string[] {
  const children = Object.values(node.states) as AnyStateNode[];
  if (children.length === 0) return [node.path.join('.')];
  return children.flatMap(leafStateIds);
}

// 'routing' is transient (always transitions): no snapshot ever rests there.
const EXPECTED_LEAVES = leafStateIds(checkoutMachine.root).filter((id) => id !== 'routing').sort();

const paths = getShortestPaths(checkoutMachine, { input: baseInput, events: EVENTS, serializeState: (s) => serializeState(s) });
const reached = paths.map((p) => p.state as CheckoutSnapshot);

describe('checkout machine graph (xstate/graph)', () => {
  it('has the support-relevant leaf states', () => {
    expect(EXPECTED_LEAVES).toEqual(
      [
        'active.cartEmpty', 'active.login', 'active.payment.editing', 'active.payment.saving', 'active.shipping.editing', 'active.shipping.saving', 'active.summary',
        'awaitingPaymentProvider', 'confirmed', 'failed.addressRejected', 'failed.alreadySubmitted', 'failed.cartChanged', 'failed.internalError', 'failed.paymentDeclined',
        'failed.paymentError', 'failed.upstreamUnavailable', 'orderIdUnknown', 'sessionExpired', 'submitting',
      ].sort(),
    );
  });

  it('shortest paths reach every state', () => {
    expect([...new Set(reached.map(leaf))].sort()).toEqual(EXPECTED_LEAVES);
  });

  it('awaitsPaymentProvider (read from the context, as the gate does) holds exactly in awaitingPaymentProvider', () => {
    // Every reached state and every state one event further.
    const states = reached.flatMap((s) => [s, ...EVENTS.filter((e) => s.can(e)).map((e) => transition(checkoutMachine, s, e)[0])]);
    const mismatches = states.filter((s) => awaitsPaymentProvider(s.context) !== s.matches('awaitingPaymentProvider')).map((s) => serializeState(s));
    expect(mismatches).toEqual([]);
    expect(states.filter((s) => s.matches('awaitingPaymentProvider')).length).toBeGreaterThan(1);
  });

  // One generated test per state: the shortest path to it, replayed on a live actor.
  const firstPathPerLeaf = new Map(paths.map((p) => [leaf(p.state as CheckoutSnapshot), p] as const));
  it.each([...firstPathPerLeaf.entries()])('path to %s replays on a live actor', (state, path) => {
    const actor = pendingActor();
    for (const step of path.steps) actor.send(step.event);
    expect(leaf(actor.getSnapshot())).toBe(state);
    // Vertices are keyed by serializeState, so compare that key, not every context detail.
    expect(serializeState(actor.getSnapshot())).toBe(serializeState(path.state as CheckoutSnapshot));
    actor.stop();
  });
});

describe('persisted snapshots (version + JSON round trip)', () => {
  it.each(reached.map((s) => [serializeState(s), s] as const))('%s round-trips and continues identically', (_key, snapshot) => {
    const stored = JSON.parse(JSON.stringify(persistCheckout(snapshot)));
    expect(stored.version).toBe(CHECKOUT_MACHINE_VERSION);
    const restored = restoreCheckout(stored);
    const actor = pendingActor(restored);
    expect(actor.getSnapshot().value).toEqual(snapshot.value);
    expect(actor.getSnapshot().context).toEqual(snapshot.context);
    // Continue with every event the original accepts: restored actor and pure transition agree.
    for (const event of EVENTS.filter((e) => snapshot.can(e))) {
      const expected = transition(checkoutMachine, snapshot, event)[0];
      const fresh = pendingActor(restoreCheckout(JSON.parse(JSON.stringify(stored))));
      fresh.send(event);
      expect([event.type, fresh.getSnapshot().value]).toEqual([event.type, expected.value]);
      expect(fresh.getSnapshot().context).toEqual(expected.context);
      fresh.stop();
    }
    actor.stop();
  });

  it('persists from a live actor too', () => {
    const actor = pendingActor();
    actor.send({ type: 'login.chooseOption', option: 'guest' });
    actor.send({ type: 'shipping.save' });
    const stored = persistCheckout(actor);
    expect(stored.snapshot).toMatchObject({ value: { active: { shipping: 'saving' } } });
    expect(() => JSON.stringify(stored)).not.toThrow();
    actor.stop();
  });

  it('refuses unknown versions with a clear error', () => {
    const stored = persistCheckout(reached[0] as CheckoutSnapshot);
    for (const version of [0, CHECKOUT_MACHINE_VERSION + 1, 1.5, Number.NaN]) {
      expect(() => restoreCheckout({ ...stored, version })).toThrow(UnknownMachineVersionError);
    }
    expect(() => restoreCheckout({ ...stored, version: 99 })).toThrow(/machine version 99/);
  });

  it('runs the migration hook for older versions', () => {
    const stored = { ...persistCheckout(reached[0] as CheckoutSnapshot), version: 1 };
    // A future build at version 3 reading a version-1 snapshot migrates 1 → 2 → 3 in order.
    const calls: number[] = [];
    const migrations = {
      1: (s: Snapshot<unknown>) => (calls.push(1), s),
      2: (s: Snapshot<unknown>) => (calls.push(2), { ...s, migrated: true }),
    };
    expect(restoreCheckout(stored, { migrations, currentVersion: 3 })).toMatchObject({ migrated: true });
    expect(calls).toEqual([1, 2]);
    expect(() => restoreCheckout(stored, { migrations: { 1: migrations[1] }, currentVersion: 3 })).toThrow(UnknownMachineVersionError);
  });

  // Version 1 (before cart-change notices) had no cartChange in its context.
  const asVersion1 = (snapshot: CheckoutSnapshot) => {
    const { snapshot: persisted } = JSON.parse(JSON.stringify(persistCheckout(snapshot))) as { snapshot: { context: Record<string, unknown> } };
    delete persisted.context.cartChange;
    return { version: 1, snapshot: persisted as unknown as Snapshot<unknown> };
  };

  it('migrates every reached version-1 snapshot to version 2 with no cart change, and it continues like one of version 2', () => {
    expect(CHECKOUT_MACHINE_VERSION).toBe(2);
    for (const snapshot of reached.filter((s) => s.context.cartChange === null)) {
      const old = asVersion1(snapshot);
      expect(old.snapshot).not.toHaveProperty('context.cartChange');
      const actor = pendingActor(restoreCheckout(old));
      expect(actor.getSnapshot().value).toEqual(snapshot.value);
      expect(actor.getSnapshot().context).toEqual(snapshot.context);
      // The restored checkout is saved as version 2 and reads back the same.
      expect(restoreCheckout(JSON.parse(JSON.stringify(persistCheckout(actor))))).toMatchObject({ context: { cartChange: null } });
      actor.stop();
    }
  });

  it('a migrated summary submits without naming a change, and records a later change', () => {
    const summary = reached.find((s) => s.matches({ active: 'summary' }) && s.context.cartChange === null) as CheckoutSnapshot;
    const actor = pendingActor(restoreCheckout(asVersion1(summary)));
    actor.send({ type: 'cart.lightningChanged', id: 'chg-9', reasons: ['NOT_LEGAL_DEAL'], changedItemIds: ['i-1'] });
    expect(actor.getSnapshot().context.cartChange).toEqual({ id: 'chg-9', reasons: ['NOT_LEGAL_DEAL'], changedItemIds: ['i-1'] });
    actor.send({ type: 'order.submit' });
    expect(actor.getSnapshot().value).toEqual({ active: 'summary' });
    actor.send({ type: 'order.submit', seenCartChangeId: 'chg-9' });
    expect(actor.getSnapshot().value).toBe('submitting');
    actor.stop();
  });

  it('leaves a snapshot that already has the field alone', () => {
    expect(CHECKOUT_MIGRATIONS[1]?.({ context: { cartChange: { id: 'x' } } } as unknown as Snapshot<unknown>)).toEqual({ context: { cartChange: { id: 'x' } } });
  });
});
