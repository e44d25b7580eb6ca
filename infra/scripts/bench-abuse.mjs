// The abuse cases of issue 22 against a running stack (used by bench.mjs): each must be refused
// cheaply, /healthz must keep answering, and the orchestrator's memory must stay bounded.
//   abuse_refusal_p99_ms                 p99 latency of the refusals, sent straight to the orchestrator:
//                                        those in front of Apollo (batch, length, a field repeated
//                                        370 times — alone and ten in a batch) and those after
//                                        parsing (tokens), validation (alias, depth) and the cost check
//   abuse_refusal_<case>_p99_ms          the same per case (which rule the p99 comes from)
//   abuse_refusal_via_storefront_p99_ms  the same for 10 × 1,400 cart aliases through /api/shop/
//   abuse_healthz_max_ms                 slowest /healthz answer while the abuse ran
//   rss_after_abuse_mb                   orchestrator resident memory after all rounds
import { percentile } from './bench-support.mjs';

const aliased = (count, field) => `query Abuse { ${Array.from({ length: count }, (_, i) => `a${i}: ${field}`).join(' ')} }`;

/**
 * The issue's requests and one request per limit that parsing, validation or the cost check
 * refuses, as JSON bodies (encoded once: the load generator shares the machine), each with the
 * extensions.reason its refusal must carry.
 */
function abuseBodies() {
  const checkout =
    'checkout(cartId: "00000000-0000-4000-8000-000000000000") { __typename ... on Checkout { id cartId version } ... on CheckoutNotFoundError { errorCode messageKey message } }';
  const checkoutWithUpstreamFields =
    'checkout(cartId: "00000000-0000-4000-8000-000000000000") { ... on Checkout { cart { __typename } cartFingerprint shippingDetails { deliveryCountry } paymentDetails { selectedPaymentId } order { orderId } } }';
  const addToCart = 'addToCart(input: { cartId: "c", itemId: "10401-01", quantity: 1 }) { __typename }';
  const body = (value) => Buffer.from(JSON.stringify(value));
  const repeated = `query Same { ${'navigation { id } '.repeat(370)}}`;
  return {
    // 5,000 aliases of checkout in one request of about 850 kB.
    checkoutAliases: { body: body({ query: aliased(5000, checkout) }), reason: 'QUERY_LENGTH_LIMIT' },
    // 10 operations × 1,400 cart aliases (each under the storefront's 100 kB per query).
    cartAliasBatch: {
      body: body(Array.from({ length: 10 }, () => ({ query: aliased(1400, 'cart(cartId: "c") { __typename }') }))),
      reason: 'QUERY_LENGTH_LIMIT',
    },
    // A batch array of 500 createCart.
    createCartBatch: { body: body(Array.from({ length: 500 }, () => ({ query: 'mutation { createCart { cartId userId } }' }))), reason: 'BATCH_LIMIT' },
    // 370 × navigation { id } (1,480 tokens): validating it would compare the 370 pairwise.
    repeatedField: { body: body({ query: repeated }), reason: 'REPEATED_FIELD_LIMIT' },
    // The same ten times in one batch.
    repeatedFieldBatch: { body: body(Array.from({ length: 10 }, () => ({ query: repeated }))), reason: 'REPEATED_FIELD_LIMIT' },
    // 1,600 fields in 5 kB: parsing stops at token 1,501.
    tokens: { body: body({ query: `query Dense { navigation { ${'id '.repeat(1600)}} }` }), reason: 'TOKEN_LIMIT' },
    // 16 aliases (limit 15), refused by validation.
    aliases: { body: body({ query: aliased(16, 'navigation { id }') }), reason: 'ALIAS_LIMIT' },
    // 22 levels (limit 20), refused by validation.
    depth: { body: body({ query: `query Deep { navigation { ${'children { '.repeat(20)}id${' }'.repeat(20)} } }` }), reason: 'DEPTH_LIMIT' },
    // 15 checkouts with their five upstream-read fields: cost 960 (limit 800), priced once validated.
    cost: { body: body({ query: aliased(15, checkoutWithUpstreamFields) }), reason: 'COST_LIMIT' },
    // 15 aliased addToCart, selecting only __typename: 15 × 61 = 915.
    mutationCost: { body: body({ query: `mutation Writes { ${Array.from({ length: 15 }, (_, i) => `a${i}: ${addToCart}`).join(' ')} }` }), reason: 'COST_LIMIT' },
    // F1 … F8 each spread the next ten times, F9 is __typename: 737 characters, 10^8 fields expanded.
    fragmentChain: {
      body: body({
        query: `query Chain { ...F1 } ${Array.from({ length: 8 }, (_, i) => `fragment F${i + 1} on Query { ${`...F${i + 2} `.repeat(10)}}`).join(' ')} fragment F9 on Query { __typename }`,
      }),
      reason: 'COST_LIMIT',
    },
  };
}

/** POSTs `body`; resolves the latency in ms, rejects unless the answer is a refusal (4xx with BAD_USER_INPUT) naming `reason`. */
async function refusal(url, { body, reason }) {
  const started = performance.now();
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  const text = await response.text();
  const elapsed = performance.now() - started;
  if (response.status < 400 || response.status >= 500 || !text.includes('BAD_USER_INPUT') || !text.includes(`"reason":"${reason}"`)) {
    throw new Error(`not refused with ${reason}: HTTP ${response.status} ${text.slice(0, 200)}`);
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
  const byCase = Object.fromEntries(Object.keys(bodies).map((name) => [name, []]));
  const viaStorefront = [];
  try {
    // Warm-up: the first requests compile code paths.
    for (const request of Object.values(bodies)) await refusal(graphqlUrl, request);
    for (let round = 0; round < rounds; round += 1) {
      for (const [name, request] of Object.entries(bodies)) {
        const pair = await Promise.all([refusal(graphqlUrl, request), refusal(graphqlUrl, request)]);
        direct.push(...pair);
        byCase[name].push(...pair);
      }
      viaStorefront.push(await refusal(`${storefrontUrl}/api/shop/`, bodies.cartAliasBatch));
    }
  } finally {
    polling = false;
    await poller;
  }
  const sorted = (values) => [...values].sort((a, b) => a - b);
  const perCase = Object.fromEntries(Object.entries(byCase).map(([name, values]) => [`abuse_refusal_${snake(name)}_p99_ms`, percentile(sorted(values), 99)]));
  return {
    abuse_requests: Object.values(byCase).reduce((sum, values) => sum + values.length, 0) + viaStorefront.length,
    abuse_refusal_p50_ms: percentile(sorted(direct), 50),
    abuse_refusal_p99_ms: percentile(sorted(direct), 99),
    ...perCase,
    abuse_refusal_via_storefront_p99_ms: percentile(sorted(viaStorefront), 99),
    abuse_healthz_max_ms: Math.max(0, ...healthz),
    rss_after_abuse_mb: rss(),
  };
}

const snake = (name) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
