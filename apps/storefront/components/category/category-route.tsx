import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CategoryListingView } from './category-listing';
import { ClientMessages } from '../i18n/client-messages';
import { isFilteredCategory, parseCategoryParams, type CategoryListingState } from '@/lib/listing/category-listing';
import { getCategoryListing, type CategoryListing } from '@/lib/listing/catalogue';
import { articleCountText } from '@/lib/i18n/format';
import type { QueryValue } from '@/lib/listing/listing';
import { alternatesFor, currentPageUrl, pageDetailsOrNull } from '@/lib/site/page-details';
import { categoryTitle, indexableMetadata, isNoindexUrl, NOINDEX_FOLLOW } from '@/lib/site/seo';
import { currentLocale, currentOrigin, currentTranslator } from '@/lib/site/site';

/** A category listing as a route shows it: the listing and the state the URL asked for. */
export interface CategoryRouteData {
  listing: CategoryListing;
  asked: CategoryListingState;
}

/**
 * The category of a URL with its page, sort and filters (checked leniently); an unknown category
 * is a 404. Shared by /cat/{id} and the catch-all's category slugs (/schreiben-zeichnen/).
 */
export async function loadCategoryRoute(id: string, query: Record<string, QueryValue>): Promise<CategoryRouteData> {
  const asked = parseCategoryParams(query);
  const listing = await getCategoryListing(id, asked);
  if (!listing) notFound();
  return { listing, asked };
}

/** The parent category's name: the last breadcrumb before the category itself. */
function parentName(listing: CategoryListing): string | null {
  const trail = listing.category.breadcrumb.filter((crumb) => crumb.name !== listing.category.name);
  return trail.at(-1)?.name ?? null;
}

/**
 * Metadata of a category listing (spec §9): the title rule ('current / parent', only the current
 * one beyond 50 characters), canonical (`canonicalPath`: the route's own URL with only p), hreflang
 * alternates (`detailsUrl`: the URL page(url) knows them for) and Open Graph. A category narrowed
 * by filters is not for search engines (noindex, follow), also when its filters were refused.
 */
export async function categoryMetadata({ listing, asked }: CategoryRouteData, canonicalPath: string, detailsUrl: string): Promise<Metadata> {
  const [i18n, origin, language, details, url] = await Promise.all([currentTranslator(), currentOrigin(), currentLocale(), pageDetailsOrNull(detailsUrl), currentPageUrl()]);
  const { category, state } = listing;
  const name = categoryTitle(category.name, parentName(listing));
  const title = state.page > 1 ? i18n.t('ui.category.titlePage', { name, page: state.page }) : name;
  const description = i18n.t('ui.category.description', { name: category.name, count: articleCountText(category.totalProducts, i18n) });
  const canonical = origin ? `${origin}${canonicalPath}` : canonicalPath;
  const metadata = indexableMetadata({ title, description, canonical, alternates: await alternatesFor(canonicalPath, details), language });
  return isFilteredCategory(asked) || (url && isNoindexUrl(url)) ? { ...metadata, robots: NOINDEX_FOLLOW } : metadata;
}

/** The listing with the texts its sort select renders in the browser (lib/i18n/client-scopes.ts, scope "listing"). */
export function CategoryRoute({ listing }: { listing: CategoryListing }) {
  return (
    <ClientMessages scope="listing">
      <CategoryListingView listing={listing} />
    </ClientMessages>
  );
}
