import { pageContextAttributes, type PageAbTest } from '@/lib/tracking/page-context';
import type { PageArea } from '@/lib/tracking/page-view';

/**
 * What a page tells its Meta page view (catalogue spec §7) that its path cannot: the A/B tests
 * running on it (test_id, test_variant; content pages get them from the orchestrator's
 * `page(url)` or `contentGrid`, field abTests) and its page type when the path does not tell it
 * (a category slug resolved by the catch-all: 'category'; the 404, 410 and 500 pages: 'error').
 * An empty hidden element with data attributes: no script, nothing in the client bundle, usable
 * from server and client components. Render it outside any Suspense boundary of the page, so it
 * is in the document when the page view is sent. Several markers on a page add up.
 *
 *   <PageTrackingContext abTests={grid.abTests} />
 *   <PageTrackingContext pageArea="error" />
 */
export function PageTrackingContext({ abTests = [], pageArea }: { abTests?: readonly PageAbTest[]; pageArea?: PageArea }) {
  return <span hidden {...pageContextAttributes({ abTests, ...(pageArea ? { pageArea } : {}) })} />;
}
