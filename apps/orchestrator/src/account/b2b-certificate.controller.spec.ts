import { JPEG_4X4, PNG_8X8 } from '../../test/fixtures/return-images.js';
import { sniffCertificateType } from './b2b-certificate.controller.js';

describe('B2B certificate type by its bytes', () => {
  it('recognises PDF, PNG and JPEG (the images by the shared sniffing)', () => {
    expect(sniffCertificateType(Buffer.from('%PDF-1.7\n…'))).toBe('application/pdf');
    expect(sniffCertificateType(PNG_8X8)).toBe('image/png');
    expect(sniffCertificateType(JPEG_4X4)).toBe('image/jpeg');
  });

  it('tells an image whose header does not decode from anything else, whatever it claims to be', () => {
    expect(sniffCertificateType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))).toBe('corrupt');
    expect(sniffCertificateType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe('corrupt');
    expect(sniffCertificateType(Buffer.from('GIF89a'))).toBeNull();
    expect(sniffCertificateType(Buffer.from('<html>%PDF'))).toBeNull();
    expect(sniffCertificateType(Buffer.alloc(0))).toBeNull();
  });
});
