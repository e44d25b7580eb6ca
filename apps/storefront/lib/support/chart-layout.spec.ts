import { describe, expect, it } from '@jest/globals';
import { checkoutMachine, machineGraph } from '@tafel/checkout-machine';
import { activePaths, layoutChart } from './chart-layout';

describe('layoutChart (generated state chart)', () => {
  it('draws every state of the checkout machine definition, nested states inside their parents', async () => {
    const graph = machineGraph(checkoutMachine);
    const layout = await layoutChart(graph);
    expect(layout.nodes.map((n) => n.id).sort()).toEqual(graph.states.map((s) => s.id).sort());
    const box = (id: string) => layout.nodes.find((n) => n.id === id)!;
    for (const state of graph.states.filter((s) => s.parent)) {
      const child = box(state.id);
      const parent = box(state.parent!);
      expect(child.x).toBeGreaterThanOrEqual(parent.x);
      expect(child.y).toBeGreaterThanOrEqual(parent.y);
      expect(child.x + child.width).toBeLessThanOrEqual(parent.x + parent.width + 0.5);
      expect(child.y + child.height).toBeLessThanOrEqual(parent.y + parent.height + 0.5);
    }
    expect(box('failed').compound).toBe(true);
    expect(layout.width).toBeGreaterThan(200);
  });

  it('labels every drawn edge with event and guard and routes it', async () => {
    const layout = await layoutChart(machineGraph(checkoutMachine));
    const replay = layout.edges.find((e) => e.source === 'failed' && e.target === 'submitting');
    expect(replay?.label?.lines).toEqual(['support.replay', '[replayable]']);
    // The guarded branches of submit.failed into failed.* are one edge; each child names its guard.
    expect(layout.edges.find((e) => e.source === 'submitting' && e.target === 'failed')?.label?.lines).toEqual(['submit.failed', '[by ⇐ in the states]']);
    expect(layout.nodes.find((n) => n.id === 'failed.upstreamUnavailable')?.lines).toContain('⇐ [reason = UPSTREAM_UNAVAILABLE]');
    expect(layout.nodes.find((n) => n.id === 'failed.internalError')?.lines).toContain('⇐ [otherwise]');
    expect(layout.edges.find((e) => e.source === 'submitting' && e.target === 'sessionExpired')?.label?.lines).toEqual(['submit.failed', '[reason = SESSION_EXPIRED]']);
    for (const edge of layout.edges) expect(edge.points.length).toBeGreaterThanOrEqual(2);
    // A compound's transitions into its own children are listed inside it.
    expect(layout.nodes.find((n) => n.id === 'active')?.lines).toContain('shipping.edit [canEditShipping] → shipping');
  });

  it('highlights a state with its ancestors', () => {
    expect(activePaths('failed.upstreamUnavailable')).toEqual(['failed', 'failed.upstreamUnavailable']);
    expect(activePaths(null)).toEqual([]);
    expect(activePaths('flow.preparing.confirm, uploads.busy')).toEqual(['flow', 'flow.preparing', 'flow.preparing.confirm', 'uploads', 'uploads.busy']);
  });
});
