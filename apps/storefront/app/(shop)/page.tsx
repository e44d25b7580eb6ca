import type { Metadata } from 'next';
import { ContentRows } from '@/components/content';
import { HomeFallback } from '@/components/content/home-fallback';
import { LightningStrip } from '@/components/lightning/lightning-strip';
import { PageTrackingContext } from '@/components/tracking/page-tracking-context';
import { contentGridOrNull, HOME_GRID_ID } from '@/lib/content/content';
import { getRunningDeals } from '@/lib/lightning/lightning';
import { alternatesFor, pageDetailsOrNull } from '@/lib/site/page-details';
import { indexableMetadata } from '@/lib/site/seo';
import { currentLocale, currentOrigin, currentTranslator } from '@/lib/site/site';
import styles from '@/components/content/content.module.css';

export async function generateMetadata(): Promise<Metadata> {
  const [grid, details, origin, language, { t }] = await Promise.all([contentGridOrNull(HOME_GRID_ID), pageDetailsOrNull('/'), currentOrigin(), currentLocale(), currentTranslator()]);
  const seo = grid?.seo;
  // The CMS title is the whole title of the home (it names the shop already); without it the shop's default.
  const title = seo?.title ?? t('ui.meta.defaultTitle');
  // Spec §9: canonical, hreflang alternates and Open Graph (lib/site/seo.ts).
  const indexable = indexableMetadata({
    title,
    description: seo?.description,
    canonical: details?.seo.canonicalUrl ?? `${origin ?? ''}/`,
    alternates: await alternatesFor('/', details),
    language,
  });
  return { ...indexable, title: { absolute: title } };
}

/**
 * The home from the CMS grid 'home' (info bar, hero slider, selling points, tiles,
 * recommendations, SEO text) with the running lightning deals after the hero. Without the grid
 * the home still leads into the shop: the main categories.
 */
export default async function HomePage() {
  const [grid, deals] = await Promise.all([contentGridOrNull(HOME_GRID_ID), getRunningDeals()]);
  const strip = <LightningStrip deals={deals} />;
  return (
    <div className={`container ${styles.home}`}>
      {/* The home's A/B tests go with its Meta page view (catalogue spec §7 test_id, test_variant). */}
      <PageTrackingContext abTests={grid?.abTests ?? []} />
      {grid && grid.rows.length > 0 ? (
        <ContentRows rows={grid.rows} page={HOME_GRID_ID} afterHero={strip} />
      ) : (
        <>
          <HomeFallback />
          {strip}
        </>
      )}
    </div>
  );
}
