import type { AnyStateNode } from 'xstate';
import { and, createMachine, not, or } from 'xstate';
import { checkoutMachine } from './checkout.machine.js';
import { guardLabel, machineGraph } from './machine-graph.js';

function allStatePaths(node: AnyStateNode): string[] {
  return (Object.values(node.states) as AnyStateNode[]).flatMap((child) => [child.path.join('.'), ...allStatePaths(child)]);
}

describe('machineGraph (state chart source)', () => {
  const graph = machineGraph(checkoutMachine);

  it('has every state of the definition, with its parent', () => {
    expect(graph.states.map((s) => s.id).sort()).toEqual(allStatePaths(checkoutMachine.root).sort());
    expect(graph.states.find((s) => s.id === 'failed.upstreamUnavailable')).toMatchObject({ parent: 'failed', type: 'atomic' });
    expect(graph.states.find((s) => s.id === 'active.shipping')).toMatchObject({ parent: 'active', type: 'compound' });
    expect(graph.states.find((s) => s.id === 'confirmed')).toMatchObject({ parent: null, type: 'final' });
    expect(graph.states.find((s) => s.id === 'routing')).toMatchObject({ initial: true, transient: true });
  });

  it('labels transitions with event and guard, and names invoked actors', () => {
    expect(graph.transitions).toContainEqual(expect.objectContaining({ source: 'active.summary', target: 'submitting', event: 'order.submit', guard: 'readyToSubmit' }));
    expect(graph.transitions).toContainEqual(expect.objectContaining({ source: 'routing', target: 'active.login', event: 'always', guard: '!loginOk' }));
    expect(graph.transitions).toContainEqual(expect.objectContaining({ source: 'failed', target: 'submitting', event: 'support.replay', guard: 'replayable' }));
    expect(graph.transitions).toContainEqual(
      expect.objectContaining({ source: 'submitting', target: 'failed.upstreamUnavailable', event: 'submit.failed', guard: 'submitFailedWith(reason: UPSTREAM_UNAVAILABLE)' }),
    );
    expect(graph.states.find((s) => s.id === 'submitting')?.invokes).toEqual(['submitOrder']);
    expect(graph.states.find((s) => s.id === 'active.shipping.editing')?.internal).toContain('shipping.selectShipper [shipperAllowed]');
  });

  it('every transition joins two states of the graph', () => {
    const ids = new Set(graph.states.map((s) => s.id));
    for (const t of graph.transitions) expect([ids.has(t.source), ids.has(t.target)]).toEqual([true, true]);
  });

  it('changes when the machine changes (generated, not drawn)', () => {
    const toy = createMachine({ id: 'toy', initial: 'a', states: { a: { on: { GO: 'b' } }, b: { initial: 'c', states: { c: {} } } } });
    expect(machineGraph(toy)).toEqual({
      machineId: 'toy',
      states: [
        { id: 'a', key: 'a', parent: null, type: 'atomic', initial: true, transient: false, invokes: [], internal: [] },
        { id: 'b', key: 'b', parent: null, type: 'compound', initial: false, transient: false, invokes: [], internal: [] },
        { id: 'b.c', key: 'c', parent: 'b', type: 'atomic', initial: true, transient: false, invokes: [], internal: [] },
      ],
      transitions: [{ id: 't0', source: 'a', target: 'b', event: 'GO', guard: null }],
    });
  });

  it('labels guard combinators', () => {
    expect(guardLabel(not('x'))).toBe('!x');
    expect(guardLabel(and(['x', 'y']))).toBe('x && y');
    expect(guardLabel(or(['x', { type: 'y', params: { n: 1 } }]))).toBe('x || y(n: 1)');
    expect(guardLabel(undefined)).toBeNull();
  });
});
