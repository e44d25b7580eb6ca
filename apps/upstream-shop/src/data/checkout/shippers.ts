import { shipperRefusal } from '@tafel/domain';
import { FREE_SHIPPING_THRESHOLD_CENTS } from '../cart-totals.js';
import type { ShopId } from '../customers/customer-types.js';
import { subtotalCents, type CheckoutLine } from './checkout-lines.js';

// Shipper rules of spec session-checkout-account §4 "Shippers" and catalogue-content §9
// delivery logos: DHL in Germany only (and the only one for a packstation), DPD or GLS for
// de/at, Swiss Post for ch, a freight forwarder when an article needs it.

export type DeliveryType = 'sameAsBilling' | 'shippingAddress' | 'packstation';
export type ShipperCode = 'dhl' | 'dpd' | 'gls' | 'swisspost' | 'spedition';

export const SHIPPER_REASONS = {
  packstationDhlOnly: 'PACKSTATION-DHL-ONLY',
  dhlGermanyOnly: 'DHL-GERMANY-ONLY',
  speditionRequired: 'SPEDITION-REQUIRED',
  countryNotServed: 'COUNTRY-NOT-SERVED',
  unknownShipper: 'UNKNOWN-SHIPPER',
} as const;
export type ShipperReason = (typeof SHIPPER_REASONS)[keyof typeof SHIPPER_REASONS];

interface ShipperFacts {
  name: string;
  costCents: number;
  countries: readonly string[];
  deliveryTime: string;
}

const SHIPPERS: Record<ShipperCode, ShipperFacts> = {
  dhl: { name: 'DHL', costCents: 495, countries: ['DE'], deliveryTime: 'Lieferung in 1–3 Werktagen' },
  dpd: { name: 'DPD', costCents: 595, countries: ['DE', 'AT'], deliveryTime: 'Lieferung in 1–3 Werktagen' },
  gls: { name: 'GLS', costCents: 595, countries: ['DE', 'AT'], deliveryTime: 'Lieferung in 2–4 Werktagen' },
  swisspost: { name: 'Die Schweizerische Post', costCents: 990, countries: ['CH', 'LI'], deliveryTime: 'Lieferung in 2–4 Werktagen' },
  spedition: {
    name: 'Spedition',
    costCents: 3900,
    countries: ['DE', 'AT', 'CH', 'LI'],
    deliveryTime: 'Lieferung frei Bordsteinkante in 5–10 Werktagen nach telefonischer Avisierung',
  },
};

const REASON_TEXT: Record<Exclude<ShipperReason, 'UNKNOWN-SHIPPER'>, string> = {
  'PACKSTATION-DHL-ONLY': 'An eine Packstation liefert nur DHL.',
  'DHL-GERMANY-ONLY': 'DHL liefert nur innerhalb Deutschlands.',
  'SPEDITION-REQUIRED': 'Ihr Warenkorb enthält Speditionsware und wird per Spedition geliefert.',
  'COUNTRY-NOT-SERVED': 'Dieser Versanddienst liefert nicht in Ihr Lieferland.',
};

export interface ShipperOption {
  code: ShipperCode;
  name: string;
  enabled: boolean;
  reasonCode: ShipperReason | null;
  info: string;
  costCents: number;
  /** The positions this shipper carries. */
  lines: CheckoutLine[];
}

export interface ShipperInput {
  shop: ShopId;
  deliveryType: DeliveryType;
  deliveryCountry: string;
  lines: readonly CheckoutLine[];
  /** shippingCarrier/dpd parameter: DPD instead of GLS. */
  dpd: boolean;
}

/** The country of the shop, used while the cart has no billing address yet. */
export function shopCountry(shop: ShopId): string {
  return shop === 'at' ? 'AT' : shop === 'ch' ? 'CH' : 'DE';
}

export function isShipperCode(code: string): code is ShipperCode {
  return Object.hasOwn(SHIPPERS, code);
}

export function shipperName(code: string): string {
  return isShipperCode(code) ? SHIPPERS[code].name : code;
}

/** Spec: the delivery country derives from the billing address, shipping address or packstation, by delivery type. */
export function deliveryCountryOf(deliveryType: DeliveryType, billingCountry: string | null, deliveryCountry: string | null, shop: ShopId): string {
  const country = deliveryType === 'sameAsBilling' ? billingCountry : deliveryCountry;
  return country ?? shopCountry(shop);
}

/** Parcel shippers per shop, in default order (the first enabled one is the default). */
function parcelShippers(shop: ShopId, dpd: boolean): ShipperCode[] {
  const carrier: ShipperCode = dpd ? 'dpd' : 'gls';
  if (shop === 'ch') return ['swisspost'];
  if (shop === 'at') return [carrier];
  return ['dhl', carrier];
}

/** Spedition costs the same on every order; parcels are free from the free-shipping threshold. */
export function shipperCostCents(code: ShipperCode, subtotal: number, hasLines: boolean): number {
  if (!hasLines) return 0;
  if (code !== 'spedition' && subtotal >= FREE_SHIPPING_THRESHOLD_CENTS) return 0;
  return SHIPPERS[code].costCents;
}

function reasonFor(code: ShipperCode, input: ShipperInput, speditionRequired: boolean): ShipperReason | null {
  if (speditionRequired && code !== 'spedition') return SHIPPER_REASONS.speditionRequired;
  // The packstation and DHL rules of spec §4 are libs/domain's; the delivery country is known here.
  const at = { country: input.deliveryCountry };
  const refusal = shipperRefusal(code, { deliveryType: input.deliveryType, billingAddress: at, shippingAddress: at, packstation: at });
  if (refusal) return refusal;
  if (!SHIPPERS[code].countries.includes(input.deliveryCountry)) return SHIPPER_REASONS.countryNotServed;
  return null;
}

/** The shippers offered for a cart, with their state; freight forces the spedition shipper. */
export function shippersFor(input: ShipperInput): ShipperOption[] {
  const speditionRequired = input.lines.some((l) => l.spedition);
  const codes: ShipperCode[] = [...(speditionRequired ? (['spedition'] as const) : []), ...parcelShippers(input.shop, input.dpd)];
  const subtotal = subtotalCents(input.lines);
  return codes.map((code) => {
    const reasonCode = reasonFor(code, input, speditionRequired);
    return {
      code,
      name: SHIPPERS[code].name,
      enabled: reasonCode === null,
      reasonCode,
      info: reasonCode === null || reasonCode === 'UNKNOWN-SHIPPER' ? SHIPPERS[code].deliveryTime : REASON_TEXT[reasonCode],
      costCents: shipperCostCents(code, subtotal, input.lines.length > 0),
      lines: input.lines.filter((l) => code === 'spedition' || !l.spedition),
    };
  });
}

/** The shipper in effect: the chosen one while it is enabled, else the default (first enabled). */
export function shipperInEffect(options: readonly ShipperOption[], chosen: string | null): ShipperOption | null {
  return options.find((o) => o.enabled && o.code === chosen) ?? options.find((o) => o.enabled) ?? null;
}
