import type { CartRecord } from '../../data/cart-store.js';
import { checkoutLines, subtotalCents, type CheckoutLine } from '../../data/checkout/checkout-lines.js';
import { checkoutParameters } from '../../data/checkout/checkout-parameters.js';
import type { CheckoutRecord } from '../../data/checkout/checkout-store.js';
import { paymentInEffect, paymentOptionsFor, type PaymentOption } from '../../data/checkout/payments.js';
import { deliveryCountryOf, shipperInEffect, shippersFor, type DeliveryType, type ShipperOption } from '../../data/checkout/shippers.js';
import { voucherEffect, type VoucherEffect } from '../../data/vouchers.js';
import type { AddressRecord } from '../../data/customers/address-store.js';
import type { UpstreamContext } from '../context.js';
import { cartLightningFor } from '../lightning/cart-lightning.js';

/** Everything the checkout rules derive for one cart at one moment. */
export interface CheckoutFacts {
  cart: CartRecord;
  record: CheckoutRecord;
  lines: CheckoutLine[];
  subtotalCents: number;
  /** The cart's vouchers on subtotalCents (a free-shipping voucher makes every shipper cost 0). */
  vouchers: VoucherEffect;
  billing: AddressRecord | null;
  /** Shipping address or packstation; null: delivery to the billing address. */
  delivery: AddressRecord | null;
  deliveryType: DeliveryType;
  deliveryCountry: string;
  shippers: ShipperOption[];
  /** The shipper in effect (chosen and enabled, else the default); null when none is enabled. */
  shipper: ShipperOption | null;
}

/**
 * The cart's addresses as the caller may see them: those set through this area only for the
 * session that set them (a shared computer must not show the previous shopper's address), else
 * those of a pay-with-account session on the cart.
 */
function addressesOf(context: UpstreamContext, record: CheckoutRecord): { billing: AddressRecord | null; delivery: AddressRecord | null } {
  const owner = record.customerId;
  if (owner !== null && context.customer?.customerId === owner && record.billingAddressId !== null) {
    const billing = context.stores.addresses.get(owner, record.billingAddressId) ?? null;
    const delivery = record.shippingAddressId === null ? null : (context.stores.addresses.get(owner, record.shippingAddressId) ?? null);
    if (billing) return { billing, delivery };
  }
  const payWithAccount = context.stores.account.payWithAccount.get(record.cartId);
  return { billing: payWithAccount?.billing ?? null, delivery: payWithAccount?.shipping ?? null };
}

export function checkoutFacts(context: UpstreamContext, cart: CartRecord): CheckoutFacts {
  const record = context.stores.checkout.get(cart.id);
  const lines = checkoutLines(cart.positions, context.catalogue, cartLightningFor(context, cart), context.shop);
  const { billing, delivery } = addressesOf(context, record);
  const deliveryType: DeliveryType = !delivery ? 'sameAsBilling' : delivery.isStation ? 'packstation' : 'shippingAddress';
  const deliveryCountry = deliveryCountryOf(deliveryType, billing?.country ?? null, delivery?.country ?? null, context.shop);
  const subtotal = subtotalCents(lines);
  const vouchers = voucherEffect(cart.vouchers, subtotal);
  const offered = shippersFor({ shop: context.shop, deliveryType, deliveryCountry, lines, dpd: checkoutParameters().dpd });
  const shippers = vouchers.freeShipping ? offered.map((s) => ({ ...s, costCents: 0 })) : offered;
  return {
    cart,
    record,
    lines,
    subtotalCents: subtotal,
    vouchers,
    billing,
    delivery,
    deliveryType,
    deliveryCountry,
    shippers,
    shipper: shipperInEffect(shippers, record.shipperCode),
  };
}

/** What the order costs: subtotal less the vouchers' saving plus the shipper in effect. */
export function checkoutTotalCents(facts: CheckoutFacts): number {
  return facts.subtotalCents - facts.vouchers.savingCents + (facts.shipper?.costCents ?? 0);
}

export interface PaymentFacts {
  options: PaymentOption[];
  /** The chosen method while offered and enabled; B2B: else the customer's own method. */
  inEffect: PaymentOption | null;
  termsOfPayment: string | null;
}

export function paymentFacts(context: UpstreamContext, facts: CheckoutFacts): PaymentFacts {
  const customer = context.customer ? context.stores.customers.get(context.customer.customerId) : undefined;
  const b2bCustomer = context.shop === 'b2b' && customer?.kind === 'b2b' ? customer : null;
  const termsOfPayment = b2bCustomer?.termsOfPayment ?? null;
  const options = paymentOptionsFor({
    shop: context.shop,
    b2bPaymentMethod: context.shop === 'b2b' ? (b2bCustomer?.paymentMethod ?? 'RECHNUNG') : null,
    termsOfPayment,
    amazonPayBlocked: facts.lines.some((l) => l.amazonPayBlocked),
    params: checkoutParameters(),
  });
  return { options, inEffect: paymentInEffect(context.shop, options, facts.record.paymentId), termsOfPayment };
}

// Field resolvers of one Cart object share one computation (graphql passes them the same parent).
const memo = new WeakMap<object, CheckoutFacts>();

export function factsFor(parent: object, context: UpstreamContext, cart: () => CartRecord | undefined): CheckoutFacts | null {
  const cached = memo.get(parent);
  if (cached) return cached;
  const record = cart();
  if (!record) return null;
  const facts = checkoutFacts(context, record);
  memo.set(parent, facts);
  return facts;
}

/** Lets a derived object (the Cart's details) answer from the same facts. */
export function shareFacts(parent: object, facts: CheckoutFacts): void {
  memo.set(parent, facts);
}
