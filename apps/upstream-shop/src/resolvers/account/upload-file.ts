import type { CertificateRecord } from '../../data/customers/certificate-store.js';
import { AccountMessages } from './messages.js';

export const MAX_CERTIFICATE_BYTES = 2 * 1024 * 1024;

export type InspectedFile = { ok: true; mimeType: CertificateRecord['mimeType']; bytes: number } | { ok: false; errorMessage: string };

// The type comes from the first bytes, never from a name or a claimed type a client could fake.
const SIGNATURES: ReadonlyArray<{ mimeType: CertificateRecord['mimeType']; magic: readonly number[] }> = [
  { mimeType: 'application/pdf', magic: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { mimeType: 'image/png', magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { mimeType: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
];

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Checks a base64 upload (optionally a data: URL) for size and type without trusting its name. */
export function inspectUpload(file: string, maxBytes: number = MAX_CERTIFICATE_BYTES): InspectedFile {
  const payload = file.replace(/^data:[\w.+/-]+;base64,/, '').replace(/\s/g, '');
  // Size is judged before decoding so an oversized upload costs no buffer.
  if (Math.floor((payload.length * 3) / 4) - (payload.match(/=+$/)?.[0].length ?? 0) > maxBytes) {
    return { ok: false, errorMessage: AccountMessages.uploadTooLarge };
  }
  if (payload === '' || payload.length % 4 !== 0 || !BASE64.test(payload)) return { ok: false, errorMessage: AccountMessages.uploadInvalidFile };
  const bytes = Buffer.from(payload, 'base64');
  const match = SIGNATURES.find(({ magic }) => bytes.length >= magic.length && magic.every((b, i) => bytes[i] === b));
  return match ? { ok: true, mimeType: match.mimeType, bytes: bytes.length } : { ok: false, errorMessage: AccountMessages.uploadFileType };
}
