import { CartStore } from './cart-store.js';
import { Catalogue } from './catalogue.js';
import { AddressStore } from './customers/address-store.js';
import { CustomerStore } from './customers/customer-store.js';
import { OrderStore } from './orders/order-store.js';
import { buildSeed } from './seed.js';

/**
 * Every in-memory store of the stand-in, built once per server from the deterministic seed.
 * Each API area adds its store here; resolvers reach them through the context.
 */
export interface UpstreamStores {
  catalogue: Catalogue;
  carts: CartStore;
  customers: CustomerStore;
  addresses: AddressStore;
  orders: OrderStore;
}

export function createStores(now: () => number = Date.now): UpstreamStores {
  return {
    catalogue: new Catalogue(buildSeed()),
    carts: new CartStore(),
    customers: new CustomerStore(undefined, now),
    addresses: new AddressStore(),
    orders: new OrderStore(),
  };
}
