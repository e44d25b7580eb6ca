import { describe, expect, it } from '@jest/globals';
import { checkoutMachine, machineGraph } from '@tafel/checkout-machine';
import { lightningMachine } from '@tafel/lightning-machine';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { layoutChart } from '@/lib/support/chart-layout';
import { scheduledMarks } from '@/lib/support/scheduled-marks';
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
    expect(svg).not.toContain('data-scheduled');
  });

  it('marks a pending lightning expiry on the reserved state and its reservation.expired transition, with due time and queue state', async () => {
    const layout = await layoutChart(machineGraph(lightningMachine));
    const jobs = [{ job: 'lightning-expiry', jobId: 'lightning-expiry-lightning-c-1-1764200530000', runAt: '2026-11-26T23:42:10.000Z', state: 'delayed' }];
    const scheduled = scheduledMarks(jobs, 'reserved', layout);
    const svg = renderToStaticMarkup(createElement(StateChart, { layout, current: 'reserved', title: 'lightning', scheduled }));
    expect(svg).toMatch(/data-state="reserved" data-active="true" data-current="true" data-scheduled="true"/);
    expect(svg.match(/<g data-state="[^"]*"[^>]*data-scheduled="true"/g)).toHaveLength(1);
    expect(svg).toMatch(/data-edge="reserved-&gt;expired" data-scheduled="true"/);
    expect(svg).toContain('data-scheduled-job="lightning-expiry-lightning-c-1-1764200530000" data-scheduled-state="reserved"');
    expect(svg).toContain('Ablauf geplant 00:42:10');
    expect(svg).toContain('verzögerter Job: delayed');
    expect(svg).toContain('aria-label="lightning; Ablauf geplant am 27.11.26, 00:42:10 (reservation.expired) · verzögerter Job lightning-expiry: delayed"');
  });
});
