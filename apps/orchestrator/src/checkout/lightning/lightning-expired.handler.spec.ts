import type { AcceptedEvent } from '../../workflow/workflow-definition.js';
import { lostDealPrices } from './lightning-expired.handler.js';

const accepted = (type: string, state: string): AcceptedEvent => ({ type, actor: 'system', state, payload: null });

describe('which lightning changes reach a running checkout', () => {
  it('an expiry (the job or a sync that found it) and an explicit release', () => {
    expect(lostDealPrices({ state: 'expired', command: 'ExpireLightningReservationCommand', accepted: [accepted('reservation.expired', 'expired')] })).toBe(true);
    expect(lostDealPrices({ state: 'expired', command: 'GetLightningReservationQuery', accepted: [accepted('cart.synced', 'expired')] })).toBe(true);
    expect(lostDealPrices({ state: 'released', command: 'SomeCommand', accepted: [accepted('reservation.released', 'released')] })).toBe(true);
  });

  it('not the checkout start’s own extend, lines the shopper removed, or a change that ends reserved', () => {
    expect(lostDealPrices({ state: 'expired', command: 'ExtendLightningForCheckoutCommand', accepted: [accepted('cart.synced', 'expired')] })).toBe(false);
    expect(lostDealPrices({ state: 'released', command: 'ExpireLightningReservationCommand', accepted: [accepted('cart.synced', 'released')] })).toBe(false);
    expect(lostDealPrices({ state: 'reserved', command: 'RefreshLightningReservationCommand', accepted: [accepted('refresh.succeeded', 'reserved')] })).toBe(false);
    expect(lostDealPrices({ state: 'expired', command: 'ExpireLightningReservationCommand', accepted: [] })).toBe(false);
  });
});
