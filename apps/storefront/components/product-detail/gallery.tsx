'use client';

import { useState } from 'react';
import { useI18n } from '../i18n/i18n-provider';
import styles from './product-detail.module.css';

export interface GalleryImage {
  url: string;
  alt: string;
  width: number;
  height: number;
}

/** Main image with thumbnails; a thumbnail shows its image large. */
export function Gallery({ images, name }: { images: readonly GalleryImage[]; name: string }) {
  const { t } = useI18n();
  const [active, setActive] = useState(0);
  const current = images[active] ?? images[0];
  if (!current) {
    return <div className={styles.galleryMain} aria-hidden="true" />;
  }
  return (
    <div className={styles.gallery}>
      <div className={styles.galleryMain}>
        {/* The page's largest paint: high priority, preloaded from the document's head by React's server renderer. */}
        <img src={current.url} alt={current.alt || name} width={current.width} height={current.height} fetchPriority="high" />
      </div>
      {images.length > 1 ? (
        <ul className={styles.thumbs} aria-label={t('ui.gallery.more')}>
          {images.map((image, index) => (
            <li key={`${image.url}-${index}`}>
              <button
                type="button"
                className={styles.thumb}
                aria-pressed={index === active}
                aria-label={t('ui.gallery.show', { index: index + 1, total: images.length })}
                onClick={() => setActive(index)}
              >
                <img src={image.url} alt="" width={image.width} height={image.height} loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
