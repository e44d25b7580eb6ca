import type { CheckoutEvent, CheckoutShipper } from '@tafel/checkout-machine';
import { deliveryCountry, enabledForNewDelivery, shipperAfterDeliveryChange, type DeliveryType } from '@tafel/domain';
import type { CheckoutAddress, SaveShippingStepInput } from '@tafel/graphql-schema/orchestrator-resolvers';
import type { UpstreamShipperFragment } from '@tafel/graphql-schema/upstream-client';
import { toCents } from '@tafel/domain';

/** The shippers as the machine should see them for a new delivery (libs/domain enabledForNewDelivery). */
export function shippersForNewDelivery(shippers: readonly UpstreamShipperFragment[]): CheckoutShipper[] {
  return shippers.map((s) => ({
    code: s.code,
    enabled: enabledForNewDelivery(s),
    costsCents: toCents(s.costs.amount),
    productLineItemCount: s.productLineItemList.length,
  }));
}

/** Countries of the addresses the form names (forms, or address book entries by id). */
export function formDeliveryCountry(input: SaveShippingStepInput, book: readonly CheckoutAddress[]): string | null {
  const country = (form: { country?: string | null } | null | undefined, id: string | null | undefined) =>
    form ? { country: form.country ?? 'DE' } : id ? (book.find((a) => a.id === id) ?? null) : null;
  return deliveryCountry({
    deliveryType: input.deliveryType as DeliveryType,
    billingAddress: country(input.billingAddress, input.billingAddressId),
    shippingAddress: country(input.shippingAddress, input.shippingAddressId),
    packstation: input.packstation ? { country: input.packstation.country || 'DE' } : country(null, input.packstationId),
  });
}

/** The shipper the save will use: the chosen one, else the machine's rule (packstation + DE → dhl, else the default). */
export function plannedShipper(input: SaveShippingStepInput, shippers: readonly CheckoutShipper[], country: string | null): string | null {
  if (input.shipperCode) return input.shipperCode;
  const address = country === null ? null : { country };
  return shipperAfterDeliveryChange(shippers, { deliveryType: input.deliveryType as DeliveryType, billingAddress: address, shippingAddress: address, packstation: address });
}

/** The machine events of a shipping-step save, in order. */
export function shippingEvents(input: SaveShippingStepInput, shippers: CheckoutShipper[], country: string | null): CheckoutEvent[] {
  return [
    { type: 'shipping.setShippers', shippers },
    { type: 'shipping.setDeliveryType', deliveryType: input.deliveryType as DeliveryType, deliveryCountry: country },
    ...(input.shipperCode ? [{ type: 'shipping.selectShipper', code: input.shipperCode } as const] : []),
    { type: 'shipping.save' },
  ];
}
