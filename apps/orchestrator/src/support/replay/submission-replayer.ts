import { Injectable } from '@nestjs/common';
import { CheckoutRepository } from '../../checkout/runner/checkout-repository.js';
import { CheckoutRunner } from '../../checkout/runner/checkout-runner.js';
import type { LoadedCheckout } from '../../checkout/runner/checkout-snapshot.js';
import { AppError } from '../../common/app-error.js';
import { requireWorkflowId } from '../../workflow/workflow-keys.js';
import type { StaffMember } from '../auth/staff.js';
import { FailureIndex } from '../failures/failure-index.js';
import { ReplayAudit, type ReplayAuditEntry, type ReplayOutcome } from './replay-audit.js';
import { SubmissionJobs } from './submission-jobs.js';

const isSubmitting = (checkout: LoadedCheckout): boolean => checkout.snapshot.matches('submitting');

/**
 * Replays a failed submission: the machine goes back from its failure state to `submitting` for
 * the SAME attempt (event support.replay, actor support, saved with the version check), then the
 * attempt's BullMQ job runs again under its own id. The idempotent OrderSubmitProcessor records an
 * order the upstream already has instead of submitting again. Two agents at once: the version
 * check lets one move the workflow; the other finds it submitting and at most re-runs a stopped
 * job (BullMQ's retry is atomic). Each replay is audited with its outcome.
 */
@Injectable()
export class SubmissionReplayer {
  constructor(
    private readonly runner: CheckoutRunner,
    private readonly repository: CheckoutRepository,
    private readonly jobs: SubmissionJobs,
    private readonly audit: ReplayAudit,
    private readonly index: FailureIndex,
  ) {}

  /** Replays one workflow's failed submission for `by` (already authorised to replay) and audits it. */
  async replay(id: string, by: StaffMember, bulkId: string | null): Promise<ReplayAuditEntry> {
    const workflowId = requireWorkflowId(id);
    const checkout = await this.runner.load(workflowId);
    if (checkout === null) throw new AppError('BAD_USER_INPUT', `No workflow ${workflowId}`);
    const { outcome, detail, attempt } = await this.replayCheckout(checkout, by);
    if (outcome === 'STARTED' || outcome === 'RESUMED') await this.index.patch(workflowId, { status: 'REPLAYING', state: 'submitting' });
    return this.audit.record({ workflowId, attempt, by, outcome, detail: bulkId ? [detail, `bulk ${bulkId}`].filter(Boolean).join('; ') : detail, bulkId });
  }

  private async replayCheckout(checkout: LoadedCheckout, by: StaffMember): Promise<{ outcome: ReplayOutcome; detail: string | null; attempt: number }> {
    const attempt = checkout.snapshot.context.submissionAttempt;
    if (checkout.snapshot.matches('confirmed') || checkout.snapshot.context.orderId !== null) return { outcome: 'ALREADY_CONFIRMED', detail: checkout.snapshot.context.orderId, attempt };
    if (isSubmitting(checkout)) return this.resume(checkout);
    // The job submits with the shopper's session; without it the upstream would refuse anyway.
    if ((await this.repository.sessionToken(checkout.id)) === null) return { outcome: 'SESSION_MISSING', detail: 'the shopper’s session token has expired', attempt };

    const outcome = await this.runner.change(checkout.id, {
      command: 'ReplaySubmissionCommand',
      actor: 'support',
      plan: () => [{ type: 'support.replay', by: by.email }],
      // The job is re-run below, once the workflow is saved as submitting (a job started earlier
      // could find the workflow still failed and end as stale).
      actors: { submitOrder: async () => ({ kind: 'queued' }) },
    });
    switch (outcome.kind) {
      case 'saved': {
        const rerun = await this.jobs.rerun(outcome.checkout);
        return { outcome: 'STARTED', detail: `job ${rerun}`, attempt: outcome.checkout.snapshot.context.submissionAttempt };
      }
      case 'refused':
        if (outcome.checkout.snapshot.matches('confirmed')) return { outcome: 'ALREADY_CONFIRMED', detail: outcome.checkout.snapshot.context.orderId, attempt };
        if (isSubmitting(outcome.checkout)) return this.resume(outcome.checkout);
        return { outcome: 'REFUSED', detail: outcome.reason, attempt };
      case 'conflict':
        return { outcome: 'ALREADY_RUNNING', detail: 'the workflow changed meanwhile', attempt };
      default:
        return { outcome: 'REFUSED', detail: outcome.kind, attempt };
    }
  }

  /** Submitting already: only a job that stopped (failed, finished stale, missing) is run again. */
  private async resume(checkout: LoadedCheckout): Promise<{ outcome: ReplayOutcome; detail: string | null; attempt: number }> {
    const attempt = checkout.snapshot.context.submissionAttempt;
    const rerun = await this.jobs.rerun(checkout);
    return rerun === 'running' ? { outcome: 'ALREADY_RUNNING', detail: null, attempt } : { outcome: 'RESUMED', detail: `job ${rerun}`, attempt };
  }
}
