import { Inject, Injectable } from '@nestjs/common';
import type { RedisClient } from '../../redis/redis-client.js';
import { LuaScript } from '../../redis/lua-script.js';
import { REDIS } from '../../redis/redis.module.js';
import { RedisKeys } from '../../redis/redis-keys.js';
import { workflowKeys } from '../../workflow/index.js';
import type { PhotoContentType } from '../../common/image-sniff.js';

/** What is shown of a photo beside its state (ReturnPhoto.fileName, size, contentType). */
export interface PhotoMeta {
  /** As the shopper named it, sanitised; null when none was sent. */
  fileName: string | null;
  /** Decoded bytes. */
  size: number;
  contentType: PhotoContentType;
}

/** The Redis keys of a return's photos; below the workflow's hash tag, so they share its slot. */
export function photoKeys(prefix: string, workflowId: string): { file: (photoId: string) => string; meta: string; bytes: string } {
  const { base } = workflowKeys(prefix, workflowId);
  return { file: (photoId) => `${base}:photo:${photoId}:file`, meta: `${base}:photos`, bytes: `${base}:photo-bytes` };
}

/*
 * KEYS: file, meta hash, bytes counter. ARGV: file, ttl ms, max bytes per return, photo id, meta JSON.
 * Counts the bytes first and refuses (0) when the return would hold more than the bound; stores
 * file and meta with the TTL otherwise (1). A file stored before under this id is replaced.
 */
const PUT = new LuaScript(
  `local size = string.len(ARGV[1])
local old = redis.call('STRLEN', KEYS[1])
local total = redis.call('INCRBY', KEYS[3], size - old)
if total > tonumber(ARGV[3]) then
  redis.call('DECRBY', KEYS[3], size - old)
  return 0
end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
redis.call('HSET', KEYS[2], ARGV[4], ARGV[5])
redis.call('PEXPIRE', KEYS[2], ARGV[2])
redis.call('PEXPIRE', KEYS[3], ARGV[2])
return 1`,
  3,
);

/* KEYS: file, bytes counter. Deletes the file and gives its bytes back; a missing file is a no-op. */
const DELETE_FILE = new LuaScript(
  `local size = redis.call('STRLEN', KEYS[1])
if size == 0 then return 0 end
redis.call('DEL', KEYS[1])
if redis.call('DECRBY', KEYS[2], size) <= 0 then redis.call('DEL', KEYS[2]) end
return 1`,
  2,
);

/** The return's byte bound was reached (more than maxBytesPerReturn would be kept). */
export class PhotoStoreFullError extends Error {
  constructor(maxBytes: number) {
    super(`The return keeps at most ${maxBytes} bytes of photos waiting for their upload`);
    this.name = 'PhotoStoreFullError';
  }
}

/**
 * Keeps a return photo's file until it is uploaded, outside the workflow snapshot: in Redis under
 * the app's key prefix, with a TTL, at most `maxBytesPerReturn` bytes per return. The meta
 * (name, size, type) stays beside it after the upload, for the API's ReturnPhoto fields.
 */
@Injectable()
export class ReturnPhotoStore {
  constructor(
    @Inject(REDIS) private readonly redis: RedisClient,
    @Inject(RedisKeys) private readonly keys: RedisKeys,
  ) {}

  private keysOf(workflowId: string): ReturnType<typeof photoKeys> {
    return photoKeys(this.keys.prefix, workflowId);
  }

  /** Stores the file and its meta for ttlMs; PhotoStoreFullError when the return's bound is reached. */
  async put(workflowId: string, photoId: string, file: Buffer, meta: PhotoMeta, options: { ttlMs: number; maxBytesPerReturn: number }): Promise<void> {
    const keys = this.keysOf(workflowId);
    const stored = await PUT.run(this.redis, [keys.file(photoId), keys.meta, keys.bytes], [file as unknown as string, options.ttlMs, options.maxBytesPerReturn, photoId, JSON.stringify(meta)]);
    if (stored !== 1) throw new PhotoStoreFullError(options.maxBytesPerReturn);
  }

  /** The stored file, or null when it was uploaded, removed or has expired. */
  async file(workflowId: string, photoId: string): Promise<Buffer | null> {
    return this.redis.getBuffer(this.keysOf(workflowId).file(photoId));
  }

  /** Deletes the file (after its upload, or with its photo); the meta stays for display. */
  async deleteFile(workflowId: string, photoId: string): Promise<void> {
    const keys = this.keysOf(workflowId);
    await DELETE_FILE.run(this.redis, [keys.file(photoId), keys.bytes], []);
  }

  /** Deletes the file and the meta of a photo that is gone (removed, or never added). */
  async forget(workflowId: string, photoId: string): Promise<void> {
    await this.deleteFile(workflowId, photoId);
    await this.redis.hdel(this.keysOf(workflowId).meta, photoId);
  }

  /** The meta of every photo of the return, by photo id. */
  async metaOf(workflowId: string): Promise<Map<string, PhotoMeta>> {
    const stored = await this.redis.hgetall(this.keysOf(workflowId).meta);
    const metas = new Map<string, PhotoMeta>();
    for (const [photoId, json] of Object.entries(stored)) {
      try {
        metas.set(photoId, JSON.parse(json) as PhotoMeta);
      } catch {
        // A corrupt entry only costs its display fields.
      }
    }
    return metas;
  }
}
