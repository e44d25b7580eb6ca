import type { TextKey } from '@/lib/i18n/i18n';

// The account area's navigation (issue 27): its entries and which one a path belongs to.

export interface AccountNavEntry {
  href: string;
  label: TextKey;
  /** The paths the entry stands for (its own and those below it). */
  base: string;
  b2bOnly?: boolean;
  /** The B2B shops' wording, where it differs (spec §1: the wishlist is labelled as notepad lists). */
  b2bLabel?: TextKey;
}

export const ACCOUNT_NAV: readonly AccountNavEntry[] = [
  { href: '/myaccount/contact-details', base: '/myaccount/contact-details', label: 'ui.account.nav.contactDetails' },
  { href: '/myaccount/password', base: '/myaccount/password', label: 'ui.account.nav.password' },
  { href: '/myaccount/customernumber', base: '/myaccount/customernumber', label: 'ui.account.nav.customerNumber', b2bOnly: true },
  { href: '/myaccount/orders', base: '/myaccount/orders', label: 'ui.account.nav.orders' },
  { href: '/myaccount/addresses/billing', base: '/myaccount/addresses', label: 'ui.account.nav.addresses' },
  { href: '/myaccount/wishlist', base: '/myaccount/wishlist', label: 'ui.wishlist.title', b2bLabel: 'ui.wishlist.titleB2b' },
  { href: '/logout', base: '/logout', label: 'ui.account.nav.logout' },
];

/** The entries a shop shows (the customer number on the B2B shops only). */
export function accountNavFor(isB2b: boolean): AccountNavEntry[] {
  return ACCOUNT_NAV.filter((entry) => isB2b || !entry.b2bOnly).map((entry) => (isB2b && entry.b2bLabel ? { ...entry, label: entry.b2bLabel } : entry));
}
