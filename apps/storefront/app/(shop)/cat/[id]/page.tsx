import type { Metadata } from 'next';
import { CategoryRoute, categoryMetadata, loadCategoryRoute } from '@/components/category/category-route';
import { categoryCanonicalPath } from '@/lib/listing/category-listing';
import type { QueryValue } from '@/lib/listing/listing';

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, QueryValue>> };

async function load({ params, searchParams }: Props) {
  const [{ id }, query] = await Promise.all([params, searchParams]);
  return loadCategoryRoute(id, query);
}

// Spec §9: the canonical URL keeps only p.
export async function generateMetadata(props: Props): Promise<Metadata> {
  const data = await load(props);
  const { category, state } = data.listing;
  return categoryMetadata(data, categoryCanonicalPath(category.id, state.page), `/cat/${encodeURIComponent(category.id)}/`);
}

/** /cat/{id}: the category listing (components/category/category-route.tsx, shared with the catch-all's category slugs). */
export default async function CategoryPage(props: Props) {
  const { listing } = await load(props);
  return <CategoryRoute listing={listing} />;
}
