import type { UpstreamAddressFragment } from '@tafel/graphql-schema/upstream-client';
import { UpstreamError } from '../../common/app-error.js';
import type { Shopper } from '../../request/index.js';
import type { UpstreamClient } from '../../upstream/upstream-client.js';
import { AddressBookService } from './address-book.service.js';
import type { LastRemovedStore } from './last-removed.store.js';
import type { RemovedAddress } from './removed-address.js';

const shopper: Shopper = { userId: 'U-1', jwt: 'session-token', site: 'de-de' };
const upstreamAddress = (id: string, extra: Partial<UpstreamAddressFragment> = {}): UpstreamAddressFragment => ({
  addressId: id,
  addressType: 'shipping',
  formType: 'private',
  schoolOrCompany: null,
  salutation: 'Frau',
  firstName: 'Erika',
  lastName: 'Muster',
  street: 'Lindenweg 4',
  addressAddition: null,
  postCode: '14467',
  city: 'Potsdam',
  country: 'DE',
  phone: null,
  email: null,
  packstationAddress: false,
  isStation: false,
  isAlsoCustomerAddress: false,
  postNumber: null,
  packstationNumber: null,
  ...extra,
});
const form = { formType: 'private' as const, firstName: 'Erika', lastName: 'Muster', streetAndNumber: 'Lindenweg 4', postcode: '14467', city: 'Potsdam', country: 'DE' };
const refused = (errorMessage: string, fieldErrors: { fieldName: string; errorMessage: string; formName: string | null }[] = []) => ({ successful: false, address: null, fieldErrors, errorMessage });

type Answers = Record<string, (variables: Record<string, unknown>) => unknown>;

function setup(answers: Answers, customer = { isGuest: false, isExistingCustomer: true, categoryType: 'b2c' }, failing: Partial<Record<'read' | 'keep', boolean>> = {}) {
  const calls: string[] = [];
  const client = {
    request: async (document: { toString(): string }, variables: Record<string, unknown>) => {
      const operation = /(query|mutation) (\w+)/.exec(document.toString())![2]!;
      calls.push(operation);
      if (operation === 'GetCustomerInfo') return { getCustomerInfo: { userId: 'U-1', customerId: 'C-1', isInternal: false, visitorType: 'existing-customer', ...customer } };
      if (operation === 'GetAddressBook') {
        return { getBillingAddresses: [upstreamAddress('A-1', { addressType: 'billing', isAlsoCustomerAddress: true })], getShippingAddresses: [upstreamAddress('A-2'), upstreamAddress('A-3', { isStation: true, addressType: 'packstation' })] };
      }
      const answer = answers[operation];
      if (!answer) throw new Error(`unexpected ${operation}`);
      return answer(variables);
    },
  } as unknown as UpstreamClient;
  let kept: RemovedAddress | null = null;
  const putBacks: RemovedAddress[] = [];
  const store = {
    read: async () => {
      if (failing.read) throw new Error('redis down');
      return kept;
    },
    keep: async (_jwt: string, removed: RemovedAddress) => {
      if (failing.keep) throw new Error('redis down');
      kept = removed;
    },
    take: async () => {
      const taken = kept;
      kept = null;
      return taken;
    },
    putBack: async (_jwt: string, removed: RemovedAddress) => {
      putBacks.push(removed);
      kept ??= removed;
    },
    forget: async () => {
      kept = null;
    },
  } as unknown as LastRemovedStore;
  return {
    service: new AddressBookService(client, store),
    calls,
    kept: () => kept,
    putBacks,
    keepNow: (removed: RemovedAddress) => {
      kept = removed;
    },
  };
}

