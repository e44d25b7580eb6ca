import { inspectUpload, MAX_CERTIFICATE_BYTES } from './upload-file.js';

const b64 = (bytes: number[] | string) => Buffer.from(typeof bytes === 'string' ? bytes : Uint8Array.from(bytes)).toString('base64');

describe('inspectUpload', () => {
  it('recognises PDF, PNG and JPEG by their first bytes', () => {
    expect(inspectUpload(b64('%PDF-1.4 body'))).toEqual({ ok: true, mimeType: 'application/pdf', bytes: 13 });
    expect(inspectUpload(b64([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toMatchObject({ ok: true, mimeType: 'image/png' });
    expect(inspectUpload(`data:image/jpeg;base64,${b64([0xff, 0xd8, 0xff, 0xe0])}`)).toMatchObject({ ok: true, mimeType: 'image/jpeg' });
  });

  it('refuses other types, whatever the data URL claims', () => {
    expect(inspectUpload(`data:application/pdf;base64,${b64('GIF89a')}`)).toEqual({ ok: false, errorMessage: 'vue.upload.error.fileType' });
    expect(inspectUpload(b64('%PD'))).toEqual({ ok: false, errorMessage: 'vue.upload.error.fileType' });
  });

  it('refuses empty and malformed base64', () => {
    for (const file of ['', 'abc', 'ab$=', '====']) expect(inspectUpload(file)).toEqual({ ok: false, errorMessage: 'vue.upload.error.invalidFile' });
  });

  it('allows exactly 2 MB decoded and refuses more before decoding', () => {
    const limit = Buffer.alloc(MAX_CERTIFICATE_BYTES);
    limit.write('%PDF-');
    expect(inspectUpload(limit.toString('base64'))).toMatchObject({ ok: true, bytes: MAX_CERTIFICATE_BYTES });
    const over = Buffer.alloc(MAX_CERTIFICATE_BYTES + 1);
    over.write('%PDF-');
    expect(inspectUpload(over.toString('base64'))).toEqual({ ok: false, errorMessage: 'vue.upload.error.fileTooLarge' });
  });
});
