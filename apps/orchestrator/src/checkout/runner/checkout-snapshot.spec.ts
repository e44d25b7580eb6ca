import type { StoredWorkflow } from '../../workflow/workflow-store.js';
import { mayHaveFailedBefore, metaOf, storedMeta, submissionOf, type LoadedCheckout } from './checkout-snapshot.js';

const stored = (meta: Record<string, string>): StoredWorkflow => ({ version: 1, machine: 'checkout', machineVersion: 1, snapshot: {}, updatedAt: '2026-11-24T10:00:00.000Z', meta });
const base = { owner: 'u-1', site: 'de-de', originCartId: 'cart-1', createdAt: '2026-11-24T09:00:00.000Z' };

describe('checkout meta', () => {
  it('round-trips through the store, the failed-submission count as a number', () => {
    const meta = metaOf(stored({ ...base, submittedFingerprint: 'fp', failedSubmissions: '2' }), 'co-1');
    expect(meta).toEqual({ ...base, submittedFingerprint: 'fp', failedSubmissions: 2 });
    expect(storedMeta(meta)).toEqual({ ...base, submittedFingerprint: 'fp', failedSubmissions: '2' });
    expect(metaOf(stored(storedMeta(meta)), 'co-1')).toEqual(meta);
  });

  it('treats a checkout without a (readable) count as unknown: it may have failed before', () => {
    for (const raw of [{}, { failedSubmissions: 'x' }, { failedSubmissions: '-1' }] as Record<string, string>[]) {
      const meta = metaOf(stored({ ...base, ...raw }), 'co-1');
      expect(meta.failedSubmissions).toBeUndefined();
      expect(mayHaveFailedBefore(meta)).toBe(true);
    }
    expect(mayHaveFailedBefore({ ...metaOf(stored(base), 'co-1'), failedSubmissions: 0 })).toBe(false);
    expect(mayHaveFailedBefore({ ...metaOf(stored(base), 'co-1'), failedSubmissions: 1 })).toBe(true);
  });
});

describe('submissionOf', () => {
  const checkout = (persisted: unknown) => ({ persisted }) as LoadedCheckout;
  it('reads state and attempt from the persisted snapshot', () => {
    expect(submissionOf(checkout({ value: 'submitting', context: { submissionAttempt: 3 } }))).toEqual({ state: 'submitting', attempt: 3 });
    expect(submissionOf(checkout({ value: { failed: 'paymentError' }, context: { submissionAttempt: 1 } }))).toEqual({ state: 'failed.paymentError', attempt: 1 });
    expect(submissionOf(checkout({ value: { active: { shipping: 'editing' } }, context: {} }))).toEqual({ state: 'active.shipping.editing', attempt: 0 });
  });
});
