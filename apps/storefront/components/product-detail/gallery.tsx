'use client';

import { useState } from 'react';
import styles from './product-detail.module.css';

export interface GalleryImage {
  url: string;
  alt: string;
  width: number;
  height: number;
}

/** Main image with thumbnails; a thumbnail shows its image large. */
export function Gallery({ images, name }: { images: readonly GalleryImage[]; name: string }) {
  const [active, setActive] = useState(0);
  const current = images[active] ?? images[0];
  if (!current) {
    return <div className={styles.galleryMain} aria-hidden="true" />;
  }
  return (
    <div className={styles.gallery}>
      <div className={styles.galleryMain}>
        <img src={current.url} alt={current.alt || name} width={current.width} height={current.height} />
      </div>
      {images.length > 1 ? (
        <ul className={styles.thumbs} aria-label="Weitere Bilder">
          {images.map((image, index) => (
            <li key={`${image.url}-${index}`}>
              <button
                type="button"
                className={styles.thumb}
                aria-pressed={index === active}
                aria-label={`Bild ${index + 1} von ${images.length} anzeigen`}
                onClick={() => setActive(index)}
              >
                <img src={image.url} alt="" width={image.width} height={image.height} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
