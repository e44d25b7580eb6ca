import { AddOrderFormToCartDocument, OrderFormPdfDocument, type AddOrderFormToCartMutation } from '@tafel/graphql-schema/storefront';
import { completeCartSession, createCartSession, type CartSession } from '@/lib/cart/cart-mutations';
import { orchestratorRequest } from '@/lib/shop-api/orchestrator';
import { readSession, writeSession } from '@/lib/session/session';
import { requestOptionsFor } from '@/lib/session/session-cookies';

// Server-only: the order form's cart calls, with the cart id lifecycle of the cart's actions
// (lib/cart/cart-mutations.ts): a cart is created on first need, a lost one replaced once.

export type OrderFormAnswer = AddOrderFormToCartMutation['addOrderFormToCart'];

/** Adds the rows in one go; a visitor without a cart gets one first, new ids are stored. */
export async function addOrderFormLines(lines: ReadonlyArray<{ orderNumber: string; quantity: number }>): Promise<OrderFormAnswer> {
  const add = async (session: CartSession) =>
    (await orchestratorRequest(AddOrderFormToCartDocument, { input: { cartId: session.cartId, lines: [...lines] } }, requestOptionsFor(session))).addOrderFormToCart;
  const cookies = await readSession();
  const existing = completeCartSession(cookies);
  let answer = await add(existing ?? (await createCartSession(cookies.jwt)));
  if (answer.__typename === 'CartNotFoundError' && existing) answer = await add(await createCartSession(cookies.jwt));
  if (answer.__typename === 'OrderFormAdded' && answer.newSession) await writeSession(answer.newSession);
  return answer;
}

/** The visitor's cart as the printable order form; null without a cart or for an empty one. */
export async function orderFormPdf(): Promise<{ fileName: string; content: Buffer } | null> {
  const session = completeCartSession(await readSession());
  if (!session) return null;
  const { orderFormPdf: answer } = await orchestratorRequest(OrderFormPdfDocument, { cartId: session.cartId }, requestOptionsFor(session));
  if (answer.__typename !== 'OrderFormPdf') return null;
  return { fileName: answer.fileName, content: Buffer.from(answer.contentBase64, 'base64') };
}
