import { unstable_rethrow } from 'next/navigation';
import { cache } from 'react';
import {
  ContentGridDocument,
  FooterDocument,
  type ContentGridQuery,
  type ContentRowFieldsFragment,
  type ContentTeaserCoreFragment,
  type ContentTeaserFieldsFragment,
  type FooterKind,
  type FooterQuery,
} from '@tafel/graphql-schema/storefront';
import { catalogueOptions } from '@/lib/listing/catalogue';
import { orchestratorRequest } from '@/lib/shop-api/orchestrator';

export type ContentGrid = NonNullable<ContentGridQuery['contentGrid']>;
export type ContentRow = ContentRowFieldsFragment;
export type ContentCell = ContentRow['cells'][number];
export type CellLayout = ContentCell['layout'];
/** A teaser as a grid cell holds it (with slides, tabs and products). */
export type ContentTeaser = ContentTeaserFieldsFragment;
/** A slide or tab: a teaser one level down, without children of its own. */
export type ChildTeaser = ContentTeaserCoreFragment;
export type Footer = FooterQuery['footer'];
export type FooterLink = Footer['bottomLinks'][number];

/** The home page's grid id (catalogue spec §2). */
export const HOME_GRID_ID = 'home';

// CMS data is cached like the catalogue (anonymous reads shared per site); React `cache` dedupes
// generateMetadata and the page within one request.

/** A CMS grid by id; null when the shop has no such grid. Throws when the orchestrator cannot answer. */
export const getContentGrid = cache(async (pageId: string): Promise<ContentGrid | null> => {
  const data = await orchestratorRequest(ContentGridDocument, { pageId }, await catalogueOptions());
  return data.contentGrid;
});

/** The grid, or null when it is unknown or cannot be read now (the page then shows its fallback). */
export async function contentGridOrNull(pageId: string): Promise<ContentGrid | null> {
  try {
    return await getContentGrid(pageId);
  } catch (error) {
    unstable_rethrow(error);
    console.warn(`[storefront] content grid ${pageId} not available`, error instanceof Error ? error.message : error);
    return null;
  }
}

/** The shop's footer, or null when it cannot be read now (the frame then shows the legal links only). */
export const footerOrNull = cache(async (kind: FooterKind): Promise<Footer | null> => {
  try {
    const data = await orchestratorRequest(FooterDocument, { kind }, await catalogueOptions());
    return data.footer;
  } catch (error) {
    unstable_rethrow(error);
    console.warn(`[storefront] footer ${kind} not available`, error instanceof Error ? error.message : error);
    return null;
  }
});
