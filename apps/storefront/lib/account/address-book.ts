import { addressKindOf, type AddressForm, type PackstationForm } from '@tafel/domain';
import type { AddressBookFieldsFragment, AddressBookKind, CheckoutAddressFieldsFragment } from '@tafel/graphql-schema/storefront';

// The address book's rules (spec §4 address book): its three kinds and their pages, one add or
// edit form open at a time per kind, the last removed address to undo, and reading a client's form
// argument (the form ↔ contract mapping is the checkout's, lib/checkout/shipping-form). Pure:
// shared by the server actions, the pages and the client components.

export const ADDRESSES_PATH = '/myaccount/addresses';
/** The kinds in tab order. */
export const ADDRESS_KINDS: readonly AddressBookKind[] = ['billing', 'shipping', 'packstation'];

/** The URL segment of a kind (spec §2: /billing, /shipping, /packing-station). */
export function addressKindSegment(kind: AddressBookKind): string {
  return kind === 'packstation' ? 'packing-station' : kind;
}

export function addressKindHref(kind: AddressBookKind): string {
  return `${ADDRESSES_PATH}/${addressKindSegment(kind)}`;
}

/** A kind the client sent (a server action's argument): one of the three, else null. */
export function parseAddressKind(raw: unknown): AddressBookKind | null {
  return typeof raw === 'string' && (ADDRESS_KINDS as readonly string[]).includes(raw) ? (raw as AddressBookKind) : null;
}

/** The addresses of one kind, as the book lists them (billing: the customer address first). */
export function addressesOf(book: AddressBookFieldsFragment, kind: AddressBookKind): CheckoutAddressFieldsFragment[] {
  return kind === 'billing' ? book.billing : kind === 'shipping' ? book.shipping : book.packstations;
}

/** Spec §4: the customer address cannot be removed. */
export function isRemovable(address: Pick<CheckoutAddressFieldsFragment, 'isCustomerAddress'>): boolean {
  return !address.isCustomerAddress;
}

/** The undo notice of a kind's page: the last removed address when it is of this kind. */
export function undoFor(book: Pick<AddressBookFieldsFragment, 'lastRemoved'>, kind: AddressBookKind): CheckoutAddressFieldsFragment | null {
  return book.lastRemoved && addressKindOf(book.lastRemoved) === kind ? book.lastRemoved : null;
}

/**
 * Whether a card carries the default-billing badge: the default may be a delivery address (a
 * business customer's, spec §4), so it is marked on the shipping page too; never a packstation.
 */
export function isDefaultBillingCard(book: Pick<AddressBookFieldsFragment, 'defaultBillingAddressId'>, kind: AddressBookKind, addressId: string): boolean {
  return kind !== 'packstation' && book.defaultBillingAddressId !== null && book.defaultBillingAddressId === addressId;
}

// ---------------------------------------------------------------- focus after a change

/**
 * Where focus goes after a change (WCAG 2.4.3): the undo after a removal, the card's edit button
 * after a save, cancel or undo, else the add button. `until` is the cards before a change the
 * page re-renders for: until they are replaced, a target not there yet is waited for.
 */
export type FocusTarget = { to: 'undo' | 'add'; until: unknown } | { to: 'edit'; addressId: string; until: unknown };

/** What to focus now: a selector, 'wait' (the page has not re-rendered yet) or the add button. */
export function focusSelector(target: FocusTarget, present: (selector: string) => boolean, cards: unknown): string | 'wait' {
  const ADD = '[data-testid="address-add"]';
  const wanted = target.to === 'undo' ? '[data-testid="address-undo-button"]' : target.to === 'edit' ? `[data-address-id="${target.addressId}"] [data-testid="address-edit"]` : ADD;
  if (present(wanted)) return wanted;
  if (target.until !== null && target.until === cards) return 'wait';
  return ADD;
}

// ---------------------------------------------------------------- one open form per kind

/** The form open on a kind's page: none, the add form, or one address's edit form. */
export type OpenAddressForm = { mode: 'none' } | { mode: 'add' } | { mode: 'edit'; addressId: string };

export type AddressFormEvent = { type: 'add' } | { type: 'edit'; addressId: string } | { type: 'close' } | { type: 'saved' };

export const NO_FORM: OpenAddressForm = { mode: 'none' };

/** Spec §4: opening a form closes the one open before; a save or cancel closes it. */
export function nextOpenForm(_current: OpenAddressForm, event: AddressFormEvent): OpenAddressForm {
  switch (event.type) {
    case 'add':
      return { mode: 'add' };
    case 'edit':
      return { mode: 'edit', addressId: event.addressId };
    default:
      return NO_FORM;
  }
}

export function isEditing(open: OpenAddressForm, addressId: string): boolean {
  return open.mode === 'edit' && open.addressId === addressId;
}

// ---------------------------------------------------------------- forms

export function packstationFormOf(address: CheckoutAddressFieldsFragment): PackstationForm {
  return {
    salutation: address.salutation ?? '',
    firstName: address.firstName,
    lastName: address.lastName,
    postNumber: address.postNumber ?? '',
    packstation: address.packstation ?? '',
    postcode: address.postcode,
    city: address.city,
    country: 'DE',
  };
}

function text(value: unknown, max = 200): string {
  return typeof value === 'string' ? value.trim().slice(0, max) : '';
}

/**
 * The address form a client sent (a server action's argument): only known fields, as strings, cut
 * to a sane length (the rules then check them); null when it is not an object.
 */
export function addressFormArgument(raw: unknown): AddressForm | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const form = raw as Record<string, unknown>;
  return {
    formType: form.formType === 'companyOrSchool' ? 'companyOrSchool' : 'private',
    company: text(form.company),
    salutation: text(form.salutation),
    firstName: text(form.firstName),
    lastName: text(form.lastName),
    streetAndNumber: text(form.streetAndNumber),
    addition: text(form.addition),
    postcode: text(form.postcode, 20),
    city: text(form.city),
    country: text(form.country, 4).toUpperCase(),
    phone: text(form.phone, 60),
    hasDeliveryEmail: form.hasDeliveryEmail === true,
    deliveryEmail: text(form.deliveryEmail),
  };
}

export function packstationFormArgument(raw: unknown): PackstationForm | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const form = raw as Record<string, unknown>;
  return {
    salutation: text(form.salutation),
    firstName: text(form.firstName),
    lastName: text(form.lastName),
    postNumber: text(form.postNumber, 20),
    packstation: text(form.packstation, 20),
    postcode: text(form.postcode, 20),
    city: text(form.city),
    country: 'DE',
  };
}

/** The prefix the reused checkout fields name their errors with (`${prefix}.${field}`). */
export function fieldPrefixOf(kind: AddressBookKind): 'billingAddress' | 'shippingAddress' | 'packstation' {
  return kind === 'billing' ? 'billingAddress' : kind === 'shipping' ? 'shippingAddress' : 'packstation';
}

/**
 * A field error's name as the form's fields know it: the orchestrator's dotted name (e.g.
 * `address.postcode`, `packstation.postNumber`) becomes `${prefix}.postcode`.
 */
export function formFieldKey(kind: AddressBookKind, field: string): string {
  const last = field.split('.').pop() || field;
  return `${fieldPrefixOf(kind)}.${last}`;
}

/** The kind of a page's URL segment (billing, shipping, packing-station), else null (404). */
export function addressKindOfSegment(segment: string): AddressBookKind | null {
  return ADDRESS_KINDS.find((kind) => addressKindSegment(kind) === segment) ?? null;
}
