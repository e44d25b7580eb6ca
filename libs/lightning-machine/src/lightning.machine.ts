import { reasonedFor, type WorkflowStateMeta } from '@tafel/workflow-machine';
import { and, assertEvent, assign, setup } from 'xstate';
import { sameInstant } from './instant.js';
import { expiryChange, heldQuantity, outcomeProblem, reserveProblem } from './lightning.rules.js';
import type { LightningContext, LightningEvent, LightningGuardReason, LightningOrigin } from './lightning.types.js';

/** The context a cart starts with: nothing held at the deal price. */
export function initialLightningContext(): LightningContext {
  return { items: [], expiresAt: null, lastChange: null, lastError: null, request: null, origin: null, expiryDue: false };
}

// Guards that refuse an event are written once, as "why not" (see @tafel/workflow-machine).
const refusal = reasonedFor<LightningContext, LightningEvent, LightningGuardReason>();

type Refusals = Partial<Record<LightningEvent['type'] | '*', LightningGuardReason>>;
// A host outcome for a request that is not in flight.
const NOT_REQUESTED: Refusals = {
  'reserve.succeeded': 'NOT_REQUESTED',
  'reserve.failed': 'NOT_REQUESTED',
  'refresh.succeeded': 'NOT_REQUESTED',
  'refresh.failed': 'NOT_REQUESTED',
  'extend.succeeded': 'NOT_REQUESTED',
  'extend.failed': 'NOT_REQUESTED',
};
const meta = (refuses: Refusals): { meta: WorkflowStateMeta<LightningGuardReason> } => ({ meta: { refuses } });
const origin = (from: LightningOrigin) => ({ type: 'fromOrigin', params: { origin: from } }) as const;
const start = (from: LightningOrigin) => ({ type: 'startRequest', params: { origin: from } }) as const;

// The host read the cart: lightning lines held, held but expired, or none left.
const syncedFrom = (expiring: readonly ('sync' | 'expire')[]) =>
  ({
    'cart.synced': [
      { guard: and(['outcomeValid', 'syncHeld']), target: 'reserved', actions: 'sync' },
      { guard: and(['outcomeValid', 'syncExpired']), target: 'expired', actions: expiring },
      { guard: 'outcomeValid', target: 'released', actions: 'release' },
    ],
  }) as const;
// From reserved, lines found expired expire the reservation (lastChange EXPIRED).
const syncedFromReserved = syncedFrom(['sync', 'expire']);
const syncedFromExpired = syncedFrom(['sync']);
// Without a reservation a sync that finds no lightning lines stays (its assign keeps nothing held;
// XState counts a transition without target and actions as not taken).
const syncedFromNothing = {
  'cart.synced': [
    { guard: and(['outcomeValid', 'syncHeld']), target: 'reserved', actions: 'sync' },
    { guard: and(['outcomeValid', 'syncExpired']), target: 'expired', actions: 'sync' },
    { guard: 'outcomeValid', actions: 'sync' },
  ],
} as const;

// A failed request goes back to where it started; a reservation whose expiry job fired meanwhile is expired.
const backToOrigin = (type: 'reserve.failed' | 'extend.failed') => ({
  [type]: [
    { guard: and(['outcomeValid', origin('reserved'), 'expiryDue']), target: 'expired', actions: ['recordFailure', 'expire'] },
    { guard: and(['outcomeValid', origin('reserved')]), target: 'reserved', actions: 'recordFailure' },
    { guard: and(['outcomeValid', origin('expired')]), target: 'expired', actions: 'recordFailure' },
    { guard: and(['outcomeValid', origin('released')]), target: 'released', actions: 'recordFailure' },
    { guard: 'outcomeValid', target: 'none', actions: 'recordFailure' },
  ],
});

// Refresh and extend answer with what is still held: nothing left (every line not legal) releases.
const outcome = (type: 'refresh.succeeded' | 'extend.succeeded') => ({
  [type]: [
    { guard: and(['outcomeValid', 'outcomeHolds']), target: 'reserved', actions: 'applyOutcome' },
    { guard: 'outcomeValid', target: 'released', actions: 'applyOutcome' },
  ],
}) as const;

