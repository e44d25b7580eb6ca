// The URL tables behind getPageDetailsByUrl and getRedirectByPath: configured redirects, gone
// pages and the routes the storefront implements itself (session-checkout-account §2).

export interface RedirectRecord {
  from: string;
  to: string;
  status: 301 | 302;
}

/** Paths as the CMS stores them: lower case, with the trailing slash of content paths. */
export const REDIRECTS: readonly RedirectRecord[] = [
  { from: '/angebote/', to: '/cat/900/', status: 301 },
  { from: '/neu/', to: '/cat/950/', status: 301 },
  { from: '/beratung/schulranzen/', to: '/cat/610/', status: 301 },
  { from: '/impressum.html', to: '/impressum/', status: 301 },
  { from: '/agb.html', to: '/agb/', status: 301 },
  // The running campaign changes; a temporary redirect keeps search engines on /aktion/.
  { from: '/aktion/', to: '/campaigns/', status: 302 },
];

/** Pages that existed and were removed on purpose: 410 rather than 404. */
export const GONE_PATHS: readonly string[] = ['/service/katalog-2019/', '/gewinnspiele/sommer-2023/', '/campaigns/schulstart-2022/'];

/** Routes of the storefront (spec §2 route table); they have no grid. */
export const APP_ROUTES: readonly string[] = [
  '/login',
  '/logout',
  '/rating',
  '/search',
  '/checkout/login',
  '/checkout/basket',
  '/checkout/shipping',
  '/checkout/payment',
  '/checkout/summary',
  '/checkout/confirmation',
  '/computop/success',
  '/myaccount',
  '/myaccount/contact-details',
  '/myaccount/password',
  '/myaccount/register',
  '/myaccount/resetpassword',
  '/myaccount/newpassword',
  '/myaccount/wishlist',
  '/myaccount/customernumber',
  '/myaccount/orders',
  '/myaccount/orders/orderdetail',
  '/myaccount/addresses',
  '/myaccount/addresses/billing',
  '/myaccount/addresses/shipping',
  '/myaccount/addresses/packing-station',
  '/myaccount/returns',
  '/myaccount/returns/productselection',
  '/myaccount/returns/regulations',
  '/myaccount/returns/carrier',
  '/myaccount/returns/confirm',
  '/service/katalog',
  '/service/catalogue',
  '/service/orderform',
  '/service/newsletter',
  '/service/newsletter/success',
  '/service/newsletter/newsletter-abmelden',
  '/test/test-api',
];

/** Return pages answer 404 unless the global return switch is 'true' (spec §2). */
export const RETURN_ROUTE_PREFIX = '/myaccount/returns';

/** Same path with and without its trailing slash ('/' stays '/'). */
export function withoutTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}
