/**
 * Address book rules of the account pages (spec §4 address book), shared by the orchestrator
 * (AddressBook.defaultBillingAddressId) and any client that needs to preselect the same address.
 */

/** The upstream's customer segment (getCustomerInfo.categoryType). */
export type CustomerCategory = 'b2c' | 'b2b' | 'internal';

/** An address of the book as far as the default rule looks at it. */
export interface AddressBookEntry {
  id: string;
  /** The customer address (the account's main billing address). */
  isCustomerAddress: boolean;
}

/** Business users are the B2B segment; internal users order like consumers. */
export function isBusinessCategory(category: string): boolean {
  return category.trim().toLowerCase() === 'b2b';
}

/**
 * Spec §4 default billing address: the customer address for consumers, the first non-customer
 * billing address for business users, otherwise the first shipping address (delivery addresses,
 * not packstations); null when there is none of these.
 */
export function defaultBillingAddressId(
  category: string,
  billing: readonly AddressBookEntry[],
  shipping: readonly AddressBookEntry[],
): string | null {
  const chosen = isBusinessCategory(category) ? billing.find((a) => !a.isCustomerAddress) : billing.find((a) => a.isCustomerAddress);
  return chosen?.id ?? shipping[0]?.id ?? null;
}

/** The three books of the account's address pages, in tab order. */
export type AddressKind = 'billing' | 'shipping' | 'packstation';

/**
 * The book an address belongs to: packstations are delivery addresses with isStation (the
 * upstream may also name their type packstation); anything not billing is a shipping address.
 */
export function addressKindOf(address: { addressType: string; isStation: boolean }): AddressKind {
  if (address.isStation || address.addressType === 'packstation') return 'packstation';
  return address.addressType === 'billing' ? 'billing' : 'shipping';
}
