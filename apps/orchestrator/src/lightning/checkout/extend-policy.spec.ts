import type { LoadedLightning } from '../reservations/lightning-records.js';
import { EXTEND_WHEN_ENDING_WITHIN_MS, heldLongEnough, unextendedOutcome } from './extend-policy.js';

const NOW = Date.parse('2026-11-26T12:00:00.000Z');
const record = (state: string, expiresAt: string | null, items = [{ itemId: '10005-01', quantity: 2 }]): LoadedLightning =>
  ({ snapshot: { value: state, context: { items, expiresAt } } }) as unknown as LoadedLightning;
const at = (ms: number) => new Date(NOW + ms).toISOString();

describe('lightning extend at a checkout started again', () => {
  it('keeps a running reservation that ends later than the margin', () => {
    expect(heldLongEnough(record('reserved', at(EXTEND_WHEN_ENDING_WITHIN_MS + 1)), NOW)).toBe(true);
    expect(heldLongEnough(record('reserved', at(14 * 60_000)), NOW)).toBe(true);
  });

  it('extends one that ends within the margin, has expired, or has no readable end', () => {
    expect(heldLongEnough(record('reserved', at(EXTEND_WHEN_ENDING_WITHIN_MS)), NOW)).toBe(false);
    expect(heldLongEnough(record('reserved', at(-1)), NOW)).toBe(false);
    expect(heldLongEnough(record('expired', at(14 * 60_000)), NOW)).toBe(false);
    expect(heldLongEnough(record('reserved', null), NOW)).toBe(false);
  });

  it('reports an expired reservation that could not be extended as EXPIRED with its lines, anything else as unchanged', () => {
    expect(unextendedOutcome(record('expired', at(-1)))).toEqual({ reasons: ['EXPIRED'], changedItemIds: ['10005-01'], pricesChanged: true });
    expect(unextendedOutcome(record('reserved', at(60_000)))).toEqual({ reasons: [], changedItemIds: [], pricesChanged: false });
    expect(unextendedOutcome(null)).toEqual({ reasons: [], changedItemIds: [], pricesChanged: false });
  });
});
