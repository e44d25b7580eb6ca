'use client';

// A client component for the RSC payload's sake: every shop page carries the (shop) layout's 404 in
// its payload; as texts and [id, name] pairs it weighs far less than its rendered element tree.
import Link from 'next/link';
import { PageTrackingContext } from '../tracking/page-tracking-context';
import { ErrorCategories, ErrorSearch, type ErrorSearchTexts } from './error-parts';
import { ErrorPanel } from './error-panel';
import { useMainCategories } from './main-categories';
import { RequestedPath } from './requested-path';

/** The translated texts of the 404. */
export interface NotFoundTexts {
  title: string;
  before: string;
  after: string;
  hint: string;
  toHome: string;
  categories: string;
  search: ErrorSearchTexts;
}

/**
 * The 404 of catalogue spec §2 (the same markup as ErrorPage with status 404): the path asked for,
 * the way home, search and the main categories — those of the shop's frame (MainCategoriesProvider),
 * which the payload carries for the error boundary anyway, not a second copy.
 */
export function NotFoundView({ texts }: { texts: NotFoundTexts }) {
  const categories = useMainCategories();
  return (
    <ErrorPanel
      code="404"
      title={texts.title}
      actions={
        <Link href="/" className="btn btn-large" data-testid="error-home">
          {texts.toHome}
        </Link>
      }
    >
      <div data-testid="error-page" data-status={404}>
        {/* Catalogue spec §7: the page view of an error page says page_area error. */}
        <PageTrackingContext pageArea="error" />
        <p>
          {texts.before}
          <RequestedPath />
          {texts.after}
        </p>
        <p>{texts.hint}</p>
      </div>
      <ErrorSearch texts={texts.search} />
      <ErrorCategories title={texts.categories} categories={categories} Anchor={Link} />
    </ErrorPanel>
  );
}
