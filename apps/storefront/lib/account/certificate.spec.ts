import { describe, expect, it } from '@jest/globals';
import { CERTIFICATE_MAX_BYTES, certificateBytesMatch, certificateProblem } from './certificate';

const bytes = (...values: number[]) => new Uint8Array(values);

describe('B2B certificate (orchestrator POST /account/b2b-certificate)', () => {
  it('accepts PDF, PNG and JPEG up to 2 MB', () => {
    expect(certificateProblem({ type: 'application/pdf', size: CERTIFICATE_MAX_BYTES })).toBeNull();
    expect(certificateProblem({ type: 'image/gif', size: 10 })).toBe('vue.upload.error.fileType');
    expect(certificateProblem({ type: 'image/png', size: CERTIFICATE_MAX_BYTES + 1 })).toBe('vue.upload.error.fileTooLarge');
    expect(certificateProblem({ type: 'image/jpeg', size: 0 })).toBe('vue.upload.error.invalidFile');
  });

  it('checks the first bytes against the declared type', () => {
    expect(certificateBytesMatch('application/pdf', new TextEncoder().encode('%PDF-1.7'))).toBe(true);
    expect(certificateBytesMatch('image/png', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe(true);
    expect(certificateBytesMatch('image/jpeg', bytes(0xff, 0xd8, 0xff, 0xe0))).toBe(true);
    expect(certificateBytesMatch('image/png', new TextEncoder().encode('%PDF-1.7'))).toBe(false);
    expect(certificateBytesMatch('application/pdf', bytes(0x25, 0x50))).toBe(false);
    expect(certificateBytesMatch('image/gif', new TextEncoder().encode('GIF89a'))).toBe(false);
  });
});
