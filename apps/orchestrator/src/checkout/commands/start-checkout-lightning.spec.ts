import type { UpstreamCartFragment } from '@tafel/graphql-schema/upstream-client';
import { cartChangeEvent } from './start-checkout.handler.js';

// What the checkout start plans from the lightning extend's outcome (issue 26).
describe('cartChangeEvent', () => {
  const line = (itemId: string, quantityLightning: number) => ({ itemId, quantityLightning }) as UpstreamCartFragment['items'][number];
  const fresh = { articleCount: 3, totalCents: 2490, cart: { items: [line('10401-01', 0), line('10005-01', 1)] } };

  it('plans nothing without an outcome or when the prices stayed', () => {
    expect(cartChangeEvent(null, fresh, 'id-1')).toEqual([]);
    expect(cartChangeEvent({ reasons: [], changedItemIds: [], pricesChanged: false }, fresh, 'id-1')).toEqual([]);
    expect(cartChangeEvent({ reasons: ['REFRESHED'], changedItemIds: ['10005-01'], pricesChanged: false }, fresh, 'id-1')).toEqual([]);
  });

  it('plans the machine event with the id, the reasons, the items and the figures read after the extend; optional past the summary', () => {
    const outcome = { reasons: ['NOT_LEGAL_DEAL', 'REDUCED_QUANTITY'] as const, changedItemIds: ['10005-01', '10007-02'], pricesChanged: true };
    expect(cartChangeEvent({ ...outcome, reasons: [...outcome.reasons] }, fresh, 'id-2')).toEqual([
      {
        event: { type: 'cart.lightningChanged', id: 'id-2', reasons: ['NOT_LEGAL_DEAL', 'REDUCED_QUANTITY'], changedItemIds: ['10005-01', '10007-02'], articleCount: 3, totalCents: 2490 },
        optional: true,
      },
    ]);
  });

  it('a refresh also names the lines that hold lightning quantity again (the upstream names none), each once', () => {
    const [planned] = cartChangeEvent({ reasons: ['REFRESHED'], changedItemIds: [], pricesChanged: true }, fresh, 'id-3');
    expect(planned).toMatchObject({ event: { reasons: ['REFRESHED'], changedItemIds: ['10005-01'] } });
    const [both] = cartChangeEvent({ reasons: ['REDUCED_QUANTITY', 'REFRESHED'], changedItemIds: ['10005-01'], pricesChanged: true }, fresh, 'id-4');
    expect(both).toMatchObject({ event: { changedItemIds: ['10005-01'] } });
  });
});
