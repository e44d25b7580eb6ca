import { Injectable } from '@nestjs/common';
import { whyNot, type ReturnsEvent } from '@tafel/returns-machine';
import { AppError } from '../../common/app-error.js';
import { photoJobId, regionState, returnSubmitJobId, ReturnsRunner, type LoadedReturn } from '../../returns/index.js';
import type { StaffMember } from '../auth/staff.js';
import { FailureIndex, type FailureRecord } from '../failures/failure-index.js';
import { ReplayAudit, type ReplayAuditEntry, type ReplayOutcome } from './replay-audit.js';

/**
 * Why a return failure cannot be replayed now:
 * UPSTREAM_REFUSED — the upstream refused the return's data (the field says which): sending the
 * same again would be refused again; the shopper must change it (return.back to confirm).
 * ALREADY_SUBMITTED — the return has its RMA. SUBMISSION_IN_PROGRESS / UPLOAD_IN_PROGRESS — it
 * runs now. ALREADY_UPLOADED / PHOTO_REMOVED — nothing left to upload. NOT_IN_THIS_STATE — the
 * return moved on (e.g. the shopper went back or looked up another order).
 */
export type ReturnReplayObstacle =
  | 'UPSTREAM_REFUSED'
  | 'ALREADY_SUBMITTED'
  | 'SUBMISSION_IN_PROGRESS'
  | 'UPLOAD_IN_PROGRESS'
  | 'ALREADY_UPLOADED'
  | 'PHOTO_REMOVED'
  | 'NOT_IN_THIS_STATE';

/** What a replay will most likely do (the console's preview, like the checkout's ReplayPrediction). */
export type ReturnReplayPrediction =
  /** return.retry: the same attempt's return-submit job runs again; the upstream answers its first result for the same payload. */
  | 'WILL_SUBMIT_SAME_ATTEMPT'
  /** photo.retry: a new upload job for the photo. */
  | 'WILL_UPLOAD_AGAIN'
  /** Nothing would change what the upstream refused: no replay. */
  | 'WILL_FAIL_REFUSED'
  /** The return is filed / the photo uploaded or gone: nothing to do. */
  | 'NOTHING_TO_DO'
  /** It is running, or the return moved on: no replay now. */
  | 'NOT_NOW';

export interface ReturnReplayPlan {
  obstacle: ReturnReplayObstacle | null;
  prediction: ReturnReplayPrediction;
  /** The BullMQ job the replay (re)runs: the same submit job id, or the photo's next upload job. */
  jobId: string | null;
  /** The event a replay sends (as actor support). */
  event: ReturnsEvent | null;
}

const flowState = (record: LoadedReturn): string => regionState(record.snapshot.value, 'flow');

/**
 * Replays a failed return submission or photo upload, as SubmissionReplayer does for
 * orders: one precheck for the console and the replay, then one event sent as actor support
 * through the returns' runner (version-checked save, outbox), and an audit entry.
 * - A submission that failed with upstream unavailable gets `return.retry`: the flow goes back to
 *   submitting with the SAME attempt, so the outbox re-runs the job `return-submit-<id>-<attempt>`
 *   (rerun in place); the upstream answers the first result again for the same payload, so a
 *   replay never files a second return.
 * - A failed photo gets `photo.retry`: queued again, a new upload job (attempts are in its id).
 */
@Injectable()
export class ReturnReplayer {
  constructor(
    private readonly runner: ReturnsRunner,
    private readonly audit: ReplayAudit,
    private readonly index: FailureIndex,
  ) {}

  /** The plan for one indexed failure of this return (pure apart from the loaded record). */
  plan(record: LoadedReturn, failure: Pick<FailureRecord, 'kind' | 'photoId'>): ReturnReplayPlan {
    const { context } = record.snapshot;
    if (failure.kind === 'PHOTO_UPLOAD') {
      const photo = context.photos.find((p) => p.id === failure.photoId);
      const jobId = photo ? photoJobId(record.id, photo.id, photo.attempts) : null;
      if (!photo) return { obstacle: 'PHOTO_REMOVED', prediction: 'NOTHING_TO_DO', jobId, event: null };
      if (photo.state === 'uploaded') return { obstacle: 'ALREADY_UPLOADED', prediction: 'NOTHING_TO_DO', jobId, event: null };
      if (photo.state !== 'failed') return { obstacle: 'UPLOAD_IN_PROGRESS', prediction: 'NOT_NOW', jobId, event: null };
      const event: ReturnsEvent = { type: 'photo.retry', photoId: photo.id };
      if (context.rma !== null) return { obstacle: 'ALREADY_SUBMITTED', prediction: 'NOTHING_TO_DO', jobId, event: null };
      if (whyNot(record.snapshot, event) !== null) return { obstacle: 'NOT_IN_THIS_STATE', prediction: 'NOT_NOW', jobId, event: null };
      // The retry queues the photo with attempts + 1 once the upload job starts; the job id names the attempts so far.
      return { obstacle: null, prediction: 'WILL_UPLOAD_AGAIN', jobId: photoJobId(record.id, photo.id, photo.attempts), event };
    }
    const attempt = context.submissionAttempt;
    const jobId = attempt > 0 ? returnSubmitJobId(record.id, attempt) : null;
    const state = flowState(record);
    if (context.rma !== null || state === 'flow.submitted') return { obstacle: 'ALREADY_SUBMITTED', prediction: 'NOTHING_TO_DO', jobId, event: null };
    if (state === 'flow.submitting') return { obstacle: 'SUBMISSION_IN_PROGRESS', prediction: 'NOT_NOW', jobId, event: null };
    if (state === 'flow.failed.upstreamRefused' && context.failedAt === 'submit') return { obstacle: 'UPSTREAM_REFUSED', prediction: 'WILL_FAIL_REFUSED', jobId, event: null };
    const event: ReturnsEvent = { type: 'return.retry' };
    if (state !== 'flow.failed.upstreamUnavailable' || context.failedAt !== 'submit' || whyNot(record.snapshot, event) !== null) {
      return { obstacle: 'NOT_IN_THIS_STATE', prediction: 'NOT_NOW', jobId, event: null };
    }
    return { obstacle: null, prediction: 'WILL_SUBMIT_SAME_ATTEMPT', jobId, event };
  }

