import { UnrecoverableError } from 'bullmq';
import { UpstreamError } from '../../common/app-error.js';
import type { PhotoUploadResult } from './photo-commands.js';
import { PhotoUploadProcessor, type PhotoUploadHost, type PhotoUploadTarget } from './photo-upload.processor.js';
import type { ReturnImageUpload } from './photo-upstream.js';

const FILE = Buffer.from('stored file');
const DATA = { workflowId: 'rt-1', photoId: 'ph-1', itemId: 'item-1', lineNo: 2, attempts: 0 };

/** A return holding one photo, moved by the reports as the machine would. */
function world(initial: Partial<PhotoUploadTarget> | null = {}) {
  let photo: PhotoUploadTarget | null = initial === null ? null : { state: 'queued', attempts: 0, itemId: 'item-1', lineNo: 2, hash: 'h1', site: 'at-de', ...initial };
  const reports: PhotoUploadResult[] = [];
  const reportFailures: (Error | undefined)[] = [];
  const calls: string[] = [];
  const host: PhotoUploadHost = {
    // As the handler does: photo.uploading only while the photo is queued for this round.
    start: async (_w, _p, attempts) => {
      if (photo?.state === 'queued' && photo.attempts === attempts) {
        reports.push({ kind: 'uploading', attempts });
        photo = { ...photo, state: 'uploading', attempts: photo.attempts + 1 };
      }
      return photo ? { ...photo } : null;
    },
    report: async (_w, _p, result) => {
      const failure = reportFailures.shift();
      if (failure) throw failure;
      reports.push(result);
      if (!photo) return 'stale';
      photo = { ...photo, state: result.kind === 'uploading' ? 'uploading' : result.kind };
      return 'recorded';
    },
  };
  let answers: (() => Promise<{ successful: boolean; imageId: string | null; errorMessage: string | null }>)[] = [];
  const upstream = {
    signature: async (hash: string, site: string) => {
      calls.push(`signature ${hash} ${site}`);
      return { signature: 'sig', expiresAt: Date.now() + 15 * 60_000 };
    },
    upload: async (upload: ReturnImageUpload, signature: string) => {
      calls.push(`upload ${upload.hash} ${upload.itemId} ${upload.lineNo} ${signature} ${upload.file.toString()}`);
      const next = answers.shift();
      return next ? next() : { successful: true, imageId: 'img-1', errorMessage: null };
    },
  };
  let file: Buffer | null = FILE;
  const store = { file: async () => file };
  const processor = new PhotoUploadProcessor(host, store, upstream);
  const job = (attemptsMade = 0, data: object = DATA) => {
    const handle = {
      id: 'job-1',
      data: { ...data } as Record<string, unknown>,
      attemptsMade,
      opts: { attempts: 3 },
      updateData: async (next: object) => {
        handle.data = { ...next };
      },
    };
    return handle;
  };
  return {
    processor,
    job,
    reports,
    calls,
    set answers(list: typeof answers) {
      answers = list;
    },
    dropFile: () => (file = null),
    /** The next reports throw these errors (e.g. the return's save failing). */
    failReports: (...errors: Error[]) => reportFailures.push(...errors),
    photo: () => photo,
  };
}

const transient = () => Promise.reject(new UpstreamError('UPSTREAM_UNAVAILABLE', 'Upstream answered HTTP 503'));

