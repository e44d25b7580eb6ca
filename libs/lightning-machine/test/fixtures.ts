import { initialTransition, transition } from 'xstate';
import { lightningMachine, whyNotLightning, type LightningEvent, type LightningSnapshot } from '../src/index.js';

export const END_1 = '2026-11-26T12:15:00.000Z';
export const END_2 = '2026-11-26T12:30:00.000Z';
export const END_3 = '2026-11-26T12:45:00.000Z';

/** A fresh reservation workflow (state none). */
export function start(): LightningSnapshot {
  return initialTransition(lightningMachine)[0];
}

/** Pure transitions through events the machine must accept (a refusal fails the test with its reason). */
export function run(snapshot: LightningSnapshot, ...events: LightningEvent[]): LightningSnapshot {
  return events.reduce((s, e) => {
    const reason = whyNotLightning(s, e);
    if (reason !== null) throw new Error(`${e.type} refused in ${JSON.stringify(s.value)}: ${reason}`);
    return transition(lightningMachine, s, e)[0];
  }, snapshot);
}

/** The snapshot after an event whether accepted or not (for asserting that a refusal changes nothing). */
export function send(snapshot: LightningSnapshot, event: LightningEvent): LightningSnapshot {
  return transition(lightningMachine, snapshot, event)[0];
}

export const reserve = (patch: Partial<Extract<LightningEvent, { type: 'reserve.requested' }>> = {}): LightningEvent => ({
  type: 'reserve.requested',
  itemId: '10005-01',
  quantity: 2,
  quantityMax: 3,
  dealAvailable: true,
  ...patch,
});
export const reserved = (quantity = 2, expiresAt = END_1, itemId = '10005-01'): LightningEvent => ({ type: 'reserve.succeeded', items: [{ itemId, quantity }], expiresAt });
export const expiry = (expiresAt = END_1): LightningEvent => ({ type: 'reservation.expired', expiresAt });

/** Events to the common states. */
export const toReserving: LightningEvent[] = [reserve()];
export const toReserved: LightningEvent[] = [reserve(), reserved()];
export const toExpired: LightningEvent[] = [...toReserved, expiry()];
export const toRefreshing: LightningEvent[] = [...toExpired, { type: 'refresh.requested' }];
export const toExtending: LightningEvent[] = [...toReserved, { type: 'extend.requested' }];
export const toConverted: LightningEvent[] = [...toReserved, { type: 'order.submitted' }];
export const toReleased: LightningEvent[] = [...toReserved, { type: 'reservation.released' }];
