import { and, createMachine, not, or } from 'xstate';
import { toyMachine } from '../test/toy-machine.js';
import { guardLabel, machineGraph, stateExits } from './index.js';

describe('machineGraph of any machine', () => {
  const graph = machineGraph(toyMachine);

  it('lists every state with its nesting, initial mark and invoked actors', () => {
    expect(graph.machineId).toBe('note');
    expect(graph.states.map((s) => s.id)).toEqual(['draft', 'review', 'publishing', 'done']);
    expect(graph.states.find((s) => s.id === 'draft')).toMatchObject({ parent: null, type: 'atomic', initial: true, transient: false });
    expect(graph.states.find((s) => s.id === 'publishing')?.invokes).toEqual(['publishNote']);
    expect(graph.states.find((s) => s.id === 'done')?.type).toBe('final');
  });

  it('labels transitions with event and guard, and keeps target-less ones on their state', () => {
    expect(graph.transitions).toContainEqual(expect.objectContaining({ source: 'draft', target: 'review', event: 'review.request', guard: 'hasTitle' }));
    expect(graph.transitions).toContainEqual(expect.objectContaining({ source: 'review', target: 'publishing', event: 'publish', guard: 'approved' }));
    expect(graph.states.find((s) => s.id === 'draft')?.internal).toEqual(['title.set [fitsLength(max: 30)]']);
    expect(graph.states.find((s) => s.id === 'review')?.internal).toEqual(['review.approve [isApprover]']);
  });

  it('names the ways out of every state a snapshot can rest in', () => {
    expect(stateExits(graph)).toEqual([
      { state: 'draft', events: ['review.request'] },
      { state: 'review', events: ['edit', 'publish'] },
      { state: 'publishing', events: ['published'] },
    ]);
  });

  it('labels combined guards', () => {
    expect(guardLabel(not('a'))).toBe('!a');
    expect(guardLabel(and(['a', { type: 'b', params: { n: 1 } }]))).toBe('a && b(n: 1)');
    expect(guardLabel(or(['a', 'b']))).toBe('a || b');
    expect(guardLabel(undefined)).toBeNull();
    const nested = createMachine({ id: 'n', initial: 'a', states: { a: { initial: 'x', states: { x: { always: 'y' }, y: {} } } } });
    expect(machineGraph(nested).states.find((s) => s.id === 'a.x')).toMatchObject({ parent: 'a', transient: true });
  });

  it('draws a parallel root: both regions, resting states with guarded eventless exits and their ways out', () => {
    const parallel = createMachine({
      types: {} as { context: { failed: number }; events: { type: 'go' } | { type: 'photo.failed' } | { type: 'photo.retry' } },
      id: 'p',
      type: 'parallel',
      context: { failed: 0 },
      states: {
        flow: { initial: 'a', states: { a: { on: { go: 'b' } }, b: {} } },
        uploads: {
          initial: 'idle',
          on: { 'photo.failed': { actions: () => undefined }, 'photo.retry': { actions: () => undefined } },
          states: {
            idle: { always: { guard: ({ context }) => context.failed > 0, target: 'uploadFailed' } },
            uploadFailed: { always: { guard: ({ context }) => context.failed === 0, target: 'idle' } },
          },
        },
      },
    });
    const graph = machineGraph(parallel);
    expect(graph.states.filter((s) => s.parent === null).map((s) => [s.id, s.type])).toEqual([
      ['flow', 'compound'],
      ['uploads', 'compound'],
    ]);
    expect(graph.states.find((s) => s.id === 'uploads.uploadFailed')).toMatchObject({ transient: false, parent: 'uploads' });
    const exits = stateExits(graph);
    expect(exits.find((e) => e.state === 'uploads.uploadFailed')?.events).toEqual(['always', 'photo.failed', 'photo.retry']);
    expect(exits.find((e) => e.state === 'flow.a')?.events).toEqual(['go']);
  });
});