  /** Replays one indexed return failure (entry id) for `by` (already authorised to replay) and audits it. */
  async replay(entryId: string, by: StaffMember): Promise<ReplayAuditEntry> {
    const failure = await this.index.get(entryId);
    if (failure === null || failure.kind === 'ORDER_SUBMISSION') throw new AppError('BAD_USER_INPUT', `No failed return or photo upload ${entryId.slice(0, 140)}`);
    const record = await this.runner.load(failure.workflowId);
    if (record === null) throw new AppError('BAD_USER_INPUT', `No return ${failure.workflowId}`);
    const { outcome, detail, attempt, state } = await this.replayReturn(record, failure, by);
    if (outcome === 'STARTED') await this.index.patch(entryId, { status: 'REPLAYING', state });
    const what = failure.kind === 'PHOTO_UPLOAD' ? `photo ${failure.photoId}` : null;
    return this.audit.record({ workflowId: failure.workflowId, attempt, by, outcome, detail: [what, detail].filter(Boolean).join(': ') || null, bulkId: null });
  }

  private async replayReturn(record: LoadedReturn, failure: FailureRecord, by: StaffMember): Promise<{ outcome: ReplayOutcome; detail: string | null; attempt: number; state: string }> {
    const plan = this.plan(record, failure);
    const attempt = failure.kind === 'PHOTO_UPLOAD' ? (record.snapshot.context.photos.find((p) => p.id === failure.photoId)?.attempts ?? failure.attempt) : record.snapshot.context.submissionAttempt;
    const refusal = (obstacle: ReturnReplayObstacle): { outcome: ReplayOutcome; detail: string | null; attempt: number; state: string } => {
      switch (obstacle) {
        case 'ALREADY_SUBMITTED':
        case 'ALREADY_UPLOADED':
          return { outcome: 'ALREADY_CONFIRMED', detail: record.snapshot.context.rma ?? obstacle, attempt, state: flowState(record) };
        case 'SUBMISSION_IN_PROGRESS':
        case 'UPLOAD_IN_PROGRESS':
          return { outcome: 'ALREADY_RUNNING', detail: obstacle, attempt, state: flowState(record) };
        case 'UPSTREAM_REFUSED': {
          const error = record.snapshot.context.lastError;
          return { outcome: 'REFUSED', detail: `UPSTREAM_REFUSED ${error?.messageKey ?? ''}${error?.field ? ` (field ${error.field})` : ''}`.trim(), attempt, state: flowState(record) };
        }
        default:
          return { outcome: 'REFUSED', detail: obstacle, attempt, state: flowState(record) };
      }
    };
    if (plan.obstacle !== null || plan.event === null) return refusal(plan.obstacle ?? 'NOT_IN_THIS_STATE');
    const event = plan.event;
    const outcome = await this.runner.change(record.id, {
      loaded: record,
      command: failure.kind === 'PHOTO_UPLOAD' ? 'ReplayReturnPhotoCommand' : 'ReplayReturnSubmissionCommand',
      actor: 'support',
      principal: { support: by.email },
      plan: () => [event],
      // The outbox runs the job once the return is saved (the same submit job id, or a new photo job).
    });
    switch (outcome.kind) {
      case 'saved': {
        const saved = outcome.record;
        const photo = saved.snapshot.context.photos.find((p) => p.id === failure.photoId);
        return failure.kind === 'PHOTO_UPLOAD'
          ? { outcome: 'STARTED', detail: photo ? `job ${photoJobId(saved.id, photo.id, photo.attempts)}` : null, attempt: photo?.attempts ?? attempt, state: photo?.state ?? 'queued' }
          : { outcome: 'STARTED', detail: `job ${returnSubmitJobId(saved.id, saved.snapshot.context.submissionAttempt)}`, attempt: saved.snapshot.context.submissionAttempt, state: flowState(saved) };
      }
      case 'refused': {
        // Someone else moved it meanwhile: answer from the return as it is now.
        const again = this.plan(outcome.record, failure);
        return again.obstacle !== null ? { ...refusal(again.obstacle), detail: again.obstacle } : { outcome: 'REFUSED', detail: outcome.reason, attempt, state: flowState(outcome.record) };
      }
      case 'conflict':
        return { outcome: 'ALREADY_RUNNING', detail: 'the return changed meanwhile', attempt, state: flowState(record) };
      default:
        return { outcome: 'REFUSED', detail: outcome.kind, attempt, state: flowState(record) };
    }
  }
}
