/** Return photos: PNG or JPEG, at most 5 MB decoded (the spec leaves limits open). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const ALLOWED_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
export type ImageType = (typeof ALLOWED_IMAGE_TYPES)[number];

export type ImageCheck =
  | { ok: true; bytes: Buffer; contentType: ImageType }
  | { ok: false; problem: 'invalid' | 'tooLarge' };

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_MAGIC = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Buffer, magic: readonly number[]): boolean => bytes.length >= magic.length && magic.every((b, i) => bytes[i] === b);

/** The type by the file's first bytes; the declared type of a data: URL is not trusted. */
export function sniffImageType(bytes: Buffer): ImageType | null {
  if (startsWith(bytes, PNG_MAGIC)) return 'image/png';
  if (startsWith(bytes, JPEG_MAGIC)) return 'image/jpeg';
  return null;
}

const DATA_URL = /^data:[\w.+-]+\/[\w.+-]+;base64,/;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * Decodes and checks an uploaded file given as base64 (optionally a data: URL). The size is
 * checked on the encoded length first, so an oversized upload is refused without decoding it.
 */
export function checkImageFile(file: string): ImageCheck {
  const encoded = file.replace(DATA_URL, '');
  if (encoded.length > Math.ceil(MAX_IMAGE_BYTES / 3) * 4) return { ok: false, problem: 'tooLarge' };
  // Node's decoder skips bad characters silently; strict checks keep garbage from passing as a file.
  if (encoded.length === 0 || encoded.length % 4 !== 0 || !BASE64.test(encoded)) return { ok: false, problem: 'invalid' };
  const bytes = Buffer.from(encoded, 'base64');
  if (bytes.length > MAX_IMAGE_BYTES) return { ok: false, problem: 'tooLarge' };
  const contentType = sniffImageType(bytes);
  return contentType ? { ok: true, bytes, contentType } : { ok: false, problem: 'invalid' };
}
