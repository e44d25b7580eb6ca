import { randomBytes } from 'node:crypto';
import type { ReturnsPrincipal } from '../runner/returns-workflow.js';

/** Largest photo, decoded (the upstream's maxBytes for RETURN_IMAGE). */
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
/** The upstream's limit of photos per return. */
export const MAX_PHOTOS_PER_RETURN = 20;
/** Bytes a return keeps waiting for their upload at most: every photo of the limit at its largest. */
export const MAX_STORED_BYTES_PER_RETURN = MAX_PHOTOS_PER_RETURN * MAX_PHOTO_BYTES;
/** Request bodies are read up to this (a little over the limit, so "too large" is told apart from "cut off"). */
export const MAX_BODY_BYTES = MAX_PHOTO_BYTES + 64 * 1024;
export const MAX_FILE_NAME_LENGTH = 200;

/** A new photo's id: unique within the return, safe in Redis keys and BullMQ job ids. */
export function newPhotoId(): string {
  return `ph-${randomBytes(12).toString('hex')}`;
}

/** Photo ids this API hands out; anything else is no photo of ours. */
export const PHOTO_ID_PATTERN = /^ph-[0-9a-f]{24}$/;

/**
 * The display name of an X-File-Name header: percent-decoded when it is encoded (headers carry
 * Latin-1 only), path parts and control characters dropped, at most 200 characters; null when
 * nothing is left. Shown only, never used to decide anything.
 */
export function sanitiseFileName(raw: string | undefined): string | null {
  if (raw === undefined) return null;
  let name = raw;
  try {
    name = decodeURIComponent(raw);
  } catch {
    // Not percent-encoded: taken as it is.
  }
  name = name.split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  name = name.replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069<>"]/g, '').trim();
  name = [...name].slice(0, MAX_FILE_NAME_LENGTH).join('');
  return name === '' ? null : name;
}

/** Who caused an event, from who asked. */
export function actorOf(principal: ReturnsPrincipal): 'shopper' | 'system' | 'support' {
  if ('visitor' in principal) return 'shopper';
  return 'support' in principal ? 'support' : 'system';
}
