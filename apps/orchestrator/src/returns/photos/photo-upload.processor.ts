import { Inject, Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { PhotoState } from '@tafel/returns-machine';
import { UnrecoverableError, type Job } from 'bullmq';
import { AppError } from '../../common/app-error.js';
import type { Site } from '../../common/site.js';
import { isTransientUpstreamError } from '../../upstream/upstream-errors.js';
import { WORKFLOW_ID_PATTERN } from '../../workflow/workflow-keys.js';
import type { LoadedReturn } from '../runner/returns-records.js';
import { RecordPhotoUploadResultCommand, type PhotoUploadResult } from './photo-commands.js';
import { PHOTO_KEYS, UPLOAD_KEYS } from './photo-errors.js';
import type { PhotoUploadJob } from './photo-jobs.js';
import { ReturnPhotoStore } from './photo-store.js';
import { ReturnPhotoUpstream, type ReturnImageUpload, type ReturnImageUploadAnswer, type UploadSignature } from './photo-upstream.js';
import type { PhotoResultOutcome, PhotoResultReport } from './record-photo-upload-result.handler.js';

/** The photo as the return holds it now, with what its upload needs. */
export interface PhotoUploadTarget {
  state: PhotoState;
  attempts: number;
  itemId: string;
  lineNo: number;
  hash: string;
  site: Site;
}

/** Where the processor starts a photo's round and reports its steps (the return's runner; a fake in unit tests). */
export interface PhotoUploadHost {
  /**
   * Starts the job's round: photo.uploading while the photo is queued with `attempts` (as the job
   * was enqueued). Answers the photo as the return then holds it; null when the return or photo is gone.
   */
  start(workflowId: string, photoId: string, attempts: number): Promise<PhotoUploadTarget | null>;
  report(workflowId: string, photoId: string, result: PhotoUploadResult): Promise<PhotoResultOutcome>;
}
export const PHOTO_UPLOAD_HOST = Symbol('PHOTO_UPLOAD_HOST');

/** The photo of a return as an upload needs it, or null. */
function targetOf(record: LoadedReturn | null, photoId: string): PhotoUploadTarget | null {
  const photo = record?.snapshot.context.photos.find((p) => p.id === photoId);
  const hash = record?.snapshot.context.hash;
  if (!record || !photo || !hash) return null;
  return { state: photo.state, attempts: photo.attempts, itemId: photo.itemId, lineNo: photo.lineNo, hash, site: record.meta.site };
}

/** The host of the running app: RecordPhotoUploadResultCommand as the system (its save reads the return). */
@Injectable()
export class RunnerPhotoUploadHost implements PhotoUploadHost {
  constructor(private readonly commands: CommandBus) {}

  async start(workflowId: string, photoId: string, attempts: number): Promise<PhotoUploadTarget | null> {
    const { record } = await this.commands.execute<RecordPhotoUploadResultCommand, PhotoResultReport>(new RecordPhotoUploadResultCommand(workflowId, photoId, { kind: 'uploading', attempts }));
    return targetOf(record, photoId);
  }

  async report(workflowId: string, photoId: string, result: PhotoUploadResult): Promise<PhotoResultOutcome> {
    return (await this.commands.execute<RecordPhotoUploadResultCommand, PhotoResultReport>(new RecordPhotoUploadResultCommand(workflowId, photoId, result))).outcome;
  }
}

/** What the processor needs of a BullMQ job (a fake in unit tests). */
export type PhotoUploadJobHandle = Pick<Job, 'id' | 'data' | 'attemptsMade' | 'opts'> & { updateData(data: PhotoUploadJob): Promise<unknown> };

/** One attempt of a job, and whether it has recorded the photo's failure. */
interface Round {
  job: PhotoUploadJobHandle;
  data: PhotoUploadJob;
  last: boolean;
  failureRecorded: boolean;
}

/** What a finished return-image-upload job answers (kept with the job for support). */
export interface PhotoUploadJobResult {
  outcome: 'uploaded' | 'stale';
  imageId: string | null;
}

/** Job payloads come from Redis: checked like any outside input before a worker acts on them. */
export function parsePhotoUploadJob(data: unknown): PhotoUploadJob {
  const d = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  const { workflowId, photoId, itemId, lineNo, attempts, imageId } = d;
  if (typeof workflowId !== 'string' || !WORKFLOW_ID_PATTERN.test(workflowId)) throw new Error('return-image-upload job: bad workflowId');
  if (typeof photoId !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(photoId)) throw new Error('return-image-upload job: bad photoId');
  if (typeof itemId !== 'string' || itemId === '') throw new Error('return-image-upload job: bad itemId');
  if (typeof lineNo !== 'number' || !Number.isSafeInteger(lineNo)) throw new Error('return-image-upload job: bad lineNo');
  if (typeof attempts !== 'number' || !Number.isSafeInteger(attempts) || attempts < 0) throw new Error('return-image-upload job: bad attempts');
  if (imageId !== undefined && (typeof imageId !== 'string' || imageId === '' || imageId.length > 200)) throw new Error('return-image-upload job: bad imageId');
  return imageId === undefined ? { workflowId, photoId, itemId, lineNo, attempts } : { workflowId, photoId, itemId, lineNo, attempts, imageId };
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
 * photo.uploading (actor system; its save reads the return for the job), the upload signature
 * FIRST, then uploadReturnImage with the
 * stored file. Transport failures (timeouts, 5xx, a lost connection) and a stale signature are
 * thrown for BullMQ's exponential backoff; the last attempt, or a definitive refusal (successful
 * false with its message key, or an upstream error that is no transport failure) records
 * photo.failed, as does anything else that ends the last attempt (and the worker's 'failed' event,
 * for a job that stalled out). Success keeps the image id in the job, then records photo.uploaded
 * with it (a later attempt reports it instead of uploading again), and the file is deleted.
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

  async process(job: PhotoUploadJobHandle): Promise<PhotoUploadJobResult> {
    let data: PhotoUploadJob;
    try {
      data = parsePhotoUploadJob(job.data);
    } catch (error) {
      throw new UnrecoverableError(messageOf(error));
    }
    const last = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    const round: Round = { job, data, last, failureRecorded: false };
    try {
      return await this.upload(round);
    } catch (error) {
      // Whatever ended the job's last attempt (the return's save, Redis, a bug): the photo must not stay uploading.
      if ((last || error instanceof UnrecoverableError) && !round.failureRecorded) {
        await this.fail(round, PHOTO_KEYS.uploadFailed, messageOf(error)).catch((report: unknown) => this.logger.error(`${job.id}: could not record the failure: ${messageOf(report)}`));
      }
      throw error;
    }
  }

  /**
   * A job that failed for good (the worker's 'failed' event, e.g. stalled out while its worker
   * died): photo.failed for the job's round, unless the photo has left it (recorded already).
   */
  async recordFinalFailure(job: Pick<Job, 'id' | 'data' | 'getState'> | undefined, error: Error): Promise<void> {
    if (!job) return;
    try {
      if ((await job.getState()) !== 'failed') return; // it will be attempted again
      const data = parsePhotoUploadJob(job.data);
      await this.host.report(data.workflowId, data.photoId, { kind: 'failed', messageKey: PHOTO_KEYS.uploadFailed, attempts: data.attempts });
    } catch (report) {
      this.logger.error(`${job.id}: could not record its failure (${error.message}): ${messageOf(report)}`);
    }
  }

  private async upload(round: Round): Promise<PhotoUploadJobResult> {
    const { job, data, last } = round;
    const { workflowId, photoId } = data;
    const stale = (why: string): PhotoUploadJobResult => {
      this.logger.log(`${job.id}: ${why}; nothing to do`);
      return { outcome: 'stale', imageId: null };
    };

    // The round's start (photo.uploading) and the file at once; the signature is the order's.
    const [photo, file] = await Promise.all([this.host.start(workflowId, photoId, data.attempts), data.imageId ? null : this.store.file(workflowId, photoId)]);
    if (photo === null) return stale(`photo ${photoId} of ${workflowId} is gone`);
    // This job's round is uploading now (started by this attempt or an earlier one of the job).
    if (photo.state !== 'uploading' || photo.attempts !== data.attempts + 1) return stale(`photo ${photoId} is ${photo.state} (attempts ${photo.attempts}), not in round ${data.attempts + 1}`);
    // An earlier attempt uploaded it and could not report it: report that image, never upload twice.
    if (data.imageId) return this.reportUploaded(round, data.imageId);
    const signing = this.signatureFor(photo.hash, photo.site).then(
      (signature) => ({ signature }),
      (error: unknown) => ({ error }),
    );
    if (file === null) {
      await this.fail(round, PHOTO_KEYS.uploadFailed, 'the stored file has expired');
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
      await this.fail(round, messageKey, messageOf(error));
      throw transient ? error : new UnrecoverableError(`${messageKey}: ${messageOf(error)}`);
    }
    if (!answer.successful || !answer.imageId) {
      const messageKey = answer.errorMessage || PHOTO_KEYS.uploadFailed;
      await this.fail(round, messageKey, 'the upstream refused the image');
      throw new UnrecoverableError(`upstream refused the image: ${messageKey}`);
    }
    // Kept with the job before it is reported (see PhotoUploadJob.imageId).
    await job.updateData({ ...data, imageId: answer.imageId });
    return this.reportUploaded(round, answer.imageId);
  }

  private async reportUploaded({ job, data }: Round, imageId: string): Promise<PhotoUploadJobResult> {
    const recorded = await this.host.report(data.workflowId, data.photoId, { kind: 'uploaded', imageId });
    if (recorded === 'stale') {
      this.logger.log(`${job.id}: photo ${data.photoId} was removed while it uploaded (image ${imageId}); nothing to do`);
      return { outcome: 'stale', imageId: null };
    }
    return { outcome: 'uploaded', imageId };
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

  private async fail(round: Round, messageKey: string, why: string): Promise<void> {
    const { job, data } = round;
    this.logger.warn(`${job.id}: photo ${data.photoId} of ${data.workflowId} failed (${why}): ${messageKey}`);
    await this.host.report(data.workflowId, data.photoId, { kind: 'failed', messageKey, attempts: data.attempts });
    round.failureRecorded = true;
  }
}
