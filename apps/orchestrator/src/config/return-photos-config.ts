import { envReader } from './env-reader.js';

/** Return photo uploads: the intake endpoint and the return-image-upload queue. */
export interface ReturnPhotosConfig {
  /** Attempts of a return-image-upload job for transport failures (timeouts, 5xx); after the last the photo is failed. */
  readonly jobAttempts: number;
  /** First retry delay of an upload job; it doubles with every attempt. */
  readonly backoffMs: number;
  /** Upload jobs one worker process runs at once (each holds a file of up to 5 MB, twice as base64). */
  readonly concurrency: number;
  /** Budget of one uploadReturnImage call (a 5 MB file takes longer than an ordinary call). */
  readonly uploadTimeoutMs: number;
  /** Photos one visitor (user id) may post per window, refused ones included. */
  readonly uploadsPerVisitor: number;
  /** Photos one client address (an IPv6 /64) may post per window: a visitor could take a new user id for each. */
  readonly uploadsPerAddress: number;
  /** Length of that fixed window. */
  readonly uploadWindowMs: number;
}

export const RETURN_PHOTOS_CONFIG_DEFAULTS = {
  RETURN_PHOTO_JOB_ATTEMPTS: '5',
  RETURN_PHOTO_BACKOFF_MS: '1000',
  RETURN_PHOTO_CONCURRENCY: '4',
  RETURN_PHOTO_UPLOAD_TIMEOUT_MS: '30000',
  RETURN_PHOTO_UPLOADS_PER_VISITOR: '60',
  RETURN_PHOTO_UPLOADS_PER_ADDRESS: '300',
  RETURN_PHOTO_UPLOAD_WINDOW_S: '600',
} as const;

/** Reads the return photo variables; problems go to `problems` like every other variable's. */
export function loadReturnPhotosConfig(env: Record<string, string | undefined>, problems: string[]): ReturnPhotosConfig {
  const { integer } = envReader(env, RETURN_PHOTOS_CONFIG_DEFAULTS, problems);
  return Object.freeze({
    jobAttempts: integer('RETURN_PHOTO_JOB_ATTEMPTS', 1, 50, 'a whole number 1-50'),
    backoffMs: integer('RETURN_PHOTO_BACKOFF_MS', 1, 600_000, 'a whole number of milliseconds 1-600000'),
    concurrency: integer('RETURN_PHOTO_CONCURRENCY', 1, 100, 'a whole number 1-100'),
    uploadTimeoutMs: integer('RETURN_PHOTO_UPLOAD_TIMEOUT_MS', 1000, 600_000, 'a whole number of milliseconds 1000-600000'),
    uploadsPerVisitor: integer('RETURN_PHOTO_UPLOADS_PER_VISITOR', 1, 100_000, 'a whole number 1-100000'),
    uploadsPerAddress: integer('RETURN_PHOTO_UPLOADS_PER_ADDRESS', 1, 1_000_000, 'a whole number 1-1000000'),
    uploadWindowMs: integer('RETURN_PHOTO_UPLOAD_WINDOW_S', 1, 86_400, 'a whole number of seconds 1-86400') * 1000,
  });
}
