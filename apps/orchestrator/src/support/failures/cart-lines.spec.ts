import type { CartLine } from '../../checkout/index.js';
import { diffCarts } from './cart-lines.js';

const line = (itemId: string, quantity: number, unitCents = 249): CartLine => ({ itemId, articleNumber: itemId, name: `Artikel ${itemId}`, quantity, unitCents });

describe('diffCarts', () => {
  it('marks same, changed, removed and added lines', () => {
    const rows = diffCarts([line('a', 2), line('b', 1), line('c', 1)], [line('a', 2), line('b', 3), line('d', 1)]);
    expect(rows.map((r) => [r.itemId, r.change, r.submittedQuantity, r.currentQuantity])).toEqual([
      ['a', 'SAME', 2, 2],
      ['b', 'CHANGED', 1, 3],
      ['c', 'REMOVED', 1, null],
      ['d', 'ADDED', null, 1],
    ]);
  });

  it('a new unit price is a change', () => {
    expect(diffCarts([line('a', 1, 249)], [line('a', 1, 299)])[0]).toMatchObject({ change: 'CHANGED', submittedUnitCents: 249, currentUnitCents: 299 });
  });
});
