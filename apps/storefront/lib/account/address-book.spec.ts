import { describe, expect, it } from '@jest/globals';
import type { CheckoutAddressFieldsFragment } from '@tafel/graphql-schema/storefront';
import {
  addressFormArgument,
  addressKindHref,
  addressKindOfSegment,
  focusSelector,
  formFieldKey,
  isDefaultBillingCard,
  isEditing,
  isRemovable,
  nextOpenForm,
  NO_FORM,
  packstationFormArgument,
  parseAddressKind,
  undoFor,
  type OpenAddressForm,
} from './address-book';
import { addressFormOf, addressInputOf, packstationInputOf } from '@/lib/checkout/shipping-form';

const address = (over: Partial<CheckoutAddressFieldsFragment> = {}): CheckoutAddressFieldsFragment => ({
  id: 'a1',
  addressType: 'billing',
  formType: 'private',
  company: null,
  salutation: 'Frau',
  firstName: 'Anna',
  lastName: 'Schmidt',
  streetAndNumber: 'Hauptstr. 1',
  addition: null,
  postcode: '10115',
  city: 'Berlin',
  country: 'DE',
  phone: null,
  email: null,
  isStation: false,
  isCustomerAddress: false,
  postNumber: null,
  packstation: null,
  ...over,
});

describe('address book kinds', () => {
  it('maps kinds to their pages and back', () => {
    expect(addressKindHref('billing')).toBe('/myaccount/addresses/billing');
    expect(addressKindHref('packstation')).toBe('/myaccount/addresses/packing-station');
    expect(addressKindOfSegment('packing-station')).toBe('packstation');
    expect(addressKindOfSegment('shipping')).toBe('shipping');
    expect(addressKindOfSegment('packstation')).toBeNull();
    expect(parseAddressKind('billing')).toBe('billing');
    expect(parseAddressKind('admin')).toBeNull();
    expect(parseAddressKind(3)).toBeNull();
  });

  it('never offers to remove the customer address', () => {
    expect(isRemovable(address({ isCustomerAddress: true }))).toBe(false);
    expect(isRemovable(address())).toBe(true);
  });
});

describe('one add or edit form at a time (spec §4)', () => {
  it('opening another form closes the first; save and cancel close it', () => {
    let open: OpenAddressForm = NO_FORM;
    open = nextOpenForm(open, { type: 'add' });
    expect(open).toEqual({ mode: 'add' });
    open = nextOpenForm(open, { type: 'edit', addressId: 'a1' });
    expect(open).toEqual({ mode: 'edit', addressId: 'a1' });
    expect(isEditing(open, 'a1')).toBe(true);
    open = nextOpenForm(open, { type: 'edit', addressId: 'a2' });
    expect(isEditing(open, 'a1')).toBe(false);
    expect(isEditing(open, 'a2')).toBe(true);
    open = nextOpenForm(open, { type: 'add' });
    expect(isEditing(open, 'a2')).toBe(false);
    expect(nextOpenForm(open, { type: 'saved' })).toEqual(NO_FORM);
    expect(nextOpenForm({ mode: 'edit', addressId: 'a1' }, { type: 'close' })).toEqual(NO_FORM);
  });
});

describe('undo of the last removed address', () => {
  it('shows on the page of its kind only', () => {
    const removed = address({ id: 'r1', addressType: 'shipping' });
    expect(undoFor({ lastRemoved: removed }, 'shipping')).toBe(removed);
    expect(undoFor({ lastRemoved: removed }, 'billing')).toBeNull();
    expect(undoFor({ lastRemoved: address({ addressType: 'shipping', isStation: true }) }, 'packstation')).not.toBeNull();
    expect(undoFor({ lastRemoved: null }, 'billing')).toBeNull();
  });
});

