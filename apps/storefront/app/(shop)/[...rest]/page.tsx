import { notFound } from 'next/navigation';
import { notFoundMetadata } from '@/components/errors/not-found-panel';

// The 404's title and noindex: a not-found boundary's metadata is not applied to a page that throws.
export const generateMetadata = notFoundMetadata;

/**
 * A URL no route matches: the (shop) layout's 404 (header, navigation and footer come from the layout).
 * No app/not-found.tsx with its own shop frame: Next sends the root's not-found tree along in every
 * page's RSC payload, which carried the header, the navigation and the footer a second time.
 */
export default function UnknownPage(): never {
  notFound();
}
