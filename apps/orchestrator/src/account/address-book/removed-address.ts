import { addressKindOf } from '@tafel/domain';
import type { CheckoutAddress, CheckoutAddressInput, CheckoutPackstationInput } from '@tafel/graphql-schema/orchestrator-resolvers';

/** The session's last removed address (spec §4): its kind, as the book shows it, and the form to re-add it. */
export type RemovedAddress =
  | { kind: 'billing' | 'shipping'; address: CheckoutAddress; form: CheckoutAddressInput }
  | { kind: 'packstation'; address: CheckoutAddress; form: CheckoutPackstationInput };

/** The form data of a shown address, to add it again as it was (spec §4: undo by re-adding). */
export function removedAddress(address: CheckoutAddress): RemovedAddress {
  const kind = addressKindOf(address);
  if (kind === 'packstation') {
    return {
      kind,
      address,
      form: {
        salutation: address.salutation,
        firstName: address.firstName,
        lastName: address.lastName,
        postNumber: address.postNumber ?? '',
        packstation: address.packstation ?? '',
        postcode: address.postcode,
        city: address.city,
        country: address.country,
      },
    };
  }
  return {
    kind,
    address,
    form: {
      formType: address.formType,
      company: address.company,
      salutation: address.salutation,
      firstName: address.firstName,
      lastName: address.lastName,
      streetAndNumber: address.streetAndNumber,
      addition: address.addition,
      postcode: address.postcode,
      city: address.city,
      country: address.country,
      phone: address.phone,
      hasDeliveryEmail: Boolean(address.email),
      deliveryEmail: address.email,
    },
  };
}

const isText = (value: unknown): value is string => typeof value === 'string';

/** Reads a kept record back; anything that is not one (an old or damaged value) counts as none. */
export function parseRemovedAddress(json: string | null): RemovedAddress | null {
  if (json === null) return null;
  try {
    const value = JSON.parse(json) as Partial<RemovedAddress>;
    const { kind, address, form } = value;
    if (!address || typeof address !== 'object' || !form || typeof form !== 'object') return null;
    if (!isText(address.id) || !isText(address.firstName) || !isText(address.lastName) || !isText(address.postcode) || !isText(address.city)) return null;
    if (kind !== 'billing' && kind !== 'shipping' && kind !== 'packstation') return null;
    return value as RemovedAddress;
  } catch {
    return null;
  }
}
