import { initialReturnsContext, returnsMachine, type ReturnsContext, type ReturnsSnapshot } from '@tafel/returns-machine';
import { createActor } from 'xstate';
import type { AcceptedEvent } from '../../workflow/workflow-definition.js';
import { ReturnPhotoFailedEvent, ReturnSubmissionFailedEvent, ReturnSubmittedEvent } from '../events/index.js';
import { photoJobId } from '../photos/photo-jobs.js';
import type { LoadedReturn, ReturnsMeta } from './returns-records.js';
import { mayAccess, returnsDomainEvents, returnsRequestedJobs } from './returns-workflow.js';

const meta: ReturnsMeta = { owner: 'u-1', site: 'de-de', createdAt: '2026-11-01T00:00:00Z', currency: 'EUR', failedSubmissions: 0 };

/** A readable snapshot in `value` with `context` (built, not reached: the rules under test only read it). */
function snapshotOf(value: object, context: Partial<ReturnsContext> = {}): ReturnsSnapshot {
  const initial = createActor(returnsMachine).getSnapshot();
  const persisted = { ...(createActor(returnsMachine).getPersistedSnapshot() as object), value, context: { ...initial.context, ...initialReturnsContext(), ...context } };
  return createActor(returnsMachine, { snapshot: persisted as never }).getSnapshot();
}

const record = (snapshot: ReturnsSnapshot, version = 1): LoadedReturn => ({ kind: 'returns', id: 'rt-1', version, snapshot, persisted: snapshot as never, meta, updatedAt: '' });
const accepted = (type: string, state: string, payload: Record<string, unknown> | null = null): AcceptedEvent => ({ type, actor: 'shopper', state, payload });
const photo = (id: string, state: 'queued' | 'uploading' | 'failed', attempts = 0) => ({ id, itemId: 'i-1', lineNo: 1, state, imageId: null, attempts, messageKey: state === 'failed' ? 'vue.upload.error.invalidFile' : null });

describe('returns workflow definition', () => {
  const confirm = snapshotOf({ flow: { preparing: 'confirm' }, uploads: 'idle' });
  const submitting = (attempt: number) => snapshotOf({ flow: 'submitting', uploads: 'idle' }, { submissionAttempt: attempt });

  it('lets the owner, the system and support in, no other visitor', () => {
    expect(mayAccess(meta, { visitor: 'u-1' })).toBe(true);
    expect(mayAccess(meta, { visitor: 'u-2' })).toBe(false);
    expect(mayAccess(meta, { visitor: 'u-1x' })).toBe(false);
    expect(mayAccess(meta, { system: true })).toBe(true);
    expect(mayAccess(meta, { support: 'staff-1' })).toBe(true);
    expect(mayAccess(meta, null as never)).toBe(false);
  });

  it('asks for the return-submit job of a new attempt, and runs it again on a retry of the same attempt', () => {
    const started = returnsRequestedJobs({ before: record(confirm), after: record(submitting(1), 2), accepted: [accepted('return.submit', 'flow.submitting, uploads.idle')], command: 'SubmitReturnCommand' });
    expect(started).toEqual([{ job: 'return-submit', data: { workflowId: 'rt-1', attempt: 1 }, jobId: 'return-submit-rt-1-1' }]);
    const failed = snapshotOf({ flow: { failed: 'upstreamUnavailable' }, uploads: 'idle' }, { submissionAttempt: 1, failedAt: 'submit' });
    const retried = returnsRequestedJobs({ before: record(failed, 3), after: record(submitting(1), 4), accepted: [accepted('return.retry', 'flow.submitting, uploads.idle')], command: 'RetryReturnCommand' });
    expect(retried).toEqual([{ job: 'return-submit', data: { workflowId: 'rt-1', attempt: 1 }, jobId: 'return-submit-rt-1-1', rerun: true }]);
    // Still submitting (another event meanwhile): nothing asked again.
    expect(returnsRequestedJobs({ before: record(submitting(1)), after: record(submitting(1)), accepted: [accepted('photo.uploaded', 'flow.submitting, uploads.idle')], command: 'X' })).toEqual([]);
  });

  it('asks for an upload job per photo that became queued (added or retried)', () => {
    const before = snapshotOf({ flow: { preparing: 'selection' }, uploads: 'uploadFailed' }, { photos: [photo('p-1', 'failed', 1), photo('p-2', 'uploading', 1)] });
    const after = snapshotOf({ flow: { preparing: 'selection' }, uploads: 'busy' }, { photos: [photo('p-1', 'queued', 1), photo('p-2', 'uploading', 1), photo('p-3', 'queued')] });
    const jobs = returnsRequestedJobs({ before: record(before), after: record(after), accepted: [], command: 'X' });
    expect(jobs.map((j) => j.jobId)).toEqual([photoJobId('rt-1', 'p-1', 1), photoJobId('rt-1', 'p-3', 0)]);
    expect(jobs[0]).toMatchObject({ job: 'return-image-upload', data: { workflowId: 'rt-1', photoId: 'p-1', itemId: 'i-1', lineNo: 1, attempts: 1 } });
  });

  it('publishes a submitted, a failed-submission and a failed-photo event for support', () => {
    const done = snapshotOf({ flow: 'submitted', uploads: 'idle' }, { submissionAttempt: 1, rma: 'R-1' });
    expect(returnsDomainEvents({ before: record(submitting(1)), after: record(done), accepted: [accepted('submit.succeeded', 'flow.submitted, uploads.idle')], command: 'C' })).toContainEqual(new ReturnSubmittedEvent('rt-1', 'de-de', 'R-1', 1));
    const refused = snapshotOf({ flow: { failed: 'upstreamRefused' }, uploads: 'idle' }, { submissionAttempt: 1, failedAt: 'submit', lastError: { code: 'UPSTREAM_REFUSED', messageKey: 'vue.returns.error.invalidCarrier', field: 'carrier' } });
    expect(returnsDomainEvents({ before: record(submitting(1)), after: record(refused), accepted: [accepted('upstream.refused', 'flow.failed.upstreamRefused, uploads.idle')], command: 'C' })).toContainEqual(
      new ReturnSubmissionFailedEvent('rt-1', 'de-de', 'UPSTREAM_REFUSED', 'vue.returns.error.invalidCarrier', 'carrier', 1, 'flow.failed.upstreamRefused, uploads.idle'),
    );
    const photoFailed = snapshotOf({ flow: { preparing: 'selection' }, uploads: 'uploadFailed' }, { photos: [photo('p-1', 'failed', 2)] });
    expect(returnsDomainEvents({ before: null, after: record(photoFailed), accepted: [accepted('photo.failed', 'x', { photoId: 'p-1' })], command: 'C' })).toContainEqual(
      new ReturnPhotoFailedEvent('rt-1', 'de-de', 'p-1', 'i-1', 'vue.upload.error.invalidFile', 2),
    );
  });
});
