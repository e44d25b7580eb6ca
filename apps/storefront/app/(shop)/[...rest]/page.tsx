import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CategoryRoute, categoryMetadata, loadCategoryRoute } from '@/components/category/category-route';
import { ContentPage } from '@/components/content';
import { ErrorPage, errorPageMetadata } from '@/components/errors/error-page';
import { PageTrackingContext } from '@/components/tracking/page-tracking-context';
import { getContentGrid } from '@/lib/content/content';
import type { QueryValue } from '@/lib/listing/listing';
import { alternatesFor, currentPageResolution, currentPageUrl, pageDetailsOrNull } from '@/lib/site/page-details';
import { withoutTrailingSlash } from '@/lib/site/routing';
import { isNoindexUrl, indexableMetadata, NOINDEX_FOLLOW, robotsOf } from '@/lib/site/seo';
import { currentLocale, currentOrigin } from '@/lib/site/site';

type Props = { params: Promise<{ rest: string[] }>; searchParams: Promise<Record<string, QueryValue>> };

/**
 * Every URL that is no app route (session spec §2 catch-all): proxy.ts has resolved it through
 * page(url) already — redirects never get here, gone pages arrive with their 410 and an
 * unreachable orchestrator with 503 — and hands the resolution over in a header only it sets.
 * A category slug (/schreiben-zeichnen/) shows the category listing, a content page its grid,
 * anything else the 404. Header, navigation and footer come from the (shop) layout.
 */
async function resolved() {
  const [page, url] = await Promise.all([currentPageResolution(), currentPageUrl()]);
  return { page, url: url ?? '/' };
}

/** The path of a catch-all URL in the spec's form, with one trailing slash (/beratung/): one canonical URL whichever form was asked. */
function slashPath(url: string): string {
  return `${withoutTrailingSlash(url.split('?', 1)[0]!)}/`.replace(/^\/\/$/, '/');
}

async function contentGrid(gridPageId: string) {
  const grid = await getContentGrid(gridPageId);
  if (!grid) notFound();
  return grid;
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { page, url } = await resolved();
  switch (page.kind) {
    case 'GONE':
      return errorPageMetadata(410);
    case 'UNAVAILABLE':
      return errorPageMetadata(503);
    case 'NOT_FOUND':
      return errorPageMetadata(404);
    case 'CATEGORY': {
      const data = await loadCategoryRoute(page.categoryId, await searchParams);
      const path = slashPath(url);
      // The slug is the category's URL here: canonical with only p (spec §9).
      const canonicalPath = data.listing.state.page > 1 ? `${path}?p=${data.listing.state.page}` : path;
      return categoryMetadata(data, canonicalPath, url);
    }
    case 'CONTENT': {
      const [grid, details, origin, language] = await Promise.all([contentGrid(page.gridPageId), pageDetailsOrNull(url), currentOrigin(), currentLocale()]);
      const seo = details?.seo ?? grid.seo;
      const path = slashPath(url);
      const canonical = seo.canonicalUrl ?? (origin ? `${origin}${path}` : path);
      const metadata = indexableMetadata({
        title: seo.title ?? grid.seo.title ?? '',
        description: seo.description ?? grid.seo.description,
        canonical,
        alternates: await alternatesFor(path, details),
        language,
      });
      if (isNoindexUrl(url)) return { ...metadata, robots: NOINDEX_FOLLOW };
      // The CMS may keep a content page out of search engines; indexable is the default (no tag).
      const robots = robotsOf(seo.robots);
      return robots.index ? metadata : { ...metadata, robots };
    }
  }
}

export default async function CatchAllPage({ searchParams }: Props) {
  const { page, url } = await resolved();
  switch (page.kind) {
    // The page view says what the path cannot (catalogue spec §7): error pages, category slugs, content A/B tests.
    case 'GONE':
      return (
        <>
          <PageTrackingContext pageArea="error" />
          <ErrorPage status={410} debug={`page(${url}): GONE`} />
        </>
      );
    case 'UNAVAILABLE':
      return (
        <>
          <PageTrackingContext pageArea="error" />
          <ErrorPage status={503} debug={`page(${url}): the orchestrator did not answer`} />
        </>
      );
    case 'NOT_FOUND':
      // proxy.ts answers it with 404: the error page is rendered on the server, not left to the browser.
      return <ErrorPage status={404} debug={`page(${url}): NOT_FOUND`} />;
    case 'CATEGORY': {
      const { listing } = await loadCategoryRoute(page.categoryId, await searchParams);
      return (
        <>
          <PageTrackingContext pageArea="category" />
          <CategoryRoute listing={listing} />
        </>
      );
    }
    case 'CONTENT': {
      const [grid, details] = await Promise.all([contentGrid(page.gridPageId), pageDetailsOrNull(url)]);
      return (
        <>
          <PageTrackingContext abTests={grid.abTests} />
          <ContentPage pageId={grid.pageId} rows={grid.rows} breadcrumbs={details?.seo.breadcrumbs ?? []} />
        </>
      );
    }
  }
}
