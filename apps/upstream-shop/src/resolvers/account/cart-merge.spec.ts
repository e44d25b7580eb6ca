import type { ItemRecord } from '../../data/types.js';
import { mergePositions } from './cart-merge.js';

const item = (itemId: string, overrides: Partial<ItemRecord> = {}): ItemRecord =>
  ({ itemId, availableForSale: true, maxQuantity: 9999, minimumOrderQuantity: 1, ...overrides }) as ItemRecord;

const ITEMS: Record<string, ItemRecord> = {
  a: item('a'),
  b: item('b', { maxQuantity: 20 }),
  gone: item('gone', { availableForSale: false }),
};

describe('mergePositions', () => {
  let n = 0;
  const newId = () => `new-${++n}`;
  const itemOf = (id: string) => ITEMS[id];

  it('sums quantities per item and appends new items, keeping target position ids', () => {
    const merged = mergePositions(
      [{ id: 't1', itemId: 'a', quantity: 1 }],
      [
        { id: 's1', itemId: 'a', quantity: 2 },
        { id: 's2', itemId: 'b', quantity: 3 },
      ],
      itemOf,
      newId,
    );
    expect(merged).toEqual([
      { id: 't1', itemId: 'a', quantity: 3 },
      { id: expect.stringMatching(/^new-/), itemId: 'b', quantity: 3 },
    ]);
  });

  it('caps at the item maximum and drops items no longer for sale or unknown', () => {
    const merged = mergePositions(
      [{ id: 't1', itemId: 'b', quantity: 15 }],
      [
        { id: 's1', itemId: 'b', quantity: 15 },
        { id: 's2', itemId: 'gone', quantity: 1 },
        { id: 's3', itemId: 'unknown', quantity: 1 },
      ],
      itemOf,
      newId,
    );
    expect(merged).toEqual([{ id: 't1', itemId: 'b', quantity: 20 }]);
  });

  it('does not change its inputs', () => {
    const target = [{ id: 't1', itemId: 'a', quantity: 1 }];
    mergePositions(target, [{ id: 's1', itemId: 'a', quantity: 1 }], itemOf, newId);
    expect(target).toEqual([{ id: 't1', itemId: 'a', quantity: 1 }]);
  });
});
