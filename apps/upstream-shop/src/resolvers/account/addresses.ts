import type { AddressInput, AddressResult, PackstationInput, Resolvers } from '@tafel/graphql-schema/upstream-resolvers';
import type { AddressRecord } from '../../data/customers/address-store.js';
import type { UpstreamContext } from '../context.js';
import { readAddress, readPackstation, type AddressFields } from './address-input.js';
import { addressView } from './address-view.js';
import { FieldErrors } from './field-errors.js';
import { checkId, requireSession, type Caller } from './guards.js';
import { AccountMessages } from './messages.js';

type Kind = AddressRecord['addressType'];

// A generous bound for a real address book; it protects the in-memory store from scripts.
export const MAX_ADDRESSES = 50;

const failed = (errorMessage: string, fieldErrors: FieldErrors['list'] = []): AddressResult => ({ successful: false, address: null, fieldErrors, errorMessage });

// The customer address leads the billing list: clients preselect the first one (spec §4).
const customerAddressFirst = (a: AddressRecord, b: AddressRecord): number => Number(b.isAlsoCustomerAddress) - Number(a.isAlsoCustomerAddress);

function read(kind: Kind, data: AddressInput | PackstationInput, errors: FieldErrors): AddressFields {
  return kind === 'packstation' ? readPackstation(data as PackstationInput, errors) : readAddress(data as AddressInput, errors);
}

/** Saves an address; making one the customer address takes the flag from the previous one. */
function store(context: UpstreamContext, caller: Caller, record: AddressRecord): AddressResult {
  const { addresses } = context.stores;
  if (record.isAlsoCustomerAddress) {
    const previous = addresses.customerAddress(caller.record.customerId);
    if (previous && previous.addressId !== record.addressId) addresses.save({ ...previous, isAlsoCustomerAddress: false });
  }
  return { successful: true, address: addressView(addresses.save(record), caller.record), fieldErrors: [], errorMessage: null };
}

function add(kind: Kind, data: AddressInput | PackstationInput, context: UpstreamContext): AddressResult {
  const caller = requireSession(context);
  const { customerId } = caller.record;
  const errors = new FieldErrors(kind === 'billing' ? 'billingAddress' : kind === 'shipping' ? 'shippingAddress' : 'packstation');
  const fields = read(kind, data, errors);
  if (!errors.ok) return failed(AccountMessages.invalidInput, errors.list);
  if (context.stores.addresses.list(customerId).length >= MAX_ADDRESSES) return failed(AccountMessages.tooManyAddresses);
  // Only billing addresses can be the customer address; the first one always is.
  const wantsCustomer = kind === 'billing' && ((data as AddressInput).isAlsoCustomerAddress === true || !context.stores.addresses.customerAddress(customerId));
  return store(context, caller, { ...fields, addressId: `A-${context.newId()}`, customerId, addressType: kind, isAlsoCustomerAddress: wantsCustomer });
}

function update(kind: Kind, addressId: string, data: AddressInput | PackstationInput, context: UpstreamContext): AddressResult {
  const caller = requireSession(context);
  checkId('addressId', addressId);
  const existing = context.stores.addresses.get(caller.record.customerId, addressId);
  const errors = new FieldErrors(kind === 'billing' ? 'billingAddress' : kind === 'shipping' ? 'shippingAddress' : 'packstation');
  const fields = read(kind, data, errors);
  if (!existing || existing.addressType !== kind) return failed(AccountMessages.addressNotFound, errors.list);
  if (!errors.ok) return failed(AccountMessages.invalidInput, errors.list);
  // The customer address stays one (an account always has one); another can be promoted.
  const isCustomer = existing.isAlsoCustomerAddress || (kind === 'billing' && (data as AddressInput).isAlsoCustomerAddress === true);
  return store(context, caller, { ...existing, ...fields, isAlsoCustomerAddress: isCustomer });
}

export const addressResolvers: Resolvers<UpstreamContext> = {
  Query: {
    getCustomerAddress: (_parent, _args, context) => {
      const { record } = requireSession(context);
      const address = context.stores.addresses.customerAddress(record.customerId);
      return address ? addressView(address, record) : null;
    },
    getBillingAddresses: (_parent, _args, context) => {
      const { record } = requireSession(context);
      return context.stores.addresses.list(record.customerId, 'billing').sort(customerAddressFirst).map((a) => addressView(a, record));
    },
    getShippingAddresses: (_parent, _args, context) => {
      const { record } = requireSession(context);
      return context.stores.addresses
        .list(record.customerId)
        .filter((a) => a.addressType !== 'billing')
        .map((a) => addressView(a, record));
    },
  },
  Mutation: {
    addBillingAddress: (_parent, { data }, context) => add('billing', data, context),
    updateBillingAddress: (_parent, { addressId, data }, context) => update('billing', addressId, data, context),
    addShippingAddress: (_parent, { data }, context) => add('shipping', data, context),
    updateShippingAddress: (_parent, { addressId, data }, context) => update('shipping', addressId, data, context),
    addPackstation: (_parent, { data }, context) => add('packstation', data, context),
    updatePackstation: (_parent, { addressId, data }, context) => update('packstation', addressId, data, context),
    deleteAddress: (_parent, { addressId }, context) => {
      const caller = requireSession(context);
      checkId('addressId', addressId);
      const { addresses } = context.stores;
      const existing = addresses.get(caller.record.customerId, addressId);
      // A foreign id answers like an unknown one: ids of other customers stay secret.
      if (!existing) return failed(AccountMessages.addressNotFound);
      if (existing.isAlsoCustomerAddress) return failed(AccountMessages.customerAddressNotDeletable);
      addresses.remove(caller.record.customerId, addressId);
      return { successful: true, address: addressView(existing, caller.record), fieldErrors: [], errorMessage: null };
    },
  },
};
