import { DEFAULT_PACKSTATION_COUNTRY, deliveryCountry, type DeliveryState, type DeliveryType } from './delivery.js';

/** Spec §3: a shipper as the cart lists it (costs in cents, product line items counted). */
export interface ShipperInfo {
  code: string;
  enabled: boolean;
  selected?: boolean;
  costsCents?: number;
  productLineItemCount?: number;
}

/** Spec §4: reason codes for refusing a shipper. */
export type ShipperRefusal = 'PACKSTATION-DHL-ONLY' | 'DHL-GERMANY-ONLY';

/** Spec §4: the shipper code that is treated specially. */
export const DHL_SHIPPER_CODE = 'dhl';

/** Spec §4: the only country DHL delivers to (DHL-GERMANY-ONLY). */
export const DHL_COUNTRY = DEFAULT_PACKSTATION_COUNTRY;

/** Whether a shipper code is DHL: "dhl" or a DHL variant such as "dhl-express"/"dhl_express", case-insensitive. */
export function isDhl(code: string): boolean {
  return /^dhl(?:$|[-_])/.test(code.trim().toLowerCase());
}

/**
 * Spec §4: why a shipper may not be used for this delivery, or null when it may.
 * An unknown delivery country (address not filled yet) refuses nothing; address validation catches it.
 */
export function shipperRefusal(code: string, state: DeliveryState): ShipperRefusal | null {
  const dhl = isDhl(code);
  if (state.deliveryType === 'packstation' && !dhl) return 'PACKSTATION-DHL-ONLY';
  const country = deliveryCountry(state);
  if (dhl && country !== null && country !== DHL_COUNTRY) return 'DHL-GERMANY-ONLY';
  return null;
}

/** Spec §4: the default shipper is the first enabled one. */
export function defaultShipper(shippers: readonly ShipperInfo[]): ShipperInfo | null {
  return shippers.find((shipper) => shipper.enabled) ?? null;
}

/** Spec §4: multiple shippers means more than one enabled. */
export function hasMultipleShippers(shippers: readonly ShipperInfo[]): boolean {
  return shippers.filter((shipper) => shipper.enabled).length > 1;
}

/** Spec §4: packstation with a German delivery country forces dhl, otherwise the default shipper is chosen. */
export function shipperAfterDeliveryChange(shippers: readonly ShipperInfo[], state: DeliveryState): string | null {
  if (state.deliveryType === 'packstation' && deliveryCountry(state) === DHL_COUNTRY) {
    // Prefer the cart's own DHL code (it may be a variant); the plain code when the list has none.
    const dhl = shippers.find((s) => s.enabled && isDhl(s.code)) ?? shippers.find((s) => isDhl(s.code));
    return dhl?.code ?? DHL_SHIPPER_CODE;
  }
  return defaultShipper(shippers)?.code ?? null;
}

/**
 * Spec §4: on init the cart's shipper is used; if it is dhl with product line items,
 * the delivery type resets to sameAsBilling and the default shipper is set.
 * Without a cart shipper the shipper flagged selected, else the default shipper, is used.
 */
export function initialShippingState(
  cartShipperCode: string | null,
  shippers: readonly ShipperInfo[],
  deliveryType: DeliveryType,
): { deliveryType: DeliveryType; shipperCode: string | null } {
  if (cartShipperCode && isDhl(cartShipperCode)) {
    const cartShipper = shippers.find((s) => s.code === cartShipperCode);
    if ((cartShipper?.productLineItemCount ?? 0) > 0) {
      return { deliveryType: 'sameAsBilling', shipperCode: defaultShipper(shippers)?.code ?? null };
    }
  }
  const shipperCode = cartShipperCode || shippers.find((s) => s.selected)?.code || defaultShipper(shippers)?.code || null;
  return { deliveryType, shipperCode };
}

/**
 * Upstream reason codes for a disabled shipper that depend on the delivery address in effect
 * (not on the cart): when the shopper is about to change the delivery, such a shipper is judged
 * again by the rules above (and the upstream has the last word when it is chosen).
 * SPEDITION-REQUIRED depends on the cart's articles and stays.
 */
export const DELIVERY_DEPENDENT_REFUSALS: readonly string[] = ['PACKSTATION-DHL-ONLY', 'DHL-GERMANY-ONLY', 'COUNTRY-NOT-SERVED'];

/** Whether a shipper can be offered for a delivery the shopper is still choosing. */
export function enabledForNewDelivery(shipper: { enabled: boolean; reasonCode?: string | null }): boolean {
  return shipper.enabled || DELIVERY_DEPENDENT_REFUSALS.includes(shipper.reasonCode ?? '');
}

/** Spec §4: shipping cost is shown only if above 0. */
export function showsShippingCost(cents: number): boolean {
  return cents > 0;
}
