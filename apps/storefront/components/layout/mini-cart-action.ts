'use server';

import { unstable_rethrow } from 'next/navigation';
import { getCart } from '@/lib/cart/cart';
import { miniCartFreeLabel, miniCartSelection } from '@/lib/cart/mini-cart-lines';
import { formatMoney } from '@/lib/i18n/format';
import { productHref } from '@/lib/product/product';
import { currentTranslator } from '@/lib/site/site';

/** One line of the mini cart, ready to show (texts in the shop language). */
export interface MiniCartLineView {
  id: string;
  name: string;
  href: string;
  image: { url: string; width: number; height: number };
  /** "Farbe: Blau · Größe: M", or empty. */
  variant: string;
  quantity: string;
  price: string;
  /** A free article's label (spec §3 isFreeItem, as in the basket); null for a paid line. */
  free: string | null;
}

/** What the mini cart shows; every text comes from the server, so the browser needs no messages for it. */
export type MiniCartView =
  | { kind: 'empty'; message: string }
  | {
      kind: 'lines';
      lines: MiniCartLineView[];
      /** "Alle 4 Artikel ansehen" when the cart has more lines than shown, else null. */
      allProducts: string | null;
      totals: { label: string; value: string; testId: string }[];
      toBasket: string;
    }
  | { kind: 'failed'; message: string };

/**
 * The mini cart's content (catalogue spec §2, §9: the last 3 lines, totals, to the basket, the
 * empty message vue.minicart.emptyMessage). Read when the mini cart opens, never with the page: the
 * visitor's cart through the cart helper every page's badge uses (fresh, never cached).
 */
export async function loadMiniCart(): Promise<MiniCartView> {
  const i18n = await currentTranslator();
  const { t } = i18n;
  try {
    const cart = await getCart();
    if (!cart || cart.lines.length === 0) return { kind: 'empty', message: i18n.message('vue.minicart.emptyMessage') };
    const { shown, more } = miniCartSelection(cart.lines);
    return {
      kind: 'lines',
      lines: shown.map((line) => ({
        id: line.id,
        name: line.name,
        href: productHref(line.productId, line.itemId),
        image: { url: line.image.url, width: line.image.width, height: line.image.height },
        variant: line.variantInfo.map((info) => `${info.label}: ${info.value}`).join(' · '),
        quantity: t('ui.minicart.quantity', { quantity: line.quantity.toLocaleString(i18n.intlLocale) }),
        // A free article's price is said as free, like the basket's total line reads (spec §3).
        price: line.isFreeItem ? t('ui.totals.free') : formatMoney(line.totalPrice, i18n),
        free: miniCartFreeLabel(line, t),
      })),
      allProducts: more > 0 ? t('ui.minicart.allProducts', { count: cart.lines.length.toLocaleString(i18n.intlLocale) }) : null,
      totals: [
        { label: t('ui.totals.subtotal'), value: formatMoney(cart.subtotal, i18n), testId: 'mini-cart-subtotal' },
        { label: t('ui.totals.shipping'), value: cart.shippingCost.amount <= 0 ? t('ui.totals.free') : formatMoney(cart.shippingCost, i18n), testId: 'mini-cart-shipping' },
        { label: t('ui.totals.total'), value: formatMoney(cart.total, i18n), testId: 'mini-cart-total' },
      ],
      toBasket: t('ui.toBasket'),
    };
  } catch (error) {
    unstable_rethrow(error);
    console.warn('[storefront] mini cart: cart not readable', error instanceof Error ? error.message : error);
    return { kind: 'failed', message: t('ui.minicart.failed') };
  }
}
