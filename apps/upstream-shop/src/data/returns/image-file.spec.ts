import { checkImageFile, MAX_IMAGE_BYTES, sniffImageType } from './image-file.js';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46]);

describe('return image files', () => {
  it('recognises PNG and JPEG by their first bytes', () => {
    expect(sniffImageType(PNG)).toBe('image/png');
    expect(sniffImageType(JPEG)).toBe('image/jpeg');
    expect(sniffImageType(Buffer.from('%PDF-1.7'))).toBeNull();
    expect(sniffImageType(Buffer.from([0x89, 0x50]))).toBeNull();
  });

  it('accepts base64 and data: URLs, trusting the bytes rather than the declared type', () => {
    expect(checkImageFile(PNG.toString('base64'))).toMatchObject({ ok: true, contentType: 'image/png' });
    expect(checkImageFile(`data:image/png;base64,${JPEG.toString('base64')}`)).toMatchObject({ ok: true, contentType: 'image/jpeg' });
    expect(checkImageFile(`data:image/png;base64,${Buffer.from('GIF89a..').toString('base64')}`)).toEqual({ ok: false, problem: 'invalid' });
  });

  it('refuses empty, malformed and non-image content', () => {
    for (const bad of ['', 'not base64!', 'abc', `${PNG.toString('base64')}\n`, Buffer.from('hello world').toString('base64')]) {
      expect(checkImageFile(bad)).toEqual({ ok: false, problem: 'invalid' });
    }
  });

  it('refuses more than 5 MB decoded without decoding it', () => {
    const justFits = Buffer.concat([PNG, Buffer.alloc(MAX_IMAGE_BYTES - PNG.length)]);
    expect(checkImageFile(justFits.toString('base64'))).toMatchObject({ ok: true });
    const tooBig = Buffer.concat([PNG, Buffer.alloc(MAX_IMAGE_BYTES - PNG.length + 1)]);
    expect(checkImageFile(tooBig.toString('base64'))).toEqual({ ok: false, problem: 'tooLarge' });
    expect(checkImageFile('A'.repeat(8 * 1024 * 1024))).toEqual({ ok: false, problem: 'tooLarge' });
  });
});
