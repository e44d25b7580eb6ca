import { cookies } from 'next/headers';
import { Fragment, type ReactNode } from 'react';
import type { ContentRow } from '@/lib/content/content';
import { infoBarCookieName } from '@/lib/content/info-bar';
import { cellSpan, layoutClassNames } from '@/lib/content/teaser-view';
import { currentTranslator } from '@/lib/site/site';
import { creativeSlot, promotionData, promotionName } from '@/lib/tracking/promotion';
import { PromotionObserver } from './promotion-observer';
import { Teaser } from './teaser';
import styles from './content.module.css';

/**
 * A CMS grid (catalogue spec §2): rows of cells, each cell its width in twelfths with the layout
 * switches; on narrow screens the cells stack. Every teaser carries its promotion data and one
 * client island per grid reports views and clicks. Info bars the visitor dismissed are left out.
 * `page` names the grid in the tracking slots (e.g. "home").
 */
export async function ContentRows({
  rows,
  page,
  className,
  afterHero,
}: {
  rows: readonly ContentRow[];
  page: string;
  className?: string;
  /** A slot of the page's own after the hero slider's row (the home's lightning strip); nothing when the grid has no slider. */
  afterHero?: ReactNode;
}) {
  const [{ t }, jar] = await Promise.all([currentTranslator(), cookies()]);
  const shown = rows
    .map((row) => ({ ...row, cells: row.cells.filter((cell) => cell.teaser.kind !== 'INFO_BAR' || !jar.has(infoBarCookieName(cell.teaser.name))) }))
    .filter((row) => row.cells.length > 0);
  if (shown.length === 0) return null;
  return (
    <div className={`${styles.grid} ${className ?? ''}`} data-content-grid={page}>
      {shown.map((row, rowIndex) => (
        <Fragment key={`${row.y}-${rowIndex}`}>
          <div className={styles.row}>
            {row.cells.map((cell, column) => {
              const { teaser } = cell;
              const span = cellSpan(cell.width);
              // The slider's slides are the promotions, each with its own slot.
              const promotion = teaser.kind === 'HERO_SLIDER' ? {} : promotionData({ id: teaser.id, name: promotionName(teaser), slot: creativeSlot(page, rowIndex, column) });
              return (
                <div
                  key={teaser.id}
                  className={[styles.cell, styles[`span${span}`], span <= 3 ? styles.narrowHalf : '', ...layoutClassNames(cell.layout).map((name) => styles[name])].join(' ')}
                  data-teaser-kind={teaser.kind}
                  {...promotion}
                >
                  <Teaser teaser={teaser} t={t} place={{ page, row: rowIndex, column, aboveFold: rowIndex < 2 }} />
                </div>
              );
            })}
          </div>
          {afterHero && row.cells.some((cell) => cell.teaser.kind === 'HERO_SLIDER') ? <div className={styles.slot}>{afterHero}</div> : null}
        </Fragment>
      ))}
      <PromotionObserver />
    </div>
  );
}
