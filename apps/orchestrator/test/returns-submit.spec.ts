import { EventBus } from '@nestjs/cqrs';
import { ReturnSubmissionFailedEvent } from '../src/returns/index.js';
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

  /** A guest's return of the Austrian order at confirm, with `email` in the contact (payloads differ per test). */
  const atConfirm = async (): Promise<ReturnVisitor> => {
    const guest = new ReturnVisitor(world.orchestrator);
    const found = await guest.mutate('lookupReturnOrder', { orderId: '40090001', zipCode: '1060' });
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

    const before = (await previousReturns(world.upstream, failed.hash!)).length;
    expect(await guest.mutate('retryReturn')).toMatchObject({ state: 'flow.submitting', submissionAttempt: 1 });
    const done = await guest.waitForSubmitted();
    expect(done).toMatchObject({ state: 'flow.submitted', rma: expect.any(String), submissionAttempt: 1 });
    expect(await previousReturns(world.upstream, done.hash!)).toHaveLength(before + 1);
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
