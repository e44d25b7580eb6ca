'use server';

import {
  AddToWishlistDocument,
  AddWishlistCommentDocument,
  ChangeWishlistDescriptionDocument,
  CreateWishlistInviteLinkDocument,
  ImportSharedWishlistDocument,
  DeleteWishlistCommentDocument,
  ShareWishlistDocument,
  SetDefaultWishlistDocument,
  AddWishlistToCartDocument,
  ChangeWishlistQuantityDocument,
  ChangeWishlistVariantDocument,
  CreateCartDocument,
  CreateWishlistDocument,
  DeleteWishlistDocument,
  RemoveProductFromWishlistDocument,
  RemoveWishlistEntryDocument,
  RenameWishlistDocument,
  SetActiveWishlistDocument,
} from '@tafel/graphql-schema/storefront';
import { revalidatePath } from 'next/cache';
import { cookies } from 'next/headers';
import type { Translator } from '@/lib/i18n/i18n';
import { orchestratorRequest } from '@/lib/shop-api/orchestrator';
import { readSession, writeSession } from '@/lib/session/session';
import { requestOptionsFor } from '@/lib/session/session-cookies';
import { config } from '@/lib/site/config';
import { sendWithCart } from '@/lib/cart/cart-mutations';
import { currentTranslator } from '@/lib/site/site';
import { ACTIVE_WISHLIST_COOKIE, isShareToken, SHARE_ROLES, WISHLIST_PATH } from '@/lib/wishlist/wishlist-view';

// The wishlist changes of the page, the heart and the product page (issue 29). Each answers a
// message in the shop language instead of throwing (spec §8: error toast with the server message).

export interface WishlistActionState {
  ok: boolean;
  message: string;
  /** The list the change went to (heart: the toast names it; create: the new active list). */
  listId?: string;
  listName?: string;
}

export interface RemovedEntryState extends WishlistActionState {
  index: number;
  lastItemRemoved: boolean;
  removed: { productId: string; itemId: string | null; quantity: number; name: string } | null;
}

type Failure = { __typename: string; messageKey?: string; fieldErrors?: readonly { messageKey: string }[] };

const YEAR_S = 365 * 24 * 60 * 60;

async function setActiveCookie(id: string | null): Promise<void> {
  const jar = await cookies();
  if (id) jar.set(ACTIVE_WISHLIST_COOKIE, id, { maxAge: YEAR_S, httpOnly: true, sameSite: 'lax', secure: config().secureCookies, path: '/' });
  else jar.delete(ACTIVE_WISHLIST_COOKIE);
}

function failed(answer: Failure, i18n: Translator): WishlistActionState {
  const key = answer.fieldErrors?.[0]?.messageKey ?? answer.messageKey ?? 'vue.cart.error.somethingWentWrong';
  return { ok: false, message: i18n.message(key) };
}

/** Runs a change; an unreachable orchestrator or a refused argument is the generic message. */
async function guarded<T extends WishlistActionState>(work: (i18n: Translator) => Promise<T>, fallback: (message: string) => T): Promise<T> {
  const i18n = await currentTranslator();
  try {
    return await work(i18n);
  } catch (error) {
    console.error('[storefront] wishlist change failed', error instanceof Error ? error.message : error);
    return fallback(i18n.message('vue.cart.error.somethingWentWrong'));
  }
}

const plain = (message: string): WishlistActionState => ({ ok: false, message });

/** A visitor needs a user id for a merkzettel: made like the cart's, on the first add (spec §4). */
async function sessionForAdd() {
  const session = await readSession();
  if (session.userId || session.jwt) return requestOptionsFor(session);
  const { createCart } = await orchestratorRequest(CreateCartDocument, {}, {});
  await writeSession(createCart);
  return { userId: createCart.userId };
}

export async function selectWishlistAction(wishlistId: string): Promise<WishlistActionState> {
  return guarded(async (i18n) => {
    const { setActiveWishlist: answer } = await orchestratorRequest(SetActiveWishlistDocument, { input: { wishlistId } }, requestOptionsFor(await readSession()));
    if (answer.__typename !== 'WishlistChanged') return failed(answer, i18n);
    await setActiveCookie(answer.wishlist.id);
    revalidatePath(WISHLIST_PATH);
    return { ok: true, message: '', listId: answer.wishlist.id };
  }, plain);
}

