import { reasonOf } from '@tafel/workflow-machine';
import { getStateNodes, transition, type AnyStateNode } from 'xstate';
import { baseInput, start } from '../test/fixtures.js';
import { checkoutMachine, whyNot, type CheckoutEvent, type CheckoutSnapshot } from './index.js';

// The checkout's refusal reasons come from its guards: for every snapshot the machine can reach
// (within a few events) and every event, whyNot is null exactly when the machine accepts the
// event, and a refusal by a guard of the active state is that guard's own reason.

const EVENTS: CheckoutEvent[] = [
  { type: 'login.chooseOption', option: 'guest' },
  { type: 'login.succeeded', session: 'loggedIn' },
  { type: 'shipping.edit' },
  { type: 'shipping.setDeliveryType', deliveryType: 'packstation', deliveryCountry: 'DE' },
  { type: 'shipping.selectShipper', code: 'spedition' },
  { type: 'shipping.selectShipper', code: 'hermes' },
  { type: 'shipping.save' },
  { type: 'shipping.saved', session: 'guest' },
  { type: 'payment.edit' },
  { type: 'payment.select', methodId: 'PAYPAL' },
  { type: 'payment.select', methodId: '' },
  { type: 'payment.select', methodId: 'X_RECHNUNG', buyerReference: '' },
  { type: 'payment.saved' },
  { type: 'payment.retry' },
  { type: 'payment.cancelled' },
  { type: 'amazon.select' },
  { type: 'amazon.abort', cartId: 'c2' },
  { type: 'order.submit' },
  { type: 'order.submit', seenCartChangeId: 'chg-1' },
  { type: 'order.submit', seenCartChangeId: 'chg-old' },
  { type: 'submit.succeeded', orderId: 'o1' },
  { type: 'submit.redirected', redirectUrl: 'https://pay.example/' },
  { type: 'submit.failed', reason: 'PAYMENT_DECLINED' },
  { type: 'submit.failed', reason: 'UPSTREAM_UNAVAILABLE' },
  { type: 'submit.failed', reason: 'ALREADY_SUBMITTED' },
  { type: 'submit.orderIdUnknown' },
  { type: 'submit.retry' },
  { type: 'support.replay' },
  { type: 'cart.updated', articleCount: 0, totalCents: 0 },
  { type: 'cart.updated', articleCount: 3, totalCents: 0 },
  { type: 'cart.lightningChanged', id: 'chg-1', reasons: ['REDUCED_QUANTITY'], changedItemIds: ['i-1'], articleCount: 3, totalCents: 1500 },
  { type: 'session.expired' },
  { type: 'checkout.restart', cartId: 'c3', articleCount: 1, totalCents: 100 },
];

function reachable(depth: number): CheckoutSnapshot[] {
  const seen = new Map<string, CheckoutSnapshot>();
  let frontier = [{}, { isB2b: true }, { articleCount: 0 }, { totalCents: 0 }].map((input) => start({ ...baseInput, ...input }));
  for (let d = 0; d < depth && frontier.length > 0; d += 1) {
    const next: CheckoutSnapshot[] = [];
    for (const snapshot of frontier) {
      const key = JSON.stringify([snapshot.value, snapshot.context]);
      if (seen.has(key)) continue;
      seen.set(key, snapshot);
      for (const event of EVENTS) if (snapshot.can(event)) next.push(transition(checkoutMachine, snapshot, event)[0]);
    }
    frontier = next;
  }
  return [...seen.values()];
}

type Definition = { guard?: unknown; source: AnyStateNode };

/** Reasons the active states' own transitions for the event give (their guards and what their states require). */
function localReasons(snapshot: CheckoutSnapshot, event: CheckoutEvent): { reasons: string[]; reasoned: boolean } {
  const guards = checkoutMachine.implementations.guards as Record<string, unknown>;
  const args = { context: snapshot.context, event };
  const reasons: string[] = [];
  let reasoned = false;
  for (const node of getStateNodes(checkoutMachine.root, snapshot.value) as AnyStateNode[]) {
    for (const definition of (node.transitions.get(event.type) ?? []) as Definition[]) {
      const names = [typeof definition.guard === 'string' ? definition.guard : undefined];
      for (let n: AnyStateNode | undefined = definition.source; n; n = n.parent) {
        const requires = (n.meta as { requires?: string } | undefined)?.requires;
        if (requires) names.push(requires);
      }
      for (const name of names) {
        const reason = name === undefined ? undefined : reasonOf(guards[name]);
        if (reason === undefined) continue;
        if (name === definition.guard) reasoned = true;
        const answer = reason(args, undefined);
        if (answer !== null) reasons.push(answer);
      }
    }
  }
  return { reasons, reasoned };
}

describe('checkout guard reasons come from the guards', () => {
  const snapshots = reachable(6);

  it('explores enough of the machine to mean something', () => {
    expect(snapshots.length).toBeGreaterThan(300);
    const states = new Set(snapshots.map((s) => JSON.stringify(s.value)));
    for (const state of ['"submitting"', '"confirmed"', '"sessionExpired"', '"orderIdUnknown"', '"awaitingPaymentProvider"', '{"failed":"paymentDeclined"}', '{"active":{"payment":"editing"}}']) {
      expect(states).toContain(state);
    }
  });

  it('every guard that refuses a shopper event is a reasoned guard', () => {
    const guards = checkoutMachine.implementations.guards as Record<string, unknown>;
    for (const name of ['readyToSubmit', 'canEditShipping', 'canEditPayment', 'paymentStepOpen', 'shipperAllowed', 'paymentSelectionValid', 'amazonPayAllowed', 'amazonSelected']) {
      expect(reasonOf(guards[name])).toBeInstanceOf(Function);
    }
  });

  it('whyNot is null for every accepted event and a reason for every refused one', () => {
    let refused = 0;
    for (const snapshot of snapshots) {
      for (const event of EVENTS) {
        const reason = whyNot(snapshot, event);
        if (snapshot.can(event)) {
          expect({ state: snapshot.value, event, reason }).toEqual({ state: snapshot.value, event, reason: null });
        } else {
          refused += 1;
          expect(typeof reason).toBe('string');
        }
      }
    }
    expect(refused).toBeGreaterThan(1000);
  });

  it('a refusal by a reasoned guard of the active state is that guard’s reason, never the fallback', () => {
    let checked = 0;
    for (const snapshot of snapshots) {
      for (const event of EVENTS) {
        if (snapshot.can(event)) continue;
        const { reasons, reasoned } = localReasons(snapshot, event);
        if (!reasoned) continue;
        checked += 1;
        expect({ state: snapshot.value, event, reasons }).toEqual({ state: snapshot.value, event, reasons: expect.arrayContaining([whyNot(snapshot, event)]) });
      }
    }
    expect(checked).toBeGreaterThan(100);
  });
});
