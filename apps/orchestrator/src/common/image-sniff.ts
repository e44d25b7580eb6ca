import { crc32 } from 'node:zlib';

/** Image types told apart by content (the return photos' allowed types, also a B2B certificate's). */
export type PhotoContentType = 'image/png' | 'image/jpeg';

/** What the first bytes of a file say. */
export type SniffResult =
  | { ok: true; contentType: PhotoContentType; width: number; height: number }
  /** notAnImage: neither PNG nor JPEG magic bytes; corrupt: the magic is there, the header is not usable (truncated, bad values). */
  | { ok: false; problem: 'notAnImage' | 'corrupt'; detail: string };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
// Bit depths allowed per PNG colour type (PNG spec, IHDR).
const PNG_DEPTHS: Readonly<Record<number, readonly number[]>> = { 0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16] };
const MAX_DIMENSION = 0x7fffffff;

const corrupt = (detail: string): SniffResult => ({ ok: false, problem: 'corrupt', detail });

/**
 * Tells PNG and JPEG apart by content, never by name or declared type: the magic bytes, and a
 * header that decodes (PNG: a well-formed IHDR chunk with a matching CRC; JPEG: a frame header
 * (SOFn) with width, height and component count before the scan starts).
 */
export function sniffImage(bytes: Buffer): SniffResult {
  if (bytes.length >= PNG_SIGNATURE.length && bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) return sniffPng(bytes);
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return sniffJpeg(bytes);
  return { ok: false, problem: 'notAnImage', detail: 'neither PNG nor JPEG magic bytes' };
}

function sniffPng(bytes: Buffer): SniffResult {
  // Signature, then IHDR: length (4) + type (4) + data (13) + CRC (4).
  if (bytes.length < 33) return corrupt('PNG shorter than its IHDR chunk');
  if (bytes.readUInt32BE(8) !== 13 || bytes.toString('latin1', 12, 16) !== 'IHDR') return corrupt('PNG does not start with an IHDR chunk');
  if (crc32(bytes.subarray(12, 29)) !== bytes.readUInt32BE(29)) return corrupt('PNG IHDR checksum does not match');
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  const [depth, colourType, compression, filter, interlace] = [bytes[24]!, bytes[25]!, bytes[26]!, bytes[27]!, bytes[28]!];
  if (width === 0 || height === 0 || width > MAX_DIMENSION || height > MAX_DIMENSION) return corrupt('PNG width or height out of range');
  if (!PNG_DEPTHS[colourType]?.includes(depth)) return corrupt('PNG colour type / bit depth invalid');
  if (compression !== 0 || filter !== 0 || interlace > 1) return corrupt('PNG compression, filter or interlace method invalid');
  return { ok: true, contentType: 'image/png', width, height };
}

// SOF0–SOF15 carry the frame header, except DHT (C4), JPG (C8) and DAC (CC).
const isFrameMarker = (marker: number): boolean => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
// Markers without a length: TEM and RST0–RST7.
const isStandalone = (marker: number): boolean => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

function sniffJpeg(bytes: Buffer): SniffResult {
  let offset = 2;
  while (offset < bytes.length) {
    if (bytes[offset] !== 0xff) return corrupt(`JPEG marker expected at byte ${offset}`);
    // Any number of 0xFF fill bytes may precede a marker.
    while (offset < bytes.length && bytes[offset] === 0xff) offset += 1;
    if (offset >= bytes.length) break;
    const marker = bytes[offset]!;
    offset += 1;
    if (isStandalone(marker)) continue;
    if (marker === 0xd8 || marker === 0xd9 || marker === 0xda) return corrupt('JPEG scan or end before a frame header');
    if (offset + 2 > bytes.length) break;
    const length = bytes.readUInt16BE(offset);
    if (length < 2) return corrupt('JPEG segment length invalid');
    if (offset + length > bytes.length) break;
    if (isFrameMarker(marker)) {
      if (length < 8) return corrupt('JPEG frame header too short');
      const height = bytes.readUInt16BE(offset + 3);
      const width = bytes.readUInt16BE(offset + 5);
      const components = bytes[offset + 7]!;
      if (width === 0 || height === 0) return corrupt('JPEG width or height is 0');
      if (![1, 3, 4].includes(components) || length !== 8 + 3 * components) return corrupt('JPEG frame header component count invalid');
      return { ok: true, contentType: 'image/jpeg', width, height };
    }
    offset += length;
  }
  return corrupt('JPEG ends before its frame header');
}