/** Makes the list the customer's default list (editor or above; the orchestrator checks). */
export async function setDefaultWishlistAction(wishlistId: string): Promise<WishlistActionState> {
  return guarded(async (i18n) => {
    const { setDefaultWishlist: answer } = await orchestratorRequest(SetDefaultWishlistDocument, { input: { wishlistId } }, requestOptionsFor(await readSession()));
    if (answer.__typename !== 'WishlistChanged') return failed(answer, i18n);
    revalidatePath(WISHLIST_PATH);
    return { ok: true, message: i18n.message(answer.messageKey) };
  }, plain);
}

export async function createWishlistAction(_previous: WishlistActionState, form: FormData): Promise<WishlistActionState> {
  return guarded(async (i18n) => {
    const name = String(form.get('name') ?? '');
    const { createWishlist: answer } = await orchestratorRequest(CreateWishlistDocument, { input: { name } }, requestOptionsFor(await readSession()));
    if (answer.__typename !== 'WishlistChanged') return failed(answer, i18n);
    await setActiveCookie(answer.wishlist.id);
    revalidatePath(WISHLIST_PATH);
    return { ok: true, message: i18n.message(answer.messageKey), listId: answer.wishlist.id, listName: answer.wishlist.name };
  }, plain);
}

export async function renameWishlistAction(_previous: WishlistActionState, form: FormData): Promise<WishlistActionState> {
  return guarded(async (i18n) => {
    const input = { wishlistId: String(form.get('wishlistId') ?? ''), name: String(form.get('name') ?? '') };
    const { renameWishlist: answer } = await orchestratorRequest(RenameWishlistDocument, { input }, requestOptionsFor(await readSession()));
    if (answer.__typename !== 'WishlistChanged') return failed(answer, i18n);
    revalidatePath(WISHLIST_PATH);
    return { ok: true, message: i18n.message(answer.messageKey) };
  }, plain);
}

/** Shares the list with a colleague by e-mail; the orchestrator checks the address and the right. */
export async function shareWishlistAction(_previous: WishlistActionState, form: FormData): Promise<WishlistActionState> {
  return guarded(async (i18n) => {
    const role = SHARE_ROLES.find((r) => r === form.get('role'));
    if (!role) return { ok: false, message: i18n.message('vue.wishlist.error.invalidInput') };
    const input = { wishlistId: String(form.get('wishlistId') ?? ''), email: String(form.get('email') ?? ''), role };
    const { shareWishlist: answer } = await orchestratorRequest(ShareWishlistDocument, { input }, requestOptionsFor(await readSession()));
    if (answer.__typename !== 'WishlistChanged') return failed(answer, i18n);
    revalidatePath(WISHLIST_PATH);
    return { ok: true, message: i18n.message(answer.messageKey) };
  }, plain);
}

export async function deleteWishlistAction(wishlistId: string): Promise<WishlistActionState> {
  return guarded(async (i18n) => {
    const { deleteWishlist: answer } = await orchestratorRequest(DeleteWishlistDocument, { input: { wishlistId } }, requestOptionsFor(await readSession()));
    if (answer.__typename !== 'WishlistDeleted') return failed(answer, i18n);
    const jar = await cookies();
    if (jar.get(ACTIVE_WISHLIST_COOKIE)?.value === wishlistId) await setActiveCookie(null);
    revalidatePath(WISHLIST_PATH);
    return { ok: true, message: i18n.message(answer.messageKey) };
  }, plain);
}

/** The heart and the undo row: puts a product (and item) on a list; without a list the default one. */
export async function addToWishlistAction(input: { productId: string; itemId: string | null; quantity?: number; wishlistId?: string | null }): Promise<WishlistActionState> {
  return guarded(async (i18n) => {
    const options = await sessionForAdd();
    const { addToWishlist: answer } = await orchestratorRequest(
      AddToWishlistDocument,
      { input: { productId: input.productId, itemId: input.itemId, quantity: input.quantity ?? 1, wishlistId: input.wishlistId ?? null } },
      options,
    );
    if (answer.__typename !== 'WishlistEntryAdded') return failed(answer, i18n);
    revalidatePath('/', 'layout');
    return { ok: true, message: i18n.message(answer.messageKey), listId: answer.wishlist.id, listName: answer.wishlist.name };
  }, plain);
}

function removedState(
  answer: Extract<Awaited<ReturnType<typeof removeCall>>, { __typename: string }>,
  i18n: Translator,
): RemovedEntryState {
  if (answer.__typename !== 'WishlistEntryRemoved') return { ...failed(answer, i18n), index: -1, lastItemRemoved: false, removed: null };
  return {
    ok: true,
    message: i18n.message(answer.messageKey, { product: answer.removed.name, list: answer.wishlist.name }),
    listId: answer.wishlist.id,
    listName: answer.wishlist.name,
    index: answer.index,
    lastItemRemoved: answer.lastItemRemoved,
    removed: { productId: answer.removed.productId, itemId: answer.removed.itemId ?? null, quantity: answer.removed.quantity, name: answer.removed.name },
  };
}

