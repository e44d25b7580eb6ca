import { issueUploadSignature, UPLOAD_SIGNATURE_TTL_MS, verifyUploadSignature } from './signatures.js';

const NOW = Date.parse('2025-05-01T12:00:00Z');
const SECRET = new Uint8Array(32).fill(7);

describe('upload signatures', () => {
  it('verifies a signature for its purpose for 15 minutes', () => {
    const { signature, expiresAt } = issueUploadSignature('b2b-certificate', NOW, SECRET);
    expect(expiresAt).toBe(NOW + UPLOAD_SIGNATURE_TTL_MS);
    expect(verifyUploadSignature(signature, 'b2b-certificate', NOW, SECRET)).toBe(true);
    expect(verifyUploadSignature(signature, 'b2b-certificate', expiresAt - 1, SECRET)).toBe(true);
    expect(verifyUploadSignature(signature, 'b2b-certificate', expiresAt, SECRET)).toBe(false);
  });

  it('refuses another purpose, another secret and any tampering', () => {
    const { signature, expiresAt } = issueUploadSignature('return-image', NOW, SECRET);
    expect(verifyUploadSignature(signature, 'b2b-certificate', NOW, SECRET)).toBe(false);
    expect(verifyUploadSignature(signature, 'return-image', NOW, new Uint8Array(32).fill(8))).toBe(false);
    // A longer life written into the signature breaks the MAC.
    expect(verifyUploadSignature(signature.replace(String(expiresAt), String(expiresAt + 60_000)), 'return-image', NOW, SECRET)).toBe(false);
    expect(verifyUploadSignature(`${signature}x`, 'return-image', NOW, SECRET)).toBe(false);
    for (const junk of ['', 'a.b', 'return-image.abc.def', 'x'.repeat(500)]) expect(verifyUploadSignature(junk, 'return-image', NOW, SECRET)).toBe(false);
  });

  it('uses a process-wide secret by default, so issue and verify agree across modules', () => {
    const { signature } = issueUploadSignature('return-image', NOW);
    expect(verifyUploadSignature(signature, 'return-image', NOW + 1000)).toBe(true);
    expect(verifyUploadSignature(signature, 'return-image', NOW, SECRET)).toBe(false);
  });

  it('refuses a signature issued in the future beyond its lifetime', () => {
    const { signature } = issueUploadSignature('return-image', NOW + UPLOAD_SIGNATURE_TTL_MS + 1, SECRET);
    expect(verifyUploadSignature(signature, 'return-image', NOW, SECRET)).toBe(false);
  });
});
