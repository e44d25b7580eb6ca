import type { ProductDetail, ProductItem } from '@/lib/listing/catalogue';
import { deliveryTone } from '@/lib/product/product';
import { currentTranslator } from '@/lib/site/site';
import { dealView } from '@/lib/lightning/deal-view';
import { trackedProductItem } from '@/lib/tracking/tracking';
import { DealBlock } from '../lightning/deal-block';
import { Price } from '../product/price';
import { ProductBadges } from '../product/product-badges';
import { RatingStars } from '../product/rating-stars';
import { BuyBox } from './buy-box';
import { WishlistHeart } from '../wishlist/wishlist-heart';
import { EnergyLabel } from './energy-label';
import { VariantPicker } from './variant-picker';
import styles from './product-detail.module.css';

/** Right column of the product page: name, rating, price, variant, delivery, buy box. */
export async function ProductInfo({ product, item }: { product: ProductDetail; item: ProductItem }) {
  const i18n = await currentTranslator();
  const { t } = i18n;
  const tone = deliveryTone(item.deliveryStatusColor);
  const discount = item.oldPrice && item.oldPrice.amount > item.price.amount ? product.discountPercent : null;
  const renderedAt = Date.now();
  // The selected item's running lightning deal: its block above the normal buy box (spec §2, §4).
  const deal = dealView(item.lightningDealInfo, i18n, renderedAt);
  return (
    <div className={styles.info}>
      <ProductBadges badges={product.badges} discountPercent={discount} />
      <div>
        {product.manufacturer ? <p className={styles.manufacturer}>{product.manufacturer}</p> : null}
        <h1 className={styles.title}>{product.name}</h1>
      </div>
      <div className={styles.meta}>
        {product.numberOfRatings > 0 ? (
          <RatingStars rating={product.rating} count={product.numberOfRatings} large />
        ) : (
          <span>{t('ui.product.noRatings')}</span>
        )}
        <span>{`${t('ui.product.articleNumberShort')} ${item.orderNumber}`}</span>
      </div>

      <div className={styles.priceBlock}>
        <Price price={item.price} oldPrice={item.oldPrice} size="large" testId="product-price" />
        {item.basePrice ? <p className={styles.basePrice}>{t('ui.product.basePrice', { price: item.basePrice })}</p> : null}
        {product.energyLabel ? (
          <EnergyLabel
            view={{
              energyClass: product.energyLabel.energyClass,
              badge: product.energyLabel.badgeImage,
              label: product.energyLabel.labelImage,
              dataSheetUrl: product.energyLabel.dataSheet?.url ?? null,
            }}
            texts={{
              open: t('ui.energy.badge', { energyClass: product.energyLabel.energyClass }),
              title: t('ui.energy.title'),
              dataSheet: t('ui.energy.dataSheet'),
              close: t('ui.energy.close'),
            }}
          />
        ) : null}
        <p className={styles.priceNote}>
          {t(product.deliveryFree ? 'ui.product.priceNoteFree' : 'ui.product.priceNote')}
        </p>
      </div>

      {deal ? <DealBlock product={product} item={item} deal={deal} renderedAt={renderedAt} /> : null}

      <VariantPicker product={product} item={item} />

      <p className={`${styles.delivery} ${styles[`tone-${tone}`] ?? ''}`}>
        <span className={styles.deliveryDot} aria-hidden="true" />
        {item.deliveryStatus}
      </p>

      <BuyBox
        key={item.id}
        productId={product.id}
        item={{
          id: item.id,
          maxQuantity: item.maxQuantity,
          minimumOrderQuantity: item.minimumOrderQuantity,
          availableForSale: item.availableForSale && product.availableForSale,
        }}
        dealActive={deal !== undefined}
        tracked={trackedProductItem(product, item, item.price)}
        currency={item.price.currency}
        wishlistButton={<WishlistHeart productId={product.id} itemId={item.id} name={product.name} price={item.price.amount} currency={item.price.currency} />}
      />

      <ul className={styles.usps}>
        <li>{t('ui.product.uspInvoice')}</li>
        <li>{t('ui.product.uspWithdrawal')}</li>
        <li>{t('ui.product.uspSsl')}</li>
      </ul>
    </div>
  );
}