async function removeCall(wishlistId: string, entryId: string) {
  return (await orchestratorRequest(RemoveWishlistEntryDocument, { input: { wishlistId, entryId } }, requestOptionsFor(await readSession()))).removeWishlistEntry;
}

const noRemoval = (message: string): RemovedEntryState => ({ ok: false, message, index: -1, lastItemRemoved: false, removed: null });

export async function removeEntryAction(wishlistId: string, entryId: string): Promise<RemovedEntryState> {
  return guarded(async (i18n) => {
    const state = removedState(await removeCall(wishlistId, entryId), i18n);
    if (state.ok) revalidatePath('/', 'layout');
    return state;
  }, noRemoval);
}

/** The heart: removes the product (by item id for variants, else product id) from a list or the default one. */
export async function removeFromWishlistAction(input: { productId: string; itemId: string | null; wishlistId?: string | null }): Promise<RemovedEntryState> {
  return guarded(async (i18n) => {
    const { removeProductFromWishlist: answer } = await orchestratorRequest(
      RemoveProductFromWishlistDocument,
      { input: { productId: input.productId, itemId: input.itemId, wishlistId: input.wishlistId ?? null } },
      requestOptionsFor(await readSession()),
    );
    const state = removedState(answer, i18n);
    if (state.ok) revalidatePath('/', 'layout');
    return state;
  }, noRemoval);
}

export async function changeQuantityAction(wishlistId: string, entryId: string, quantity: number): Promise<WishlistActionState> {
  return guarded(async (i18n) => {
    const { changeWishlistQuantity: answer } = await orchestratorRequest(ChangeWishlistQuantityDocument, { input: { wishlistId, entryId, quantity } }, requestOptionsFor(await readSession()));
    if (answer.__typename !== 'WishlistChanged') return failed(answer, i18n);
    revalidatePath(WISHLIST_PATH);
    return { ok: true, message: '' };
  }, plain);
}

export async function changeVariantAction(wishlistId: string, entryId: string, itemId: string): Promise<WishlistActionState> {
  return guarded(async (i18n) => {
    const { changeWishlistVariant: answer } = await orchestratorRequest(ChangeWishlistVariantDocument, { input: { wishlistId, entryId, itemId } }, requestOptionsFor(await readSession()));
    if (answer.__typename !== 'WishlistChanged') return failed(answer, i18n);
    revalidatePath(WISHLIST_PATH);
    return { ok: true, message: i18n.message(answer.messageKey) };
  }, plain);
}

export async function addCommentAction(_previous: WishlistActionState, form: FormData): Promise<WishlistActionState> {
  return guarded(async (i18n) => {
    const input = { wishlistId: String(form.get('wishlistId') ?? ''), entryId: String(form.get('entryId') ?? ''), comment: String(form.get('comment') ?? '') };
    const { addWishlistComment: answer } = await orchestratorRequest(AddWishlistCommentDocument, { input }, requestOptionsFor(await readSession()));
    if (answer.__typename !== 'WishlistCommentAdded') return failed(answer, i18n);
    revalidatePath(WISHLIST_PATH);
    return { ok: true, message: i18n.message(answer.messageKey) };
  }, plain);
}

/** Deletes a comment; the orchestrator refuses one not marked deletable for the caller (spec §6). */
export async function deleteCommentAction(wishlistId: string, commentId: string): Promise<WishlistActionState> {
  return guarded(async (i18n) => {
    const { deleteWishlistComment: answer } = await orchestratorRequest(DeleteWishlistCommentDocument, { input: { wishlistId, commentId } }, requestOptionsFor(await readSession()));
    if (answer.__typename !== 'WishlistCommentDeleted') return failed(answer, i18n);
    revalidatePath(WISHLIST_PATH);
    return { ok: true, message: i18n.message(answer.messageKey) };
  }, plain);
}

export interface WishlistCartState extends WishlistActionState {
  /** What went in, for add_to_cart tracking. */
  added: { itemId: string; name: string; quantity: number; lightningDeal: boolean }[];
}

