import { describe, expect, it } from '@jest/globals';
import { routeGraphs } from '../../test-support/route-graph';

// Issue 24: no page loads Apollo Client or graphql with its first load (the search box and the
// submit panel import them when they first ask), and XState comes only with the checkout steps
// whose first paint the machine gates, and the returns machine only with the return steps whose
// "Weiter" it explains in the browser (issue 25: item selection and confirm). Read from the static imports of every route's client files.

const NEVER_WITH_A_PAGE = ['@apollo/client', '@apollo/client-integration-nextjs', 'graphql', 'rxjs'];
const MACHINE = ['@tafel/checkout-machine', '@tafel/returns-machine', 'xstate', '@xstate/react'];
/** The steps whose buttons and notes the checkout or returns machine gates in the browser. */
const MACHINE_ROUTES = new Set([
  '(checkout)/checkout/login/page.tsx',
  '(checkout)/checkout/shipping/page.tsx',
  '(checkout)/checkout/payment/page.tsx',
  '(checkout)/checkout/summary/page.tsx',
  '(shop)/myaccount/returns/productselection/page.tsx',
  '(shop)/myaccount/returns/confirm/page.tsx',
]);

const routes = routeGraphs().map((graph) => [graph.route, graph] as const);

describe('packages a page loads with it', () => {
  it.each(routes)('%s loads no Apollo Client, graphql or rxjs', (_route, graph) => {
    expect(NEVER_WITH_A_PAGE.filter((name) => graph.clientPackages.has(name)).map((name) => `${name} (${[...graph.clientPackages.get(name)!].join(', ')})`)).toEqual([]);
  });

  it.each(routes.filter(([route]) => !MACHINE_ROUTES.has(route)))('%s loads no XState', (_route, graph) => {
    expect(MACHINE.filter((name) => graph.clientPackages.has(name)).map((name) => `${name} (${[...graph.clientPackages.get(name)!].join(', ')})`)).toEqual([]);
  });

  it('sees the packages where they are imported', () => {
    const summary = routes.find(([route]) => route === '(checkout)/checkout/summary/page.tsx')![1];
    expect(summary.clientPackages.has('@tafel/checkout-machine')).toBe(true);
    // The submit panel's Apollo Client is loaded with import(): among its lazy files, not its packages.
    expect([...summary.lazyClientFiles].some((file) => file.endsWith('lib/shop-api/apollo-client.ts'))).toBe(true);
  });
});
