import { SHIPPING_STEPS } from './shipping-steps.js';
import { runSteps, stepCause, StepFailedError, type NamedStep } from './step-runner.js';

interface Log {
  calls: string[];
}

const step = (name: string, over: Partial<NamedStep<Log>> = {}): NamedStep<Log> => ({
  name,
  onLaterFailure: 'retried',
  async run(log) {
    log.calls.push(name);
  },
  ...over,
});

describe('named steps (runSteps)', () => {
  it('runs the steps that apply, in order, and answers the ones done', async () => {
    const log: Log = { calls: [] };
    const done = await runSteps([step('a'), step('b', { applies: () => false }), step('c')], log);
    expect(done).toEqual(['a', 'c']);
    expect(log.calls).toEqual(['a', 'c']);
  });

  it('stops at the first failure with an error naming the step, the ones done before it and the cause', async () => {
    const log: Log = { calls: [] };
    const cause = Object.assign(new Error('upstream said no'), { messageKey: 'vue.x' });
    const failing = step('b', {
      async run() {
        throw cause;
      },
    });
    const error = await runSteps([step('a'), failing, step('c')], log).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StepFailedError);
    expect(error).toMatchObject({ step: 'b', completed: ['a'], messageKey: 'vue.x' });
    expect((error as Error).message).toBe('Step b failed (done before it: a): upstream said no');
    expect(stepCause(error)).toBe(cause);
    expect(log.calls).toEqual(['a']);
  });

  it('names a compensation that failed too, and still answers the step that failed', async () => {
    const log = { calls: [] as string[] };
    const steps = [
      step('first', { onLaterFailure: 'compensated', compensate: async () => { throw new Error('undo refused'); } }),
      step('second', { run: async () => { throw new Error('boom'); } }),
    ];
    const failure = await runSteps(steps, log).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StepFailedError);
    expect(failure).toMatchObject({ step: 'second', completed: ['first'], undoFailed: ['first'] });
    expect((failure as Error).message).toContain('undo failed: first');
  });

  it('undoes the compensated steps done before a failure, latest first', async () => {
    const log: Log = { calls: [] };
    const undoable = (name: string) => step(name, { onLaterFailure: 'compensated', compensate: async (l) => void l.calls.push(`undo ${name}`) });
    const failing = step('c', {
      async run() {
        throw new Error('no');
      },
    });
    await expect(runSteps([undoable('a'), step('b'), undoable('x'), failing], log)).rejects.toMatchObject({ step: 'c', completed: ['a', 'b', 'x'] });
    expect(log.calls).toEqual(['a', 'b', 'x', 'undo x', 'undo a']);
  });

  it("the shipping save's steps have unique names and each a rule for a later step's failure", () => {
    const names = SHIPPING_STEPS.map((s) => s.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual([
      'speditionFields',
      'checkoutAuth',
      'customerAddress',
      'contact',
      'orderReference',
      'billingAddress',
      'cartBillingAddress',
      'deliveryAddress',
      'cartDeliveryAddress',
      'shipper',
      'readBack',
    ]);
    // The registration cannot run twice: the next save passes over it (the session is kept).
    expect(SHIPPING_STEPS.find((s) => s.name === 'checkoutAuth')!.onLaterFailure).toBe('skipped');
    for (const s of SHIPPING_STEPS) {
      expect(['retried', 'skipped', 'compensated', 'read']).toContain(s.onLaterFailure);
      if (s.onLaterFailure === 'compensated') expect(s.compensate).toBeDefined();
    }
  });
});
