import { Injectable } from '@nestjs/common';
import type { ReturnPhoto } from '@tafel/returns-machine';
import { JobQueues } from '../queues/index.js';
import { photoJobId, RETURN_IMAGE_UPLOAD_QUEUE, RETURN_SUBMIT_QUEUE, returnSubmitJobId, ReturnsRunner, type LoadedReturn } from '../returns/index.js';
import { workflowStateName } from '../workflow/index.js';
import { may, type StaffMember } from './auth/staff.js';
import { FailureIndex, type FailureRecord } from './failures/failure-index.js';
import type { Replayability } from './support-views.js';
import { ReplayAudit, type ReplayAuditEntry } from './replay/replay-audit.js';
import { ReturnReplayer, type ReturnReplayPrediction } from './replay/return-replayer.js';
import { jobView, type SubmissionJobView } from './replay/submission-jobs.js';

const MASK = '•••';

export interface FailedReturnPhotoView {
  id: string;
  itemId: string;
  state: string;
  attempts: number;
  messageKey: string | null;
}

/** A failed return submission or photo upload as the console's detail page shows it. */
export interface FailedReturnView {
  id: string;
  kind: FailureRecord['kind'];
  workflowId: string;
  failure: FailureRecord;
  state: string;
  site: string;
  orderNumber: string | null;
  orderId: string | null;
  items: { itemId: string; lineNo: number; name: string; quantity: number; reason: string | null; comment: string }[];
  photos: FailedReturnPhotoView[];
  photo: FailedReturnPhotoView | null;
  errorCode: string | null;
  messageKey: string | null;
  field: string | null;
  attempts: number;
  rma: string | null;
  job: (SubmissionJobView & { resultJson: string | null }) | null;
  replayJobId: string | null;
  prediction: ReturnReplayPrediction;
  replay: Replayability;
  audit: ReplayAuditEntry[];
}

const photoView = (photo: ReturnPhoto): FailedReturnPhotoView => ({ id: photo.id, itemId: photo.itemId, state: photo.state, attempts: photo.attempts, messageKey: photo.messageKey });

/**
 * Reads for a failed return: the index entry joined with the return as stored, the
 * BullMQ job of the failed attempt, the replay plan and the audit. Returns hold the shopper's
 * comments: engineers see them masked, as every other personal field.
 */
@Injectable()
export class ReturnFailureViews {
  constructor(
    private readonly index: FailureIndex,
    private readonly runner: ReturnsRunner,
    private readonly replayer: ReturnReplayer,
    private readonly audit: ReplayAudit,
    private readonly queues: JobQueues,
  ) {}

  async detail(id: string, viewer: StaffMember): Promise<FailedReturnView | null> {
    const failure = await this.index.get(id);
    if (failure === null || failure.kind === 'ORDER_SUBMISSION') return null;
    const record = await this.runner.load(failure.workflowId);
    if (record === null) return null;
    const { context } = record.snapshot;
    const plan = this.replayer.plan(record, failure);
    const photo = failure.kind === 'PHOTO_UPLOAD' ? (context.photos.find((p) => p.id === failure.photoId) ?? null) : null;
    const [job, audit] = await Promise.all([this.failedJob(record, failure, photo), this.audit.forWorkflow(failure.workflowId)]);
    const personal = may(viewer.role, 'personalData');
    const names = new Map((context.order?.items ?? []).map((item) => [item.id, item.name]));
    const replay: Replayability = !may(viewer.role, 'replay') ? { allowed: false, reason: 'FORBIDDEN' } : plan.obstacle === null ? { allowed: true, reason: null } : { allowed: false, reason: plan.obstacle };
    return {
      id: failure.id,
      kind: failure.kind,
      workflowId: failure.workflowId,
      failure,
      state: workflowStateName(record.snapshot.value),
      site: record.meta.site,
      orderNumber: context.order?.salesOrderNo ?? failure.orderNumber,
      orderId: context.order?.orderId ?? null,
      items: context.selection.map((item) => ({
        itemId: item.id,
        lineNo: item.lineNo,
        name: names.get(item.id) ?? item.id,
        quantity: item.quantity,
        reason: item.reason,
        comment: personal || item.comment === '' ? item.comment : MASK,
      })),
      photos: context.photos.map(photoView),
      photo: photo && photoView(photo),
      errorCode: failure.kind === 'PHOTO_UPLOAD' ? failure.reason : (context.lastError?.code ?? failure.reason),
      messageKey: failure.kind === 'PHOTO_UPLOAD' ? (photo?.messageKey ?? failure.messageKey) : (context.lastError?.messageKey ?? failure.messageKey),
      field: failure.kind === 'PHOTO_UPLOAD' ? null : (context.lastError?.field ?? failure.field),
      attempts: failure.kind === 'PHOTO_UPLOAD' ? (photo?.attempts ?? failure.attempt) : context.submissionAttempt,
      rma: context.rma,
      job: job && { ...job, resultJson: job.result === null ? null : JSON.stringify(job.result) },
      replayJobId: plan.event === null ? null : plan.jobId,
      prediction: plan.prediction,
      replay,
      audit: failure.kind === 'PHOTO_UPLOAD' ? audit.filter((entry) => entry.detail?.startsWith(`photo ${failure.photoId}`)) : audit.filter((entry) => !entry.detail?.startsWith('photo ')),
    };
  }

  /** The job of the failed attempt: the return's submit job, or the photo's last upload job. */
  private async failedJob(record: LoadedReturn, failure: FailureRecord, photo: ReturnPhoto | null): Promise<SubmissionJobView | null> {
    if (failure.kind === 'PHOTO_UPLOAD') {
      if (photo === null) return null;
      // Each upload round's job is named by the attempts the photo had when it was queued.
      const round = photo.state === 'failed' ? Math.max(photo.attempts - 1, 0) : photo.attempts;
      return jobView(await this.queues.queue(RETURN_IMAGE_UPLOAD_QUEUE).getJob(photoJobId(record.id, photo.id, round)));
    }
    const attempt = record.snapshot.context.submissionAttempt;
    return attempt < 1 ? null : jobView(await this.queues.queue(RETURN_SUBMIT_QUEUE).getJob(returnSubmitJobId(record.id, attempt)));
  }
}