const SETTLED = {
  'order.submitted': { target: 'converted', actions: 'convert' },
  'reservation.released': { target: 'released', actions: 'release' },
} as const;

/**
 * One cart's lightning reservation (spec §4 Lightning deal): none → reserving → reserved →
 * expired → refreshing / extending → reserved | released; converted once ordered. Pure: the host
 * calls the upstream and reports outcomes; expiry is the host's delayed job at `expiresAt`
 * (`reservation.expired`), never a timer of the machine, so it survives a restore.
 */
export const lightningMachine = setup({
  types: {
    context: {} as LightningContext,
    events: {} as LightningEvent,
    meta: {} as WorkflowStateMeta<LightningGuardReason>,
  },
  guards: {
    // Only a running reservation counts against the deal's maximum: expired quantities cost the normal price.
    reservable: refusal(({ context, event }, params: { counting: boolean }) => {
      assertEvent(event, 'reserve.requested');
      return reserveProblem(event, params.counting ? heldQuantity(context.items, event.itemId) : 0);
    }),
    outcomeValid: refusal(({ event }) => outcomeProblem(event)),
    // Only the job of the current end acts: a stale or repeated job (moved or already expired) is refused.
    expiryMatches: refusal(({ context, event }) => {
      assertEvent(event, 'reservation.expired');
      return sameInstant(event.expiresAt, context.expiresAt) ? null : 'EXPIRY_STALE';
    }),
    expiryDuringRequest: refusal(({ context, event }) => {
      assertEvent(event, 'reservation.expired');
      return context.origin === 'reserved' && !context.expiryDue && sameInstant(event.expiresAt, context.expiresAt) ? null : 'EXPIRY_STALE';
    }),
    syncHeld: ({ event }) => event.type === 'cart.synced' && event.items.length > 0 && !event.expired,
    syncExpired: ({ event }) => event.type === 'cart.synced' && event.items.length > 0 && event.expired,
    outcomeHolds: ({ event }) => (event.type === 'refresh.succeeded' || event.type === 'extend.succeeded') && event.items.length > 0,
    fromOrigin: ({ context }, params: { origin: LightningOrigin }) => context.origin === params.origin,
    expiryDue: ({ context }) => context.expiryDue,
  },
  actions: {
    startRequest: assign(({ event }, params: { origin: LightningOrigin }) => {
      assertEvent(event, ['reserve.requested', 'refresh.requested', 'extend.requested']);
      const request =
        event.type === 'reserve.requested'
          ? { kind: 'reserve' as const, itemId: event.itemId, quantity: event.quantity }
          : { kind: event.type === 'refresh.requested' ? ('refresh' as const) : ('extend' as const) };
      return { request, origin: params.origin, expiryDue: false, lastError: null };
    }),
    reserveSucceeded: assign(({ context, event }) => {
      assertEvent(event, 'reserve.succeeded');
      const itemId = context.request?.kind === 'reserve' ? context.request.itemId : null;
      // An add changes the item's lightning quantity; none of the API's change reasons names it.
      return {
        items: event.items.map(({ itemId: id, quantity }) => ({ itemId: id, quantity })),
        expiresAt: event.expiresAt,
        lastChange: { reasons: [], changedItemIds: itemId === null ? [] : [itemId] },
        ...settledRequest(),
        lastError: null,
      };
    }),
    applyOutcome: assign(({ event }) => {
      assertEvent(event, ['refresh.succeeded', 'extend.succeeded']);
      const items = event.items.map(({ itemId, quantity }) => ({ itemId, quantity }));
      return {
        items,
        expiresAt: items.length > 0 ? event.expiresAt : null,
        lastChange: { reasons: [...event.change.reasons], changedItemIds: [...event.change.changedItemIds] },
        ...settledRequest(),
        lastError: null,
      };
    }),
    recordFailure: assign(({ event }) => {
      assertEvent(event, ['reserve.failed', 'refresh.failed', 'extend.failed']);
      return { lastError: event.messageKey === undefined ? { reason: event.reason } : { reason: event.reason, messageKey: event.messageKey }, ...settledRequest() };
    }),
    expire: assign(({ context }) => ({ lastChange: expiryChange(context.items), ...settledRequest() })),
    markExpiryDue: assign({ expiryDue: true }),
    sync: assign(({ event }) => {
      assertEvent(event, 'cart.synced');
      const items = event.items.map(({ itemId, quantity }) => ({ itemId, quantity }));
      return { items, expiresAt: items.length > 0 ? event.expiresAt : null };
    }),
    release: assign({ items: [], expiresAt: null, request: null, origin: null, expiryDue: false }),
    convert: assign(settledRequest()),
  },
}).createMachine({
  id: 'lightning',
  context: initialLightningContext(),
  initial: 'none',
  states: {
    none: {
      on: { 'reserve.requested': { guard: { type: 'reservable', params: { counting: false } }, target: 'reserving', actions: start('none') }, ...syncedFromNothing },
      ...meta({ ...NOT_REQUESTED, 'reservation.expired': 'EXPIRY_STALE', '*': 'NO_RESERVATION' }),
    },
    reserving: {
      on: {
        'reserve.succeeded': { guard: 'outcomeValid', target: 'reserved', actions: 'reserveSucceeded' },
        ...backToOrigin('reserve.failed'),
        'reservation.expired': { guard: 'expiryDuringRequest', actions: 'markExpiryDue' },
      },
      ...meta({ ...NOT_REQUESTED, 'reservation.expired': 'EXPIRY_STALE', '*': 'BUSY' }),
    },
    reserved: {
      on: {
        'reserve.requested': { guard: { type: 'reservable', params: { counting: true } }, target: 'reserving', actions: start('reserved') },
        'reservation.expired': { guard: 'expiryMatches', target: 'expired', actions: 'expire' },
        'extend.requested': { target: 'extending', actions: start('reserved') },
        ...syncedFromReserved,
        ...SETTLED,
      },
      ...meta({ ...NOT_REQUESTED, 'refresh.requested': 'NOT_EXPIRED', '*': 'NOT_IN_THIS_STATE' }),
    },
    expired: {
      on: {
        'reserve.requested': { guard: { type: 'reservable', params: { counting: false } }, target: 'reserving', actions: start('expired') },
        'refresh.requested': { target: 'refreshing', actions: start('expired') },
        'extend.requested': { target: 'extending', actions: start('expired') },
        ...syncedFromExpired,
        ...SETTLED,
      },
      ...meta({ ...NOT_REQUESTED, 'reservation.expired': 'EXPIRY_STALE', '*': 'NOT_IN_THIS_STATE' }),
    },
    refreshing: {
      on: {
        ...outcome('refresh.succeeded'),
        'refresh.failed': { guard: 'outcomeValid', target: 'expired', actions: 'recordFailure' },
      },
      ...meta({ ...NOT_REQUESTED, 'reservation.expired': 'EXPIRY_STALE', '*': 'BUSY' }),
    },
    extending: {
      on: {
        ...outcome('extend.succeeded'),
        ...backToOrigin('extend.failed'),
        'reservation.expired': { guard: 'expiryDuringRequest', actions: 'markExpiryDue' },
      },
      ...meta({ ...NOT_REQUESTED, 'reservation.expired': 'EXPIRY_STALE', '*': 'BUSY' }),
    },
    converted: {
      type: 'final',
      ...meta({ 'reservation.expired': 'EXPIRY_STALE', '*': 'ALREADY_CONVERTED' }),
    },
    released: {
      on: { 'reserve.requested': { guard: { type: 'reservable', params: { counting: false } }, target: 'reserving', actions: start('released') }, ...syncedFromNothing },
      ...meta({ ...NOT_REQUESTED, 'reservation.expired': 'EXPIRY_STALE', '*': 'NO_RESERVATION' }),
    },
  },
});

function settledRequest(): Pick<LightningContext, 'request' | 'origin' | 'expiryDue'> {
  return { request: null, origin: null, expiryDue: false };
}
