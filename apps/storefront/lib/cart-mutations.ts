import {
  AddToCartDocument,
  ChangeCartLineQuantityDocument,
  CreateCartDocument,
  RemoveCartLineDocument,
} from '@tafel/graphql-schema/storefront';
import { interpretCartMutation, type CartMutationOutcome } from './cart-result';
import { orchestratorRequest } from './orchestrator';
import { readSession, writeSession, type CartSessionIds } from './session';

// Server-only helpers for the cart server actions: they own the cart id lifecycle (spec §4).

type Session = { cartId: string; userId: string };

function complete(session: CartSessionIds): Session | null {
  return session.cartId && session.userId ? { cartId: session.cartId, userId: session.userId } : null;
}

/** Creates a cart and stores its ids in the cookies (spec §4: created on first need). */
async function createSession(): Promise<Session> {
  const { createCart } = await orchestratorRequest(CreateCartDocument, {});
  await writeSession(createCart);
  return createCart;
}

async function storeNewSession(outcome: CartMutationOutcome): Promise<CartMutationOutcome> {
  if (outcome.kind === 'updated' && outcome.newSession) await writeSession(outcome.newSession);
  return outcome;
}

/**
 * Adds an item. Without cart cookies a cart is created first; when the stored cart is gone
 * (CartNotFoundError) a new one is created and the add is tried once more.
 */
export async function addItemToCart(itemId: string, quantity: number): Promise<CartMutationOutcome> {
  const add = async (session: Session) =>
    interpretCartMutation(
      (await orchestratorRequest(AddToCartDocument, { input: { cartId: session.cartId, itemId, quantity } }, { userId: session.userId }))
        .addToCart,
    );

  const existing = complete(await readSession());
  let outcome = await add(existing ?? (await createSession()));
  if (outcome.kind === 'cartNotFound' && existing) outcome = await add(await createSession());
  return storeNewSession(outcome);
}

/** Sets the quantity of a cart line; a visitor without cart cookies has no line to change. */
export async function changeLineQuantity(lineId: string, quantity: number): Promise<CartMutationOutcome> {
  const session = complete(await readSession());
  if (!session) return { kind: 'cartNotFound' };
  const data = await orchestratorRequest(
    ChangeCartLineQuantityDocument,
    { input: { cartId: session.cartId, lineId, quantity } },
    { userId: session.userId },
  );
  return storeNewSession(interpretCartMutation(data.changeCartLineQuantity));
}

/** Removes a cart line. */
export async function removeLine(lineId: string): Promise<CartMutationOutcome> {
  const session = complete(await readSession());
  if (!session) return { kind: 'cartNotFound' };
  const data = await orchestratorRequest(RemoveCartLineDocument, { input: { cartId: session.cartId, lineId } }, { userId: session.userId });
  return storeNewSession(interpretCartMutation(data.removeCartLine));
}
