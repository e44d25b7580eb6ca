import { describe, expect, it } from '@jest/globals';
import { dropThumbnail, pruneThumbnails, readThumbnail, saveThumbnail, THUMBNAIL_MAX_CHARS, thumbnailKey, type ThumbnailStorage } from './photo-thumbnails';

/** sessionStorage's behaviour on a Map; `full` makes setItem throw like a full quota. */
function fakeStorage(full = false): ThumbnailStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    get length() {
      return map.size;
    },
    key: (index: number) => [...map.keys()][index] ?? null,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (full) throw new Error('QuotaExceededError');
      map.set(key, value);
    },
    removeItem: (key: string) => void map.delete(key),
  };
}

const JPEG = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAMCAgICAgMCAgIDAwMDBAYEBAQEBAgGBgUGCQgKCgkICQkKDA8MCgsOCwkJDRENDg8QEBEQCgwSExIQEw8QEBD/yQ==';

describe('return photo thumbnails', () => {
  it('keeps a thumbnail per return and photo, and reads it back after a reload', () => {
    const storage = fakeStorage();
    expect(saveThumbnail(storage, 'ret-1', 'ph-1', JPEG)).toBe(true);
    expect(readThumbnail(storage, 'ret-1', 'ph-1')).toBe(JPEG);
    expect(readThumbnail(storage, 'ret-1', 'ph-2')).toBeNull();
    expect(readThumbnail(storage, 'ret-2', 'ph-1')).toBeNull();
  });

  it('drops it when the photo is removed', () => {
    const storage = fakeStorage();
    saveThumbnail(storage, 'ret-1', 'ph-1', JPEG);
    dropThumbnail(storage, 'ret-1', 'ph-1');
    expect(readThumbnail(storage, 'ret-1', 'ph-1')).toBeNull();
  });

  it('keeps only small JPEG data URLs, and reads nothing else back', () => {
    const storage = fakeStorage();
    expect(saveThumbnail(storage, 'ret-1', 'ph-1', 'data:image/png;base64,iVBORw0KGgo=')).toBe(false);
    expect(saveThumbnail(storage, 'ret-1', 'ph-1', 'javascript:alert(1)')).toBe(false);
    expect(saveThumbnail(storage, 'ret-1', 'ph-1', `data:image/jpeg;base64,${'A'.repeat(THUMBNAIL_MAX_CHARS)}`)).toBe(false);
    storage.setItem(thumbnailKey('ret-1', 'ph-1'), 'data:text/html;base64,PGI+');
    expect(readThumbnail(storage, 'ret-1', 'ph-1')).toBeNull();
  });

  it('falls back to nothing when the storage is full or missing', () => {
    expect(saveThumbnail(fakeStorage(true), 'ret-1', 'ph-1', JPEG)).toBe(false);
    expect(saveThumbnail(null, 'ret-1', 'ph-1', JPEG)).toBe(false);
    expect(readThumbnail(null, 'ret-1', 'ph-1')).toBeNull();
  });

  it("prunes other returns' and removed photos' thumbnails, and nothing of other keys", () => {
    const storage = fakeStorage();
    saveThumbnail(storage, 'ret-1', 'ph-1', JPEG);
    saveThumbnail(storage, 'ret-1', 'ph-2', JPEG);
    saveThumbnail(storage, 'ret-0', 'ph-9', JPEG);
    storage.setItem('toast-queue', '[]');
    pruneThumbnails(storage, 'ret-1', ['ph-2']);
    expect([...storage.map.keys()].sort()).toEqual([thumbnailKey('ret-1', 'ph-2'), 'toast-queue']);
  });
});
