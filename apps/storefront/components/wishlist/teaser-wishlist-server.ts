'use server';

import { AddTeaserWishlistToCartDocument, ReplaceTeaserWishlistItemDocument, TeaserWishlistTotalsDocument, type WishlistEntryFieldsFragment } from '@tafel/graphql-schema/storefront';
import { revalidatePath } from 'next/cache';
import type { Translator } from '@/lib/i18n/i18n';
import { orchestratorRequest } from '@/lib/shop-api/orchestrator';
import { readSession, writeSession } from '@/lib/session/session';
import { requestOptionsFor } from '@/lib/session/session-cookies';
import { sendWithCart } from '@/lib/cart/cart-mutations';
import { currentTranslator } from '@/lib/site/site';

// The teaser block's local quantities and variants (spec §4: a teaser list changes locally, its
// totals are fetched again). Nothing here changes the CMS list; each answers a message instead of
// throwing (spec §8: error toast with the server message).

/** One entry as the shopper set it in the block. */
export interface TeaserLocalEntry {
  entryId: string;
  itemId: string | null;
  quantity: number;
}

export interface TeaserTotalsState {
  ok: boolean;
  message: string;
  entries: { entryId: string; pay: string | null; old: string | null }[];
  total: string | null;
}

export interface TeaserVariantState {
  ok: boolean;
  message: string;
  entry: WishlistEntryFieldsFragment | null;
}

export interface TeaserCartLine {
  entryId: string;
  name: string;
  quantity: number;
}

export interface TeaserCartState {
  ok: boolean;
  message: string;
  successfullyAdded: TeaserCartLine[];
  quantityChanged: (TeaserCartLine & { requestedQuantity: number })[];
  variantsToChoose: TeaserCartLine[];
  maxInCart: TeaserCartLine[];
  notAvailable: TeaserCartLine[];
}

type Failure = { __typename: string; messageKey?: string; fieldErrors?: readonly { messageKey: string }[] };
const failure = (answer: Failure, i18n: Translator) => i18n.message(answer.fieldErrors?.[0]?.messageKey ?? answer.messageKey ?? 'vue.cart.error.somethingWentWrong');

async function guarded<T>(work: (i18n: Translator) => Promise<T>, fallback: (message: string) => T): Promise<T> {
  const i18n = await currentTranslator();
  try {
    return await work(i18n);
  } catch (error) {
    console.error('[storefront] teaser wishlist change failed', error instanceof Error ? error.message : error);
    return fallback(i18n.message('vue.cart.error.somethingWentWrong'));
  }
}

/** The totals of the locally set entries and their sum (getTotalsForTeaserWishlist through the orchestrator). */
export async function teaserTotalsAction(wishlistId: string, entries: TeaserLocalEntry[]): Promise<TeaserTotalsState> {
  return guarded(
    async () => {
      const { teaserWishlistTotals: totals } = await orchestratorRequest(TeaserWishlistTotalsDocument, { input: { wishlistId, entries } }, requestOptionsFor(await readSession()));
      if (!totals) return { ok: false, message: '', entries: [], total: null };
      return {
        ok: true,
        message: '',
        entries: totals.entries.map((e) => ({ entryId: e.entryId, pay: e.totals?.pay.formatted ?? null, old: e.totals?.old?.formatted ?? null })),
        total: totals.total.formatted,
      };
    },
    (message) => ({ ok: false, message, entries: [], total: null }),
  );
}

/** Chooses a variant for a teaser entry (the wishlistOptionsVariants modal); the list itself stays. */
export async function teaserVariantAction(wishlistId: string, entryId: string, itemId: string, quantity: number): Promise<TeaserVariantState> {
  return guarded(
    async (i18n) => {
      const { replaceTeaserWishlistItem: answer } = await orchestratorRequest(ReplaceTeaserWishlistItemDocument, { input: { wishlistId, entryId, itemId, quantity } }, requestOptionsFor(await readSession()));
      if (answer.__typename !== 'TeaserWishlistEntryChanged') return { ok: false, message: failure(answer, i18n), entry: null };
      return { ok: true, message: i18n.message(answer.messageKey), entry: answer.entry };
    },
    (message) => ({ ok: false, message, entry: null }),
  );
}

const empty = { successfullyAdded: [], quantityChanged: [], variantsToChoose: [], maxInCart: [], notAvailable: [] };

/**
 * "To cart" with the local quantities and variants (addProductsToCartFromTeaserWishlist); a cart
 * is made on first need and a lost one replaced once, as for a list's "all to cart".
 */
export async function teaserToCartAction(wishlistId: string, entries: TeaserLocalEntry[]): Promise<TeaserCartState> {
  return guarded(
    async (i18n) => {
      const answer = await sendWithCart(
        async (cart) => (await orchestratorRequest(AddTeaserWishlistToCartDocument, { input: { wishlistId, cartId: cart.cartId, entries } }, requestOptionsFor(cart))).addTeaserWishlistToCart,
      );
      if (answer.__typename !== 'WishlistAddedToCart') return { ok: false, message: failure(answer, i18n), ...empty };
      if (answer.newSession) await writeSession(answer.newSession);
      if (answer.successfullyAdded.length > 0) revalidatePath('/', 'layout');
      const lines = (from: readonly { entryId: string; name: string; quantity?: number }[]) => from.map((l) => ({ entryId: l.entryId, name: l.name, quantity: l.quantity ?? 0 }));
      return {
        ok: answer.successfullyAdded.length > 0,
        message: answer.successfullyAdded.length > 0 ? i18n.t('ui.wishlist.addedToCart', { count: answer.successfullyAdded.length }) : '',
        successfullyAdded: lines(answer.successfullyAdded),
        quantityChanged: answer.quantityChanged.map((l) => ({ entryId: l.entryId, name: l.name, quantity: l.quantity, requestedQuantity: l.requestedQuantity })),
        variantsToChoose: lines(answer.variantsToChoose),
        maxInCart: lines(answer.maxInCart),
        notAvailable: lines(answer.notAvailable),
      };
    },
    (message) => ({ ok: false, message, ...empty }),
  );
}