/** One or all entries into the cart (spec §4); a cart is made on first need, a lost one replaced once. */
export async function addWishlistToCartAction(wishlistId: string, entryIds: string[] | null): Promise<WishlistCartState> {
  return guarded(
    async (i18n) => {
      const answer = await sendWithCart(
        async (cart) => (await orchestratorRequest(AddWishlistToCartDocument, { input: { wishlistId, cartId: cart.cartId, entryIds } }, requestOptionsFor(cart))).addWishlistToCart,
      );
      if (answer.__typename !== 'WishlistAddedToCart') return { ...failed(answer, i18n), added: [] };
      if (answer.newSession) await writeSession(answer.newSession);
      const names = (lines: readonly { name: string }[]) => lines.map((l) => l.name).join(', ');
      const parts = [
        answer.successfullyAdded.length > 0 ? i18n.t('ui.wishlist.addedToCart', { count: answer.successfullyAdded.length }) : null,
        answer.quantityChanged.length > 0 ? i18n.t('ui.wishlist.quantityChanged', { names: names(answer.quantityChanged) }) : null,
        answer.variantsToChoose.length > 0 ? i18n.t('ui.wishlist.variantsToChoose', { names: names(answer.variantsToChoose) }) : null,
        answer.maxInCart.length > 0 ? i18n.t('ui.wishlist.maxInCart', { names: names(answer.maxInCart) }) : null,
        answer.notAvailable.length > 0 ? i18n.t('ui.wishlist.notAvailable', { names: names(answer.notAvailable) }) : null,
      ].filter((p): p is string => p !== null);
      revalidatePath('/', 'layout');
      return {
        ok: answer.successfullyAdded.length > 0,
        message: parts.join(' '),
        added: answer.successfullyAdded.map((l) => ({ itemId: l.itemId ?? '', name: l.name, quantity: l.quantity, lightningDeal: l.lightningDeal })),
      };
    },
    (message) => ({ ok: false, message, added: [] }),
  );
}

/** Sets or clears the list's description (creator or admin; the orchestrator checks). */
export async function describeWishlistAction(_previous: WishlistActionState, form: FormData): Promise<WishlistActionState> {
  return guarded(async (i18n) => {
    const input = { wishlistId: String(form.get('wishlistId') ?? ''), description: String(form.get('description') ?? '') };
    const { changeWishlistDescription: answer } = await orchestratorRequest(ChangeWishlistDescriptionDocument, { input }, requestOptionsFor(await readSession()));
    if (answer.__typename !== 'WishlistChanged') return failed(answer, i18n);
    revalidatePath(WISHLIST_PATH);
    return { ok: true, message: i18n.message(answer.messageKey) };
  }, plain);
}

export interface InviteLinkState extends WishlistActionState {
  /** The shop path of the link (/myaccount/wishlist/?share_data=…); the browser puts its origin before it. */
  path?: string;
}

/** An invite link to the list in a role (creator or admin; the orchestrator checks). */
export async function createInviteLinkAction(_previous: InviteLinkState, form: FormData): Promise<InviteLinkState> {
  return guarded(async (i18n) => {
    const role = SHARE_ROLES.find((r) => r === form.get('role'));
    if (!role) return { ok: false, message: i18n.message('vue.wishlist.error.invalidInput') };
    const input = { wishlistId: String(form.get('wishlistId') ?? ''), role };
    const { createWishlistInviteLink: answer } = await orchestratorRequest(CreateWishlistInviteLinkDocument, { input }, requestOptionsFor(await readSession()));
    if (answer.__typename !== 'WishlistInviteLinkCreated') return failed(answer, i18n);
    return { ok: true, message: i18n.message('ui.wishlist.inviteCreated'), path: answer.path };
  }, plain);
}

/**
 * Spec §6: the share_data link joins the list; it becomes the active one. A token that cannot be
 * one is refused here without a call; unknown ones the orchestrator refuses. Nothing changes then.
 */
export async function importSharedWishlistAction(token: string): Promise<WishlistActionState> {
  return guarded(async (i18n) => {
    if (!isShareToken(token)) return { ok: false, message: i18n.message('vue.wishlist.error.invalidInviteLink') };
    const { importSharedWishlist: answer } = await orchestratorRequest(ImportSharedWishlistDocument, { input: { token } }, requestOptionsFor(await readSession()));
    if (answer.__typename !== 'WishlistChanged') return failed(answer, i18n);
    await setActiveCookie(answer.wishlist.id);
    revalidatePath(WISHLIST_PATH);
    return { ok: true, message: i18n.message('ui.wishlist.imported', { list: answer.wishlist.name }), listId: answer.wishlist.id, listName: answer.wishlist.name };
  }, plain);
}
