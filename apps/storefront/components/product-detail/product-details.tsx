import type { ProductDetail, ProductItem } from '../../lib/catalogue';
import { descriptionParagraphs } from '../../lib/product';
import styles from './product-detail.module.css';

/** Description and short facts below the buy area, with the item's article data. */
export function ProductDetails({ product, item }: { product: ProductDetail; item: ProductItem }) {
  const paragraphs = descriptionParagraphs(product.description);
  return (
    <div className={styles.details}>
      <section className={styles.detailCard} aria-labelledby="description-title">
        <h2 id="description-title">Beschreibung</h2>
        <div className={styles.description}>
          {paragraphs.length > 0 ? paragraphs.map((paragraph, index) => <p key={index}>{paragraph}</p>) : <p>Zu diesem Artikel gibt es noch keine Beschreibung.</p>}
        </div>
      </section>
      <section className={styles.detailCard} aria-labelledby="facts-title">
        <h2 id="facts-title">Auf einen Blick</h2>
        {product.shortFacts.length > 0 ? (
          <ul className={styles.facts}>
            {product.shortFacts.map((fact, index) => (
              <li key={index}>{fact}</li>
            ))}
          </ul>
        ) : null}
        <dl className={styles.articleTable}>
          <dt>Artikelnummer</dt>
          <dd>{item.orderNumber}</dd>
          {product.manufacturer ? (
            <>
              <dt>Hersteller</dt>
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
