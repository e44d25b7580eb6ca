import type { ContentTeaser } from '@/lib/content/content';
import { TeaserButton } from './teaser-button';
import { TeaserHeadlines } from './teaser-headlines';
import { TeaserHtml } from './teaser-html';
import { TeaserIcon } from './teaser-icon';
import { TeaserImage } from './teaser-image';
import { TeaserLink } from './teaser-link';
import styles from './content.module.css';

// The small teasers: server components of a few lines each, without state.

/** Image Link Teaser: the image as a link, headlines and text below. */
export function ImageLinkTeaser({ teaser }: { teaser: ContentTeaser }) {
  const image = teaser.image ? <TeaserImage image={teaser.image} className={styles.fluidImage} /> : null;
  return (
    <div className={styles.imageLink}>
      {image && teaser.link ? (
        <TeaserLink url={teaser.link.url} newWindow={teaser.link.newWindow} label={teaser.headline ?? teaser.image?.alt}>
          {image}
        </TeaserLink>
      ) : (
        image
      )}
      <TeaserHeadlines teaser={teaser} as="h3" />
      <TeaserHtml html={teaser.html} />
      <TeaserButton teaser={teaser} />
    </div>
  );
}

/** HTML Teaser: headlines and the HTML (the page's SEO text, legal texts). */
export function HtmlTeaser({ teaser }: { teaser: ContentTeaser }) {
  return (
    <div className={styles.htmlTeaser}>
      <TeaserHeadlines teaser={teaser} />
      <TeaserHtml html={teaser.html} />
      <TeaserButton teaser={teaser} />
    </div>
  );
}

/** HTML Box Teaser: an icon, the headline and a short HTML text (the home's selling points). */
export function HtmlBoxTeaser({ teaser }: { teaser: ContentTeaser }) {
  return (
    <div className={styles.box}>
      <TeaserIcon type={teaser.iconType} />
      <div>
        {teaser.headline ? <h2 className={styles.boxHeadline}>{teaser.headline}</h2> : null}
        <TeaserHtml html={teaser.html} />
        <TeaserButton teaser={teaser} />
      </div>
    </div>
  );
}

/** Content Kachel: an image (or the background colour) with the headline, the whole tile one link. */
export function TileTeaser({ teaser }: { teaser: ContentTeaser }) {
  const body = (
    <>
      {teaser.image ? <TeaserImage image={teaser.image} className={styles.tileImage} /> : null}
      <span className={styles.tileHeadline} style={teaser.colors.text ? { color: teaser.colors.text } : undefined}>
        {teaser.headline ?? teaser.link?.label ?? teaser.name}
      </span>
    </>
  );
  const style = teaser.colors.background ? { background: teaser.colors.background } : undefined;
  return teaser.link ? (
    <TeaserLink url={teaser.link.url} newWindow={teaser.link.newWindow} className={styles.tile}>
      <span className={styles.tileInner} style={style}>
        {body}
      </span>
    </TeaserLink>
  ) : (
    <div className={styles.tile}>
      <span className={styles.tileInner} style={style}>
        {body}
      </span>
    </div>
  );
}

/** A CMS type the storefront does not know: the default look (headlines, HTML, link). */
export function DefaultTeaser({ teaser, moreLabel }: { teaser: ContentTeaser; moreLabel: string }) {
  return (
    <div className={styles.htmlTeaser} data-cms-type={teaser.cmsType}>
      <TeaserHeadlines teaser={teaser} />
      {teaser.description ? <p>{teaser.description}</p> : null}
      <TeaserHtml html={teaser.html} />
      <TeaserButton teaser={teaser} fallbackLabel={moreLabel} />
    </div>
  );
}
