// The return-image-upload job's options and payload, beside its processor: the returns definition
// (returns-workflow.ts) takes them through photoJobSpec and photoUploadRequests only.
import type { ReturnPhoto, ReturnsSnapshot } from '@tafel/returns-machine';
import type { JobRequest, JobSpec, Transition } from '../../workflow/workflow-definition.js';
import type { ReturnsMeta } from '../runner/returns-records.js';

/** BullMQ queue of return photo uploads (one job per upload attempt of a photo). */
export const RETURN_IMAGE_UPLOAD_QUEUE = 'return-image-upload';
/** Name of the job in the returns definition's `jobs`. */
export const PHOTO_UPLOAD_JOB = 'return-image-upload';

/** What a return-image-upload job carries: references only (the file waits in the photo store). */
export interface PhotoUploadJob {
  workflowId: string;
  photoId: string;
  itemId: string;
  lineNo: number;
  /** Upload attempts the photo had when it was queued (0 for a new photo). */
  attempts: number;
  /**
   * The upstream's image id, kept by the job once uploaded and before it is reported: an attempt
   * whose report failed reports it again instead of uploading the photo twice.
   */
  imageId?: string;
}

// Outbox job ids allow A-Z a-z 0-9 . _ - only (BullMQ refuses ':' in custom ids).
const idPart = (text: string): string => text.replace(/[^A-Za-z0-9_-]/g, '.');

/** BullMQ job id of one upload attempt of a photo: a repeated enqueue of the same attempt is a no-op. */
export function photoJobId(workflowId: string, photoId: string, attempts: number): string {
  return `photo-${idPart(workflowId)}-${idPart(photoId)}-${attempts}`;
}

/** The photo jobs the returns definition may ask for. */
export function photoJobSpec(options: { attempts: number; backoffMs: number; failedJobAgeS: number }): Record<string, JobSpec> {
  return {
    [PHOTO_UPLOAD_JOB]: {
      queue: RETURN_IMAGE_UPLOAD_QUEUE,
      name: 'upload',
      options: () => ({
        attempts: options.attempts,
        backoff: { type: 'exponential', delay: options.backoffMs },
        removeOnComplete: { age: 24 * 60 * 60, count: 10_000 },
        // Failed uploads stay as long as their return, for support (a photo retry enqueues a new round under a new id).
        removeOnFail: { age: options.failedJobAgeS },
      }),
    },
  };
}

const queuedNow = (photo: ReturnPhoto, before: readonly ReturnPhoto[]): boolean => {
  if (photo.state !== 'queued') return false;
  const earlier = before.find((p) => p.id === photo.id);
  return earlier === undefined || earlier.state !== 'queued' || earlier.attempts !== photo.attempts;
};

/** A job for every photo that became `queued` in this transition (added, or retried). */
export function photoUploadRequests({ before, after }: Transition<ReturnsSnapshot, ReturnsMeta>): JobRequest[] {
  const earlier = before?.snapshot.context.photos ?? [];
  return after.snapshot.context.photos
    .filter((photo) => queuedNow(photo, earlier))
    .map((photo) => {
      const data: PhotoUploadJob = { workflowId: after.id, photoId: photo.id, itemId: photo.itemId, lineNo: photo.lineNo, attempts: photo.attempts };
      return { job: PHOTO_UPLOAD_JOB, data: { ...data }, jobId: photoJobId(after.id, photo.id, photo.attempts) };
    });
}
