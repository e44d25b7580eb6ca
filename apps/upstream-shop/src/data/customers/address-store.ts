import { seedAddresses } from './seed-addresses.js';

/** Address as the upstream keeps it (spec §3 "Address (server side)"). */
export interface AddressRecord {
  addressId: string;
  customerId: string;
  /** billing: the customer's invoice addresses; shipping: delivery addresses; packstation: DHL lockers. */
  addressType: 'billing' | 'shipping' | 'packstation';
  /** Spec: the customer address (consumers' default billing address). */
  isAlsoCustomerAddress: boolean;
  schoolOrCompany: string | null;
  salutation: string;
  firstName: string;
  lastName: string;
  street: string;
  addressAddition: string | null;
  postCode: string;
  city: string;
  /** ISO 3166 alpha-2, e.g. DE, AT, CH. */
  country: string;
  phone: string | null;
  email: string | null;
  isStation: boolean;
  /** Packstation: the DHL post number (replaces street) and the station number (replaces addition). */
  postNumber: string | null;
  packstationNumber: string | null;
}

/** Every customer's address book. Removing keeps nothing: undo is re-adding (spec §4 address book). */
export class AddressStore {
  private readonly addresses = new Map<string, AddressRecord>();

  constructor(seed: AddressRecord[] = seedAddresses()) {
    for (const address of seed) this.addresses.set(address.addressId, address);
  }

  /** The address if it belongs to that customer. */
  get(customerId: string, addressId: string): AddressRecord | undefined {
    const address = this.addresses.get(addressId);
    return address && address.customerId === customerId ? address : undefined;
  }

  list(customerId: string, type?: AddressRecord['addressType']): AddressRecord[] {
    return [...this.addresses.values()].filter((a) => a.customerId === customerId && (!type || a.addressType === type));
  }

  /** The customer address (spec §3), if the customer has one. */
  customerAddress(customerId: string): AddressRecord | undefined {
    return this.list(customerId).find((a) => a.isAlsoCustomerAddress);
  }

  save(address: AddressRecord): AddressRecord {
    this.addresses.set(address.addressId, address);
    return address;
  }

  remove(customerId: string, addressId: string): boolean {
    if (!this.get(customerId, addressId)) return false;
    return this.addresses.delete(addressId);
  }

  removeAllOf(customerId: string): void {
    for (const address of this.list(customerId)) this.addresses.delete(address.addressId);
  }
}
