// Thumbnails of the shopper's return photos kept in the tab's sessionStorage: the storefront never
// gets a file back from the orchestrator, so after a reload the picture would be gone. Small
// (downscaled JPEG data URLs), keyed by return id and photo id, dropped with the photo.

/** The part of Storage the helpers use (sessionStorage in the browser, a fake in tests). */
export type ThumbnailStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

/** Longest side of a thumbnail, in pixels. */
export const THUMBNAIL_MAX_PX = 160;
/** A thumbnail larger than this (characters of its data URL) is not kept. */
export const THUMBNAIL_MAX_CHARS = 40_000;
const PREFIX = 'tafel-return-thumb:';
const DATA_URL = /^data:image\/jpeg;base64,[A-Za-z0-9+/]+={0,2}$/;

export function thumbnailKey(returnId: string, photoId: string): string {
  return `${PREFIX}${returnId}:${photoId}`;
}

/** Keeps a photo's thumbnail; false when it is not a small JPEG data URL or the storage is full or off. */
export function saveThumbnail(storage: ThumbnailStorage | null, returnId: string, photoId: string, dataUrl: string): boolean {
  if (!storage || dataUrl.length > THUMBNAIL_MAX_CHARS || !DATA_URL.test(dataUrl)) return false;
  try {
    storage.setItem(thumbnailKey(returnId, photoId), dataUrl);
    return true;
  } catch {
    // Quota exceeded or storage disabled: the placeholder is shown instead.
    return false;
  }
}

/** A photo's kept thumbnail, or null (none, or not one of ours). */
export function readThumbnail(storage: ThumbnailStorage | null, returnId: string, photoId: string): string | null {
  try {
    const value = storage?.getItem(thumbnailKey(returnId, photoId)) ?? null;
    return value !== null && value.length <= THUMBNAIL_MAX_CHARS && DATA_URL.test(value) ? value : null;
  } catch {
    return null;
  }
}

/** Forgets a photo's thumbnail (the photo was removed). */
export function dropThumbnail(storage: ThumbnailStorage | null, returnId: string, photoId: string): void {
  try {
    storage?.removeItem(thumbnailKey(returnId, photoId));
  } catch {
    // Nothing kept, nothing to drop.
  }
}

/** Forgets every kept thumbnail but this return's photos in `photoIds` (other returns, removed photos). */
export function pruneThumbnails(storage: ThumbnailStorage | null, returnId: string, photoIds: readonly string[]): void {
  if (!storage) return;
  try {
    const keep = new Set(photoIds.map((id) => thumbnailKey(returnId, id)));
    const stale: string[] = [];
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key?.startsWith(PREFIX) && !keep.has(key)) stale.push(key);
    }
    for (const key of stale) storage.removeItem(key);
  } catch {
    // Storage off: nothing kept.
  }
}

/** The tab's sessionStorage, or null where there is none (server, disabled). */
export function sessionThumbnailStorage(): ThumbnailStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** A downscaled JPEG data URL of an image file (longest side ≤ maxPx), or null when the browser cannot draw it. */
export async function downscaledThumbnail(file: Blob, maxPx = THUMBNAIL_MAX_PX): Promise<string | null> {
  if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') return null;
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, maxPx / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext('2d');
    if (!context) return null;
    // JPEG has no transparency: a white ground instead of black.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    return canvas.toDataURL('image/jpeg', 0.7);
  } catch {
    return null;
  }
}
