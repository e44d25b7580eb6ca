import { initialReturnsContext, returnsMachine, type ReturnsContext, type ReturnsSnapshot } from '@tafel/returns-machine';
import { createActor } from 'xstate';
import type { LoadedReturn, ReturnsRunner } from '../../returns/index.js';
import type { FailureIndex } from '../failures/failure-index.js';
import type { ReplayAudit } from './replay-audit.js';
import { ReturnReplayer } from './return-replayer.js';

/** A readable snapshot in `value` with `context` (built, not reached: plan() only reads it). */
function snapshotOf(value: object, context: Partial<ReturnsContext> = {}): ReturnsSnapshot {
  const persisted = { ...(createActor(returnsMachine).getPersistedSnapshot() as object), value, context: { ...initialReturnsContext(), ...context } };
  return createActor(returnsMachine, { snapshot: persisted as never }).getSnapshot();
}

const record = (snapshot: ReturnsSnapshot): LoadedReturn =>
  ({ kind: 'returns', id: 'rt-1', version: 3, snapshot, persisted: snapshot as never, meta: { owner: 'u-1', site: 'de-de', createdAt: '', currency: 'EUR', failedSubmissions: 1 }, updatedAt: '' }) as LoadedReturn;
const photo = (state: 'queued' | 'uploading' | 'uploaded' | 'failed', attempts = 1) => ({ id: 'ph-1', itemId: 'i-1', lineNo: 1, state, imageId: state === 'uploaded' ? 'img-1' : null, attempts, messageKey: state === 'failed' ? 'tafel.returns.upload.failed' : null });

/** What a submitted return holds (the machine sends a submission again only while it is complete). */
const completeReturn: Partial<ReturnsContext> = {
  hash: 'h-1',
  order: {
    hash: 'h-1',
    orderId: 'o-1',
    salesOrderNo: 'SO-1',
    orderDate: '2026-11-01',
    previousReturnCount: 0,
    items: [{ id: 'i-1', lineNo: 1, name: 'Stift', shippedQuantity: 1, orderedQuantity: 1, returnableQuantity: 1, priceCents: 100, reasons: [{ code: 'DISLIKE', name: 'Gefällt nicht', comment: false, image: false, components: [] }] }],
  },
  selection: [{ id: 'i-1', lineNo: 1, quantity: 1, reason: 'DISLIKE', comment: '', components: [] }],
  selectedRegulation: 'REFUND',
  selectedCarrier: 'dhl',
  contact: { salutation: '', firstName: 'Erika', lastName: 'Muster', email: 'erika@example.de', phone: '' },
};

const replayer = new ReturnReplayer({} as ReturnsRunner, {} as ReplayAudit, {} as FailureIndex);
const submission = { kind: 'RETURN_SUBMISSION' as const, photoId: null };
const ofPhoto = { kind: 'PHOTO_UPLOAD' as const, photoId: 'ph-1' };

describe('ReturnReplayer.plan', () => {
  it('replays a submission the upstream did not answer with return.retry on the same attempt’s job', () => {
    const failed = snapshotOf({ flow: { failed: 'upstreamUnavailable' }, uploads: 'idle' }, { ...completeReturn, submissionAttempt: 2, failedAt: 'submit', lastError: { code: 'UPSTREAM_UNAVAILABLE', messageKey: 'vue.cart.error.somethingWentWrong' } });
    expect(replayer.plan(record(failed), submission)).toEqual({ obstacle: null, prediction: 'WILL_SUBMIT_SAME_ATTEMPT', jobId: 'return-submit-rt-1-2', event: { type: 'return.retry' } });
  });

  it('never replays data the upstream refused, nor a filed, running or moved-on return', () => {
    const refused = snapshotOf({ flow: { failed: 'upstreamRefused' }, uploads: 'idle' }, { submissionAttempt: 1, failedAt: 'submit', lastError: { code: 'UPSTREAM_REFUSED', messageKey: 'vue.returns.error.invalidCarrier', field: 'carrier' } });
    expect(replayer.plan(record(refused), submission)).toMatchObject({ obstacle: 'UPSTREAM_REFUSED', prediction: 'WILL_FAIL_REFUSED', event: null });
    expect(replayer.plan(record(snapshotOf({ flow: 'submitted', uploads: 'idle' }, { submissionAttempt: 1, rma: 'R-1' })), submission)).toMatchObject({ obstacle: 'ALREADY_SUBMITTED', prediction: 'NOTHING_TO_DO' });
    expect(replayer.plan(record(snapshotOf({ flow: 'submitting', uploads: 'idle' }, { submissionAttempt: 1 })), submission)).toMatchObject({ obstacle: 'SUBMISSION_IN_PROGRESS', prediction: 'NOT_NOW' });
    // The lookup failed, not the submission: not support's replay.
    const lookup = snapshotOf({ flow: { failed: 'upstreamUnavailable' }, uploads: 'idle' }, { failedAt: 'lookup' });
    expect(replayer.plan(record(lookup), submission)).toMatchObject({ obstacle: 'NOT_IN_THIS_STATE', event: null });
  });

  it('replays a failed photo with photo.retry (its next upload job) and leaves others alone', () => {
    const failed = snapshotOf({ flow: { preparing: 'selection' }, uploads: 'uploadFailed' }, { photos: [photo('failed', 1)] });
    expect(replayer.plan(record(failed), ofPhoto)).toEqual({ obstacle: null, prediction: 'WILL_UPLOAD_AGAIN', jobId: 'photo-rt-1-ph-1-1', event: { type: 'photo.retry', photoId: 'ph-1' } });
    expect(replayer.plan(record(snapshotOf({ flow: { preparing: 'selection' }, uploads: 'idle' }, { photos: [photo('uploaded')] })), ofPhoto)).toMatchObject({ obstacle: 'ALREADY_UPLOADED' });
    expect(replayer.plan(record(snapshotOf({ flow: { preparing: 'selection' }, uploads: 'busy' }, { photos: [photo('uploading')] })), ofPhoto)).toMatchObject({ obstacle: 'UPLOAD_IN_PROGRESS' });
    expect(replayer.plan(record(snapshotOf({ flow: { preparing: 'selection' }, uploads: 'idle' })), ofPhoto)).toMatchObject({ obstacle: 'PHOTO_REMOVED' });
  });
});
