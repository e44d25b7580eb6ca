import { describe, expect, it } from '@jest/globals';
import { translator } from '@/lib/i18n/i18n';
import { basketLightningView } from './basket-view';

const de = translator('de-DE');
const NOW = Date.parse('2026-11-26T12:00:00Z');

type Reservation = {
  state: 'NONE' | 'RESERVING' | 'RESERVED' | 'EXPIRED' | 'EXTENDING' | 'CONVERTED' | 'RELEASED';
  hasReservation: boolean;
  expired: boolean;
  expiresAt: string | null;
  items: { itemId: string; quantity: number }[];
};

function cart(reservation: Partial<Reservation> | null, dealLine: { quantityLightning: number; quantityNormal: number } = { quantityLightning: 2, quantityNormal: 1 }) {
  return {
    __typename: 'Cart' as const,
    id: 'c-1',
    lines: [
      {
        id: 'pos-1',
        itemId: '10005-01',
        quantity: dealLine.quantityLightning + dealLine.quantityNormal,
        isLightningDeal: dealLine.quantityLightning > 0,
        ...dealLine,
        pricePerUnitLightning: dealLine.quantityLightning > 0 ? { amount: 2.09, currency: 'EUR', formatted: '2,09 €' } : null,
        // The line's normal unit price, as the one cart read answers it.
        unitPrice: { amount: 2.99, currency: 'EUR', formatted: '2,99 €' },
      },
      { id: 'pos-2', itemId: '10554-01', quantity: 1, isLightningDeal: false, quantityLightning: 0, quantityNormal: 1, pricePerUnitLightning: null, unitPrice: { amount: 5, currency: 'EUR', formatted: '5,00 €' } },
    ],
    lightningReservation:
      reservation === null
        ? null
        : {
            state: 'RESERVED' as const,
            hasReservation: true,
            expired: false,
            expiresAt: '2026-11-26T12:15:00Z',
            items: [{ itemId: '10005-01', quantity: 2 }],
            ...reservation,
          },
  };
}

describe('basketLightningView', () => {
  it('splits a reserved line into its deal and normal parts, each with its unit price, and counts down to the end', () => {
    const view = basketLightningView(cart({}), de, NOW);
    expect(view.splits).toEqual({
      'pos-1': {
        deal: { text: '2 × zum Blitzpreis', unitPrice: '2,09\u00a0€' },
        normal: { text: '1 × zum Normalpreis', unitPrice: '2,99\u00a0€' },
      },
    });
    expect(view.reservedUntil).toEqual({ endsAt: Date.parse('2026-11-26T12:15:00Z'), label: 'Angebot endet am 26.11., 13:15 Uhr' });
    expect(view.expiredLineIds).toEqual([]);
  });

  it('has no normal part when the whole line is at the deal price', () => {
    expect(basketLightningView(cart({}, { quantityLightning: 3, quantityNormal: 0 }), de, NOW).splits['pos-1']?.normal).toBeUndefined();
  });

  it('marks the reserved items’ lines expired once the reservation expired (state or flag), without a countdown or split', () => {
    for (const reservation of [{ state: 'EXPIRED' as const, expired: true }, { expired: true }, { state: 'EXPIRED' as const }]) {
      const view = basketLightningView(cart(reservation, { quantityLightning: 0, quantityNormal: 3 }), de, NOW);
      expect(view).toEqual({ splits: {}, expiredLineIds: ['pos-1'] });
    }
  });

  it('treats a reservation whose end passed as expired before the expiry job caught up', () => {
    const view = basketLightningView(cart({ expiresAt: '2026-11-26T11:59:59Z' }), de, NOW);
    expect(view).toEqual({ splits: {}, expiredLineIds: ['pos-1'] });
  });

  it('shows nothing without a cart, a reservation, or after the order (converted, released)', () => {
    const empty = { splits: {}, expiredLineIds: [] };
    expect(basketLightningView(null, de, NOW)).toEqual(empty);
    expect(basketLightningView(cart(null), de, NOW)).toEqual(empty);
    expect(basketLightningView(cart({ state: 'NONE', hasReservation: false, expiresAt: null, items: [] }), de, NOW)).toEqual(empty);
    expect(basketLightningView(cart({ state: 'CONVERTED' }, { quantityLightning: 0, quantityNormal: 3 }), de, NOW)).toEqual(empty);
  });
});
