// The abuse cases of issue 22 against a running stack (used by bench.mjs): each must be refused
// cheaply, /healthz must keep answering, and the orchestrator's memory must stay bounded.
//   abuse_refusal_p99_ms                 p99 latency of the refusals, sent straight to the orchestrator
//   abuse_refusal_via_storefront_p99_ms  the same for 10 × 1,400 cart aliases through /api/shop/
//   abuse_healthz_max_ms                 slowest /healthz answer while the abuse ran
//   rss_after_abuse_mb                   orchestrator resident memory after all rounds
import { percentile } from './bench-workflow.mjs';

const aliased = (count, field) => `query Abuse { ${Array.from({ length: count }, (_, i) => `a${i}: ${field}`).join(' ')} }`;

/** The requests, as JSON bodies (encoded once: the load generator shares the machine). */
function abuseBodies() {
  const checkout =
    'checkout(cartId: "00000000-0000-4000-8000-000000000000") { __typename ... on Checkout { id cartId version } ... on CheckoutNotFoundError { errorCode messageKey message } }';
  return {
    // 5,000 aliases of checkout in one request of about 850 kB.
    checkoutAliases: Buffer.from(JSON.stringify({ query: aliased(5000, checkout) })),
    // 10 operations × 1,400 cart aliases (each under the storefront's 100 kB per query).
    cartAliasBatch: Buffer.from(JSON.stringify(Array.from({ length: 10 }, () => ({ query: aliased(1400, 'cart(cartId: "c") { __typename }') })))),
    // A batch array of 500 createCart.
    createCartBatch: Buffer.from(JSON.stringify(Array.from({ length: 500 }, () => ({ query: 'mutation { createCart { cartId userId } }' })))),
  };
}

/** POSTs `body`; resolves the latency in ms, rejects unless the answer is a refusal (4xx with BAD_USER_INPUT). */
async function refusal(url, body) {
  const started = performance.now();
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  const text = await response.text();
  const elapsed = performance.now() - started;
  if (response.status < 400 || response.status >= 500 || !text.includes('BAD_USER_INPUT')) {
    throw new Error(`not refused: HTTP ${response.status} ${text.slice(0, 200)}`);
  }
  return elapsed;
}

/**
 * Sends `rounds` of each abuse case (two at a time) while /healthz is polled every 50 ms.
 * `rss()` reads the orchestrator's resident memory in MB.
 */
export async function benchAbuse({ orchestratorUrl, storefrontUrl, rss, rounds = 40 }) {
  const bodies = abuseBodies();
  const graphqlUrl = `${orchestratorUrl}/graphql`;
  const healthz = [];
  let polling = true;
  const poller = (async () => {
    while (polling) {
      const started = performance.now();
      const response = await fetch(`${orchestratorUrl}/healthz`);
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`/healthz answered ${response.status} during the abuse`);
      healthz.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  const direct = [];
  const viaStorefront = [];
  try {
    // Warm-up: the first requests compile code paths.
    for (const body of Object.values(bodies)) await refusal(graphqlUrl, body);
    for (let round = 0; round < rounds; round += 1) {
      for (const body of Object.values(bodies)) {
        direct.push(...(await Promise.all([refusal(graphqlUrl, body), refusal(graphqlUrl, body)])));
      }
      viaStorefront.push(await refusal(`${storefrontUrl}/api/shop/`, bodies.cartAliasBatch));
    }
  } finally {
    polling = false;
    await poller;
  }
  direct.sort((a, b) => a - b);
  viaStorefront.sort((a, b) => a - b);
  return {
    abuse_requests: direct.length + viaStorefront.length,
    abuse_refusal_p50_ms: percentile(direct, 50),
    abuse_refusal_p99_ms: percentile(direct, 99),
    abuse_refusal_via_storefront_p99_ms: percentile(viaStorefront, 99),
    abuse_healthz_max_ms: Math.max(0, ...healthz),
    rss_after_abuse_mb: rss(),
  };
}
