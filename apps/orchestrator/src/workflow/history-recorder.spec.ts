import { checkoutMachine, type CheckoutEvent, type SaveShippingInput, type SaveShippingOutput } from '@tafel/checkout-machine';
import { createActor, fromPromise, waitFor } from 'xstate';
import { HistoryRecorder, stateName } from './history-recorder.js';

const input = { cartId: 'c-1', articleCount: 2, totalCents: 1000, shippers: [{ code: 'dhl', enabled: true }], selectedShipperCode: 'dhl', deliveryCountry: 'DE' };

describe('HistoryRecorder', () => {
  it('records sent events by the command actor, raised ones by system, each with the state it led to', async () => {
    const recorder = new HistoryRecorder('SaveShippingStepCommand', 'shopper');
    const machine = checkoutMachine.provide({ actors: { saveShippingStep: fromPromise<SaveShippingOutput, SaveShippingInput>(async () => ({ session: 'guest' })) } });
    const actor = createActor(machine, { input, inspect: recorder.inspect });
    actor.start();
    for (const event of [{ type: 'login.chooseOption', option: 'guest' }, { type: 'shipping.save' }] as CheckoutEvent[]) {
      recorder.sending(event);
      actor.send(event);
    }
    await waitFor(actor, (s) => s.matches({ active: 'payment' }));
    const at = new Date('2026-01-01T00:00:00Z');
    expect(recorder.events(at)).toEqual([
      // Routing through the transient state counts as one entry with the state it ended in.
      { type: 'login.chooseOption', command: 'SaveShippingStepCommand', actor: 'shopper', resultingState: 'active.shipping.editing', at, payload: { option: 'guest' } },
      { type: 'shipping.save', command: 'SaveShippingStepCommand', actor: 'shopper', resultingState: 'active.shipping.saving', at },
      { type: 'shipping.saved', command: 'SaveShippingStepCommand', actor: 'system', resultingState: 'active.payment.editing', at, payload: { session: 'guest' } },
    ]);
    actor.stop();
  });

  it('leaves refused (ignored) events and xstate internals out', () => {
    const recorder = new HistoryRecorder('X', 'support');
    const actor = createActor(checkoutMachine, { input, inspect: recorder.inspect });
    actor.start();
    const refused: CheckoutEvent = { type: 'order.submit' };
    recorder.sending(refused);
    actor.send(refused);
    expect(recorder.events()).toEqual([]);
    actor.stop();
  });
});

describe('HistoryRecorder and host input', () => {
  it('never records the host input an event carried (it may hold a session token)', async () => {
    const recorder = new HistoryRecorder('SelectPaymentCommand', 'shopper');
    const machine = checkoutMachine.provide({ actors: { saveShippingStep: fromPromise<SaveShippingOutput, SaveShippingInput>(async () => ({ session: 'guest' })) } });
    const actor = createActor(machine, { input, inspect: recorder.inspect });
    actor.start();
    const event = { type: 'login.chooseOption', option: 'guest', host: { jwt: 'secret-token' } } as CheckoutEvent;
    recorder.sending(event);
    actor.send(event);
    const recorded = JSON.stringify(recorder.events());
    expect(recorded).toContain('login.chooseOption');
    expect(recorded).toContain('"option":"guest"');
    expect(recorded).not.toContain('secret-token');
    actor.stop();
  });
});

describe('stateName', () => {
  it('dots a nested state and names every region of a parallel one', () => {
    expect(stateName('idle')).toBe('idle');
    expect(stateName({ active: { shipping: 'editing' } })).toBe('active.shipping.editing');
    expect(stateName({ flow: { preparing: 'selection' }, uploads: 'busy' })).toBe('flow.preparing.selection, uploads.busy');
  });
});
