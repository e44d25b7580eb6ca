import { EventBus } from '@nestjs/cqrs';
import { ReturnChangedEvent, ReturnSubmissionStartedEvent, ReturnSubmittedEvent } from '../src/returns/index.js';
import { WorkflowStore } from '../src/workflow/workflow-store.js';
import { photoKeys } from '../src/returns/photos/photo-store.js';
import { PNG_8X8 } from './fixtures/return-images.js';
import { customerReturnHash, customerSession, previousReturns, ReturnVisitor, setReturnSwitch, type ReturnAnswer } from './support/returns.js';
import { startWorld, type World } from './support/world.js';

const ANNA = { email: 'anna.schmidt@example.de', password: 'tafel-anna' };
const CONTACT = { salutation: 'Frau', firstName: 'Erika', lastName: 'Muster', email: 'erika@example.de', phone: '+43 1 234' };

describe('returns workflow through the GraphQL API (real Redis, real upstream stand-in)', () => {
  let world: World;
  const published: unknown[] = [];

  beforeAll(async () => {
    world = await startWorld('returns-flow', { JOB_BACKOFF_MS: '50', RETURN_SWITCH_CACHE_MS: '0', RETURN_LOOKUPS_PER_VISITOR: '1000', RETURN_LOOKUPS_PER_ADDRESS: '1000' });
    world.orchestrator.app.get(EventBus).subscribe((event) => published.push(event));
  });
  afterAll(() => world?.close());

  const visitor = () => new ReturnVisitor(world.orchestrator);
  const history = (workflowId: string) => new WorkflowStore(world.keyspace.redis, world.keyspace.prefix).history(workflowId);

  /** Looks the order up, selects `pick` of each of its first `count` items with a reason that needs neither comment nor photo, and goes to the regulations. */
  const toRegulation = async (shopper: ReturnVisitor, lookup: Record<string, string>, count = 1): Promise<ReturnAnswer> => {
    const found = await shopper.mutate('lookupReturnOrder', lookup);
    expect(found).toMatchObject({ __typename: 'ReturnFlow', state: 'flow.preparing.selection', phase: 'SELECTION', uploadsState: 'uploads.idle' });
    const items = found.order!.items.slice(0, count).map((item) => ({ itemId: item.id, quantity: 1, reason: 'NOT_AS_EXPECTED' }));
    return shopper.mutate('saveReturnSelection', { items, done: true });
  };

  it('takes an Austrian guest order from the lookup to an RMA (DPD label, history and events)', async () => {
    const guest = visitor();
    const atRegulation = await toRegulation(guest, { orderId: '40090001', zipCode: '1060' });
    expect(atRegulation).toMatchObject({ state: 'flow.preparing.regulation.ready', phase: 'REGULATION', selectedRegulation: atRegulation.regulations![0]!.code });
    expect(atRegulation.order).toMatchObject({ orderId: '40090001', items: expect.arrayContaining([expect.objectContaining({ price: expect.objectContaining({ currency: 'EUR' }) })]) });

    const regulation = await guest.mutate('chooseReturnRegulation', { code: atRegulation.selectedRegulation, done: true });
    expect(regulation.carriers!.map((c) => c.code)).toEqual(['dpd', 'nolabel']);
    expect(regulation).toMatchObject({ selectedCarrier: 'dpd', labels: 1, carriers: [expect.objectContaining({ price: { amount: 4.95, currency: 'EUR' } }), expect.anything()] });
    const carrier = await guest.mutate('chooseReturnCarrier', { code: 'dpd', labels: 2, done: true });
    expect(carrier).toMatchObject({ state: 'flow.preparing.confirm', labels: 2 });
    const submitting = await guest.mutate('submitReturn', { contact: CONTACT });
    expect(submitting).toMatchObject({ state: 'flow.submitting', phase: 'SUBMITTING', submissionAttempt: 1, contact: expect.objectContaining({ firstName: 'Erika' }) });
    const done = await guest.waitForSubmitted();
    expect(done).toMatchObject({ state: 'flow.submitted', phase: 'SUBMITTED', rma: expect.any(String), labelUrl: expect.any(String) });
    expect(JSON.parse(done.snapshot!)).toMatchObject({ version: 1, snapshot: { value: { flow: 'submitted', uploads: 'idle' } } });

    const entries = (await history(done.id!)).map((e) => [e.type, e.actor, e.command, e.state]);
    expect(entries[0]).toEqual(['returns.started', 'shopper', 'LookupReturnOrderCommand', 'flow.lookup.idle, uploads.idle']);
    expect(entries).toContainEqual(['lookup.found', 'shopper', 'LookupReturnOrderCommand', 'flow.preparing.selection, uploads.idle']);
    expect(entries[entries.length - 1]).toEqual(['submit.succeeded', 'system', 'RecordReturnSubmitResultCommand', 'flow.submitted, uploads.idle']);
    const mine = published.filter((e) => (e as { workflowId?: string }).workflowId === done.id);
    expect(mine.filter((e) => e instanceof ReturnChangedEvent).length).toBeGreaterThanOrEqual(5);
    expect(mine.find((e) => e instanceof ReturnSubmissionStartedEvent)).toMatchObject({ attempt: 1, actor: 'shopper' });
    expect(mine.find((e) => e instanceof ReturnSubmittedEvent)).toMatchObject({ rma: done.rma, site: 'de-de' });

    // A second submit of the submitted return is refused by the machine, nothing changes.
    expect(await guest.mutate('submitReturn', { contact: CONTACT })).toMatchObject({ __typename: 'ReturnRefusedError', reason: 'ALREADY_SUBMITTED', returnFlow: { version: done.version } });
  });

  it('takes a Swiss guest order to an RMA with Swiss Post', async () => {
    const guest = visitor();
    await toRegulation(guest, { orderId: '40090002', zipCode: '8001' });
    const regulation = await guest.mutate('chooseReturnRegulation', { code: (await guest.read()).selectedRegulation, done: true });
    expect(regulation).toMatchObject({ selectedCarrier: 'swisspost' });
    // Prices in the currency the upstream names (the stand-in prices the Swiss return carrier at 9,90 €).
    expect(regulation.carriers![0]!.price).toEqual({ amount: 9.9, currency: (await guest.read()).order!.items[0]!.price.currency });
    const carrier = await guest.mutate('chooseReturnCarrier', { code: 'swisspost', done: true });
    expect(carrier.state).toBe('flow.preparing.confirm');
    await guest.mutate('submitReturn', { contact: CONTACT });
    expect(await guest.waitForSubmitted()).toMatchObject({ state: 'flow.submitted', rma: expect.any(String) });
  });

  it("takes a German customer's order by its return hash to an RMA; the hygiene article is not offered", async () => {
    const hash = await customerReturnHash(world.upstream, ANNA, '40010006');
    const customer = visitor();
    const found = await customer.mutate('lookupReturnOrder', { hash });
    expect(found).toMatchObject({ state: 'flow.preparing.selection', hash, order: { orderId: '40010006' } });
    // 40010006 holds three lines; the hygiene article (10221-01) is not returnable, so not offered.
    expect(found.order!.items.map((i) => i.name)).toHaveLength(2);
    expect(found.order!.items.every((i) => i.returnableQuantity > 0)).toBe(true);
    await customer.mutate('saveReturnSelection', { items: [{ itemId: found.order!.items[0]!.id, quantity: 1, reason: 'ORDERED_TOO_MANY' }], done: true });
    const regulation = await customer.mutate('chooseReturnRegulation', { code: (await customer.read()).selectedRegulation, done: true });
    expect(regulation.carriers!.map((c) => c.code)).toEqual(['dhl', 'nolabel']);
    const done = await submitFirstChoicesFromCarrier(customer);
    expect(done).toMatchObject({ state: 'flow.submitted', rma: expect.any(String) });
    expect((await previousReturns(world.upstream, hash)).map((r) => r.rma)).toContain(done.rma);
  });

  it("takes a signed-in customer's return (her JWT with every call) from the order detail's link to an RMA; another visitor cannot see it", async () => {
    const anna = await customerSession(world.upstream, ANNA);
    const hash = await customerReturnHash(world.upstream, anna, '40010009');
    const customer = new ReturnVisitor(world.orchestrator, anna.userId, { 'X-JWT': anna.jwt });
    const found = await customer.mutate('lookupReturnOrder', { hash });
    expect(found).toMatchObject({ __typename: 'ReturnFlow', state: 'flow.preparing.selection', hash, order: { orderId: '40010009' } });
    // 40010009 came in two parcels; only the delivered lines are returnable.
    const item = found.order!.items.find((i) => i.returnableQuantity > 0)!;
    await customer.mutate('saveReturnSelection', { items: [{ itemId: item.id, quantity: 1, reason: 'ORDERED_TOO_MANY' }], done: true });
    await customer.mutate('chooseReturnRegulation', { code: (await customer.read()).selectedRegulation, done: true });
    const done = await submitFirstChoicesFromCarrier(customer);
    expect(done).toMatchObject({ state: 'flow.submitted', rma: expect.any(String), contact: { email: CONTACT.email } });
    expect((await previousReturns(world.upstream, hash)).map((r) => r.rma)).toContain(done.rma);
    expect(await new ReturnVisitor(world.orchestrator).read(done.id)).toMatchObject({ __typename: 'ReturnNotFoundError' });
  });

  const submitFirstChoicesFromCarrier = async (shopper: ReturnVisitor): Promise<ReturnAnswer> => {
    const current = await shopper.read();
    await shopper.mutate('chooseReturnCarrier', { code: current.selectedCarrier, done: true });
    await shopper.mutate('submitReturn', { contact: CONTACT });
    return shopper.waitForSubmitted();
  };

  it('keeps an order with nothing returnable as a state; another order clears the return, restart starts over', async () => {
    const customer = visitor();
    const found = await customer.mutate('lookupReturnOrder', { orderId: '40090001', zipCode: '1060' });
    await customer.mutate('saveReturnSelection', { items: [{ itemId: found.order!.items[0]!.id, quantity: 1, reason: 'NOT_AS_EXPECTED' }] });
    // Anna's 40010002 is 520 days old: found (her postcode), nothing of it returnable any more.
    const nothing = await customer.mutate('lookupReturnOrder', { returnId: found.id, orderId: '40010002', zipCode: '10115' });
    expect(nothing).toMatchObject({ id: found.id, state: 'flow.failed.notReturnable', phase: 'FAILED', lastError: { code: 'NOT_RETURNABLE' }, selection: [], order: { orderId: '40010002', items: [] } });
    const restarted = await customer.mutate('restartReturn');
    expect(restarted).toMatchObject({ state: 'flow.lookup.idle', phase: 'LOOKUP', order: null, hash: null });
    expect(await customer.mutate('returnStepBack')).toMatchObject({ __typename: 'ReturnRefusedError', returnFlow: { version: restarted.version } });
  });

  it('offers only nolabel for bulky furniture (school chairs) and files the return without a label', async () => {
    const guest = visitor();
    await toRegulation(guest, { orderId: '40090003', zipCode: '50667' }, 10);
    expect((await guest.read()).selection!.length).toBeGreaterThan(0);
    const regulation = await guest.mutate('chooseReturnRegulation', { code: (await guest.read()).selectedRegulation, done: true });
    expect(regulation).toMatchObject({ carriers: [expect.objectContaining({ code: 'nolabel' })], selectedCarrier: 'nolabel' });
    const done = await submitFirstChoicesFromCarrier(guest);
    expect(done).toMatchObject({ state: 'flow.submitted', rma: expect.any(String), labelUrl: null });
  });

  it('submits twice in parallel: one RMA, one return at the upstream', async () => {
    const guest = visitor();
    await toRegulation(guest, { orderId: '40090002', zipCode: '8001' }, 1);
    const before = (await guest.read()).order!.previousReturnCount;
    const current = await guest.read();
    const regulation = await guest.mutate('chooseReturnRegulation', { code: current.selectedRegulation, done: true });
    await guest.mutate('chooseReturnCarrier', { code: regulation.selectedCarrier, done: true });
    // Another contact than the Swiss return above: the upstream answers an identical payload for the same hash with its first return.
    const contact = { ...CONTACT, email: 'parallel@example.ch' };
    const answers = await Promise.all([guest.mutate('submitReturn', { contact }), guest.mutate('submitReturn', { contact })]);
    expect(answers.map((a) => a.__typename).sort()).toEqual(['ReturnFlow', 'ReturnRefusedError']);
    expect(answers.find((a) => a.__typename === 'ReturnRefusedError')).toMatchObject({ reason: expect.stringMatching(/^(SUBMISSION_IN_PROGRESS|ALREADY_SUBMITTED)$/) });
    const done = await guest.waitForSubmitted();
    expect(done).toMatchObject({ state: 'flow.submitted', submissionAttempt: 1 });
    const returns = await previousReturns(world.upstream, done.hash!);
    expect(returns).toHaveLength(before + 1);
    expect(returns.filter((r) => r.rma === done.rma)).toHaveLength(1);
  });

  it('keeps a return to its visitor: another user id can neither read nor drive it', async () => {
    const owner = visitor();
    const found = await owner.mutate('lookupReturnOrder', { orderId: '40090001', zipCode: '1060' });
    const stranger = new ReturnVisitor(world.orchestrator);
    stranger.returnId = found.id!;
    expect(await stranger.read()).toMatchObject({ __typename: 'ReturnNotFoundError', errorCode: 'RETURN_NOT_FOUND' });
    expect(await stranger.mutate('restartReturn')).toMatchObject({ __typename: 'ReturnNotFoundError' });
    expect(await stranger.mutate('saveReturnSelection', { items: [] })).toMatchObject({ __typename: 'ReturnNotFoundError' });
    expect(await stranger.mutate('lookupReturnOrder', { returnId: found.id, orderId: '40090001', zipCode: '1060' })).toMatchObject({ __typename: 'ReturnNotFoundError' });
    expect(await owner.read()).toMatchObject({ __typename: 'ReturnFlow', version: found.version });
    // An id that was never handed out answers the same.
    stranger.returnId = 'rt-00000000-0000-0000-0000-000000000000';
    expect(await stranger.read()).toMatchObject({ __typename: 'ReturnNotFoundError' });
  });

  it('keeps a wrong postcode as a state of the return, and answers bad input at its fields', async () => {
    const guest = visitor();
    const wrong = await guest.mutate('lookupReturnOrder', { orderId: '40090001', zipCode: '9999' });
    expect(wrong).toMatchObject({ __typename: 'ReturnFlow', state: 'flow.failed.orderNotFound', lastError: { code: 'ORDER_NOT_FOUND', messageKey: 'vue.returns.error.orderNotFound' } });
    expect(await guest.mutate('lookupReturnOrder', { orderId: '', zipCode: '12345678901' })).toMatchObject({
      __typename: 'ValidationError',
      fieldErrors: [
        { field: 'orderId', messageKey: 'vue.form.error.requiredField' },
        { field: 'zipCode', messageKey: 'vue.form.error.maxLength' },
      ],
    });
    const found = await guest.mutate('lookupReturnOrder', { returnId: wrong.id, orderId: '40090001', zipCode: '1060' });
    expect(found).toMatchObject({ id: wrong.id, state: 'flow.preparing.selection' });
    const item = found.order!.items[0]!;
    const tooMany = await guest.mutate('saveReturnSelection', { items: [{ itemId: item.id, quantity: item.returnableQuantity + 1, reason: 'NOT_AS_EXPECTED' }] });
    expect(tooMany).toMatchObject({ __typename: 'ValidationError', fieldErrors: [{ field: 'items.0.quantity' }] });
    const commentless = await guest.mutate('saveReturnSelection', { items: [{ itemId: item.id, quantity: 1, reason: 'OTHER' }], done: true });
    expect(commentless).toMatchObject({ __typename: 'ValidationError', fieldErrors: [{ field: 'items.0.comment', messageKey: 'vue.returns.error.commentRequired' }] });
    // Nothing of the refused inputs was kept.
    expect(await guest.read()).toMatchObject({ version: found.version, selection: [] });
    await guest.mutate('saveReturnSelection', { items: [{ itemId: item.id, quantity: 1, reason: 'NOT_AS_EXPECTED' }], done: true });
    const regulation = await guest.mutate('chooseReturnRegulation', { code: (await guest.read()).selectedRegulation, done: true });
    await guest.mutate('chooseReturnCarrier', { code: regulation.selectedCarrier, done: true });
    expect(await guest.mutate('submitReturn', { contact: { firstName: '', lastName: 'M', email: 'nope' } })).toMatchObject({
      __typename: 'ValidationError',
      fieldErrors: [
        { field: 'contact.firstName', messageKey: 'vue.form.error.requiredField' },
        { field: 'contact.email', messageKey: 'vue.form.error.email.incorrect' },
      ],
    });
    expect((await guest.read()).state).toBe('flow.preparing.confirm');
    // Shapes no form sends are refused before anything is read.
    const flood = await guest.raw('mutation { lookupReturnOrder(input: { orderId: "' + 'x'.repeat(1001) + '", zipCode: "1" }) { __typename } }', {});
    expect(flood.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('refuses every field with ReturnsDisabledError while the return switch is off, and changes nothing', async () => {
    const guest = visitor();
    await guest.mutate('lookupReturnOrder', { orderId: '40090001', zipCode: '1060' });
    const item = (await guest.read()).order!.items[0]!;
    // A photo of the selected item, so the photo fields have one to name.
    await guest.mutate('saveReturnSelection', { items: [{ itemId: item.id, quantity: 1, reason: 'NOT_AS_EXPECTED' }] });
    const added = await guest.postPhoto(item.id, PNG_8X8);
    expect(added.status).toBe(201);
    const photoId = (added.body.photo as { id: string }).id;
    let found = await guest.read();
    // Its upload settles first, so nothing but the refused calls could move the return.
    for (const until = Date.now() + 15_000; found.photos?.[0]?.state !== 'UPLOADED' && Date.now() < until; found = await guest.read()) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(found.photos).toEqual([{ id: photoId, state: 'UPLOADED' }]);
    const storedKeys = async () => (await world.keyspace.keys(`${photoKeys(world.keyspace.prefix, found.id!).file('*')}`)).length;
    const storedBefore = await storedKeys();
    await setReturnSwitch(world.upstream, 'false');
    try {
      const switchAnswer = await world.orchestrator.graphql<{ returnSwitch: boolean }>('{ returnSwitch }', {}, guest.userId);
      expect(switchAnswer.data).toEqual({ returnSwitch: false });
      const calls: [string, Record<string, unknown>][] = [
        ['lookupReturnOrder', { orderId: '40090001', zipCode: '1060' }],
        ['lookupReturnOrder', { returnId: found.id, orderId: '40090001', zipCode: '1060' }],
        ['saveReturnSelection', { items: [{ itemId: item.id, quantity: 2, reason: 'NOT_AS_EXPECTED' }], done: true }],
        ['retryReturnPhoto', { photoId }],
        ['removeReturnPhoto', { photoId }],
        ['chooseReturnRegulation', { code: 'REFUND', done: true }],
        ['chooseReturnCarrier', { code: 'dpd', done: true }],
        ['editReturnStep', { step: 'SELECTION' }],
        ['submitReturn', { contact: CONTACT }],
        ['retryReturn', {}],
        ['returnStepBack', {}],
        ['restartReturn', {}],
      ];
      for (const [field, input] of calls) {
        expect([field, await guest.mutate(field, input)]).toEqual([field, expect.objectContaining({ __typename: 'ReturnsDisabledError', errorCode: 'RETURNS_DISABLED' })]);
      }
      expect(await guest.postPhoto(item.id, PNG_8X8)).toEqual({ status: 404, body: expect.objectContaining({ errorCode: 'RETURNS_DISABLED' }) });
      expect(await storedKeys()).toBe(storedBefore);
      expect(await guest.read()).toMatchObject({ __typename: 'ReturnsDisabledError' });
    } finally {
      await setReturnSwitch(world.upstream, null);
    }
    expect(await guest.read()).toMatchObject({
      __typename: 'ReturnFlow',
      version: found.version,
      selection: [{ itemId: item.id, quantity: 1 }],
      photos: [{ id: photoId, state: 'UPLOADED' }],
    });
    expect((await world.orchestrator.graphql<{ returnSwitch: boolean }>('{ returnSwitch }', {}, guest.userId)).data).toEqual({ returnSwitch: true });
  });

  it('records an unanswered regulation read as upstream unavailable, and retries it', async () => {
    const guest = visitor();
    const found = await guest.mutate('lookupReturnOrder', { orderId: '40090001', zipCode: '1060' });
    await world.upstream.fault({ operation: 'GetAvailableRegulations', kind: 'http', status: 503, times: 1 });
    const failed = await guest.mutate('saveReturnSelection', { items: [{ itemId: found.order!.items[0]!.id, quantity: 1, reason: 'NOT_AS_EXPECTED' }], done: true });
    expect(failed).toMatchObject({ state: 'flow.failed.upstreamUnavailable', phase: 'FAILED', lastError: { code: 'UPSTREAM_UNAVAILABLE' } });
    const retried = await guest.mutate('retryReturn');
    expect(retried).toMatchObject({ state: 'flow.preparing.regulation.ready', selectedRegulation: expect.any(String) });
  });
});

describe('returns lookup rate limit (real Redis)', () => {
  let world: World;
  beforeAll(async () => {
    world = await startWorld('returns-limit', { RETURN_SWITCH_CACHE_MS: '60000', RETURN_LOOKUPS_PER_VISITOR: '3', RETURN_LOOKUPS_PER_ADDRESS: '5', RETURN_LOOKUP_WINDOW_S: '60' });
  });
  afterAll(() => world?.close());

  it('limits lookups per visitor and per client address', async () => {
    const guest = new ReturnVisitor(world.orchestrator);
    for (let i = 0; i < 3; i += 1) expect((await guest.mutate('lookupReturnOrder', { orderId: '40090001', zipCode: `000${i}` })).__typename).toBe('ReturnFlow');
    const limited = await guest.mutate('lookupReturnOrder', { orderId: '40090001', zipCode: '1060' });
    expect(limited).toMatchObject({ __typename: 'ReturnRateLimitedError', errorCode: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) });
    expect(limited.retryAfterSeconds).toBeGreaterThan(0);
    expect(limited.retryAfterSeconds).toBeLessThanOrEqual(60);
    // Every attempt counts, the refused one too: another visitor from the same address has one lookup left of its five.
    const other = new ReturnVisitor(world.orchestrator);
    expect((await other.mutate('lookupReturnOrder', { orderId: '40090001', zipCode: '1060' })).__typename).toBe('ReturnFlow');
    expect((await other.mutate('lookupReturnOrder', { orderId: '40090001', zipCode: '1060' })).__typename).toBe('ReturnRateLimitedError');
  });
});
