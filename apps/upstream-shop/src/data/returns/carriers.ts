import type { ShopId } from '../customers/customer-types.js';

/** A return carrier with what its label costs the customer, in cents. */
export interface ReturnCarrierDef {
  code: string;
  name: string;
  priceCents: number;
}

/** Reserved code: the customer ships at their own cost, no label (spec §4: "or nolabel if none"). */
export const NO_LABEL = 'nolabel';

export const NO_LABEL_CARRIER: ReturnCarrierDef = { code: NO_LABEL, name: 'Ohne Retourenschein (selbst versenden)', priceCents: 0 };

// The label carrier follows the shop the order was placed in: the parcel leaves from that country.
const LABEL_CARRIERS: Record<ShopId, ReturnCarrierDef> = {
  de: { code: 'dhl', name: 'DHL Retoure', priceCents: 0 },
  b2b: { code: 'dhl', name: 'DHL Retoure', priceCents: 0 },
  at: { code: 'dpd', name: 'DPD Retoure', priceCents: 495 },
  ch: { code: 'swisspost', name: 'Die Schweizerische Post', priceCents: 990 },
};

/** Carriers for a return, the one to preselect first; bulky goods get no parcel label. */
export function carriersFor(shop: ShopId, containsBulky: boolean): ReturnCarrierDef[] {
  return containsBulky ? [NO_LABEL_CARRIER] : [LABEL_CARRIERS[shop], NO_LABEL_CARRIER];
}

/** The carrier of a code in any shop, for naming those of earlier returns. */
export function carrierByCode(code: string): ReturnCarrierDef | undefined {
  return [...Object.values(LABEL_CARRIERS), NO_LABEL_CARRIER].find((c) => c.code === code);
}
