import { createActor, initialTransition, transition } from 'xstate';
import { toyMachine, type ToyEvent, type ToyReason } from '../test/toy-machine.js';
import { reasoned, reasonedFor, reasonOf, whyNot, type WhyNotOptions } from './index.js';

const options: WhyNotOptions<ToyEvent, ToyReason> = { fallback: 'NOT_IN_THIS_STATE' };
const start = () => initialTransition(toyMachine, {})[0];
const run = (...events: ToyEvent[]) => events.reduce((s, e) => transition(toyMachine, s, e)[0], start());
const titled: ToyEvent = { type: 'title.set', title: 'Hello' };

describe('reasoned guards', () => {
  it('pass exactly when their reason is null, and carry that reason', () => {
    const guard = reasoned(({ context }: { context: { n: number }; event: unknown }) => (context.n > 0 ? null : 'ZERO'));
    expect(guard({ context: { n: 1 }, event: {} }, undefined)).toBe(true);
    expect(guard({ context: { n: 0 }, event: {} }, undefined)).toBe(false);
    expect(reasonOf(guard)?.({ context: { n: 0 }, event: {} }, undefined)).toBe('ZERO');
    expect(guard.reason({ context: { n: 0 }, event: {} }, undefined)).toBe('ZERO');
    expect(reasonOf(() => true)).toBeUndefined();
    expect(reasonOf('hasTitle')).toBeUndefined();
  });

  it('are the guards XState runs', () => {
    expect(start().can({ type: 'review.request' })).toBe(false);
    expect(run(titled).can({ type: 'review.request' })).toBe(true);
  });
});

describe('whyNot', () => {
  it('answers null for an accepted event', () => {
    expect(whyNot(run(titled), { type: 'review.request' }, options)).toBeNull();
  });

  it('takes the reason from the guard of the transition in the active state', () => {
    expect(whyNot(start(), { type: 'review.request' }, options)).toBe('TITLE_MISSING');
  });

  it('passes the guard its params', () => {
    expect(whyNot(start(), { type: 'title.set', title: 'x'.repeat(31) }, options)).toBe('TOO_LONG');
    expect(whyNot(start(), { type: 'title.set', title: 'x'.repeat(30) }, options)).toBeNull();
  });

  it('for an event of another state: what that state requires, then its guard', () => {
    expect(whyNot(start(), { type: 'publish' }, options)).toBe('TITLE_MISSING');
    expect(whyNot(run(titled), { type: 'publish' }, options)).toBe('NO_APPROVER');
    expect(whyNot(run(titled, { type: 'review.request' }), { type: 'publish' }, options)).toBe('NO_APPROVER');
  });

  it('a plain guard gives no reason: the fallback answers', () => {
    const review = run(titled, { type: 'review.request' });
    expect(whyNot(review, { type: 'review.approve', by: '' }, options)).toBe('NOT_IN_THIS_STATE');
    expect(whyNot(start(), { type: 'published' }, options)).toBe('NOT_IN_THIS_STATE');
  });

  it('a state refuses what it has no transition for with its meta reason', () => {
    const publishing = run(titled, { type: 'review.request' }, { type: 'review.approve', by: 'ann' }, { type: 'publish' });
    expect(publishing.value).toBe('publishing');
    expect(whyNot(publishing, { type: 'edit' }, options)).toBe('PUBLISHING');
    expect(whyNot(publishing, { type: 'published' }, options)).toBeNull();
    const done = transition(toyMachine, publishing, { type: 'published' })[0];
    expect(whyNot(done, { type: 'title.set', title: 'x' }, options)).toBe('ALREADY_PUBLISHED');
    expect(whyNot(done, { type: 'edit' }, options)).toBe('NOT_EDITABLE');
  });

  it('the fallback may depend on the event', () => {
    const fallback = (event: ToyEvent): ToyReason => (event.type === 'edit' ? 'NOT_EDITABLE' : 'NOT_IN_THIS_STATE');
    expect(whyNot(run(titled), { type: 'edit' }, { fallback })).toBe('NOT_EDITABLE');
    expect(whyNot(start(), { type: 'published' }, { fallback })).toBe('NOT_IN_THIS_STATE');
  });

  it('a guard change is one edit: acceptance and reason follow it together', () => {
    const reason = reasonedFor<{ title: string }, ToyEvent, ToyReason>();
    const stricter = toyMachine.provide({ guards: { hasTitle: reason(({ context }) => (context.title.length < 10 ? 'TITLE_MISSING' : null)) } });
    const actor = createActor(stricter, { input: {} }).start();
    actor.send(titled);
    expect(actor.getSnapshot().can({ type: 'review.request' })).toBe(false);
    expect(whyNot(actor.getSnapshot(), { type: 'review.request' }, options)).toBe('TITLE_MISSING');
    actor.send({ type: 'title.set', title: 'A longer title' });
    expect(whyNot(actor.getSnapshot(), { type: 'review.request' }, options)).toBeNull();
    actor.stop();
  });
});
