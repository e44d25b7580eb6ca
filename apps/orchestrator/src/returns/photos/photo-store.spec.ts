import { testKeyspace } from '../../../test/support/redis.js';
import { PNG_8X8 } from '../../../test/fixtures/return-images.js';
import { RedisKeys } from '../../redis/redis-keys.js';
import { photoKeys, PhotoStoreFullError, ReturnPhotoStore, type PhotoMeta } from './photo-store.js';

const META: PhotoMeta = { fileName: 'kratzer.png', size: PNG_8X8.length, contentType: 'image/png' };
const HOUR = 60 * 60 * 1000;

describe('ReturnPhotoStore (real Redis)', () => {
  const keyspace = testKeyspace('photo-store');
  const store = new ReturnPhotoStore(keyspace.redis, new RedisKeys(keyspace.prefix));
  const keys = photoKeys(keyspace.prefix, 'rt-1');
  afterAll(() => keyspace.cleanUp());

  it('keeps the file and its meta with a TTL, under the workflow hash tag', async () => {
    await store.put('rt-1', 'ph-a', PNG_8X8, META, { ttlMs: HOUR, maxBytesPerReturn: 1000 });
    expect(keys.file('ph-a')).toBe(`${keyspace.prefix}:wf:{rt-1}:photo:ph-a:file`);
    expect(await store.file('rt-1', 'ph-a')).toEqual(PNG_8X8);
    for (const key of [keys.file('ph-a'), keys.meta, keys.bytes]) {
      const ttl = await keyspace.redis.pttl(key);
      expect(ttl).toBeGreaterThan(HOUR - 5000);
      expect(ttl).toBeLessThanOrEqual(HOUR);
    }
    expect(await store.metaOf('rt-1')).toEqual(new Map([['ph-a', META]]));
    expect(Number(await keyspace.redis.get(keys.bytes))).toBe(PNG_8X8.length);
  });

  it('deletes the file after the upload but keeps the meta; deleting again is a no-op', async () => {
    await store.deleteFile('rt-1', 'ph-a');
    expect(await store.file('rt-1', 'ph-a')).toBeNull();
    expect(await keyspace.redis.exists(keys.file('ph-a'))).toBe(0);
    expect(await keyspace.redis.exists(keys.bytes)).toBe(0);
    expect((await store.metaOf('rt-1')).get('ph-a')).toEqual(META);
    await store.deleteFile('rt-1', 'ph-a');
    await store.forget('rt-1', 'ph-a');
    expect(await store.metaOf('rt-1')).toEqual(new Map());
  });

  it('bounds the bytes a return keeps waiting', async () => {
    const file = Buffer.alloc(600, 1);
    await store.put('rt-2', 'ph-1', file, META, { ttlMs: HOUR, maxBytesPerReturn: 1000 });
    await expect(store.put('rt-2', 'ph-2', file, META, { ttlMs: HOUR, maxBytesPerReturn: 1000 })).rejects.toBeInstanceOf(PhotoStoreFullError);
    expect(await store.file('rt-2', 'ph-2')).toBeNull();
    // Once the first is uploaded (deleted), there is room again.
    await store.deleteFile('rt-2', 'ph-1');
    await store.put('rt-2', 'ph-2', file, META, { ttlMs: HOUR, maxBytesPerReturn: 1000 });
    expect(await store.file('rt-2', 'ph-2')).toEqual(file);
  });
});
