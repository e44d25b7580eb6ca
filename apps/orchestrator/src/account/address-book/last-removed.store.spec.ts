import type { CheckoutAddress } from '@tafel/graphql-schema/orchestrator-resolvers';
import { RedisKeys } from '../../redis/redis-keys.js';
import { testKeyspace } from '../../../test/support/redis.js';
import { LAST_REMOVED_TTL_S, LastRemovedStore } from './last-removed.store.js';
import { removedAddress } from './removed-address.js';

const shown = (id: string): CheckoutAddress => ({
  id,
  addressType: 'shipping',
  formType: 'private',
  company: null,
  salutation: 'Frau',
  firstName: 'Erika',
  lastName: 'Muster',
  streetAndNumber: 'Lindenweg 4',
  addition: null,
  postcode: '14467',
  city: 'Potsdam',
  country: 'DE',
  phone: null,
  email: null,
  isStation: false,
  isCustomerAddress: false,
  postNumber: null,
  packstation: null,
});

describe('LastRemovedStore (real Redis)', () => {
  const keyspace = testKeyspace('last-removed');
  afterAll(() => keyspace.cleanUp());
  const store = new LastRemovedStore(keyspace.redis, new RedisKeys(keyspace.prefix));

  it('keeps the last removal per session, replacing the one before, with a day to live', async () => {
    await store.keep('jwt-a', removedAddress(shown('A-1')));
    await store.keep('jwt-a', removedAddress(shown('A-2')));
    expect(await store.read('jwt-a')).toMatchObject({ kind: 'shipping', address: { id: 'A-2' } });
    expect(await store.read('jwt-b')).toBeNull();
    const keys = await keyspace.redis.keys(`${keyspace.prefix}:*`);
    expect(keys).toHaveLength(1);
    // The key names a hash of the session token, never the token itself.
    expect(keys[0]).not.toContain('jwt-a');
    const ttl = await keyspace.redis.ttl(keys[0]!);
    expect(ttl).toBeGreaterThan(LAST_REMOVED_TTL_S - 5);
    expect(ttl).toBeLessThanOrEqual(LAST_REMOVED_TTL_S);
  });

  it('takes it out once, and puts it back only while no newer removal was kept', async () => {
    await store.keep('jwt-c', removedAddress(shown('C-1')));
    const taken = await store.take('jwt-c');
    expect(taken).toMatchObject({ address: { id: 'C-1' } });
    expect(await store.take('jwt-c')).toBeNull();
    await store.putBack('jwt-c', taken!);
    expect(await store.read('jwt-c')).toMatchObject({ address: { id: 'C-1' } });

    const again = await store.take('jwt-c');
    await store.keep('jwt-c', removedAddress(shown('C-2')));
    await store.putBack('jwt-c', again!);
    expect(await store.read('jwt-c')).toMatchObject({ address: { id: 'C-2' } });
  });

  it('forgets it at logout and reads a damaged value as none', async () => {
    await store.keep('jwt-d', removedAddress(shown('D-1')));
    await store.forget('jwt-d');
    expect(await store.read('jwt-d')).toBeNull();

    const before = new Set(await keyspace.redis.keys(`${keyspace.prefix}:*`));
    await store.keep('jwt-e', removedAddress(shown('E-1')));
    const [key] = (await keyspace.redis.keys(`${keyspace.prefix}:*`)).filter((k) => !before.has(k));
    await keyspace.redis.set(key!, '{"kind":"shipping"}');
    expect(await store.read('jwt-e')).toBeNull();
  });
});
