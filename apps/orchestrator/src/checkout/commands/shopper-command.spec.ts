import { checkoutMachine, type CheckoutEvent } from '@tafel/checkout-machine';
import { initialTransition, transition } from 'xstate';
import type { CheckoutAccess } from '../checkout-access.js';
import type { ChangeOutcome, CheckoutChange, CheckoutRunner } from '../runner/checkout-runner.js';
import type { LoadedCheckout } from '../runner/checkout-snapshot.js';
import { hostActorError, ShopperCommandPipeline, type ShopperCommand } from './shopper-command.js';

const input = { cartId: 'c-1', articleCount: 2, totalCents: 1000, shippers: [{ code: 'dhl', enabled: true }], selectedShipperCode: 'dhl', deliveryCountry: 'DE' };
const atLogin = initialTransition(checkoutMachine, input)[0];
const atShipping = transition(checkoutMachine, atLogin, { type: 'login.chooseOption', option: 'guest' })[0];
const loaded = (snapshot = atShipping): LoadedCheckout => ({ kind: 'checkout', id: 'co-1', version: 3, snapshot, persisted: snapshot, meta: { owner: 'u-1', site: 'de-de', originCartId: 'c-1', createdAt: '' }, updatedAt: '' }) as LoadedCheckout;

/** CheckoutAccess and CheckoutRunner stand-ins that write down what the pipeline asked of them. */
function pipeline(found: LoadedCheckout | null) {
  const calls: string[] = [];
  const changes: CheckoutChange[] = [];
  const access = {
    identified: (shopper: { userId?: string }) => {
      calls.push('identify');
      if (!shopper.userId) throw new Error('no user id');
      return shopper;
    },
    find: async () => {
      calls.push('find');
      return found;
    },
    view: (checkout: LoadedCheckout) => ({ __typename: 'Checkout', version: checkout.version }),
    identity: () => ({ userId: 'u-1', site: 'de-de' }),
    answer: (outcome: ChangeOutcome) => (outcome.kind === 'saved' ? { __typename: 'Checkout', version: outcome.checkout.version } : { __typename: outcome.kind }),
  } as unknown as CheckoutAccess;
  const runner = {
    change: async (_id: string, change: CheckoutChange): Promise<ChangeOutcome> => {
      calls.push('change');
      changes.push(change);
      return { kind: 'saved', checkout: { ...found!, version: 4 }, events: [], created: false, actors: {} };
    },
  } as unknown as CheckoutRunner;
  return { pipeline: new ShopperCommandPipeline(access, runner), calls, changes };
}

const command = (over: Partial<ShopperCommand<unknown>> = {}): ShopperCommand<unknown> => ({
  name: 'TestCommand',
  cartId: 'c-1',
  shopper: { userId: 'u-1', site: 'de-de' } as never,
  run: async (found) => found.answer(await found.change({ plan: () => [{ type: 'shipping.edit' }] })),
  ...over,
});

describe('the shopper command pipeline', () => {
  it('identifies, checks the input, finds, checks the checkout, refuses by the guard, runs: in that order', async () => {
    const { pipeline: p, calls, changes } = pipeline(loaded());
    const seen: string[] = [];
    const answer = await p.run(
      command({
        validate: () => (seen.push('validate'), null),
        check: () => (seen.push('check'), null),
        guard: () => (seen.push('guard'), { type: 'shipping.save' }),
      }),
    );
    expect(seen).toEqual(['validate', 'check', 'guard']);
    expect(calls).toEqual(['identify', 'find', 'change']);
    expect(answer).toEqual({ __typename: 'Checkout', version: 4 });
    // The change runs as the command of the shopper, from the checkout as found.
    expect(changes[0]).toMatchObject({ command: 'TestCommand', actor: 'shopper', principal: { shopper: 'u-1' }, loaded: { id: 'co-1', version: 3 } });
  });

  it('an answer of validate or check ends the command; a checkout not found answers CheckoutNotFoundError', async () => {
    const invalid = pipeline(loaded());
    expect(await invalid.pipeline.run(command({ validate: () => ({ __typename: 'ValidationError' }) }))).toEqual({ __typename: 'ValidationError' });
    expect(invalid.calls).toEqual(['identify']);

    const early = pipeline(loaded());
    expect(await early.pipeline.run(command({ check: (found) => found.view() }))).toEqual({ __typename: 'Checkout', version: 3 });
    expect(early.calls).toEqual(['identify', 'find']);

    const missing = pipeline(null);
    expect(await missing.pipeline.run(command())).toMatchObject({ __typename: 'CheckoutNotFoundError' });
    expect(missing.calls).toEqual(['identify', 'find']);
  });

  it("refuses with the machine's guard reason before running", async () => {
    const { pipeline: p, calls } = pipeline(loaded(atLogin));
    const submit: CheckoutEvent = { type: 'order.submit' };
    expect(await p.run(command({ guard: () => submit }))).toMatchObject({ __typename: 'CheckoutRefusedError', reason: 'LOGIN_REQUIRED' });
    expect(calls).toEqual(['identify', 'find']);
  });

  it('a change may start from a fresh read, or be recorded as the system', async () => {
    const { pipeline: p, changes } = pipeline(loaded());
    await p.run(command({ run: async (found) => found.answer(await found.change({ fresh: true, actor: 'system', plan: () => [] })) }));
    expect(changes[0]).toMatchObject({ actor: 'system', loaded: undefined });
  });

  it("reads what a host actor threw from the outcome's actor results", () => {
    const error = new Error('refused');
    const checkout = loaded();
    expect(hostActorError({ kind: 'saved', checkout, events: [], created: false, actors: { selectPayment: { error } } }, 'selectPayment')).toBe(error);
    expect(hostActorError({ kind: 'saved', checkout, events: [], created: false, actors: { selectPayment: { output: {} } } }, 'selectPayment')).toBeNull();
    expect(hostActorError({ kind: 'unchanged', checkout, actors: {} }, 'selectPayment')).toBeNull();
    expect(hostActorError({ kind: 'notFound' }, 'selectPayment')).toBeNull();
  });
});
