import type { TestOrchestrator } from './orchestrator.js';
import type { TestUpstream } from './upstream.js';

/**
 * The stand-in's reservation length for new lightning adds, refreshes and extends (its test hook
 * `/__faults/lightning-reservation`); null restores its 15 minutes.
 */
export async function setReservationLength(upstream: TestUpstream, ms: number | null): Promise<void> {
  const response = await fetch(`${upstream.url}/__faults/lightning-reservation`, ms === null ? { method: 'DELETE' } : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ms }) });
  if (!response.ok) throw new Error(`/__faults/lightning-reservation answered ${response.status}`);
}

/** Runs `work` while reservations last `ms`, and restores the 15 minutes whatever happens. */
export async function withReservationLength<T>(upstream: TestUpstream, ms: number, work: () => Promise<T>): Promise<T> {
  await setReservationLength(upstream, ms);
  try {
    return await work();
  } finally {
    await setReservationLength(upstream, null);
  }
}

/** Polls `probe` until it answers true; fails after `timeoutMs` with `what` (generous deadlines: CI machines are loaded). */
export async function waitUntil(what: string, probe: () => Promise<boolean>, timeoutMs = 20_000, everyMs = 50): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await probe()) return;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  throw new Error(`${what}: not within ${timeoutMs} ms`);
}

/** A cart's lines with their lightning split, as the lightning specs select them (LIGHTNING_LINES). */
export interface LightningLine {
  itemId: string;
  quantity: number;
  quantityLightning: number;
  quantityNormal: number;
  isLightningDeal: boolean;
  unitPrice: { amount: number };
  pricePerUnitLightning: { amount: number } | null;
}

/** The selection of a Cart's lines that LightningLine describes. */
export const LIGHTNING_LINES = 'lines { itemId quantity quantityLightning quantityNormal isLightningDeal unitPrice { amount } pricePerUnitLightning { amount } }';

/** The cart's lines as its shopper (`cart.userId`) reads them through the orchestrator; fails unless the answer is the Cart. */
export async function lightningCartLines(orchestrator: TestOrchestrator, cart: { cartId: string; userId: string }): Promise<LightningLine[]> {
  const answer = await orchestrator.graphql<{ cart: { __typename: string; lines?: LightningLine[] } }>(
    `query ($cartId: ID!) { cart(cartId: $cartId) { __typename ... on Cart { ${LIGHTNING_LINES} } } }`,
    { cartId: cart.cartId },
    cart.userId,
  );
  const lines = answer.data?.cart.lines;
  if (answer.data?.cart.__typename !== 'Cart' || lines === undefined) throw new Error(`cart ${cart.cartId}: expected the Cart, got ${JSON.stringify(answer)}`);
  return lines;
}
