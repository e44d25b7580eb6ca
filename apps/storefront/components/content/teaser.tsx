import { ContentForm } from '@/components/forms/content-form';
import { ProductGrid } from '@/components/product/product-tile';
import type { ContentTeaser } from '@/lib/content/content';
import { buttonClass } from '@/lib/content/teaser-view';
import type { Translator } from '@/lib/i18n/translate';
import { HeroSlider } from './hero-slider';
import { ImageTeaser } from './image-teaser';
import { InfoBarFrame } from './info-bar-dismiss';
import { LayerDialog } from './layer-dialog';
import { DefaultTeaser, HtmlBoxTeaser, HtmlTeaser, ImageLinkTeaser, TileTeaser } from './simple-teasers';
import { TabList } from './tab-list';
import { TeaserHeadlines } from './teaser-headlines';
import { TeaserHtml } from './teaser-html';
import { TeaserLink } from './teaser-link';
import styles from './content.module.css';

/** Catalogue spec §9: a recommendation carousel renders up to 5 slides initially (the rest after hydration); its first 4 images load eagerly. */
const RECOMMENDATION_INITIAL_SLIDES = 5;

export interface TeaserPlace {
  /** The page's name for tracking slots (grid id). */
  page: string;
  row: number;
  column: number;
  /** The first row's teasers are above the fold: their product images load eagerly. */
  aboveFold: boolean;
}

/** One teaser by its kind (the contract's TeaserKind). */
export function Teaser({ teaser, t, place }: { teaser: ContentTeaser; t: Translator['t']; place: TeaserPlace }) {
  switch (teaser.kind) {
    case 'IMAGE_LINK':
      return <ImageLinkTeaser teaser={teaser} />;
    case 'HTML':
      return <HtmlTeaser teaser={teaser} />;
    case 'HTML_BOX':
      return <HtmlBoxTeaser teaser={teaser} />;
    case 'TILE':
      return <TileTeaser teaser={teaser} />;
    case 'IMAGE':
      return <ImageTeaser teaser={teaser} wishlistLabel={t('ui.content.wishlist.label')} />;
    case 'HERO_SLIDER':
      return <HeroSlider teaser={teaser} t={t} page={place.page} row={place.row} column={place.column} />;
    case 'LAYER':
      return (
        <div className={styles.layerTeaser}>
          <LayerDialog
            buttonText={teaser.button?.text ?? teaser.headline ?? t('ui.content.layer.open')}
            buttonClass={buttonClass(teaser.button?.scheme)}
            title={teaser.headline ?? teaser.name}
            closeLabel={t('ui.content.layer.close')}
          >
            {teaser.description ? <p>{teaser.description}</p> : null}
            <TeaserHtml html={teaser.html} />
          </LayerDialog>
        </div>
      );
    case 'RECOMMENDATIONS':
      if (teaser.products.length === 0) return null;
      return (
        <section className={styles.recommendations} aria-label={teaser.headline ?? undefined}>
          <TeaserHeadlines teaser={teaser} />
          <ProductGrid
            products={teaser.products}
            label={teaser.headline ?? undefined}
            aboveFold={place.aboveFold}
            carousel
            initialCount={RECOMMENDATION_INITIAL_SLIDES}
            list={{ id: `teaser_${teaser.id}`, name: teaser.trackingName?.trim() || teaser.headline || teaser.name }}
          />
          {teaser.link ? (
            <p className={styles.buttonRow}>
              <TeaserLink url={teaser.link.url} newWindow={teaser.link.newWindow} className={buttonClass(teaser.button?.scheme ?? 'SECONDARY')}>
                {teaser.button?.text ?? teaser.link.label ?? t('ui.content.more')}
              </TeaserLink>
            </p>
          ) : null}
        </section>
      );
    case 'INFO_BAR': {
      const style = { ...(teaser.colors.background ? { background: teaser.colors.background } : {}), ...(teaser.colors.text ? { color: teaser.colors.text } : {}) };
      return (
        <InfoBarFrame name={teaser.name} label={t('ui.content.infoBar.dismiss')} style={style}>
          {teaser.headline ? <strong>{teaser.headline}</strong> : null}
          <TeaserHtml html={teaser.html} />
          {teaser.link ? (
            <TeaserLink url={teaser.link.url} newWindow={teaser.link.newWindow} className={styles.infoBarLink}>
              {teaser.link.label ?? t('ui.content.more')}
            </TeaserLink>
          ) : null}
        </InfoBarFrame>
      );
    }
    case 'FORM':
      if (!teaser.formId) return <DefaultTeaser teaser={teaser} moreLabel={t('ui.content.more')} />;
      return <ContentForm formId={teaser.formId} headline={teaser.headline} html={teaser.html} buttonText={teaser.button?.text ?? null} buttonScheme={teaser.button?.scheme ?? null} />;
    case 'TABS':
      if (teaser.children.length === 0) return null;
      return (
        <div className={styles.htmlTeaser}>
          <TeaserHeadlines teaser={teaser} />
          <TabList
            label={teaser.headline ?? t('ui.content.tabs.label')}
            tabs={teaser.children.map((tab) => ({
              label: tab.tabLabel ?? tab.headline ?? tab.name,
              // A tab holds one teaser of its own kind (text, image, the sweepstakes form).
              panel: <Teaser teaser={{ ...tab, children: [], products: [] }} t={t} place={place} />,
            }))}
          />
        </div>
      );
    default:
      return <DefaultTeaser teaser={teaser} moreLabel={t('ui.content.more')} />;
  }
}
