import { Inject, Injectable } from '@nestjs/common';
import type { IEvent } from '@nestjs/cqrs';
import { lightningMachine, sameInstant, whyNotLightning, type LightningEvent } from '@tafel/lightning-machine';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import type { JobRequest, ScheduledJob, Transition, WorkflowDefinition } from '../../workflow/workflow-definition.js';
import { WorkflowRegistry } from '../../workflow/workflow-registry.js';
import { LightningReservationChangedEvent } from '../events/lightning-events.js';
import { expiryDelayMs, LIGHTNING_EXPIRY_JOB, LIGHTNING_EXPIRY_JOB_NAME, LIGHTNING_EXPIRY_QUEUE, lightningExpiryJobId, type LightningExpiryJob } from '../jobs/expiry-job.js';
import { mayAccessLightning, storedLightningMeta, type LightningMeta, type LightningPrincipal } from './lightning-meta.js';
import { LIGHTNING_RECORDS, pendingExpiryOf, stateOf, type LightningSnapshot } from './lightning-records.js';

export type LightningDefinition = WorkflowDefinition<typeof lightningMachine, LightningMeta, LightningPrincipal>;
type LightningTransition = Transition<LightningSnapshot, LightningMeta>;

/** A cart's reservation workflow outlives its reservation: the cart (and its expired lines) may come back for a month. */
export const LIGHTNING_WORKFLOW_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * A save that moved the pending expiry (a new reservation, an add, a refresh or extend that
 * set a new end, a sync that found another end) asks for the delayed expiry job at the new
 * end; the job id comes from the end, so asking twice for one end is one job (an end coming back
 * runs its finished job again: the processor delays it to the upstream's end). A save that leaves
 * the end as it was asks for nothing.
 */
export function lightningRequestedJobs({ before, after }: LightningTransition): JobRequest[] {
  const pending = pendingExpiryOf(after.snapshot);
  if (pending === null) return [];
  const previous = before === null ? null : pendingExpiryOf(before.snapshot);
  if (sameInstant(previous, pending)) return [];
  const data: LightningExpiryJob = { workflowId: after.id, expiresAt: pending };
  // An end the workflow had before without running (expired by our clock, then synced back to it)
  // may find the finished job of its id, kept a day: rerun runs that job again instead of adding
  // nothing. Only then: a rerun costs the relay a look at the job first.
  const again = before !== null && sameInstant(before.snapshot.context.expiresAt, pending);
  return [{ job: LIGHTNING_EXPIRY_JOB, data: { ...data }, jobId: lightningExpiryJobId(data), ...(again ? { rerun: true } : {}) }];
}

/** The inspector's pending expiry: the delayed job at the running reservation's end. */
export function lightningScheduledJobs(record: { id: string; snapshot: LightningSnapshot }): ScheduledJob[] {
  const pending = pendingExpiryOf(record.snapshot);
  return pending === null ? [] : [{ job: LIGHTNING_EXPIRY_JOB, jobId: lightningExpiryJobId({ workflowId: record.id, expiresAt: pending }), runAt: pending }];
}

/** One event per saved change (the jobs part removes a superseded expiry job from it). */
export function lightningDomainEvents({ before, after, accepted, command }: LightningTransition): IEvent[] {
  const previous = before === null ? null : pendingExpiryOf(before.snapshot);
  return [new LightningReservationChangedEvent(after.id, after.meta.cartId, after.meta.site, after.version, command, stateOf(after.snapshot), previous, pendingExpiryOf(after.snapshot), accepted)];
}

/**
 * The lightning reservations as a workflow kind of the kernel (one per cart). The machine makes
 * no calls: commands call the upstream and report its answers as events; the expiry is a BullMQ
 * delayed job the saves put into the outbox (never an XState timer: it survives restarts).
 */
@Injectable()
export class LightningWorkflow {
  readonly definition: LightningDefinition;

  constructor(registry: WorkflowRegistry, @Inject(APP_CONFIG) config: AppConfig) {
    const expiryOptions = (request: JobRequest) => ({
      jobId: lightningExpiryJobId({ workflowId: String(request.data.workflowId), expiresAt: String(request.data.expiresAt) }),
      // Measured when the relay hands the job over, so a late relay still fires at the end.
      delay: expiryDelayMs(String(request.data.expiresAt)),
      attempts: 5,
      backoff: { type: 'exponential' as const, delay: config.jobBackoffMs },
      removeOnComplete: { age: 24 * 60 * 60, count: 100_000 },
      removeOnFail: { age: 7 * 24 * 60 * 60 },
    });
    this.definition = {
      ...LIGHTNING_RECORDS,
      title: 'Blitzangebot-Reservierung',
      hostMachine: lightningMachine,
      ttlMs: LIGHTNING_WORKFLOW_TTL_MS,
      whyNot: (snapshot, event) => whyNotLightning(snapshot, event as LightningEvent),
      writeMeta: storedLightningMeta,
      access: (record, principal) => mayAccessLightning(record.meta, principal),
      domainEvents: lightningDomainEvents,
      jobs: { [LIGHTNING_EXPIRY_JOB]: { queue: LIGHTNING_EXPIRY_QUEUE, name: LIGHTNING_EXPIRY_JOB_NAME, options: expiryOptions } },
      requestedJobs: lightningRequestedJobs,
      scheduledJobs: lightningScheduledJobs,
      startedPayload: (_input, meta) => ({ cartId: meta.cartId, site: meta.site }),
      hostActors: {},
    };
    registry.register(this.definition);
  }
}