describe('address forms', () => {
  it('round-trips an address through the edit form', () => {
    const form = addressFormOf(address({ formType: 'companyOrSchool', company: 'Grundschule Mitte', email: 'post@schule.de' }));
    expect(form).toMatchObject({ formType: 'companyOrSchool', company: 'Grundschule Mitte', hasDeliveryEmail: true, deliveryEmail: 'post@schule.de' });
    expect(addressInputOf(form)).toMatchObject({ company: 'Grundschule Mitte', deliveryEmail: 'post@schule.de', salutation: 'Frau', addition: null });
  });

  it('sends the company only for companyOrSchool and the delivery e-mail only when wanted (spec §5)', () => {
    const form = addressFormOf(address({ company: 'X' }));
    expect(addressInputOf({ ...form, formType: 'private', company: 'X' }).company).toBeNull();
    expect(addressInputOf({ ...form, hasDeliveryEmail: false, deliveryEmail: 'a@b.de' }).deliveryEmail).toBeNull();
  });

  it('takes only known fields of a client argument', () => {
    expect(addressFormArgument(null)).toBeNull();
    expect(addressFormArgument('x')).toBeNull();
    const form = addressFormArgument({ formType: 'hacker', firstName: ' Anna ', country: 'de', evil: 1, city: 5 });
    expect(form).toMatchObject({ formType: 'private', firstName: 'Anna', country: 'DE', city: '' });
    expect(form).not.toHaveProperty('evil');
    expect(packstationFormArgument({ postNumber: '123456', country: 'AT' })).toMatchObject({ postNumber: '123456', country: 'DE' });
    expect(packstationInputOf(packstationFormArgument({ firstName: 'A' })!).country).toBe('DE');
  });

  it('names a field error as the reused fields do', () => {
    expect(formFieldKey('billing', 'address.postcode')).toBe('billingAddress.postcode');
    expect(formFieldKey('shipping', 'city')).toBe('shippingAddress.city');
    expect(formFieldKey('packstation', 'packstation.postNumber')).toBe('packstation.postNumber');
  });
});

describe('default billing badge', () => {
  it('marks the default billing address on the billing and the shipping page, never a packstation', () => {
    const book = { defaultBillingAddressId: 'A-2' };
    expect(isDefaultBillingCard(book, 'billing', 'A-2')).toBe(true);
    // A business customer's default billing address can be a delivery address (spec §4).
    expect(isDefaultBillingCard(book, 'shipping', 'A-2')).toBe(true);
    expect(isDefaultBillingCard(book, 'shipping', 'A-3')).toBe(false);
    expect(isDefaultBillingCard(book, 'packstation', 'A-2')).toBe(false);
    expect(isDefaultBillingCard({ defaultBillingAddressId: null }, 'billing', 'A-2')).toBe(false);
  });
});

describe('focus after a change', () => {
  const ADD = '[data-testid="address-add"]';
  const UNDO = '[data-testid="address-undo-button"]';
  const edit = (id: string) => `[data-address-id="${id}"] [data-testid="address-edit"]`;
  const before = ['cards before'];
  const after = ['cards after'];
  const has = (...present: string[]) => (selector: string) => present.includes(selector);

  it('goes to the undo after a removal, once the page shows it', () => {
    expect(focusSelector({ to: 'undo', until: before }, has(ADD), before)).toBe('wait');
    expect(focusSelector({ to: 'undo', until: before }, has(ADD, UNDO), after)).toBe(UNDO);
    // No undo offered (it could not be kept): the add button, not nowhere.
    expect(focusSelector({ to: 'undo', until: before }, has(ADD), after)).toBe(ADD);
  });

  it("goes to the card's edit button after a save, cancel or undo, else to the add button", () => {
    expect(focusSelector({ to: 'edit', addressId: 'A-1', until: before }, has(ADD, edit('A-1')), before)).toBe(edit('A-1'));
    expect(focusSelector({ to: 'edit', addressId: 'A-9', until: before }, has(ADD), before)).toBe('wait');
    expect(focusSelector({ to: 'edit', addressId: 'A-9', until: before }, has(ADD, edit('A-9')), after)).toBe(edit('A-9'));
    expect(focusSelector({ to: 'edit', addressId: 'A-9', until: before }, has(ADD), after)).toBe(ADD);
    expect(focusSelector({ to: 'edit', addressId: 'A-1', until: null }, has(ADD, edit('A-1')), before)).toBe(edit('A-1'));
    expect(focusSelector({ to: 'add', until: null }, has(ADD), before)).toBe(ADD);
  });
});
