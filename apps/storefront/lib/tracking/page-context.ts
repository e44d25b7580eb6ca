import type { PageArea } from './page-view';

// What a page's <PageTrackingContext> marker writes (components/tracking/page-tracking-context.tsx):
// kept apart from page-view.ts, because the marker also renders in the error boundary, which
// loads with every page — the page view's own code loads later, with the page-view island.

/** An A/B test running on the page (orchestrator AbTest). */
export interface PageAbTest {
  id: string;
  trackingCode: string;
}

/** What a page's <PageTrackingContext> marker carries. */
export interface PageTrackingContextData {
  pageArea?: PageArea;
  abTests: readonly PageAbTest[];
}

/** The marker's data attributes (read by the page-view island; see components/tracking/page-tracking-context.tsx). */
export const PAGE_CONTEXT_ATTRIBUTES = {
  marker: 'data-page-tracking',
  area: 'data-page-area',
  testIds: 'data-test-ids',
  testVariants: 'data-test-variants',
} as const;

// A test id or tracking code with a comma would break the comma-joined fields: such a test is left out.
export const cleanTests = (tests: readonly PageAbTest[]) => tests.filter((test) => test.id && test.trackingCode && !/,/.test(test.id + test.trackingCode));

/** The marker's attributes for a page's context. */
export function pageContextAttributes(context: PageTrackingContextData): Record<string, string> {
  const tests = cleanTests(context.abTests);
  const attributes: Record<string, string> = { [PAGE_CONTEXT_ATTRIBUTES.marker]: '' };
  if (context.pageArea) attributes[PAGE_CONTEXT_ATTRIBUTES.area] = context.pageArea;
  if (tests.length > 0) {
    attributes[PAGE_CONTEXT_ATTRIBUTES.testIds] = tests.map((test) => test.id).join(',');
    attributes[PAGE_CONTEXT_ATTRIBUTES.testVariants] = tests.map((test) => test.trackingCode).join(',');
  }
  return attributes;
}

