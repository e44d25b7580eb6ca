import type { LoadedReturn } from '../runner/returns-records.js';
import type { ReturnsPrincipal } from '../runner/returns-workflow.js';

/** A photo the visitor posted to POST /returns/:returnId/photos (checked, stored, then photo.add). */
export class AddReturnPhotoCommand {
  constructor(
    public readonly workflowId: string,
    public readonly visitor: string,
    public readonly itemId: string,
    public readonly file: Buffer,
    /** Sanitised display name, or null. */
    public readonly fileName: string | null,
    /** The visitor's return as the endpoint read it a moment ago (saves reading it again). */
    public readonly loaded?: LoadedReturn,
  ) {}
}

/** What an upload job reports for a photo. */
export type PhotoUploadResult =
  /** The job's round begins: taken only while the photo is queued with the attempts the job was enqueued with. */
  | { kind: 'uploading'; attempts: number }
  | { kind: 'uploaded'; imageId: string }
  /** `attempts`: the round the job was enqueued for; when given, only that round's photo fails (a late report of an earlier round is stale). */
  | { kind: 'failed'; messageKey: string; attempts?: number };

/** A return-image-upload job's step or outcome (actor system). */
export class RecordPhotoUploadResultCommand {
  constructor(
    public readonly workflowId: string,
    public readonly photoId: string,
    public readonly result: PhotoUploadResult,
  ) {}
}

/** Uploads a failed photo again (a new return-image-upload job). */
export class RetryReturnPhotoCommand {
  constructor(
    public readonly workflowId: string,
    public readonly principal: ReturnsPrincipal,
    public readonly photoId: string,
  ) {}
}

/** Removes a photo before the submit; its stored file is deleted. */
export class RemoveReturnPhotoCommand {
  constructor(
    public readonly workflowId: string,
    public readonly principal: ReturnsPrincipal,
    public readonly photoId: string,
  ) {}
}
