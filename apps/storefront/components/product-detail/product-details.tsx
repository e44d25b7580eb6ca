import type { ProductDetail, ProductItem } from '@/lib/listing/catalogue';
import { descriptionParagraphs } from '@/lib/product/product';
import { currentTranslator } from '@/lib/site/site';
import styles from './product-detail.module.css';

/** Description and short facts below the buy area, with the item's article data. */
export async function ProductDetails({ product, item }: { product: ProductDetail; item: ProductItem }) {
  const { t } = await currentTranslator();
  const paragraphs = descriptionParagraphs(product.description);
  return (
    <div className={styles.details}>
      <section className={styles.detailCard} aria-labelledby="description-title">
        <h2 id="description-title">{t('ui.product.description')}</h2>
        <div className={styles.description}>
          {paragraphs.length > 0 ? paragraphs.map((paragraph, index) => <p key={index}>{paragraph}</p>) : <p>{t('ui.product.noDescription')}</p>}
        </div>
      </section>
      <section className={styles.detailCard} aria-labelledby="facts-title">
        <h2 id="facts-title">{t('ui.product.facts')}</h2>
        {product.shortFacts.length > 0 ? (
          <ul className={styles.facts}>
            {product.shortFacts.map((fact, index) => (
              <li key={index}>{fact}</li>
            ))}
          </ul>
        ) : null}
        <dl className={styles.articleTable}>
          <dt>{t('ui.product.articleNumber')}</dt>
          <dd>{item.orderNumber}</dd>
          {product.manufacturer ? (
            <>
              <dt>{t('ui.product.manufacturer')}</dt>
              <dd>{product.manufacturer}</dd>
            </>
          ) : null}
          {item.variantInfo.map((info) => (
            <ItemFact key={info.label} label={info.label} value={info.value} />
          ))}
        </dl>
      </section>
    </div>
  );
}

function ItemFact({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
}
