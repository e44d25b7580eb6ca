import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Upload signatures: a client first asks for a signature (getCurrentUploadSignature, returns
 * area) and sends it with the file (uploadReturnImage, uploadB2bCertificate). The signature is
 * `<purpose>.<expiresAtMs>.<hmac>`: an HMAC-SHA256 over purpose and expiry with a server
 * secret, so the upload endpoints need no stored state and a signature issued for one purpose
 * cannot be replayed for another. Valid for 15 minutes.
 */
export type UploadPurpose = 'return-image' | 'b2b-certificate';

export const UPLOAD_SIGNATURE_TTL_MS = 15 * 60 * 1000;

/** A signature and the moment (epoch ms) it stops being accepted. */
export interface UploadSignature {
  signature: string;
  expiresAt: number;
}

// Per process on purpose: like the real upstream's signing key it is never sent anywhere, and a
// restarted stand-in rejecting old signatures is what a client must cope with anyway.
const SERVER_SECRET = randomBytes(32);

function mac(purpose: UploadPurpose, expiresAt: number, secret: Uint8Array): string {
  return createHmac('sha256', secret).update(`${purpose}\n${expiresAt}`).digest('base64url');
}

/** Issues a signature for `purpose`, valid from `now` (epoch ms) for 15 minutes. */
export function issueUploadSignature(
  purpose: UploadPurpose,
  now: number,
  secret: Uint8Array = SERVER_SECRET,
): UploadSignature {
  const expiresAt = now + UPLOAD_SIGNATURE_TTL_MS;
  return { signature: `${purpose}.${expiresAt}.${mac(purpose, expiresAt, secret)}`, expiresAt };
}

/** True when `signature` was issued by this server for `purpose` and has not expired at `now`. */
export function verifyUploadSignature(
  signature: string,
  purpose: UploadPurpose,
  now: number,
  secret: Uint8Array = SERVER_SECRET,
): boolean {
  // Bounded before any parsing: the value comes straight from a client.
  if (typeof signature !== 'string' || signature.length > 200) return false;
  const parts = signature.split('.');
  if (parts.length !== 3) return false;
  const [signedPurpose, expiry, given] = parts as [string, string, string];
  if (signedPurpose !== purpose || !/^\d{1,15}$/.test(expiry)) return false;
  const expiresAt = Number(expiry);
  if (now >= expiresAt || expiresAt - now > UPLOAD_SIGNATURE_TTL_MS) return false;
  const expected = Buffer.from(mac(purpose, expiresAt, secret));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
