'use server';

import { TransferWishlistEntryDocument, WishlistsDocument, type WishlistTransferMode } from '@tafel/graphql-schema/storefront';
import { revalidatePath } from 'next/cache';
import { orchestratorRequest } from '@/lib/shop-api/orchestrator';
import { readSession } from '@/lib/session/session';
import { requestOptionsFor } from '@/lib/session/session-cookies';
import { currentTranslator } from '@/lib/site/site';
import { WISHLIST_PATH } from '@/lib/wishlist/wishlist-view';

// The entry options dialog's server side (spec §2 wishlistEntryOptions "open lists"): the lists an
// entry can go to, and the move or copy. Answers carry a message in the shop language.

export interface EntryTarget {
  id: string;
  name: string;
  /** Holds 200 entries: only an article it already has can still go there (the quantity is added). */
  full: boolean;
}

export interface TransferState {
  ok: boolean;
  message: string;
  /** Moved or copied; false also for a move that went only half way (the entry is on both lists). */
  done: boolean;
  targetName?: string;
}

/** The upstream's limit of entries per list (stand-in README, Wishlists). */
const MAX_ENTRIES = 200;

/** The caller's other lists they may add to (editor or above), read fresh when the dialog opens. */
export async function entryTargetsAction(sourceId: string): Promise<EntryTarget[]> {
  try {
    const { wishlists } = await orchestratorRequest(WishlistsDocument, { activeId: null }, requestOptionsFor(await readSession()));
    return wishlists.lists.filter((l) => l.id !== sourceId && l.rights.canEditEntries).map((l) => ({ id: l.id, name: l.name, full: l.entryCount >= MAX_ENTRIES }));
  } catch (error) {
    console.error('[storefront] wishlist targets unavailable', error instanceof Error ? error.message : error);
    return [];
  }
}

/** Moves or copies an entry; the orchestrator checks the roles on both lists again. */
export async function transferEntryAction(input: { wishlistId: string; entryId: string; targetWishlistId: string; mode: WishlistTransferMode; product: string }): Promise<TransferState> {
  const i18n = await currentTranslator();
  try {
    const { wishlistId, entryId, targetWishlistId, mode } = input;
    const { transferWishlistEntry: answer } = await orchestratorRequest(TransferWishlistEntryDocument, { input: { wishlistId, entryId, targetWishlistId, mode } }, requestOptionsFor(await readSession()));
    if (answer.__typename === 'WishlistEntryTransferred') {
      revalidatePath(WISHLIST_PATH);
      const key = answer.mode === 'MOVE' ? 'ui.wishlist.entry.moved' : 'ui.wishlist.entry.copied';
      return { ok: true, done: true, message: i18n.message(key, { product: input.product, list: answer.target.name }), targetName: answer.target.name };
    }
    if (answer.__typename === 'WishlistEntryMoveIncomplete') {
      revalidatePath(WISHLIST_PATH);
      // Both facts: where it is now, and why it is still here.
      return { ok: false, done: false, message: `${i18n.message(answer.messageKey, { list: answer.target.name })} ${i18n.message(answer.reasonKey)}`, targetName: answer.target.name };
    }
    const key = (answer.__typename === 'ValidationError' ? answer.fieldErrors[0]?.messageKey : undefined) ?? ('messageKey' in answer ? answer.messageKey : undefined) ?? 'vue.cart.error.somethingWentWrong';
    return { ok: false, done: false, message: i18n.message(key) };
  } catch (error) {
    console.error('[storefront] wishlist transfer failed', error instanceof Error ? error.message : error);
    return { ok: false, done: false, message: i18n.message('vue.cart.error.somethingWentWrong') };
  }
}
