// The B2B certificate (proof of the institution, spec §7 uploadB2bCertificate): what the
// orchestrator's POST /account/b2b-certificate accepts, checked in the browser before sending and
// again by the storefront's forwarding route.

/** The storefront route the browser posts the file to (raw body). */
export const CERTIFICATE_ROUTE = '/api/account/certificate';
/** Accepted types: PDF, PNG, JPEG. */
export const CERTIFICATE_TYPES: readonly string[] = ['application/pdf', 'image/png', 'image/jpeg'];
/** At most 2 MB. */
export const CERTIFICATE_MAX_BYTES = 2 * 1024 * 1024;

/** The upload message key a file would be refused with, or null. */
export function certificateProblem(file: { type: string; size: number }): 'vue.upload.error.fileType' | 'vue.upload.error.fileTooLarge' | 'vue.upload.error.invalidFile' | null {
  if (!CERTIFICATE_TYPES.includes(file.type)) return 'vue.upload.error.fileType';
  if (file.size > CERTIFICATE_MAX_BYTES) return 'vue.upload.error.fileTooLarge';
  if (file.size === 0) return 'vue.upload.error.invalidFile';
  return null;
}

/** Whether the file's first bytes match its declared type (%PDF, the PNG signature, JPEG's SOI marker). */
export function certificateBytesMatch(type: string, bytes: Uint8Array): boolean {
  const starts = (...signature: number[]) => bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);
  if (type === 'application/pdf') return starts(0x25, 0x50, 0x44, 0x46);
  if (type === 'image/png') return starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
  if (type === 'image/jpeg') return starts(0xff, 0xd8, 0xff);
  return false;
}

/** What the storefront route answered. */
export type CertificateAnswer = { ok: true } | { ok: false; messageKey: string };

/** Posts the file to the storefront route (browser only). */
export async function uploadCertificate(file: File): Promise<CertificateAnswer> {
  try {
    const response = await fetch(CERTIFICATE_ROUTE, { method: 'POST', headers: { 'content-type': file.type }, body: file, credentials: 'same-origin' });
    const body = (await response.json().catch(() => ({}))) as { uploaded?: unknown; messageKey?: unknown };
    if (response.ok && body.uploaded === true) return { ok: true };
    return { ok: false, messageKey: typeof body.messageKey === 'string' ? body.messageKey : 'vue.upload.error.invalidFile' };
  } catch {
    return { ok: false, messageKey: 'vue.upload.error.invalidFile' };
  }
}
