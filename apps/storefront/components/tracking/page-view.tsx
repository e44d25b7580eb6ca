import { readSession } from '@/lib/session/session';
import { CUSTOMER_MARKER_COOKIE, GUEST_MARKER_COOKIE } from '@/lib/session/session-cookies';
import { visitorOf } from '@/lib/tracking/page-view';
import { LazyPageViewTracking } from './lazy-page-view-tracking';

/**
 * The page views, navigation clicks and web vitals of every page (mounted once in the root
 * layout, inside the DataLayerProvider). The visitor comes from the session cookies here on the
 * server: the user id cookie is HttpOnly, and only a logged-in customer's id is handed on.
 */
export async function PageViews() {
  const session = await readSession();
  return <LazyPageViewTracking visitor={visitorOf(session)} guestMarker={GUEST_MARKER_COOKIE} customerMarker={CUSTOMER_MARKER_COOKIE} />;
}
