import { TeaserWishlistDocument } from '@tafel/graphql-schema/storefront';
import { orchestratorRequest } from '@/lib/shop-api/orchestrator';
import { currentTranslator } from '@/lib/site/site';
import { TeaserWishlistActions } from './teaser-wishlist-actions';
import styles from './wishlist.module.css';

/**
 * The entries of a CMS teaser wishlist (spec §2 teaser block, issue 29): name, variant, quantity
 * and price, the list's total, and "to list" / "to cart". Nothing when the list is unknown or the
 * orchestrator cannot answer: the block keeps its title, text and image.
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
  return (
    <div className={styles.teaserEntries} data-testid="teaser-wishlist-entries">
      <ul aria-label={i18n.t('ui.wishlist.teaser.entries')}>
        {list.entries.map((entry) => (
          <li key={entry.id}>
            <span>
              {entry.quantity} × {entry.isSaleable ? <a href={entry.url}>{entry.name}</a> : entry.name}
              {entry.variantInfo.length > 0 ? ` (${entry.variantInfo.map((v) => v.value).join(', ')})` : ''}
            </span>
            <strong>{entry.totals.pay.formatted}</strong>
          </li>
        ))}
      </ul>
      <p className={styles.sum}>
        {i18n.t('ui.wishlist.sum')}: <strong>{list.total.formatted}</strong>
      </p>
      <TeaserWishlistActions
        teaserId={list.id}
        entries={list.entries.map((e) => ({ productId: e.productId, itemId: e.itemId ?? null, quantity: e.quantity }))}
        labels={{ toList: i18n.t('ui.wishlist.teaser.toList'), toCart: i18n.t('ui.wishlist.teaser.toCart'), addedToList: i18n.message('ui.wishlist.teaser.addedToList', { count: '{count}' }) }}
      />
    </div>
  );
}
