import { Inject, Injectable } from '@nestjs/common';
import type { IEvent } from '@nestjs/cqrs';
import { returnsMachine, whyNot, type ReturnsEvent, type ReturnsSnapshot } from '@tafel/returns-machine';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import type { JobRequest, Transition, WorkflowDefinition } from '../../workflow/workflow-definition.js';
import { WorkflowRegistry } from '../../workflow/workflow-registry.js';
import { ReturnChangedEvent, ReturnPhotoFailedEvent, ReturnSubmissionFailedEvent, ReturnSubmissionStartedEvent, ReturnSubmittedEvent } from '../events/index.js';
import { RETURN_SUBMIT_JOB, RETURN_SUBMIT_QUEUE, returnSubmitJobId, type ReturnSubmitJob } from '../jobs/job-payloads.js';
import { photoJobSpec, photoUploadRequests } from '../photos/photo-jobs.js';
import { regionState, RETURNS_RECORDS, storedReturnsMeta, type ReturnsMeta } from './returns-records.js';
import { sameText } from '../../common/same-text.js';

/** Who drives a return: the visitor who started it (by user id), the system (a job's result) or support (by staff id). */
export type ReturnsPrincipal = { visitor: string } | { system: true } | { support: string };

export type ReturnsDefinition = WorkflowDefinition<typeof returnsMachine, ReturnsMeta, ReturnsPrincipal>;
type ReturnsTransition = Transition<ReturnsSnapshot, ReturnsMeta>;

/** The visitor must own the return; the system and support (staff sign-in) may drive any. */
export function mayAccess(meta: ReturnsMeta, principal: ReturnsPrincipal): boolean {
  if (typeof principal !== 'object' || principal === null) return false;
  if ('visitor' in principal) return typeof principal.visitor === 'string' && sameText(meta.owner, principal.visitor);
  return ('system' in principal && principal.system === true) || ('support' in principal && typeof principal.support === 'string' && principal.support !== '');
}

const attemptOf = (snapshot: ReturnsSnapshot | undefined): number => snapshot?.context.submissionAttempt ?? 0;
const submitting = (snapshot: ReturnsSnapshot): boolean => snapshot.matches({ flow: 'submitting' });

/**
 * A new submission attempt puts its return-submit job into the outbox with the save that counted
 * it (job id from workflow and attempt). return.retry after upstream.unavailable submits the same
 * attempt again (the upstream answers the same payload for the same hash with its first result):
 * the failed job of that id is run again. Photos that became queued ask for their upload jobs.
 */
export function returnsRequestedJobs(transition: ReturnsTransition): JobRequest[] {
  const { before, after, accepted } = transition;
  const jobs = photoUploadRequests(transition);
  if (!submitting(after.snapshot)) return jobs;
  const attempt = attemptOf(after.snapshot);
  const data: ReturnSubmitJob = { workflowId: after.id, attempt };
  const request: JobRequest = { job: RETURN_SUBMIT_JOB, data: { ...data }, jobId: returnSubmitJobId(after.id, attempt) };
  if (attempt > attemptOf(before?.snapshot)) return [...jobs, request];
  const again = before !== null && !submitting(before.snapshot) && accepted.some((e) => e.type === 'return.retry' || e.type === 'support.replay');
  return again ? [...jobs, { ...request, rerun: true }] : jobs;
}

const failedSubmission = (type: string, state: string): boolean => (type === 'upstream.refused' || type === 'upstream.unavailable') && state.includes('flow.failed.');

/** Failed submissions are counted in meta for support's index. */
function nextMeta({ before, accepted }: ReturnsTransition, meta: ReturnsMeta): ReturnsMeta {
  if (before === null || !submitting(before.snapshot)) return meta;
  const failures = accepted.filter((e) => failedSubmission(e.type, e.state)).length;
  return failures > 0 ? { ...meta, failedSubmissions: meta.failedSubmissions + failures } : meta;
}

/** The domain events of a saved change: one per change, and one per submission start, success and failure, and per failed photo. */
export function returnsDomainEvents({ before, after, accepted, command }: ReturnsTransition): IEvent[] {
  const { context } = after.snapshot;
  const site = after.meta.site;
  const events: IEvent[] = [new ReturnChangedEvent(after.id, site, after.version, command, regionState(after.snapshot.value, 'flow'), accepted)];
  const wasSubmitting = before !== null && submitting(before.snapshot);
  for (const event of accepted) {
    if (event.type === 'return.submit' || (event.type === 'return.retry' && event.state.includes('flow.submitting'))) {
      events.push(new ReturnSubmissionStartedEvent(after.id, site, context.submissionAttempt, event.actor));
    } else if (event.type === 'submit.succeeded' && context.rma) {
      events.push(new ReturnSubmittedEvent(after.id, site, context.rma, context.submissionAttempt));
    } else if (wasSubmitting && failedSubmission(event.type, event.state)) {
      const reason = event.type === 'upstream.refused' ? 'UPSTREAM_REFUSED' : 'UPSTREAM_UNAVAILABLE';
      events.push(new ReturnSubmissionFailedEvent(after.id, site, reason, context.lastError?.messageKey ?? '', context.lastError?.field ?? null, context.submissionAttempt, event.state));
    } else if (event.type === 'photo.failed') {
      const photoId = String(event.payload?.photoId ?? '');
      const photo = context.photos.find((p) => p.id === photoId);
      if (photo) events.push(new ReturnPhotoFailedEvent(after.id, site, photo.id, photo.itemId, photo.messageKey ?? '', photo.attempts));
    }
  }
  return events;
}

/**
 * The returns as a workflow kind of the kernel. The machine makes no calls: commands call the
 * upstream first and report its answers as events; the submission and the photo uploads are jobs
 * the saves put into the outbox.
 */
@Injectable()
export class ReturnsWorkflow {
  readonly definition: ReturnsDefinition;

  constructor(registry: WorkflowRegistry, @Inject(APP_CONFIG) config: AppConfig) {
    const failedJobAgeS = Math.ceil(config.returns.ttlMs / 1000);
    const submitOptions = (request: JobRequest) => ({
      jobId: returnSubmitJobId(String(request.data.workflowId), Number(request.data.attempt)),
      attempts: config.returns.submitJobAttempts,
      backoff: { type: 'exponential' as const, delay: config.jobBackoffMs },
      removeOnComplete: { age: 7 * 24 * 60 * 60, count: 100_000 },
      // Failed submissions stay as long as their return (support's history, and return.retry runs the same job again).
      removeOnFail: { age: failedJobAgeS },
    });
    this.definition = {
      ...RETURNS_RECORDS,
      title: 'Retoure',
      hostMachine: returnsMachine,
      ttlMs: config.returns.ttlMs,
      whyNot: (snapshot, event) => whyNot(snapshot, event as ReturnsEvent),
      writeMeta: storedReturnsMeta,
      nextMeta,
      access: (record, principal) => mayAccess(record.meta, principal),
      domainEvents: returnsDomainEvents,
      jobs: {
        [RETURN_SUBMIT_JOB]: { queue: RETURN_SUBMIT_QUEUE, name: 'submit', options: submitOptions },
        ...photoJobSpec({ attempts: config.returnPhotos.jobAttempts, backoffMs: config.returnPhotos.backoffMs, failedJobAgeS }),
      },
      requestedJobs: returnsRequestedJobs,
      startedPayload: (_input, meta) => ({ site: meta.site }),
      hostActors: {},
    };
    registry.register(this.definition);
  }
}
