import { CartStore } from '../cart-store.js';
import { CustomerCarts } from './customer-carts.js';

describe('CustomerCarts', () => {
  let counter = 0;
  const newId = () => `id-${++counter}`;

  it('builds a seeded cart once, on first use', () => {
    const carts = new CartStore(newId);
    const registry = new CustomerCarts({ 'C-1': [{ itemId: '10001-01', quantity: 2 }] });
    const first = registry.current('C-1', carts, newId);
    expect(first?.positions).toEqual([{ id: expect.any(String), itemId: '10001-01', quantity: 2 }]);
    expect(registry.current('C-1', carts, newId)?.id).toBe(first?.id);
    expect(registry.isCartOf('C-1', first?.id ?? '')).toBe(true);
    expect(registry.belongsToOther('C-2', first?.id ?? '')).toBe(true);
    expect(registry.belongsToOther('C-1', first?.id ?? '')).toBe(false);
  });

  it('no longer answers a submitted or deleted cart', () => {
    const carts = new CartStore(newId);
    const registry = new CustomerCarts({});
    const cart = carts.create();
    registry.assign('C-1', cart.id);
    expect(registry.current('C-1', carts, newId)?.id).toBe(cart.id);
    carts.remove(cart.id);
    expect(registry.current('C-1', carts, newId)).toBeUndefined();
    registry.release('C-1');
    expect(registry.isCartOf('C-1', cart.id)).toBe(false);
  });
});
