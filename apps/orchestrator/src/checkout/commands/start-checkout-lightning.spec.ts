import { cartChangeEvent } from './start-checkout.handler.js';

// What the checkout start plans from the lightning extend's outcome (issue 26).
describe('cartChangeEvent', () => {
  const fresh = { articleCount: 3, totalCents: 2490 };

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
});
