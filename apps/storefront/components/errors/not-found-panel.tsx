import type { Metadata } from 'next';
import { ErrorPage, errorPageMetadata } from './error-page';

/** Metadata of the 404 page: its title, noindex, follow. */
export async function notFoundMetadata(): Promise<Metadata> {
  return errorPageMetadata(404);
}

/** 404 (an unknown product, category or path): the error page of catalogue spec §2. */
export async function NotFoundPanel() {
  return <ErrorPage status={404} />;
}
