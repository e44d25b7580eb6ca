import { describe, expect, it } from '@jest/globals';
import { checkedPhotoStream, photoForwardHeaders, photoRequestProblem } from './photo-forward';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const ok = { itemId: 'item-1', contentType: 'image/png', contentLength: '100', secFetchSite: 'same-origin' };

function streamOf(...chunks: number[][]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new Uint8Array(chunk));
      controller.close();
    },
  });
}

async function drain(stream: ReadableStream<Uint8Array>): Promise<number> {
  let bytes = 0;
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return bytes;
    bytes += value.byteLength;
  }
}

describe('photoRequestProblem', () => {
  it('lets a same-origin PNG or JPEG within 5 MB through', () => {
    expect(photoRequestProblem(ok)).toBeNull();
    expect(photoRequestProblem({ ...ok, secFetchSite: 'none' })).toBeNull();
    expect(photoRequestProblem({ ...ok, contentType: 'image/jpeg; charset=binary', contentLength: null, secFetchSite: null })).toBeNull();
  });
  it('refuses before reading: other types, too large, empty, bad item, cross-site', () => {
    expect(photoRequestProblem({ ...ok, contentType: 'application/pdf' })).toEqual({ status: 415, messageKey: 'vue.upload.error.fileType' });
    expect(photoRequestProblem({ ...ok, contentLength: String(5 * 1024 * 1024 + 1) })).toEqual({ status: 413, messageKey: 'vue.upload.error.fileTooLarge' });
    expect(photoRequestProblem({ ...ok, contentLength: '0' })).toEqual({ status: 400, messageKey: 'vue.upload.error.invalidFile' });
    expect(photoRequestProblem({ ...ok, itemId: null })?.status).toBe(400);
    expect(photoRequestProblem({ ...ok, itemId: '../x/y' })?.status).toBe(400);
    expect(photoRequestProblem({ ...ok, secFetchSite: 'cross-site' })?.status).toBe(403);
  });
  it('refuses a sibling site (same-site) and unknown fetch sites', () => {
    expect(photoRequestProblem({ ...ok, secFetchSite: 'same-site' })?.status).toBe(403);
    expect(photoRequestProblem({ ...ok, secFetchSite: 'whatever' })?.status).toBe(403);
  });
  it('takes item ids by the orchestrator controller\'s rule (the shared machine\'s, up to 64 characters)', () => {
    expect(photoRequestProblem({ ...ok, itemId: 'a.b:c_d-1' })).toBeNull();
    expect(photoRequestProblem({ ...ok, itemId: 'x'.repeat(64) })).toBeNull();
    expect(photoRequestProblem({ ...ok, itemId: 'x'.repeat(65) })?.status).toBe(400);
  });
});

describe('photoForwardHeaders', () => {
  it('passes the browser\'s address on with the identity, the type and the name', () => {
    const address = { 'X-Tafel-Client-IP': '198.51.100.7', 'X-Tafel-Internal-Secret': 's'.repeat(32) };
    const headers = photoForwardHeaders({ identity: { 'X-iSHOP-API-USERID': 'u1' }, addressHeaders: address, contentType: 'image/PNG; x=y', fileName: 'foto.png' });
    expect(headers).toEqual({ 'X-iSHOP-API-USERID': 'u1', ...address, 'content-type': 'image/png', accept: 'application/json', 'x-file-name': 'foto.png' });
    expect(photoForwardHeaders({ identity: {}, addressHeaders: {}, contentType: 'image/jpeg', fileName: 'x'.repeat(601) })['x-file-name']).toBeUndefined();
  });
});

describe('checkedPhotoStream', () => {
  it('passes a PNG on unchanged, also when its signature arrives in pieces', async () => {
    const checked = checkedPhotoStream(streamOf(PNG.slice(0, 3), PNG.slice(3), [1, 2, 3]));
    expect(await drain(checked.stream)).toBe(11);
    expect(checked.problem()).toBeNull();
  });
  it('stops a file that is no image by its first bytes', async () => {
    const checked = checkedPhotoStream(streamOf([...new TextEncoder().encode('%PDF-1.7 hello')]));
    await expect(drain(checked.stream)).rejects.toThrow();
    expect(checked.problem()).toEqual({ status: 415, messageKey: 'vue.upload.error.fileType' });
  });
  it('stops a body beyond the limit whatever it declared', async () => {
    const checked = checkedPhotoStream(streamOf(PNG, new Array(20).fill(0)), 16);
    await expect(drain(checked.stream)).rejects.toThrow();
    expect(checked.problem()).toEqual({ status: 413, messageKey: 'vue.upload.error.fileTooLarge' });
  });
  it('refuses an empty body', async () => {
    const checked = checkedPhotoStream(streamOf());
    await expect(drain(checked.stream)).rejects.toThrow();
    expect(checked.problem()?.messageKey).toBe('vue.upload.error.invalidFile');
  });
});
