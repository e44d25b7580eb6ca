import type { Cart, CartAddress, CheckoutResult, PaymentMethod, Shipper } from '@tafel/graphql-schema/upstream-resolvers';
import type { CartRecord } from '../../data/cart-store.js';
import type { FieldErrorRecord } from '../../data/checkout/checkout-validation.js';
import type { PaymentOption } from '../../data/checkout/payments.js';
import type { ShipperOption } from '../../data/checkout/shippers.js';
import type { AddressRecord } from '../../data/customers/address-store.js';
import type { UpstreamContext } from '../context.js';
import { cartLightningFor } from '../lightning/cart-lightning.js';
import { cartView } from '../views/cart.js';
import { priceView } from '../views/price.js';
import { addressFields } from '../views/address.js';

export function cartAddressView(address: AddressRecord): CartAddress {
  return { ...addressFields(address), id: address.addressId, addressType: address.addressType, isAlsoCustomerAddress: address.isAlsoCustomerAddress };
}

export function shipperView(option: ShipperOption, inEffect: ShipperOption | null): Shipper {
  return {
    code: option.code,
    name: option.name,
    enabled: option.enabled,
    selected: option.code === inEffect?.code,
    costs: priceView(option.costCents),
    productLineItemList: option.lines.map((l) => ({ positionId: l.positionId, itemId: l.itemId, articleNumber: l.articleNumber, name: l.name, quantity: l.quantity })),
    info: option.info,
    reasonCode: option.reasonCode,
  };
}

export function paymentMethodView(option: PaymentOption, inEffect: PaymentOption | null, buyerReference: string | null): PaymentMethod {
  return {
    paymentId: option.paymentId,
    displayName: option.displayName,
    description: option.description,
    selected: option.paymentId === inEffect?.paymentId,
    enabled: option.enabled,
    prepaid: option.prepaid,
    buyerReference: option.paymentId === 'X_RECHNUNG' ? buyerReference : null,
    icon: { src: option.iconSrc, alt: option.displayName },
    label: option.label,
  };
}

/** The cart as shop_findCart shows it (lightning prices included); checkout fields resolve on it. */
export function checkoutCartView(context: UpstreamContext, cart: CartRecord): Cart {
  return cartView(cart, context.catalogue, cartLightningFor(context, cart), context.shop);
}

export function changed(context: UpstreamContext, cart: CartRecord): CheckoutResult {
  return { successful: true, errorMessage: null, fieldErrors: [], cart: checkoutCartView(context, cart) };
}

/** A refused change: the general message key, the field errors and the unchanged cart. */
export function refused(context: UpstreamContext, cart: CartRecord, errorMessage: string, fieldErrors: readonly FieldErrorRecord[] = []): CheckoutResult {
  return { successful: false, errorMessage, fieldErrors: [...fieldErrors], cart: checkoutCartView(context, cart) };
}
