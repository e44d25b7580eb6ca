import type { ContentTeaser } from '@/lib/content/content';
import { TeaserButton } from './teaser-button';
import { TeaserHeadlines } from './teaser-headlines';
import { TeaserHtml } from './teaser-html';
import { TeaserImage } from './teaser-image';
import { TeaserWishlistEntries } from '../wishlist/teaser-wishlist-entries';
import styles from './content.module.css';

/**
 * Bild-Teaser: a banner with pre-headline, headline and post-headline over or beside the image,
 * in the CMS colours and alignment. With a teaserWishlistId it is the teaser-wishlist block
 * (catalogue spec §2): title, description and the image left or right, with the list's entries
 * and its "to list" / "to cart" buttons (issue 29).
 */
export function ImageTeaser({ teaser, wishlistLabel }: { teaser: ContentTeaser; wishlistLabel: string }) {
  if (teaser.teaserWishlistId) return <TeaserWishlistBlock teaser={teaser} label={wishlistLabel} />;
  const style = {
    ...(teaser.colors.background ? { background: teaser.colors.background } : {}),
    ...(teaser.colors.text ? { color: teaser.colors.text } : {}),
  };
  const right = teaser.alignment === 'right' || teaser.image?.position === 'right';
  return (
    <div className={`${styles.banner} ${right ? styles.bannerRight : ''}`} style={style}>
      {teaser.image ? <TeaserImage image={teaser.image} className={styles.bannerImage} /> : null}
      <div className={styles.bannerText}>
        <TeaserHeadlines teaser={teaser} />
        {teaser.description ? <p>{teaser.description}</p> : null}
        <TeaserHtml html={teaser.html} />
        <TeaserButton teaser={teaser} />
      </div>
    </div>
  );
}

function TeaserWishlistBlock({ teaser, label }: { teaser: ContentTeaser; label: string }) {
  const image = teaser.image;
  // The image's share in twelfths; null (or 12) is the whole width, the text then goes below.
  const columns = image?.columns && image.columns < 12 ? image.columns : null;
  const right = image?.position === 'right';
  return (
    <section
      className={`${styles.wishlistBlock} ${columns ? styles.wishlistSplit : ''} ${right ? styles.wishlistRight : ''}`}
      style={columns ? ({ '--image-columns': columns } as React.CSSProperties) : undefined}
      aria-label={teaser.headline ?? label}
      data-teaser-wishlist={teaser.teaserWishlistId ?? undefined}
    >
      {image ? <TeaserImage image={image} className={styles.fluidImage} /> : null}
      <div>
        {teaser.headline ? <h2 className={styles.headline}>{teaser.headline}</h2> : null}
        {teaser.description ? <p>{teaser.description}</p> : null}
        <TeaserHtml html={teaser.html} />
        {teaser.teaserWishlistId ? <TeaserWishlistEntries teaserId={teaser.teaserWishlistId} /> : null}
      </div>
    </section>
  );
}