describe('PhotoUploadProcessor', () => {
  it('reports uploading, asks for the signature first, uploads, reports the image id', async () => {
    const w = world();
    await expect(w.processor.process(w.job())).resolves.toEqual({ outcome: 'uploaded', imageId: 'img-1' });
    expect(w.calls).toEqual(['signature h1 at-de', 'upload h1 item-1 2 sig stored file']);
    expect(w.reports).toEqual([{ kind: 'uploading', attempts: 0 }, { kind: 'uploaded', imageId: 'img-1' }]);
  });

  it('throws transport failures for the backoff, and the next attempt goes on from uploading', async () => {
    const w = world();
    w.answers = [transient];
    await expect(w.processor.process(w.job(0))).rejects.toBeInstanceOf(UpstreamError);
    expect(w.reports).toEqual([{ kind: 'uploading', attempts: 0 }]);
    await expect(w.processor.process(w.job(1))).resolves.toMatchObject({ outcome: 'uploaded' });
    // Not "uploading" twice: the machine counts one upload round.
    expect(w.reports).toEqual([{ kind: 'uploading', attempts: 0 }, { kind: 'uploaded', imageId: 'img-1' }]);
    // The order's signature is good for both attempts.
    expect(w.calls.filter((c) => c.startsWith('signature'))).toHaveLength(1);
  });

  it('records photo.failed on the last attempt of a transport failure', async () => {
    const w = world({ state: 'uploading', attempts: 1 });
    w.answers = [transient];
    await expect(w.processor.process(w.job(2))).rejects.toBeInstanceOf(UpstreamError);
    expect(w.reports).toEqual([{ kind: 'failed', messageKey: 'tafel.returns.upload.failed', attempts: 0 }]);
  });

  it('records a definitive refusal with its key at once, without retrying', async () => {
    const w = world();
    w.answers = [async () => ({ successful: false, imageId: null, errorMessage: 'vue.upload.error.tooManyFiles' })];
    await expect(w.processor.process(w.job(0))).rejects.toBeInstanceOf(UnrecoverableError);
    expect(w.reports).toEqual([{ kind: 'uploading', attempts: 0 }, { kind: 'failed', messageKey: 'vue.upload.error.tooManyFiles', attempts: 0 }]);
  });

  it('retries a refused signature with a fresh one', async () => {
    const w = world();
    w.answers = [async () => ({ successful: false, imageId: null, errorMessage: 'vue.upload.error.invalidSignature' })];
    await expect(w.processor.process(w.job(0))).rejects.not.toBeInstanceOf(UnrecoverableError);
    expect(w.reports).toEqual([{ kind: 'uploading', attempts: 0 }]);
    await expect(w.processor.process(w.job(1))).resolves.toMatchObject({ outcome: 'uploaded' });
    expect(w.calls.filter((c) => c.startsWith('signature'))).toHaveLength(2);
  });

  it('fails the photo when its file has expired', async () => {
    const w = world();
    w.dropFile();
    await expect(w.processor.process(w.job(0))).rejects.toBeInstanceOf(UnrecoverableError);
    expect(w.reports).toEqual([{ kind: 'uploading', attempts: 0 }, { kind: 'failed', messageKey: 'tafel.returns.upload.failed', attempts: 0 }]);
    expect(w.calls.filter((c) => c.startsWith('upload'))).toEqual([]);
  });

  it('does nothing for a removed photo, another round, or a photo already uploaded or failed', async () => {
    for (const photo of [null, { state: 'uploaded' as const, attempts: 1 }, { state: 'failed' as const, attempts: 1 }, { state: 'queued' as const, attempts: 1 }, { state: 'uploading' as const, attempts: 2 }]) {
      const w = world(photo);
      await expect(w.processor.process(w.job(0))).resolves.toEqual({ outcome: 'stale', imageId: null });
      expect(w.reports).toEqual([]);
      expect(w.calls).toEqual([]);
    }
  });

  it('refuses a malformed job payload for good', async () => {
    const w = world();
    await expect(w.processor.process(w.job(0, { workflowId: 'rt 1', photoId: 'ph-1' }))).rejects.toBeInstanceOf(UnrecoverableError);
  });

  it('keeps the image id in the job before reporting it; an attempt after a failed report reports it without uploading again', async () => {
    const w = world();
    const job = w.job(0);
    w.failReports(new Error('the save failed'));
    // The report of photo.uploading goes through start(); the first report() is the upload's.
    await expect(w.processor.process(job)).rejects.toThrow('the save failed');
    expect(job.data).toMatchObject({ imageId: 'img-1' });
    const retry = { ...job, attemptsMade: 1 };
    await expect(w.processor.process(retry)).resolves.toEqual({ outcome: 'uploaded', imageId: 'img-1' });
    expect(w.calls.filter((c) => c.startsWith('upload'))).toHaveLength(1);
    expect(w.reports).toEqual([{ kind: 'uploading', attempts: 0 }, { kind: 'uploaded', imageId: 'img-1' }]);
  });

  it('records photo.failed when anything else ends the last attempt', async () => {
    const w = world({ state: 'uploading', attempts: 1 });
    w.failReports(new Error('the save failed'));
    await expect(w.processor.process(w.job(2))).rejects.toThrow('the save failed');
    expect(w.reports).toEqual([{ kind: 'failed', messageKey: 'tafel.returns.upload.failed', attempts: 0 }]);
    expect(w.photo()?.state).toBe('failed');
  });

  it('records photo.failed for its round when the job failed for good outside the processor (stalled out), not while it will be retried', async () => {
    const w = world({ state: 'uploading', attempts: 1 });
    const stalled = (state: string) => ({ id: 'job-1', data: DATA, getState: async () => state });
    await w.processor.recordFinalFailure(stalled('delayed') as never, new Error('job stalled more than allowable limit'));
    expect(w.reports).toEqual([]);
    await w.processor.recordFinalFailure(stalled('failed') as never, new Error('job stalled more than allowable limit'));
    expect(w.reports).toEqual([{ kind: 'failed', messageKey: 'tafel.returns.upload.failed', attempts: 0 }]);
  });
});
