import { Inject, Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { PhotoState } from '@tafel/returns-machine';
import { UnrecoverableError, type Job } from 'bullmq';
import { AppError } from '../../common/app-error.js';
import type { Site } from '../../common/site.js';
import { isTransientUpstreamError } from '../../upstream/upstream-errors.js';
import { WORKFLOW_ID_PATTERN } from '../../workflow/workflow-keys.js';
import type { LoadedReturn } from '../runner/returns-records.js';
import { ReturnsRunner } from '../runner/returns-runner.js';
import { RecordPhotoUploadResultCommand, type PhotoUploadResult } from './photo-commands.js';
import { PHOTO_KEYS, UPLOAD_KEYS } from './photo-errors.js';
import type { PhotoUploadJob } from './photo-jobs.js';
import { ReturnPhotoStore } from './photo-store.js';
import { ReturnPhotoUpstream, type ReturnImageUpload, type ReturnImageUploadAnswer, type UploadSignature } from './photo-upstream.js';
import type { PhotoResultOutcome } from './record-photo-upload-result.handler.js';

/** The photo as the return holds it now, with what its upload needs. */
export interface PhotoUploadTarget {
  state: PhotoState;
  attempts: number;
  itemId: string;
  lineNo: number;
  hash: string;
  site: Site;
  /** The return as read (handed back with the first report, which then need not read it again). */
  record?: LoadedReturn;
}

/** Where the processor reads a photo and reports its steps (the return's runner; a fake in unit tests). */
export interface PhotoUploadHost {
  /** null when the return or the photo is gone. */
  photo(workflowId: string, photoId: string): Promise<PhotoUploadTarget | null>;
  report(workflowId: string, photoId: string, result: PhotoUploadResult, loaded?: LoadedReturn): Promise<PhotoResultOutcome>;
}
export const PHOTO_UPLOAD_HOST = Symbol('PHOTO_UPLOAD_HOST');

/** The host of the running app: reads through the returns runner, reports with RecordPhotoUploadResultCommand. */
@Injectable()
export class RunnerPhotoUploadHost implements PhotoUploadHost {
  constructor(
    private readonly runner: ReturnsRunner,
    private readonly commands: CommandBus,
  ) {}

  async photo(workflowId: string, photoId: string): Promise<PhotoUploadTarget | null> {
    const record = await this.runner.load(workflowId);
    const photo = record?.snapshot.context.photos.find((p) => p.id === photoId);
    const hash = record?.snapshot.context.hash;
    if (!record || !photo || !hash) return null;
    return { state: photo.state, attempts: photo.attempts, itemId: photo.itemId, lineNo: photo.lineNo, hash, site: record.meta.site, record };
  }

  report(workflowId: string, photoId: string, result: PhotoUploadResult, loaded?: LoadedReturn): Promise<PhotoResultOutcome> {
    return this.commands.execute(new RecordPhotoUploadResultCommand(workflowId, photoId, result, loaded));
  }
}

/** What a finished return-image-upload job answers (kept with the job for support). */
export interface PhotoUploadJobResult {
  outcome: 'uploaded' | 'stale';
  imageId: string | null;
}

/** Job payloads come from Redis: checked like any outside input before a worker acts on them. */
export function parsePhotoUploadJob(data: unknown): PhotoUploadJob {
  const d = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  const { workflowId, photoId, itemId, lineNo, attempts } = d;
  if (typeof workflowId !== 'string' || !WORKFLOW_ID_PATTERN.test(workflowId)) throw new Error('return-image-upload job: bad workflowId');
  if (typeof photoId !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(photoId)) throw new Error('return-image-upload job: bad photoId');
  if (typeof itemId !== 'string' || itemId === '') throw new Error('return-image-upload job: bad itemId');
  if (typeof lineNo !== 'number' || !Number.isSafeInteger(lineNo)) throw new Error('return-image-upload job: bad lineNo');
  if (typeof attempts !== 'number' || !Number.isSafeInteger(attempts) || attempts < 0) throw new Error('return-image-upload job: bad attempts');
  return { workflowId, photoId, itemId, lineNo, attempts };
}

const signatureKey = (hash: string, site: Site): string => `${site}|${hash}`;

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** The upstream refused with a fresh signature in mind: the next attempt asks for a new one. */
const RETRYABLE_REFUSALS: ReadonlySet<string> = new Set([UPLOAD_KEYS.invalidSignature]);

/** A signature is reused while it has at least this long left (the upstream's are valid 15 minutes). */
const SIGNATURE_MARGIN_MS = 5 * 60_000;

/** Thrown for BullMQ's backoff: this attempt failed in a way the next may not. */
class RetryableUploadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RetryableUploadError';
  }
}

/**
 * Uploads one photo of a return (one job per upload round of a photo; the round is in the job id):
 * photo.uploading (actor system), the upload signature FIRST, then uploadReturnImage with the
 * stored file. Transport failures (timeouts, 5xx, a lost connection) and a stale signature are
 * thrown for BullMQ's exponential backoff; the last attempt, or a definitive refusal (successful
 * false with its message key, or an upstream error that is no transport failure) records
 * photo.failed. Success records photo.uploaded with the image id, and the file is deleted.
 * Idempotent: a job whose photo was removed, has moved on to another round, or is no longer
 * queued or uploading does nothing (a duplicate or late job is a no-op).
 */
