// Server-only reads of the lightning deals (orchestrator-lightning.graphql). Each degrades to
// "no deal" when the orchestrator cannot answer it, so a page never fails for its deal part.
import { unstable_rethrow } from 'next/navigation';
import {
  LightningQuantityDocument,
  RunningLightningDealsDocument,
  type LightningQuantityQuery,
  type RunningLightningDealsQuery,
} from '@tafel/graphql-schema/storefront';
import { catalogueOptions } from '@/lib/listing/catalogue';
import { orchestratorRequest } from '@/lib/shop-api/orchestrator';
import { readSession } from '@/lib/session/session';
import { requestOptionsFor } from '@/lib/session/session-cookies';

export type RunningDeal = RunningLightningDealsQuery['runningLightningDeals'][number];
export type LightningQuantity = NonNullable<LightningQuantityQuery['lightningQuantity']>;

function unavailable(what: string, error: unknown) {
  unstable_rethrow(error);
  console.warn(`[storefront] lightning ${what} not available`, error instanceof Error ? error.message : error);
}

/** The running deals for the home strip; none while switched off or not readable. */
export async function getRunningDeals(): Promise<RunningDeal[]> {
  try {
    const data = await orchestratorRequest(RunningLightningDealsDocument, {}, await catalogueOptions());
    return data.lightningSwitch ? data.runningLightningDeals : [];
  } catch (error) {
    unavailable('deals', error);
    return [];
  }
}

/** What the visitor's cart may still add of this item at the deal price; null without a running deal. */
export async function getLightningQuantity(itemId: string): Promise<LightningQuantity | null> {
  try {
    const session = await readSession();
    const data = await orchestratorRequest(LightningQuantityDocument, { itemId, cartId: session.cartId ?? null }, requestOptionsFor(session));
    return data.lightningQuantity;
  } catch (error) {
    unavailable('quantity', error);
    return null;
  }
}
