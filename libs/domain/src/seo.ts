// The spec's noindex rule (session-checkout-account §2, catalogue-content §9), shared by the
// storefront's metadata and the stand-in's getPageDetailsByUrl so the two cannot drift apart.

/** Spec §2/§9 noindex paths (without slashes). */
export const NOINDEX_PATHS: readonly string[] = [
  'service/newsletter/newsletter-abmelden',
  'service/newsletter/success',
  'checkout/basket',
  'login',
  'myaccount/password',
  'search',
  'myaccount/wishlist',
  'myaccount/register',
  'myaccount/resetpassword',
  'rating',
];

/** Spec §2/§9: any URL containing this is noindex too. */
export const NOINDEX_URL_MARKER = '/?order=';

/** Whether a path (without query string; leading/trailing slashes ignored) is one of the spec's noindex paths. */
export function isNoindexPath(path: string): boolean {
  return NOINDEX_PATHS.includes(path.replace(/^\/+|\/+$/g, ''));
}