@Injectable()
export class PhotoUploadProcessor {
  private readonly logger = new Logger('PhotoUpload');
  /** Upload signatures by order (hash) and site: one per order and quarter hour instead of one per photo. */
  private readonly signatures = new Map<string, UploadSignature>();

  constructor(
    @Inject(PHOTO_UPLOAD_HOST) private readonly host: PhotoUploadHost,
    @Inject(ReturnPhotoStore) private readonly store: Pick<ReturnPhotoStore, 'file'>,
    @Inject(ReturnPhotoUpstream) private readonly upstream: Pick<ReturnPhotoUpstream, 'signature' | 'upload'>,
  ) {}

  async process(job: Pick<Job, 'id' | 'data' | 'attemptsMade' | 'opts'>): Promise<PhotoUploadJobResult> {
    let data: PhotoUploadJob;
    try {
      data = parsePhotoUploadJob(job.data);
    } catch (error) {
      throw new UnrecoverableError(messageOf(error));
    }
    const { workflowId, photoId } = data;
    const last = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    const stale = (why: string): PhotoUploadJobResult => {
      this.logger.log(`${job.id}: ${why}; nothing to do`);
      return { outcome: 'stale', imageId: null };
    };

    const photo = await this.host.photo(workflowId, photoId);
    if (photo === null) return stale(`photo ${photoId} of ${workflowId} is gone`);
    // This job's round: queued with the attempts it was enqueued with, or uploading that round.
    const ours = (photo.state === 'queued' && photo.attempts === data.attempts) || (photo.state === 'uploading' && photo.attempts === data.attempts + 1);
    if (!ours) return stale(`photo ${photoId} is ${photo.state} (attempts ${photo.attempts}), not round ${data.attempts + 1}`);
    // photo.uploading, the file and the signature at once: they do not depend on each other.
    const signing = this.signatureFor(photo.hash, photo.site).then(
      (signature) => ({ signature }),
      (error: unknown) => ({ error }),
    );
    const [reported, file] = await Promise.all([photo.state === 'queued' ? this.host.report(workflowId, photoId, { kind: 'uploading' }, photo.record) : 'recorded', this.store.file(workflowId, photoId)]);
    if (reported === 'stale') return stale(`photo ${photoId} moved on before its upload`);
    if (file === null) {
      await this.fail(job.id, workflowId, photoId, PHOTO_KEYS.uploadFailed, 'the stored file has expired');
      throw new UnrecoverableError(`photo ${photoId}: the stored file has expired`);
    }
    const upload: ReturnImageUpload = { file, hash: photo.hash, itemId: photo.itemId, lineNo: photo.lineNo, site: photo.site };
    let answer: ReturnImageUploadAnswer;
    try {
      const signed = await signing;
      if ('error' in signed) throw signed.error;
      answer = await this.upstream.upload(upload, signed.signature.signature);
      if (!answer.successful && answer.errorMessage && RETRYABLE_REFUSALS.has(answer.errorMessage)) {
        this.signatures.delete(signatureKey(photo.hash, photo.site));
        throw new RetryableUploadError(`upstream refused the signature (${answer.errorMessage})`);
      }
    } catch (error) {
      const transient = isTransientUpstreamError(error) || error instanceof RetryableUploadError || !(error instanceof AppError);
      if (transient && !last) {
        this.logger.warn(`${job.id}: attempt ${job.attemptsMade + 1} failed (${messageOf(error)}); will retry`);
        throw error;
      }
      // An upstream error that is no transport failure (the return switched off, an unknown hash) is final.
      const messageKey = transient ? PHOTO_KEYS.uploadFailed : ((error as AppError).messageKey ?? PHOTO_KEYS.uploadFailed);
      await this.fail(job.id, workflowId, photoId, messageKey, messageOf(error));
      throw transient ? error : new UnrecoverableError(`${messageKey}: ${messageOf(error)}`);
    }
    if (!answer.successful || !answer.imageId) {
      const messageKey = answer.errorMessage || PHOTO_KEYS.uploadFailed;
      await this.fail(job.id, workflowId, photoId, messageKey, 'the upstream refused the image');
      throw new UnrecoverableError(`upstream refused the image: ${messageKey}`);
    }
    const recorded = await this.host.report(workflowId, photoId, { kind: 'uploaded', imageId: answer.imageId });
    if (recorded === 'stale') return stale(`photo ${photoId} was removed while it uploaded (image ${answer.imageId})`);
    return { outcome: 'uploaded', imageId: answer.imageId };
  }

  /** The order's signature, obtained before its upload: a cached one while it has time left, else a new one. */
  private async signatureFor(hash: string, site: Site): Promise<UploadSignature> {
    const key = signatureKey(hash, site);
    const cached = this.signatures.get(key);
    if (cached !== undefined && cached.expiresAt - Date.now() > SIGNATURE_MARGIN_MS) return cached;
    const fresh = await this.upstream.signature(hash, site);
    if (this.signatures.size >= 10_000) this.signatures.clear();
    this.signatures.set(key, fresh);
    return fresh;
  }

  private async fail(jobId: string | undefined, workflowId: string, photoId: string, messageKey: string, why: string): Promise<void> {
    this.logger.warn(`${jobId}: photo ${photoId} of ${workflowId} failed (${why}): ${messageKey}`);
    await this.host.report(workflowId, photoId, { kind: 'failed', messageKey });
  }
}
