import { Injectable } from '@nestjs/common';
import { whyNot } from '@tafel/checkout-machine';
import { CheckoutRepository, CheckoutRunner, submitJobId, type LoadedCheckout } from '../../checkout/index.js';
import { AppError } from '../../common/app-error.js';
import { requireWorkflowId } from '../../workflow/workflow-keys.js';
import type { StaffMember } from '../auth/staff.js';
import { FailureIndex } from '../failures/failure-index.js';
import { ReplayAudit, type ReplayAuditEntry, type ReplayOutcome } from './replay-audit.js';
import { SubmissionJobs } from './submission-jobs.js';

const isSubmitting = (checkout: LoadedCheckout): boolean => checkout.snapshot.matches('submitting');

/** What stands in the way of replaying a checkout as it is (before anything is changed). */
export type ReplayObstacle = 'ALREADY_CONFIRMED' | 'SUBMITTING' | 'NOT_IN_THIS_STATE' | 'SESSION_MISSING';

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

  /**
   * The one precheck of a replay, for the console (may the button be offered?) and the replay
   * itself: an order exists; a submission is running (only a stopped job may be re-run); the
   * machine does not take support.replay here; the shopper's session token, which the job submits
   * with, has expired.
   */
  async obstacle(checkout: LoadedCheckout): Promise<ReplayObstacle | null> {
    const s = checkout.snapshot;
    if (s.matches('confirmed') || s.context.orderId !== null) return 'ALREADY_CONFIRMED';
    if (isSubmitting(checkout)) return 'SUBMITTING';
    if (!s.can({ type: 'support.replay' })) return 'NOT_IN_THIS_STATE';
    if ((await this.repository.sessionToken(checkout.id)) === null) return 'SESSION_MISSING';
    return null;
  }

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
    switch (await this.obstacle(checkout)) {
      case 'ALREADY_CONFIRMED':
        return { outcome: 'ALREADY_CONFIRMED', detail: checkout.snapshot.context.orderId, attempt };
      case 'SUBMITTING':
        return this.resume(checkout);
      case 'NOT_IN_THIS_STATE':
        return { outcome: 'REFUSED', detail: whyNot(checkout.snapshot, { type: 'support.replay', by: by.email }) ?? 'NOT_IN_THIS_STATE', attempt };
      case 'SESSION_MISSING':
        return { outcome: 'SESSION_MISSING', detail: 'the shopper’s session token has expired', attempt };
      case null:
        break;
    }

    const outcome = await this.runner.change(checkout.id, {
      loaded: checkout,
      command: 'ReplaySubmissionCommand',
      actor: 'support',
      plan: () => [{ type: 'support.replay', by: by.email }],
      principal: { support: by.email },
      // The attempt's job runs again from the save's outbox, once the workflow is saved as
      // submitting (a job started earlier would find it still failed and end as stale).
    });
    switch (outcome.kind) {
      case 'saved':
        // The save's outbox ran the attempt's job again (retried in place, or added when gone).
        return { outcome: 'STARTED', detail: `job ${submitJobId(outcome.checkout.id, outcome.checkout.snapshot.context.submissionAttempt)}`, attempt: outcome.checkout.snapshot.context.submissionAttempt };
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
