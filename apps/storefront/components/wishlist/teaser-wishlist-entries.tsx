import { TeaserWishlistDocument } from '@tafel/graphql-schema/storefront';
import { orchestratorRequest } from '@/lib/shop-api/orchestrator';
import { currentTranslator } from '@/lib/site/site';
import { TeaserWishlistEditor, type TeaserWishlistTexts } from './teaser-wishlist-editor';

/**
 * The entries of a CMS teaser wishlist (spec §2 teaser block, §4, issue 29): name, variant,
 * quantity and price, the list's total, and "to list" / "to cart" — quantities and variants change
 * locally (teaser-wishlist-editor.tsx). Nothing when the list is unknown or the orchestrator cannot
 * answer: the block keeps its title, text and image.
 */
export async function TeaserWishlistEntries({ teaserId }: { teaserId: string }) {
  const i18n = await currentTranslator();
  let list;
  try {
    list = (await orchestratorRequest(TeaserWishlistDocument, { id: teaserId }, { revalidate: 60 })).teaserWishlist;
  } catch (error) {
    console.error('[storefront] teaser wishlist unavailable', error instanceof Error ? error.message : error);
    return null;
  }
  if (!list || list.entries.length === 0) return null;
  // Templates keep their placeholders: the client fills them (wishlist-texts.ts fill()).
  const texts: TeaserWishlistTexts = {
    entries: i18n.t('ui.wishlist.teaser.entries'),
    sum: i18n.t('ui.wishlist.sum'),
    toList: i18n.t('ui.wishlist.teaser.toList'),
    toCart: i18n.t('ui.wishlist.teaser.toCart'),
    addedToList: i18n.message('ui.wishlist.teaser.addedToList', { count: '{count}' }),
    quantityOf: i18n.message('ui.wishlist.teaser.quantityOf', { name: '{name}' }),
    chooseVariant: i18n.t('ui.wishlist.chooseVariant'),
    changeVariant: i18n.t('ui.wishlist.teaser.changeVariant'),
    variantTitle: i18n.message('ui.wishlist.teaser.variantTitle', { product: '{product}' }),
    apply: i18n.t('ui.wishlist.teaser.apply'),
    close: i18n.t('ui.wishlist.close'),
    minimumOrder: i18n.message('ui.wishlist.minimumOrder', { count: '{count}' }),
    quantityAboveMax: i18n.message('vue.buybox.text.quantity.error', { limit: '{limit}' }),
    quantityBelowMin: i18n.message('vue.pdp.minQuantity', { limit: '{limit}' }),
    cartTitle: i18n.t('ui.wishlist.teaser.cartTitle'),
    addedToCart: i18n.message('ui.wishlist.addedToCart', { count: '{count}' }),
    nothingAdded: i18n.t('ui.wishlist.teaser.nothingAdded'),
    quantityChanged: i18n.message('ui.wishlist.teaser.quantityChanged', { name: '{name}', quantity: '{quantity}', requested: '{requested}' }),
    chooseFirst: i18n.t('ui.wishlist.teaser.chooseFirst'),
    maxInCart: i18n.message('ui.wishlist.maxInCart', { names: '{names}' }),
    notAvailable: i18n.message('ui.wishlist.notAvailable', { names: '{names}' }),
    goToCart: i18n.t('ui.wishlist.teaser.goToCart'),
    moq: { title: i18n.t('ui.minimumOrder.title'), text: i18n.message('ui.minimumOrder.text', { limit: '{limit}' }), close: i18n.t('ui.minimumOrder.close') },
  };
  return <TeaserWishlistEditor teaserId={list.id} entries={list.entries} total={list.total.formatted} texts={texts} />;
}
