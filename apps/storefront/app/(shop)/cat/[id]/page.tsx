import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CategoryListingView } from '@/components/category/category-listing';
import { categoryCanonicalPath, isFilteredCategory, parseCategoryParams, type CategoryListingState } from '@/lib/listing/category-listing';
import { getCategoryListing, type CategoryListing } from '@/lib/listing/catalogue';
import { articleCountText } from '@/lib/i18n/format';
import type { QueryValue } from '@/lib/listing/listing';
import { currentOrigin, currentTranslator } from '@/lib/site/site';

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, QueryValue>> };

/** The category of the URL with its page, sort and filters (checked leniently); an unknown category is a 404. */
async function load({ params, searchParams }: Props): Promise<{ listing: CategoryListing; asked: CategoryListingState }> {
  const [{ id }, query] = await Promise.all([params, searchParams]);
  const asked = parseCategoryParams(query);
  const listing = await getCategoryListing(id, asked);
  if (!listing) notFound();
  return { listing, asked };
}

// Spec §9: the canonical URL keeps only p. A category narrowed by filters is not for search
// engines (noindex, follow), also when its filters were refused.
export async function generateMetadata(props: Props): Promise<Metadata> {
  const [{ listing, asked }, i18n, origin] = await Promise.all([load(props), currentTranslator(), currentOrigin()]);
  const { category, state } = listing;
  const canonical = categoryCanonicalPath(category.id, state.page);
  return {
    title: state.page > 1 ? i18n.t('ui.category.titlePage', { name: category.name, page: state.page }) : category.name,
    description: i18n.t('ui.category.description', { name: category.name, count: articleCountText(category.totalProducts, i18n) }),
    ...(isFilteredCategory(asked) ? { robots: { index: false, follow: true } } : {}),
    alternates: { canonical: origin ? `${origin}${canonical}` : canonical },
  };
}

export default async function CategoryRoute(props: Props) {
  const { listing } = await load(props);
  return <CategoryListingView listing={listing} />;
}
