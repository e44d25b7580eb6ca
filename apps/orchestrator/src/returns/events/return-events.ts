import type { AcceptedEvent } from '../../workflow/workflow-definition.js';

/** Any accepted change of a return (support's live views listen to it). */
export class ReturnChangedEvent {
  constructor(
    public readonly workflowId: string,
    public readonly site: string,
    public readonly version: number,
    public readonly command: string,
    /** The flow region's state after the change, e.g. flow.preparing.confirm. */
    public readonly state: string,
    public readonly accepted: readonly AcceptedEvent[],
  ) {}
}

/** A submission attempt began (the return-submit job is in the outbox). */
export class ReturnSubmissionStartedEvent {
  constructor(
    public readonly workflowId: string,
    public readonly site: string,
    public readonly attempt: number,
    public readonly actor: string,
  ) {}
}

/** The upstream recorded the return. */
export class ReturnSubmittedEvent {
  constructor(
    public readonly workflowId: string,
    public readonly site: string,
    public readonly rma: string,
    public readonly attempt: number,
  ) {}
}

/**
 * A submission ended without a return: the upstream refused it (reason UPSTREAM_REFUSED, with its
 * message key and field) or did not answer (UPSTREAM_UNAVAILABLE). Support indexes these.
 */
export class ReturnSubmissionFailedEvent {
  constructor(
    public readonly workflowId: string,
    public readonly site: string,
    public readonly reason: 'UPSTREAM_REFUSED' | 'UPSTREAM_UNAVAILABLE',
    public readonly messageKey: string,
    public readonly field: string | null,
    public readonly attempt: number,
    public readonly state: string,
  ) {}
}

/** A photo's upload failed (after the job's retries); support indexes these beside failed submissions. */
export class ReturnPhotoFailedEvent {
  constructor(
    public readonly workflowId: string,
    public readonly site: string,
    public readonly photoId: string,
    public readonly itemId: string,
    public readonly messageKey: string,
    public readonly attempts: number,
  ) {}
}
