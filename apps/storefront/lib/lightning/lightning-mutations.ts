// Server-only: the lightning mutations for the server actions (components/lightning/actions.ts),
// with the cart id lifecycle of the normal add (spec §4: the cart is created on first need).
import { AddLightningDealToCartDocument, RefreshLightningReservationDocument } from '@tafel/graphql-schema/storefront';
import { headers } from 'next/headers';
import { completeCartSession, createCartSession, type CartSession } from '@/lib/cart/cart-mutations';
import type { Translator } from '@/lib/i18n/i18n';
import { orchestratorRequest } from '@/lib/shop-api/orchestrator';
import { readSession, writeSession } from '@/lib/session/session';
import { requestOptionsFor } from '@/lib/session/session-cookies';
import { config } from '@/lib/site/config';
import { browserAddress, clientAddressHeaders } from '@/lib/support/client-address';
import { interpretLightningResult, type LightningOutcome } from './lightning-result';

type Messages = Pick<Translator, 'message' | 'has'>;

/**
 * The shopper's address for the orchestrator's per-address limit on lightning adds and refreshes
 * (X-Tafel-Client-IP with the internal secret, behind a trusted proxy): without it every shopper
 * would count as the storefront server's one address.
 */
async function addressHeaders(): Promise<Record<string, string>> {
  const { trustedProxyHops, internalApiSecret } = config();
  return clientAddressHeaders(browserAddress((await headers()).get('x-forwarded-for'), trustedProxyHops), internalApiSecret);
}

async function storeNewSession(outcome: LightningOutcome): Promise<LightningOutcome> {
  if (outcome.kind === 'updated' && outcome.newSession) await writeSession(outcome.newSession);
  return outcome;
}

/**
 * Adds an item at its deal price (the orchestrator reserves it for 15 minutes). Without cart
 * cookies a cart is created first; a stored cart that is gone gets a new one and one more try.
 */
export async function addLightningDeal(itemId: string, quantity: number, i18n: Messages): Promise<LightningOutcome> {
  const address = await addressHeaders();
  const add = async (session: CartSession) =>
    interpretLightningResult(
      (
        await orchestratorRequest(
          AddLightningDealToCartDocument,
          { input: { cartId: session.cartId, itemId, quantity } },
          { ...requestOptionsFor(session), headers: address },
        )
      ).addLightningDealToCart,
      i18n,
    );
  const cookies = await readSession();
  const existing = completeCartSession(cookies);
  let outcome = await add(existing ?? (await createCartSession(cookies.jwt)));
  if (outcome.kind === 'cartNotFound' && existing) outcome = await add(await createCartSession(cookies.jwt));
  return storeNewSession(outcome);
}

/** Claims the cart's expired reservation again ("Erneut reservieren" in the basket). */
export async function refreshLightningReservation(i18n: Messages): Promise<LightningOutcome> {
  const session = completeCartSession(await readSession());
  if (!session) return { kind: 'cartNotFound' };
  const data = await orchestratorRequest(
    RefreshLightningReservationDocument,
    { input: { cartId: session.cartId } },
    { ...requestOptionsFor(session), headers: await addressHeaders() },
  );
  return storeNewSession(interpretLightningResult(data.refreshLightningReservation, i18n));
}
