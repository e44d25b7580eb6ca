import type { ContentTeaser } from '@/lib/content/content';
import type { Translator } from '@/lib/i18n/translate';
import { creativeSlot, promotionData, promotionName } from '@/lib/tracking/promotion';
import { HeroSliderFrame } from './hero-slider-frame';
import { TeaserButton } from './teaser-button';
import { TeaserHeadlines } from './teaser-headlines';
import { TeaserImage } from './teaser-image';
import styles from './content.module.css';

/**
 * Slider Hero Teaser: one slide per child (image, headlines, button; text left or right). Each
 * slide is its own promotion; only the first image loads eagerly (the page's largest paint).
 */
export function HeroSlider({ teaser, t, page, row, column }: { teaser: ContentTeaser; t: Translator['t']; page: string; row: number; column: number }) {
  const count = teaser.children.length;
  if (count === 0) return null;
  const slides = teaser.children.map((slide, index) => ({
    key: slide.id,
    attributes: promotionData({ id: slide.id, name: promotionName(slide), slot: creativeSlot(page, row, column, index) }),
    content: (
      <div className={`${styles.heroSlide} ${slide.alignment === 'right' ? styles.heroRight : ''}`} style={slide.colors.background ? { background: slide.colors.background } : undefined}>
        {slide.image ? <TeaserImage image={slide.image} className={styles.heroImage} priority={index === 0} /> : null}
        <div className={styles.heroText} style={slide.colors.text ? { color: slide.colors.text } : undefined}>
          {/* One h1 per page belongs to the page's own text; a slide's headline is an h2. */}
          <TeaserHeadlines teaser={slide} />
          <TeaserButton teaser={slide} />
        </div>
      </div>
    ),
  }));
  const numbers = teaser.children.map((_, index) => ({ n: index + 1, count }));
  return (
    <HeroSliderFrame
      slides={slides}
      texts={{
        label: teaser.headline ?? t('ui.content.slider.label'),
        previous: t('ui.content.slider.previous'),
        next: t('ui.content.slider.next'),
        goTo: numbers.map((params) => t('ui.content.slider.goTo', params)),
        slide: numbers.map((params) => t('ui.content.slider.slide', params)),
      }}
    />
  );
}
