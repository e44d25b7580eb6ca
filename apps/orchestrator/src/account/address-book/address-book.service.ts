import { Injectable, Logger } from '@nestjs/common';
import { defaultBillingAddressId } from '@tafel/domain';
import type { RemoveAddressInput, SaveAddressInput } from '@tafel/graphql-schema/orchestrator-resolvers';
import {
  AddBillingAddressDocument,
  AddPackstationDocument,
  AddShippingAddressDocument,
  DeleteAddressDocument,
  GetAddressBookDocument,
  GetCustomerInfoDocument,
  UpdateBillingAddressDocument,
  UpdatePackstationDocument,
  UpdateShippingAddressDocument,
  type UpstreamAddressResultFragment,
} from '@tafel/graphql-schema/upstream-client';
import { validationFailed, type TypedValidationError } from '../../cart/index.js';
import { addressFieldErrors, toCheckoutAddress, toUpstreamAddress, toUpstreamPackstation } from '../../common/address-mapping.js';
import { isSafeId } from '../../common/ids.js';
import type { Shopper } from '../../request/index.js';
import { UpstreamClient, type UpstreamCallOptions } from '../../upstream/upstream-client.js';
import { sessionRequired, withCustomerSession, type SessionRequiredResult } from '../session-required.js';
import {
  AddressBookKeys,
  addressNotFound,
  addressRefused,
  type AddressBookChangedResult,
  type AddressBookView,
  type AddressNotFoundResult,
} from './address-book-results.js';
import { LastRemovedStore } from './last-removed.store.js';
import { removedAddress, type RemovedAddress } from './removed-address.js';
import { saveAddressRequest, type SaveAddressRequest } from './save-address-request.js';

export type AddressBookChangeAnswer = AddressBookChangedResult | TypedValidationError | AddressNotFoundResult | SessionRequiredResult;

/** Who the session's customer is, or why the address book is not theirs to see. */
type Customer = { category: string; call: UpstreamCallOptions } | { refused: SessionRequiredResult };

const GENERIC_REFUSAL_KEY = 'vue.form.error.invalidInput';

/**
 * The customer's address book (spec §4): billing, delivery and packstation addresses, the default
 * billing address, and removal with undo of the last removed one. The upstream scopes every read
 * and change to the session's customer; a guest's session has no address book here (spec §6).
 */
@Injectable()
export class AddressBookService {
  private readonly logger = new Logger(AddressBookService.name);

  constructor(
    private readonly client: UpstreamClient,
    private readonly lastRemoved: LastRemovedStore,
  ) {}

  book(shopper: Shopper): Promise<AddressBookView | SessionRequiredResult> {
    return withCustomerSession(shopper, async (jwt) => {
      const customer = await this.customer(shopper, jwt);
      return 'refused' in customer ? customer.refused : this.load(customer, jwt);
    });
  }

  save(shopper: Shopper, input: SaveAddressInput): Promise<AddressBookChangeAnswer> {
    return withCustomerSession(shopper, async (jwt) => {
      const checked = saveAddressRequest(input);
      if (!checked.ok) return 'unknownId' in checked ? addressNotFound() : validationFailed(checked.errors);
      const customer = await this.customer(shopper, jwt);
      if ('refused' in customer) return customer.refused;
      const result = await this.write(checked.request, customer.call);
      return this.changed(result, checked.request.kind === 'packstation' ? 'packstation' : 'address', customer, jwt);
    });
  }

  remove(shopper: Shopper, input: RemoveAddressInput): Promise<AddressBookChangeAnswer> {
    return withCustomerSession(shopper, async (jwt) => {
      if (!isSafeId(input.addressId)) return addressNotFound();
      const customer = await this.customer(shopper, jwt);
      if ('refused' in customer) return customer.refused;
      const { deleteAddress } = await this.client.request(DeleteAddressDocument, { addressId: input.addressId }, customer.call);
      if (!deleteAddress.successful || !deleteAddress.address) return this.refusal(deleteAddress, 'address');
      const address = toCheckoutAddress(deleteAddress.address);
      // Kept before the book is read again, so the answer already offers the undo. The upstream
      // has deleted it already: a Redis failure costs only the undo, not the answer.
      let kept = true;
      try {
        await this.lastRemoved.keep(jwt, removedAddress(address));
      } catch (error) {
        kept = false;
        this.logger.warn(`Could not keep the removed address for undo: ${errorText(error)}`);
      }
      const addressBook = await this.load(customer, jwt);
      // An older kept address is not this removal's undo: offer none rather than the wrong one.
      return { __typename: 'AddressBookChanged', addressBook: kept ? addressBook : { ...addressBook, lastRemoved: null }, address };
    });
  }

