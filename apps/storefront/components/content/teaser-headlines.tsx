import type { ChildTeaser } from '@/lib/content/content';
import { colorStyle } from '@/lib/content/teaser-view';
import styles from './content.module.css';

/** Pre-headline, headline and post-headline in the CMS colours; `as` sets the headline's level. */
export function TeaserHeadlines({ teaser, as: Heading = 'h2', className }: { teaser: ChildTeaser; as?: 'h1' | 'h2' | 'h3'; className?: string }) {
  const { preHeadline, headline, postHeadline, colors } = teaser;
  if (!preHeadline && !headline && !postHeadline) return null;
  return (
    <div className={`${styles.headlines} ${className ?? ''}`}>
      {preHeadline ? (
        <p className={styles.preHeadline} style={colorStyle(colors.preHeadline)}>
          {preHeadline}
        </p>
      ) : null}
      {headline ? (
        <Heading className={styles.headline} style={colorStyle(colors.headline)}>
          {headline}
        </Heading>
      ) : null}
      {postHeadline ? (
        <p className={styles.postHeadline} style={colorStyle(colors.postHeadline)}>
          {postHeadline}
        </p>
      ) : null}
    </div>
  );
}