describe('AddressBookService', () => {
  it('splits the delivery addresses into shipping and packstations and picks the default billing address', async () => {
    const { service } = setup({});
    expect(await service.book(shopper)).toMatchObject({
      __typename: 'AddressBook',
      billing: [{ id: 'A-1', isCustomerAddress: true }],
      shipping: [{ id: 'A-2' }],
      packstations: [{ id: 'A-3', isStation: true }],
      defaultBillingAddressId: 'A-1',
      lastRemoved: null,
    });
    const business = setup({}, { isGuest: false, isExistingCustomer: true, categoryType: 'b2b' });
    expect(await business.service.book(shopper)).toMatchObject({ defaultBillingAddressId: 'A-2' });
  });

  it('refuses a guest session and an ended one before reading or changing the book', async () => {
    const guest = setup({}, { isGuest: true, isExistingCustomer: false, categoryType: 'b2c' });
    expect(await guest.service.save(shopper, { kind: 'shipping', address: form })).toMatchObject({ __typename: 'SessionRequiredError', sessionEnded: false });
    expect(guest.calls).toEqual(['GetCustomerInfo']);
    const ended = setup({}, { isGuest: false, isExistingCustomer: false, categoryType: 'b2c' });
    expect(await ended.service.book(shopper)).toMatchObject({ __typename: 'SessionRequiredError', sessionEnded: true });
    expect(ended.calls).toEqual(['GetCustomerInfo']);
  });

  it("puts the upstream's field errors on our form's field names", async () => {
    const { service } = setup({
      AddShippingAddress: () => ({ addShippingAddress: refused('vue.form.error.invalidInput', [{ fieldName: 'postCode', errorMessage: 'vue.form.error.postcode.incorrect', formName: 'shippingAddress' }]) }),
      AddPackstation: () => ({ addPackstation: refused('vue.form.error.invalidInput', [{ fieldName: 'packstationNumber', errorMessage: 'vue.form.error.invalidFormat', formName: 'packstation' }]) }),
    });
    expect(await service.save(shopper, { kind: 'shipping', address: form })).toMatchObject({ __typename: 'ValidationError', fieldErrors: [{ field: 'address.postcode', messageKey: 'vue.form.error.postcode.incorrect' }] });
    const station = { firstName: 'Erika', lastName: 'Muster', postNumber: '12345678', packstation: '123', postcode: '10115', city: 'Berlin' };
    expect(await service.save(shopper, { kind: 'packstation', packstation: station })).toMatchObject({ fieldErrors: [{ field: 'packstation.packstation', messageKey: 'vue.form.error.invalidFormat' }] });
  });

  it('answers an unknown address as NotFoundError and a refusal of the whole form with its key', async () => {
    const { service } = setup({
      UpdateBillingAddress: () => ({ updateBillingAddress: refused('vue.address.error.notFound') }),
      AddBillingAddress: () => ({ addBillingAddress: refused('vue.address.error.tooMany') }),
      DeleteAddress: () => ({ deleteAddress: refused('vue.address.error.customerAddressNotDeletable') }),
    });
    expect(await service.save(shopper, { kind: 'billing', addressId: 'A-9', address: form })).toMatchObject({ __typename: 'NotFoundError', messageKey: 'vue.address.error.notFound' });
    expect(await service.save(shopper, { kind: 'billing', address: form })).toMatchObject({ __typename: 'ValidationError', messageKey: 'vue.address.error.tooMany', fieldErrors: [] });
    expect(await service.remove(shopper, { addressId: 'A-1' })).toMatchObject({ __typename: 'ValidationError', messageKey: 'vue.address.error.customerAddressNotDeletable' });
  });

  it('keeps a removed address and re-adds it through the add call of its kind', async () => {
    const added: unknown[] = [];
    const { service, kept } = setup({
      DeleteAddress: () => ({ deleteAddress: { successful: true, address: upstreamAddress('A-3', { isStation: true, addressType: 'packstation', street: '12345678', postNumber: '12345678', addressAddition: '123', packstationNumber: '123' }), fieldErrors: [], errorMessage: null } }),
      AddPackstation: (variables) => {
        added.push(variables);
        return { addPackstation: { successful: true, address: upstreamAddress('A-4', { isStation: true, addressType: 'packstation' }), fieldErrors: [], errorMessage: null } };
      },
    });
    const removed = await service.remove(shopper, { addressId: 'A-3' });
    expect(removed).toMatchObject({ __typename: 'AddressBookChanged', address: { id: 'A-3' }, addressBook: { lastRemoved: { id: 'A-3' } } });
    expect(kept()).toMatchObject({ kind: 'packstation' });
    expect(await service.undoRemove(shopper)).toMatchObject({ __typename: 'AddressBookChanged', address: { id: 'A-4' }, addressBook: { lastRemoved: null } });
    expect(added).toEqual([{ data: { packstationAddress: true, salutation: 'Frau', firstName: 'Erika', lastName: 'Muster', postNumber: '12345678', packstationNumber: '123', postCode: '14467', city: 'Potsdam', country: 'DE' } }]);
    expect(await service.undoRemove(shopper)).toMatchObject({ __typename: 'NotFoundError' });
  });

  it('keeps the removed address when its re-add fails', async () => {
    const { service, kept } = setup({
      DeleteAddress: () => ({ deleteAddress: { successful: true, address: upstreamAddress('A-2'), fieldErrors: [], errorMessage: null } }),
      AddShippingAddress: () => {
        throw new UpstreamError('UPSTREAM_UNAVAILABLE', 'down');
      },
    });
    await service.remove(shopper, { addressId: 'A-2' });
    await expect(service.undoRemove(shopper)).rejects.toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' });
    expect(kept()).toMatchObject({ kind: 'shipping', address: { id: 'A-2' } });
  });

  it('re-adds a removed billing address through the billing add call', async () => {
    const added: unknown[] = [];
    const { service, kept } = setup({
      DeleteAddress: () => ({ deleteAddress: { successful: true, address: upstreamAddress('A-5', { addressType: 'billing', firstName: 'Rechnung' }), fieldErrors: [], errorMessage: null } }),
      AddBillingAddress: (variables) => {
        added.push(variables);
        return { addBillingAddress: { successful: true, address: upstreamAddress('A-6', { addressType: 'billing', firstName: 'Rechnung' }), fieldErrors: [], errorMessage: null } };
      },
    });
    await service.remove(shopper, { addressId: 'A-5' });
    expect(kept()).toMatchObject({ kind: 'billing', address: { id: 'A-5' } });
    expect(await service.undoRemove(shopper)).toMatchObject({ __typename: 'AddressBookChanged', address: { id: 'A-6', firstName: 'Rechnung' }, addressBook: { lastRemoved: null } });
    expect(added).toEqual([{ data: expect.objectContaining({ firstName: 'Rechnung', street: 'Lindenweg 4', postCode: '14467' }) }]);
    expect(kept()).toBeNull();
  });

  it('puts the removed address back when the upstream refuses its re-add, and answers the refusal', async () => {
    const { service, kept, putBacks } = setup({
      DeleteAddress: () => ({ deleteAddress: { successful: true, address: upstreamAddress('A-2'), fieldErrors: [], errorMessage: null } }),
      AddShippingAddress: () => ({ addShippingAddress: refused('vue.address.error.tooMany') }),
    });
    await service.remove(shopper, { addressId: 'A-2' });
    expect(await service.undoRemove(shopper)).toMatchObject({ __typename: 'ValidationError', messageKey: 'vue.address.error.tooMany' });
    expect(putBacks).toEqual([expect.objectContaining({ kind: 'shipping', address: expect.objectContaining({ id: 'A-2' }) })]);
    expect(kept()).toMatchObject({ kind: 'shipping', address: { id: 'A-2' } });
  });

  it('still answers a done removal when Redis cannot keep it, offering no undo', async () => {
    const { service, calls, keepNow } = setup(
      { DeleteAddress: () => ({ deleteAddress: { successful: true, address: upstreamAddress('A-2'), fieldErrors: [], errorMessage: null } }) },
      undefined,
      { keep: true },
    );
    // An older removal still kept must not be offered as this removal's undo.
    keepNow({ kind: 'shipping', address: { id: 'A-OLD' }, form } as unknown as RemovedAddress);
    expect(await service.remove(shopper, { addressId: 'A-2' })).toMatchObject({ __typename: 'AddressBookChanged', address: { id: 'A-2' }, addressBook: { lastRemoved: null } });
    expect(calls).toContain('DeleteAddress');
  });

  it('shows the book without the undo when Redis cannot read the last removed address', async () => {
    const { service } = setup({}, undefined, { read: true });
    expect(await service.book(shopper)).toMatchObject({ __typename: 'AddressBook', billing: [{ id: 'A-1' }], shipping: [{ id: 'A-2' }], lastRemoved: null });
  });
});
