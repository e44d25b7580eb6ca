import { assign, fromPromise, setup } from 'xstate';
import { reasonedFor } from '../src/index.js';

// A small workflow for the kit's specs: write a note, get it approved, publish it.

export type ToyReason = 'TITLE_MISSING' | 'TOO_LONG' | 'NO_APPROVER' | 'PUBLISHING' | 'ALREADY_PUBLISHED' | 'NOT_IN_THIS_STATE' | 'NOT_EDITABLE';

export interface ToyContext {
  title: string;
  approver: string | null;
  maxLength: number;
}

export type ToyEvent =
  | { type: 'title.set'; title: string }
  | { type: 'review.request' }
  | { type: 'review.approve'; by: string }
  | { type: 'publish' }
  | { type: 'published' }
  | { type: 'edit' };

const reason = reasonedFor<ToyContext, ToyEvent, ToyReason>();

export const toyMachine = setup({
  types: { context: {} as ToyContext, events: {} as ToyEvent, input: {} as { maxLength?: number } },
  guards: {
    hasTitle: reason(({ context }) => (context.title.trim() === '' ? 'TITLE_MISSING' : null)),
    fitsLength: reason(({ context, event }, params: { max: number }) =>
      event.type === 'title.set' && event.title.length > Math.min(params.max, context.maxLength) ? 'TOO_LONG' : null,
    ),
    approved: reason(({ context }) => (context.approver === null ? 'NO_APPROVER' : null)),
    // A plain guard: it gives no reason, whyNot goes on looking.
    isApprover: ({ event }) => event.type === 'review.approve' && event.by !== '',
  },
  actors: { publishNote: fromPromise<void, { title: string }>(() => new Promise(() => undefined)) },
}).createMachine({
  id: 'note',
  context: ({ input }) => ({ title: '', approver: null, maxLength: input.maxLength ?? 40 }),
  initial: 'draft',
  states: {
    draft: {
      on: {
        'title.set': { guard: { type: 'fitsLength', params: { max: 30 } }, actions: assign({ title: ({ event }) => event.title }) },
        'review.request': { guard: 'hasTitle', target: 'review' },
      },
    },
    review: {
      meta: { requires: 'hasTitle' },
      on: {
        'review.approve': { guard: 'isApprover', actions: assign({ approver: ({ event }) => event.by }) },
        publish: { guard: 'approved', target: 'publishing' },
        edit: { target: 'draft', actions: assign({ approver: null }) },
      },
    },
    publishing: {
      meta: { refuses: 'PUBLISHING' },
      invoke: { src: 'publishNote', input: ({ context }) => ({ title: context.title }) },
      on: { published: 'done' },
    },
    done: { type: 'final', meta: { refuses: { '*': 'ALREADY_PUBLISHED', edit: 'NOT_EDITABLE' } } },
  },
});
