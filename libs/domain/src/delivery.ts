/** Spec §9: the delivery types of the shipping step. */
export const DELIVERY_TYPES = ['sameAsBilling', 'shippingAddress', 'packstation'] as const;

/** Where the order goes: to the billing address, a separate shipping address or a packstation. */
export type DeliveryType = (typeof DELIVERY_TYPES)[number];

/** Spec §9: a new packstation form starts with country DE. */
export const DEFAULT_PACKSTATION_COUNTRY = 'DE';

/** The parts of the shipping-step form data the delivery country is derived from (spec §3). */
export interface DeliveryState {
  deliveryType: DeliveryType;
  billingAddress?: { country?: string | null } | null;
  shippingAddress?: { country?: string | null } | null;
  packstation?: { country?: string | null } | null;
}

/** Spec §4: the delivery country derives from the billing address, shipping address or packstation, by delivery type. */
export function deliveryCountry(state: DeliveryState): string | null {
  const address =
    state.deliveryType === 'packstation'
      ? state.packstation
      : state.deliveryType === 'shippingAddress'
        ? state.shippingAddress
        : state.billingAddress;
  const country = address?.country?.trim();
  return country ? country.toUpperCase() : null;
}