  undoRemove(shopper: Shopper): Promise<AddressBookChangeAnswer> {
    return withCustomerSession(shopper, async (jwt) => {
      const customer = await this.customer(shopper, jwt);
      if ('refused' in customer) return customer.refused;
      const removed = await this.lastRemoved.take(jwt);
      if (!removed) return addressNotFound('No removed address to restore');
      let result: UpstreamAddressResultFragment;
      // Known limit: a re-add that times out after the upstream saved it is put back, so a second undo can duplicate it.
      try {
        result = await this.write(restoring(removed), customer.call);
      } catch (error) {
        await this.lastRemoved.putBack(jwt, removed);
        throw error;
      }
      if (!result.successful) await this.lastRemoved.putBack(jwt, removed);
      return this.changed(result, removed.kind === 'packstation' ? 'packstation' : 'address', customer, jwt);
    });
  }

  /** Logout: the session's last removed address is forgotten with it (spec §4 cleanup). */
  forgetSession(jwt: string): Promise<void> {
    return this.lastRemoved.forget(jwt);
  }

  // getCustomerInfo never fails for a stale token: it answers an anonymous visitor instead, which
  // is a session the upstream no longer accepts (sessionEnded); a guest's session is no customer's.
  private async customer(shopper: Shopper, jwt: string): Promise<Customer> {
    const call = { userId: shopper.userId, jwt, site: shopper.site };
    const { getCustomerInfo: info } = await this.client.request(GetCustomerInfoDocument, { url: '/myaccount/addresses' }, call);
    if (info.isGuest) return { refused: sessionRequired(false) };
    if (!info.isExistingCustomer) return { refused: sessionRequired(true) };
    return { category: info.categoryType, call };
  }

  private async load(customer: { category: string; call: UpstreamCallOptions }, jwt: string): Promise<AddressBookView> {
    const [book, lastRemoved] = await Promise.all([this.client.request(GetAddressBookDocument, {}, customer.call), this.readLastRemoved(jwt)]);
    const billing = book.getBillingAddresses.map(toCheckoutAddress);
    const delivery = book.getShippingAddresses.map(toCheckoutAddress);
    const shipping = delivery.filter((a) => !a.isStation);
    const entries = (list: typeof billing) => list.map((a) => ({ id: a.id, isCustomerAddress: a.isCustomerAddress }));
    return {
      __typename: 'AddressBook',
      billing,
      shipping,
      packstations: delivery.filter((a) => a.isStation),
      defaultBillingAddressId: defaultBillingAddressId(customer.category, entries(billing), entries(shipping)),
      lastRemoved: lastRemoved?.address ?? null,
    };
  }

  /** The undo offer; a Redis failure shows the book without it rather than hiding the book. */
  private async readLastRemoved(jwt: string): Promise<RemovedAddress | null> {
    try {
      return await this.lastRemoved.read(jwt);
    } catch (error) {
      this.logger.warn(`Could not read the last removed address: ${errorText(error)}`);
      return null;
    }
  }

  /** The one upstream add or update call for the request's book. */
  private async write(request: SaveAddressRequest, call: UpstreamCallOptions): Promise<UpstreamAddressResultFragment> {
    const { addressId } = request;
    if (request.kind === 'packstation') {
      const data = toUpstreamPackstation(request.form);
      return addressId
        ? (await this.client.request(UpdatePackstationDocument, { addressId, data }, call)).updatePackstation
        : (await this.client.request(AddPackstationDocument, { data }, call)).addPackstation;
    }
    const data = toUpstreamAddress(request.form);
    if (request.kind === 'billing') {
      return addressId
        ? (await this.client.request(UpdateBillingAddressDocument, { addressId, data }, call)).updateBillingAddress
        : (await this.client.request(AddBillingAddressDocument, { data }, call)).addBillingAddress;
    }
    return addressId
      ? (await this.client.request(UpdateShippingAddressDocument, { addressId, data }, call)).updateShippingAddress
      : (await this.client.request(AddShippingAddressDocument, { data }, call)).addShippingAddress;
  }

  private async changed(
    result: UpstreamAddressResultFragment,
    form: 'address' | 'packstation',
    customer: { category: string; call: UpstreamCallOptions },
    jwt: string,
  ): Promise<AddressBookChangeAnswer> {
    if (!result.successful || !result.address) return this.refusal(result, form);
    return { __typename: 'AddressBookChanged', addressBook: await this.load(customer, jwt), address: toCheckoutAddress(result.address) };
  }

  private refusal(result: UpstreamAddressResultFragment, form: 'address' | 'packstation'): TypedValidationError | AddressNotFoundResult {
    if (result.errorMessage === AddressBookKeys.notFound) return addressNotFound();
    if (result.fieldErrors.length) return validationFailed(addressFieldErrors(form, result.fieldErrors));
    return addressRefused(result.errorMessage ?? GENERIC_REFUSAL_KEY);
  }
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Undo re-adds the removed address as a new one of its book (it gets a new id). */
function restoring(removed: RemovedAddress): SaveAddressRequest {
  return removed.kind === 'packstation' ? { kind: 'packstation', addressId: null, form: removed.form } : { kind: removed.kind, addressId: null, form: removed.form };
}
