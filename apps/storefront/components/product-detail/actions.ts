'use server';

import { revalidatePath } from 'next/cache';
import { addItemToCart } from '@/lib/cart/cart-mutations';
import { cartActionError, cartActionStateFor, type CartActionState } from '@/lib/cart/cart-result';
import { getProduct, getProductReviews, type ProductReviews } from '@/lib/listing/catalogue';
import { parseReviewQuery } from '@/lib/product/reviews';
import { validateQuantityInput } from '@/lib/cart/quantity';
import { currentTranslator } from '@/lib/site/site';

/**
 * Puts an item of a product into the cart (creating the cart on first need). Answers with a
 * message in the shop language for the buy box instead of throwing.
 */
export async function addToCartAction(_previous: CartActionState, formData: FormData): Promise<CartActionState> {
  const productId = String(formData.get('productId') ?? '');
  const itemId = String(formData.get('itemId') ?? '');
  const i18n = await currentTranslator();
  try {
    // Checked before a cart exists, so a refused quantity changes nothing (the orchestrator checks again).
    const product = productId ? await getProduct(productId) : null;
    const item = product?.items.find((candidate) => candidate.id === itemId);
    if (!item) return cartActionError(i18n.message('vue.cart.error.itemNotFound'));
    if (!item.availableForSale) return cartActionError(i18n.message('vue.cart.error.itemNotSaleable'));
    const quantity = validateQuantityInput(formData.get('quantity'), item, i18n);
    if (!quantity.ok) return cartActionError(quantity.message, { quantity: quantity.message });

    const outcome = await addItemToCart(item.id, quantity.quantity, i18n);
    // Only a changed cart invalidates the pages.
    if (outcome.kind === 'updated') revalidatePath('/', 'layout');
    return cartActionStateFor(outcome, i18n.message('vue.cart.notification.added'), i18n);
  } catch (error) {
    console.error('[storefront] add to cart failed', error);
    return cartActionError(i18n.message('vue.cart.error.somethingWentWrong'));
  }
}

export type ReviewsAnswer = { ok: true; reviews: ProductReviews } | { ok: false };

/**
 * One page of a product's reviews for the review list (more, star filter). Arguments come from the
 * browser: checked here (lib/product/reviews.ts) and again by the orchestrator.
 */
export async function loadReviewsAction(productId: unknown, limit: unknown, stars: unknown): Promise<ReviewsAnswer> {
  const query = parseReviewQuery(limit, stars);
  if (typeof productId !== 'string' || !query) return { ok: false };
  try {
    const reviews = await getProductReviews(productId, query.limit, query.stars);
    return reviews ? { ok: true, reviews } : { ok: false };
  } catch (error) {
    console.error('[storefront] loading reviews failed', error);
    return { ok: false };
  }
}
