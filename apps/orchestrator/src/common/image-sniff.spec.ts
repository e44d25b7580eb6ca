import { JPEG_4X4, makePng, PNG_8X8 } from '../../test/fixtures/return-images.js';
import { sniffImage } from './image-sniff.js';

describe('sniffImage', () => {
  it('recognises a real PNG and a real JPEG by their bytes, with their size', () => {
    expect(sniffImage(PNG_8X8)).toEqual({ ok: true, contentType: 'image/png', width: 8, height: 8 });
    expect(sniffImage(JPEG_4X4)).toEqual({ ok: true, contentType: 'image/jpeg', width: 4, height: 4 });
    expect(sniffImage(makePng(300, 20))).toMatchObject({ ok: true, width: 300, height: 20 });
  });

  it('goes by content only: a PNG is a PNG whatever it was called, text is no image', () => {
    // The file name and declared type never reach the sniffer: a renamed "photo.jpg" that holds PNG bytes is a PNG.
    expect(sniffImage(Buffer.from(PNG_8X8))).toMatchObject({ ok: true, contentType: 'image/png' });
    expect(sniffImage(Buffer.from('Hello, this is a text file named photo.png\n'))).toMatchObject({ ok: false, problem: 'notAnImage' });
    expect(sniffImage(Buffer.from('%PDF-1.7\n'))).toMatchObject({ ok: false, problem: 'notAnImage' });
    expect(sniffImage(Buffer.alloc(0))).toMatchObject({ ok: false, problem: 'notAnImage' });
  });

  it('refuses magic bytes without a header that decodes', () => {
    // Truncated inside the PNG IHDR chunk, and inside the JPEG before its frame header.
    expect(sniffImage(PNG_8X8.subarray(0, 20))).toMatchObject({ ok: false, problem: 'corrupt' });
    expect(sniffImage(PNG_8X8.subarray(0, 8))).toMatchObject({ ok: false, problem: 'corrupt' });
    const sof = JPEG_4X4.indexOf(Buffer.from([0xff, 0xc0]));
    expect(sof).toBeGreaterThan(0);
    expect(sniffImage(JPEG_4X4.subarray(0, sof + 4))).toMatchObject({ ok: false, problem: 'corrupt' });
    expect(sniffImage(Buffer.from([0xff, 0xd8, 0xff]))).toMatchObject({ ok: false, problem: 'corrupt' });
    // Right magic, then garbage.
    expect(sniffImage(Buffer.concat([PNG_8X8.subarray(0, 8), Buffer.from('not a chunk at all, just text')]))).toMatchObject({ ok: false, problem: 'corrupt' });
    expect(sniffImage(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x01, 0x41, 0x42]))).toMatchObject({ ok: false, problem: 'corrupt' });
  });

  it('refuses a PNG whose IHDR was tampered with (checksum, zero width, bad depth)', () => {
    const crc = Buffer.from(PNG_8X8);
    crc[30] = crc[30]! ^ 0xff;
    expect(sniffImage(crc)).toMatchObject({ ok: false, problem: 'corrupt' });
    const zeroWidth = Buffer.from(PNG_8X8);
    zeroWidth.writeUInt32BE(0, 16);
    expect(sniffImage(zeroWidth)).toMatchObject({ ok: false, problem: 'corrupt' });
  });

  it('refuses a JPEG frame header with width 0', () => {
    const jpeg = Buffer.from(JPEG_4X4);
    const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
    jpeg.writeUInt16BE(0, sof + 7);
    expect(sniffImage(jpeg)).toMatchObject({ ok: false, problem: 'corrupt' });
  });
});
