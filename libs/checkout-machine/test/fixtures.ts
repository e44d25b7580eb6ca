import { createActor, fromPromise, initialTransition, transition, type Snapshot } from 'xstate';
import {
  checkoutMachine,
  type CheckoutEvent,
  type CheckoutInput,
  type CheckoutSnapshot,
  type SaveShippingInput,
  type SaveShippingOutput,
  type SelectPaymentInput,
  type SelectPaymentOutput,
  type SubmitOrderInput,
  type SubmitOrderOutput,
} from '../src/index.js';

/** A B2C cart with two articles worth 10 € and two shippers, nobody logged in. */
export const baseInput: CheckoutInput = {
  cartId: 'cart-1',
  articleCount: 2,
  totalCents: 1000,
  shippers: [
    { code: 'dhl', enabled: true },
    { code: 'spedition', enabled: true },
    { code: 'hermes', enabled: false },
  ],
  selectedShipperCode: 'dhl',
  deliveryType: 'sameAsBilling',
  deliveryCountry: 'DE',
};

/** Initial snapshot for an input (defaults to baseInput). */
export function start(input: Partial<CheckoutInput> = {}): CheckoutSnapshot {
  return initialTransition(checkoutMachine, { ...baseInput, ...input })[0];
}

/** Pure transitions through a list of events. */
export function run(snapshot: CheckoutSnapshot, ...events: CheckoutEvent[]): CheckoutSnapshot {
  return events.reduce((s, e) => transition(checkoutMachine, s, e)[0], snapshot);
}

/** Dotted path of the (single) active leaf, e.g. "active.shipping.editing". */
export function leaf(snapshot: CheckoutSnapshot): string {
  const parts: string[] = [];
  let value: unknown = snapshot.value;
  while (typeof value === 'object' && value !== null) {
    const [key, child] = Object.entries(value)[0] as [string, unknown];
    parts.push(key);
    value = child;
  }
  parts.push(String(value));
  return parts.join('.');
}

export const toShipping: CheckoutEvent[] = [{ type: 'login.chooseOption', option: 'guest' }];
export const toPayment: CheckoutEvent[] = [...toShipping, { type: 'shipping.save' }, { type: 'shipping.saved', session: 'guest' }];
export const toSummary: CheckoutEvent[] = [...toPayment, { type: 'payment.select', methodId: 'PAYPAL' }, { type: 'payment.saved' }];
export const toSubmitting: CheckoutEvent[] = [...toSummary, { type: 'order.submit' }];

/** Host actors that never settle: the machine stays where the events put it. */
export const pendingMachine = checkoutMachine.provide({
  actors: {
    saveShippingStep: fromPromise<SaveShippingOutput, SaveShippingInput>(() => new Promise(() => undefined)),
    selectPayment: fromPromise<SelectPaymentOutput, SelectPaymentInput>(() => new Promise(() => undefined)),
    submitOrder: fromPromise<SubmitOrderOutput, SubmitOrderInput>(() => new Promise(() => undefined)),
  },
});

/** A started actor of pendingMachine, optionally restored from a snapshot. */
export function pendingActor(snapshot?: Snapshot<unknown>) {
  const actor = snapshot === undefined ? createActor(pendingMachine, { input: baseInput }) : createActor(pendingMachine, { snapshot, input: baseInput }); // input is required by the type, ignored on restore
  return actor.start();
}
