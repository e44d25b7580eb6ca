import type { SupportChartFragment } from '@tafel/graphql-schema/storefront';
import { layoutChart, type ChartLayout } from './chart-layout';

// Layouts depend only on the machine definition: computed once per machine version and process.
const cache = new Map<string, Promise<ChartLayout>>();

export function chartLayout(chart: SupportChartFragment): Promise<ChartLayout> {
  const key = `${chart.kind}@${chart.version}:${chart.states.length}:${chart.transitions.length}`;
  let layout = cache.get(key);
  if (!layout) {
    layout = layoutChart(chart);
    layout.catch(() => cache.delete(key));
    cache.set(key, layout);
  }
  return layout;
}
