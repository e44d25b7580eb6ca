import {
  AddToCartDocument,
  ApplyVoucherDocument,
  ChangeCartLineQuantityDocument,
  CreateCartDocument,
  RemoveCartLineDocument,
  RemoveVoucherDocument,
  UndoRemoveCartLineDocument,
} from '@tafel/graphql-schema/storefront';
import { interpretCartChange, interpretCartMutation, type CartMutationOutcome } from './cart-result';
import { accountAddressHeaders } from '@/lib/account/address-headers';
import { orderAwaitsPayment } from '@/lib/checkout/checkout';
import type { Translator } from '@/lib/i18n/i18n';
import { orchestratorRequest } from '@/lib/shop-api/orchestrator';
import { readSession, writeSession, type Session as CookieSession } from '@/lib/session/session';
import { requestOptionsFor } from '@/lib/session/session-cookies';

// Server-only helpers for the cart server actions: they own the cart id lifecycle (spec §4).

/** A cart session the orchestrator can work with; the token goes along when the visitor has one. */
type Session = { cartId: string; userId: string; jwt?: string | undefined };

function complete(session: CookieSession): Session | null {
  return session.cartId && session.userId ? { cartId: session.cartId, userId: session.userId, jwt: session.jwt } : null;
}

/** Creates a cart and stores its ids in the cookies (spec §4: created on first need). */
async function createSession(jwt: string | undefined): Promise<Session> {
  const { createCart } = await orchestratorRequest(CreateCartDocument, {}, { jwt });
  await writeSession(createCart);
  return { ...createCart, jwt };
}

async function storeNewSession(outcome: CartMutationOutcome): Promise<CartMutationOutcome> {
  if (outcome.kind === 'updated' && outcome.newSession) await writeSession(outcome.newSession);
  return outcome;
}

/**
 * A cart refused as already ordered may be one whose order waits for its payment at the provider
 * (spec §4: the new cart id comes only with the confirmation). The shopper then hears that, with
 * the way to the order, rather than "already ordered".
 */
async function explainSubmitted(outcome: CartMutationOutcome, session: Session): Promise<CartMutationOutcome> {
  if (outcome.kind !== 'cartSubmitted') return outcome;
  return (await orderAwaitsPayment(session)) ? { kind: 'awaitingPayment' } : outcome;
}

/**
 * Adds an item. Without cart cookies a cart is created first; when the stored cart is gone
 * (CartNotFoundError) a new one is created and the add is tried once more.
 */
export async function addItemToCart(itemId: string, quantity: number, i18n: Pick<Translator, 'message' | 'has'>): Promise<CartMutationOutcome> {
  const add = async (session: Session) =>
    interpretCartMutation(
      (await orchestratorRequest(AddToCartDocument, { input: { cartId: session.cartId, itemId, quantity } }, requestOptionsFor(session)))
        .addToCart,
      i18n,
    );

  // A cart created here goes with the visitor's login, if there is one.
  const cookies = await readSession();
  const existing = complete(cookies);
  let session = existing ?? (await createSession(cookies.jwt));
  let outcome = await add(session);
  if (outcome.kind === 'cartNotFound' && existing) {
    session = await createSession(cookies.jwt);
    outcome = await add(session);
  }
  return storeNewSession(await explainSubmitted(outcome, session));
}

/** Sets the quantity of a cart line; a visitor without cart cookies has no line to change. */
export async function changeLineQuantity(lineId: string, quantity: number, i18n: Pick<Translator, 'message' | 'has'>): Promise<CartMutationOutcome> {
  const session = complete(await readSession());
  if (!session) return { kind: 'cartNotFound' };
  const data = await orchestratorRequest(
    ChangeCartLineQuantityDocument,
    { input: { cartId: session.cartId, lineId, quantity } },
    requestOptionsFor(session),
  );
  return storeNewSession(await explainSubmitted(interpretCartMutation(data.changeCartLineQuantity, i18n), session));
}

/** Removes a cart line. */
export async function removeLine(lineId: string, i18n: Pick<Translator, 'message' | 'has'>): Promise<CartMutationOutcome> {
  const session = complete(await readSession());
  if (!session) return { kind: 'cartNotFound' };
  const data = await orchestratorRequest(RemoveCartLineDocument, { input: { cartId: session.cartId, lineId } }, requestOptionsFor(session));
  return storeNewSession(await explainSubmitted(interpretCartMutation(data.removeCartLine, i18n), session));
}

/** Puts back the line removed last (spec §4: within 8 s). */
export async function undoRemoveLine(lineId: string, i18n: Pick<Translator, 'message' | 'has'>): Promise<CartMutationOutcome> {
  const session = complete(await readSession());
  if (!session) return { kind: 'cartNotFound' };
  const data = await orchestratorRequest(UndoRemoveCartLineDocument, { input: { cartId: session.cartId, lineId } }, requestOptionsFor(session));
  return explainSubmitted(interpretCartChange(data.undoRemoveCartLine, i18n), session);
}

/** Adds (`apply`) or removes a voucher code; the orchestrator checks the code and limits the attempts. */
export async function changeVoucher(change: 'apply' | 'remove', code: string, i18n: Pick<Translator, 'message' | 'has'>): Promise<CartMutationOutcome> {
  const session = complete(await readSession());
  if (!session) return { kind: 'cartNotFound' };
  const input = { input: { cartId: session.cartId, code } };
  // The browser's address: the orchestrator limits voucher attempts per address too.
  const options = { ...requestOptionsFor(session), headers: await accountAddressHeaders() };
  const result = change === 'apply' ? (await orchestratorRequest(ApplyVoucherDocument, input, options)).applyVoucher : (await orchestratorRequest(RemoveVoucherDocument, input, options)).removeVoucher;
  return explainSubmitted(interpretCartChange(result, i18n), session);
}

// The lightning deals' add at the deal price (lib/lightning/lightning-mutations.ts) owns the cart
// id lifecycle the same way.
/**
 * Sends a cart call with the visitor's cart, made on first need; when the stored cart is gone
 * (CartNotFoundError) a new one is created and the call is sent once more (spec §4).
 */
export async function sendWithCart<T extends { __typename?: string }>(send: (session: Session) => Promise<T>): Promise<T> {
  const stored = await readSession();
  const answer = await send(complete(stored) ?? (await createSession(stored.jwt)));
  return answer.__typename === 'CartNotFoundError' ? send(await createSession(stored.jwt)) : answer;
}

export { complete as completeCartSession, createSession as createCartSession, type Session as CartSession };
