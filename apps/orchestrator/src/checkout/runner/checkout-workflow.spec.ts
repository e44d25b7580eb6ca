import { checkoutMachine, initialCheckoutContext, type CheckoutContext, type CheckoutEvent, type CheckoutSnapshot } from '@tafel/checkout-machine';
import { createActor } from 'xstate';
import type { AppConfig } from '../../config/config.js';
import { outboxEntries } from '../../workflow/outbox-relay.js';
import type { Transition, WorkflowRecord } from '../../workflow/workflow-definition.js';
import { WorkflowRegistry } from '../../workflow/workflow-registry.js';
import type { CheckoutQueues } from '../jobs/checkout-queues.js';
import { ORDER_SUBMIT_QUEUE, type OrderSubmitJob } from '../jobs/job-payloads.js';
import type { CheckoutMeta } from './checkout-snapshot.js';
import { CheckoutWorkflow } from './checkout-workflow.js';

// requestedJobs needs neither queues nor Redis: the queues' job options are a stub.
const queues = { submitJobOptions: (job: OrderSubmitJob) => ({ jobId: `submit-${job.workflowId}-${job.attempt}`, attempts: 3 }) } as unknown as CheckoutQueues;
const registry = new WorkflowRegistry();
const { definition } = new CheckoutWorkflow(registry, queues, { checkoutTtlMs: 60_000 } as AppConfig);

const WORKFLOW = 'co-cart-1';
const meta: CheckoutMeta = { owner: 'u-1', site: 'de-de', originCartId: 'cart-1', createdAt: '2026-11-26T10:00:00.000Z', submittedFingerprint: 'fp-1', failedSubmissions: 0 } as CheckoutMeta;

const snapshotIn = (value: string | Record<string, string>, context: Partial<CheckoutContext> = {}): CheckoutSnapshot =>
  checkoutMachine.resolveState({ value, context: { ...initialCheckoutContext({ cartId: 'cart-1' }), ...context } }) as CheckoutSnapshot;

const record = (snapshot: CheckoutSnapshot, version: number): WorkflowRecord<CheckoutSnapshot, CheckoutMeta> => ({
  kind: 'checkout',
  id: WORKFLOW,
  version,
  snapshot,
  persisted: snapshot,
  meta,
  updatedAt: '2026-11-26T10:00:00.000Z',
});

const transition = (before: CheckoutSnapshot | null, after: CheckoutSnapshot, type: string): Transition<CheckoutSnapshot, CheckoutMeta> => ({
  before: before === null ? null : record(before, 4),
  after: record(after, 5),
  accepted: [{ type, actor: 'shopper', state: 'x', payload: null }],
  command: 'TestCommand',
});

/** The snapshot the host machine reaches from `from` with `event` (the guard must accept it). */
function sent(from: CheckoutSnapshot, event: CheckoutEvent): CheckoutSnapshot {
  expect(definition.whyNot(from, event)).toBeNull();
  const actor = createActor(definition.hostMachine, { snapshot: from, input: undefined as never });
  actor.start();
  actor.send(event);
  const after = actor.getSnapshot() as CheckoutSnapshot;
  actor.stop();
  return after;
}

describe('the checkout definition: requestedJobs', () => {
  it('declares the order-submit job on the order-submit queue', () => {
    expect(registry.get('checkout')).toBe(definition);
    expect(definition.jobs['order-submit']).toMatchObject({ queue: ORDER_SUBMIT_QUEUE, name: 'submit' });
  });

  it('asks a new attempt for exactly one order-submit job, id submit-<workflow>-<attempt>, with its payload', () => {
    const jobs = definition.requestedJobs(transition(snapshotIn({ active: 'summary' }), snapshotIn('submitting', { submissionAttempt: 1 }), 'order.submit'));
    expect(jobs).toEqual([
      {
        job: 'order-submit',
        jobId: `submit-${WORKFLOW}-1`,
        data: { workflowId: WORKFLOW, attempt: 1, cartId: 'cart-1', userId: 'u-1', site: 'de-de', expectedCartFingerprint: 'fp-1' },
      },
    ]);
    // The outbox accepts it as declared and keeps the checkout's own job id.
    const [entry] = outboxEntries(definition, record(snapshotIn('submitting', { submissionAttempt: 1 }), 5), jobs);
    expect(entry!.key).toBe('5:order-submit');
    expect(JSON.parse(entry!.value)).toMatchObject({ kind: 'checkout', job: 'order-submit', jobId: `submit-${WORKFLOW}-1` });
  });

  it('asks a retry (the next attempt) for the job of that attempt', () => {
    const jobs = definition.requestedJobs(transition(snapshotIn({ failed: 'upstreamUnavailable' }, { submissionAttempt: 1 }), snapshotIn('submitting', { submissionAttempt: 2 }), 'submit.retry'));
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ job: 'order-submit', jobId: `submit-${WORKFLOW}-2`, data: { attempt: 2 } });
  });

  it('asks support.replay of the same attempt to run that attempt\'s job again (through the outbox, after the save)', () => {
    const failed = snapshotIn({ failed: 'internalError' }, { submissionAttempt: 1, orderId: null });
    const replayed = sent(failed, { type: 'support.replay', by: 'staff@example.com' });
    expect(replayed.value).toBe('submitting');
    expect(replayed.context.submissionAttempt).toBe(1);
    const jobs = definition.requestedJobs(transition(failed, replayed, 'support.replay'));
    expect(jobs).toEqual([expect.objectContaining({ job: 'order-submit', jobId: `submit-${WORKFLOW}-1`, rerun: true, data: expect.objectContaining({ attempt: 1 }) })]);
    const [entry] = outboxEntries(definition, record(replayed, 5), jobs);
    expect(JSON.parse(entry!.value)).toMatchObject({ jobId: `submit-${WORKFLOW}-1`, rerun: true });
  });

  it.each<[string, CheckoutSnapshot | null, CheckoutSnapshot]>([
    ['a new checkout', null, snapshotIn({ active: 'shipping' })],
    ['a shipping step saved', snapshotIn({ active: 'shipping' }), snapshotIn({ active: 'payment' })],
    ['a submission still running (no new attempt)', snapshotIn('submitting', { submissionAttempt: 1 }), snapshotIn('submitting', { submissionAttempt: 1 })],
    ['a submission that succeeded', snapshotIn('submitting', { submissionAttempt: 1 }), snapshotIn('confirmed', { submissionAttempt: 1, orderId: 'o-1' })],
    ['a submission that failed', snapshotIn('submitting', { submissionAttempt: 1 }), snapshotIn({ failed: 'internalError' }, { submissionAttempt: 1 })],
  ])('asks %s for no job', (_name, before, after) => {
    expect(definition.requestedJobs(transition(before, after, 'other'))).toEqual([]);
  });
});
