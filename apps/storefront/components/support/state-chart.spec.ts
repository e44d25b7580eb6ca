import { describe, expect, it } from '@jest/globals';
import { checkoutMachine, machineGraph } from '@tafel/checkout-machine';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { layoutChart } from '@/lib/support/chart-layout';
import { StateChart } from './state-chart';

describe('StateChart (SVG)', () => {
  it('contains every state of the machine definition and highlights the current one with its parents', async () => {
    const graph = machineGraph(checkoutMachine);
    const svg = renderToStaticMarkup(createElement(StateChart, { layout: await layoutChart(graph), current: 'failed.upstreamUnavailable', title: 'checkout' }));
    for (const state of graph.states) expect(svg).toContain(`data-state="${state.id}"`);
    expect(svg.match(/data-active="true"/g)).toHaveLength(2);
    expect(svg).toMatch(/data-state="failed.upstreamUnavailable" data-active="true" data-current="true"/);
    expect(svg).toContain('support.replay');
    expect(svg).toContain('[replayable]');
  });
});
