import { EventBus } from '@nestjs/cqrs';
import { RETURN_SUBMIT_QUEUE, ReturnSubmissionFailedEvent, returnSubmitJobId } from '../src/returns/index.js';
import { ReturnSubmitSweep } from '../src/returns/jobs/return-submit-sweep.js';
import { JobQueues } from '../src/queues/index.js';
import { USER_ID_HEADER } from '../src/upstream/upstream-client.js';
import { PNG_8X8 } from './fixtures/return-images.js';
import { previousReturns, ReturnVisitor } from './support/returns.js';
import { startWorld, type World } from './support/world.js';

const CONTACT = { firstName: 'Erika', lastName: 'Muster', email: 'erika.submit@example.de' };

describe('return-submit job (real Redis, real upstream stand-in, BullMQ)', () => {
  let world: World;
  const published: unknown[] = [];

  beforeAll(async () => {
    world = await startWorld('returns-submit', { JOB_BACKOFF_MS: '50', RETURN_SUBMIT_JOB_ATTEMPTS: '2', RETURN_SWITCH_CACHE_MS: '60000' });
    world.orchestrator.app.get(EventBus).subscribe((event) => published.push(event));
  });
  afterAll(() => world.close());
  afterEach(() => world.upstream.clearFaults());

  /** A guest's return (of the Austrian order unless told) at confirm, with `email` in the contact (payloads differ per test). */
  const atConfirm = async (order = { orderId: '40090001', zipCode: '1060' }): Promise<ReturnVisitor> => {
    const guest = new ReturnVisitor(world.orchestrator);
    const found = await guest.mutate('lookupReturnOrder', order);
    await guest.mutate('saveReturnSelection', { items: [{ itemId: found.order!.items[0]!.id, quantity: 1, reason: 'NOT_AS_EXPECTED' }], done: true });
    const regulation = await guest.mutate('chooseReturnRegulation', { code: (await guest.read()).selectedRegulation, done: true });
    expect(await guest.mutate('chooseReturnCarrier', { code: regulation.selectedCarrier, done: true })).toMatchObject({ state: 'flow.preparing.confirm' });
    return guest;
  };

  it('records upstream unavailable after the last attempt, publishes the failure, and a retry files the same return once', async () => {
    const guest = await atConfirm();
    await world.upstream.fault({ operation: 'SubmitReturnOrder', kind: 'http', status: 503, times: 2 });
    await guest.mutate('submitReturn', { contact: { ...CONTACT, email: 'unavailable@example.de' } });
    const failed = await guest.waitForSubmitted();
    expect(failed).toMatchObject({ state: 'flow.failed.upstreamUnavailable', lastError: { code: 'UPSTREAM_UNAVAILABLE' }, submissionAttempt: 1 });
    expect(published.find((e) => e instanceof ReturnSubmissionFailedEvent && e.workflowId === failed.id)).toMatchObject({ reason: 'UPSTREAM_UNAVAILABLE', site: 'de-de', attempt: 1 });

    // The return may have been filed: nothing may change it and no new attempt may start from it.
    const outcomeUnknown = { __typename: 'ReturnRefusedError', reason: 'SUBMISSION_OUTCOME_UNKNOWN', returnFlow: { state: 'flow.failed.upstreamUnavailable' } };
    expect(await guest.mutate('lookupReturnOrder', { returnId: failed.id, orderId: '40090001', zipCode: '1060' })).toMatchObject(outcomeUnknown);
    expect(await guest.mutate('restartReturn')).toMatchObject(outcomeUnknown);
    const photo = await fetch(`${world.orchestrator.url}/returns/${failed.id}/photos?itemId=${encodeURIComponent(failed.selection![0]!.itemId)}`, {
      method: 'POST',
      headers: { [USER_ID_HEADER]: guest.userId, 'content-type': 'application/octet-stream' },
      body: new Uint8Array(PNG_8X8),
    });
    expect(photo.status).toBe(409);
    expect(await photo.json()).toMatchObject({ reason: 'SUBMISSION_OUTCOME_UNKNOWN' });
    expect(await guest.read()).toMatchObject({ state: 'flow.failed.upstreamUnavailable', photos: [], version: failed.version });

    const before = (await previousReturns(world.upstream, failed.hash!)).length;
    expect(await guest.mutate('retryReturn')).toMatchObject({ state: 'flow.submitting', submissionAttempt: 1 });
    const done = await guest.waitForSubmitted();
    expect(done).toMatchObject({ state: 'flow.submitted', rma: expect.any(String), submissionAttempt: 1 });
    expect(await previousReturns(world.upstream, done.hash!)).toHaveLength(before + 1);
  });

  it('the sweep reads only submissions whose outcome is not recorded, not every failed job; failed jobs are kept as long as the return', async () => {
    const guest = await atConfirm();
    await world.upstream.fault({ operation: 'SubmitReturnOrder', kind: 'http', status: 503, times: 2 });
    await guest.mutate('submitReturn', { contact: { ...CONTACT, email: 'swept-nothing@example.de' } });
    const failed = await guest.waitForSubmitted();
    expect(failed).toMatchObject({ state: 'flow.failed.upstreamUnavailable' });
    const queue = world.orchestrator.app.get(JobQueues).queue(RETURN_SUBMIT_QUEUE);
    const job = await queue.getJob(returnSubmitJobId(failed.id!, 1));
    expect(await job?.getState()).toBe('failed');
    expect(job?.opts.removeOnFail).toEqual({ age: Math.ceil(world.orchestrator.config.returns.ttlMs / 1000) });
    // Failed jobs are in the queue (this one and the first test's), but none is a return still submitting.
    expect(await world.orchestrator.app.get(ReturnSubmitSweep).sweep()).toEqual({ looked: 0, rerun: 0 });
  });

  it('a lookup naming a submitted return starts a new return for the visitor; the submitted one stays as it is', async () => {
    // The Swiss order: the Austrian one's returnable quantity is for the other tests.
    const zurich = { orderId: '40090002', zipCode: '8001' };
    const guest = await atConfirm(zurich);
    await guest.mutate('submitReturn', { contact: { ...CONTACT, email: 'next-return@example.de' } });
    const done = await guest.waitForSubmitted();
    expect(done).toMatchObject({ state: 'flow.submitted', rma: expect.any(String) });

    const next = await guest.mutate('lookupReturnOrder', { returnId: done.id, ...zurich });
    expect(next).toMatchObject({ __typename: 'ReturnFlow', state: 'flow.preparing.selection', rma: null, submissionAttempt: 0 });
    expect(next.id).not.toBe(done.id);
    expect(await guest.read(done.id)).toMatchObject({ state: 'flow.submitted', rma: done.rma, version: done.version });
    // Also by hash (the order detail's return link), and the new return is the visitor's own.
    const byHash = await guest.mutate('lookupReturnOrder', { returnId: done.id, hash: done.hash });
    expect(byHash).toMatchObject({ __typename: 'ReturnFlow', state: 'flow.preparing.selection' });
    expect([done.id, next.id]).not.toContain(byHash.id);
    expect(await new ReturnVisitor(world.orchestrator).read(next.id)).toMatchObject({ __typename: 'ReturnNotFoundError' });
  });

  it('files a return once when the upstream’s first answer is lost (the job asks again, the upstream answers the same RMA)', async () => {
    const guest = await atConfirm();
    const hash = (await guest.read()).hash!;
    const before = (await previousReturns(world.upstream, hash)).length;
    await world.upstream.fault({ operation: 'SubmitReturnOrder', kind: 'drop', phase: 'after', times: 1 });
    await guest.mutate('submitReturn', { contact: { ...CONTACT, email: 'lost-answer@example.de' } });
    const done = await guest.waitForSubmitted();
    expect(done).toMatchObject({ state: 'flow.submitted', rma: expect.any(String) });
    const returns = await previousReturns(world.upstream, hash);
    expect(returns).toHaveLength(before + 1);
    expect(returns[returns.length - 1]!.rma).toBe(done.rma);
  });

  it('records the upstream’s refusal of the submission with its key and field; back leads to confirm', async () => {
    const guest = await atConfirm();
    await world.upstream.fault({ operation: 'SubmitReturnOrder', kind: 'error', classification: 'BAD_USER_INPUT', messageKey: 'vue.returns.error.invalidCarrier', times: 1 });
    await guest.mutate('submitReturn', { contact: { ...CONTACT, email: 'refused@example.de' } });
    const refused = await guest.waitForSubmitted();
    expect(refused).toMatchObject({ state: 'flow.failed.upstreamRefused', lastError: { code: 'UPSTREAM_REFUSED', messageKey: 'vue.returns.error.invalidCarrier' } });
    expect(published.find((e) => e instanceof ReturnSubmissionFailedEvent && e.workflowId === refused.id)).toMatchObject({ reason: 'UPSTREAM_REFUSED', messageKey: 'vue.returns.error.invalidCarrier' });
    expect(await guest.mutate('returnStepBack')).toMatchObject({ state: 'flow.preparing.confirm' });
    await guest.mutate('submitReturn', { contact: { ...CONTACT, email: 'refused@example.de' } });
    expect(await guest.waitForSubmitted()).toMatchObject({ state: 'flow.submitted', submissionAttempt: 2 });
  });
});
