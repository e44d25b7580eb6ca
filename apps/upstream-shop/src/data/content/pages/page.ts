import { attr, cell, headlines, teaser } from '../builders.js';
import { ALL_SHOPS, type AbTestRecord, type CellRecord, type GridPageRecord, type RowRecord } from '../types.js';
import type { ShopId } from '../../customers/customer-types.js';

interface ContentPageDef {
  pageId: string;
  path: string;
  shops?: readonly ShopId[];
  title: string;
  description: string;
  /** Breadcrumb label of the page. */
  crumb: string;
  rows: RowRecord[];
  abTests?: AbTestRecord[];
}

/** A content page at a path: one breadcrumb (the page itself), indexable. */
export function contentPage(def: ContentPageDef): GridPageRecord {
  return {
    pageId: def.pageId,
    path: def.path,
    shops: def.shops ?? ALL_SHOPS,
    title: def.title,
    description: def.description,
    noindex: false,
    breadcrumbs: [{ displayName: def.crumb, url: def.path }],
    abTests: def.abTests ?? [],
    rows: def.rows,
  };
}

/** The full-width banner that opens most content pages. */
export function banner(pageId: string, image: string, pre: string | null, headline: string): CellRecord {
  return cell(
    teaser(`${pageId}-banner`, 'Bild-Teaser', `${pageId} Banner`, [attr.image(image), ...headlines(pre, headline, null), attr.value('loading.eager', 'true')]),
    12,
    { noTopMargin: true, noSpaces: true },
  );
}
