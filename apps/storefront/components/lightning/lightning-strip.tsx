import type { RunningDeal } from '@/lib/lightning/lightning';
import { stripTiles } from '@/lib/lightning/strip-view';
import { currentTranslator } from '@/lib/site/site';
import { ProductGridView } from '../product/product-grid';
import { gridTexts } from '../product/product-tile';
import styles from './lightning.module.css';

/**
 * The home's strip of running lightning deals (`deals`: getRunningDeals, read beside the page's
 * other data); nothing when there is none or they are switched off. A product carousel: its first
 * 4 images load eagerly (spec §9).
 */
export async function LightningStrip({ deals }: { deals: readonly RunningDeal[] }) {
  const i18n = await currentTranslator();
  const renderedAt = Date.now();
  const tiles = stripTiles(deals, i18n, renderedAt);
  if (tiles.length === 0) return null;
  const { t } = i18n;
  return (
    <section className={styles.section} aria-labelledby="lightning-title" data-testid="lightning-strip">
      <div className={styles.sectionHead}>
        <h2 id="lightning-title" className="section-title">
          {t('ui.lightning.stripTitle')}
        </h2>
        <p>{t('ui.lightning.stripText')}</p>
      </div>
      <ProductGridView tiles={tiles} texts={gridTexts(tiles, i18n)} label={t('ui.lightning.stripLabel')} aboveFold={false} carousel renderedAt={renderedAt} className={styles.strip} />
    </section>
  );
}
