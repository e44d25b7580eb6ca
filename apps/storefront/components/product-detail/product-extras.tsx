import type { ProductDetail } from '@/lib/listing/catalogue';
import { currentTranslator } from '@/lib/site/site';
import { ProductVideos, type VideoView } from './product-videos';
import styles from './product-detail.module.css';

/** 95 → "1:35". */
export function videoDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * The product page's facts below the description (catalogue spec §2): features, delivery scope,
 * warranty, downloads, videos, the right-of-withdrawal and old-appliance information. A part the
 * product has nothing for is left out.
 */
export async function ProductExtras({ product }: { product: ProductDetail }) {
  const { t } = await currentTranslator();
  const videos: VideoView[] = product.videos.map((video) => ({
    id: video.id,
    title: video.title,
    duration: t('ui.video.duration', { duration: videoDuration(video.durationSeconds) }),
    preview: video.previewImage,
  }));
  return (
    <div className={styles.details} data-testid="product-extras">
      {product.features.length > 0 ? (
        <section className={styles.detailCard} aria-labelledby="features-title">
          <h2 id="features-title">{t('ui.product.features')}</h2>
          <dl className={styles.features}>
            {product.features.map((feature) => (
              <div key={feature.code}>
                <dt>{feature.name}</dt>
                {feature.description ? <dd>{feature.description}</dd> : null}
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      {product.deliveryScope.length > 0 || product.warranty ? (
        <section className={styles.detailCard} aria-labelledby="scope-title">
          <h2 id="scope-title">{t('ui.product.deliveryScope')}</h2>
          <ul className={styles.facts}>
            {product.deliveryScope.map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ul>
          {product.warranty ? (
            <>
              <h3>{t('ui.product.warranty')}</h3>
              <p data-testid="product-warranty">{product.warranty}</p>
            </>
          ) : null}
        </section>
      ) : null}
      {product.downloads.length > 0 ? (
        <section className={styles.detailCard} aria-labelledby="downloads-title">
          <h2 id="downloads-title">{t('ui.product.downloads')}</h2>
          <ul className={styles.downloads} data-testid="product-downloads">
            {product.downloads.map((download) => (
              <li key={download.id}>
                <a href={download.url} target="_blank" rel="noopener" title={download.headline}>
                  {download.name}
                </a>{' '}
                <span className={styles.reviewMeta}>{`(${download.fileType.toUpperCase()})`}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {videos.length > 0 ? (
        <section className={`${styles.detailCard} ${styles.wide}`} aria-labelledby="videos-title">
          <h2 id="videos-title">{t('ui.product.videos')}</h2>
          <ProductVideos
            videos={videos}
            texts={{
              play: Object.fromEntries(videos.map((video) => [video.id, t('ui.video.play', { title: video.title })])),
              consent: t('ui.video.consent'),
              accept: t('ui.video.accept'),
            }}
          />
        </section>
      ) : null}
      {product.withdrawalInfo || product.oldDevicesInfo ? (
        <section className={styles.detailCard} aria-labelledby="legal-title">
          {product.withdrawalInfo ? (
            <>
              <h2 id="legal-title">{t('ui.product.withdrawal')}</h2>
              <p data-testid="product-withdrawal">{product.withdrawalInfo}</p>
            </>
          ) : null}
          {product.oldDevicesInfo ? (
            <>
              {product.withdrawalInfo ? <h3>{t('ui.product.oldDevices')}</h3> : <h2 id="legal-title">{t('ui.product.oldDevices')}</h2>}
              <p data-testid="product-old-devices">{product.oldDevicesInfo}</p>
            </>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
