import type { MutationResolvers, QueryResolvers } from '@tafel/graphql-schema/upstream-resolvers';
import { CHECKOUT_KEYS, CHECKOUT_LIMITS } from '../../data/checkout/checkout-validation.js';
import { SHIPPER_REASONS } from '../../data/checkout/shippers.js';
import { SPEDITION_FIELDS, validateSpeditionFields } from '../../data/checkout/spedition-fields.js';
import { badUserInput } from '../../errors.js';
import type { UpstreamContext } from '../context.js';
import { checkoutFacts } from './facts.js';
import { checkoutCart } from './guards.js';
import { cartAddressView, changed, checkoutCartView, refused, shipperView } from './views.js';

/** Schools order with their own reference numbers: offered in the B2B shop and to B2B customers. */
function orderReferenceEnabled(context: UpstreamContext): boolean {
  const customer = context.customer ? context.stores.customers.get(context.customer.customerId) : undefined;
  return context.shop === 'b2b' || customer?.kind === 'b2b';
}

export const shippingQueries: Pick<QueryResolvers<UpstreamContext>, 'getShippingStepDetails'> = {
  // calculateShippingCost is accepted for compatibility; costs are always calculated.
  getShippingStepDetails: (_parent, { cartId }, context) => {
    const facts = checkoutFacts(context, checkoutCart(context, cartId));
    const saved = facts.record.speditionFields;
    return {
      cartId: facts.cart.id,
      shippers: facts.shippers.map((s) => shipperView(s, facts.shipper)),
      selectedShipperCode: facts.shipper?.code ?? null,
      deliveryCountry: facts.deliveryCountry,
      deliveryType: facts.deliveryType,
      billingAddress: facts.billing ? cartAddressView(facts.billing) : null,
      shippingAddress: facts.delivery ? cartAddressView(facts.delivery) : null,
      speditionRequired: facts.lines.some((l) => l.spedition),
      speditionsFields: SPEDITION_FIELDS.map((d) => ({
        ...d,
        options: [...d.options],
        fieldValue: saved.find((s) => s.fieldName === d.fieldName)?.fieldValue ?? null,
      })),
      orderReferenceEnabled: orderReferenceEnabled(context),
      orderReference: facts.record.orderReference,
    };
  },
};

export const shippingMutations: Pick<MutationResolvers<UpstreamContext>, 'setShippingMethod' | 'saveSpeditionsData'> = {
  setShippingMethod: (_parent, { cartId, methodCode }, context) => {
    if (methodCode.length > CHECKOUT_LIMITS.methodCode) throw badUserInput(`methodCode must be at most ${CHECKOUT_LIMITS.methodCode} characters.`);
    const cart = checkoutCart(context, cartId);
    const view = () => checkoutCartView(context, cart);
    if (cart.submitted) return { successful: false, errorMessage: CHECKOUT_KEYS.orderAlreadySubmitted, reasonCode: null, cart: view() };
    const option = checkoutFacts(context, cart).shippers.find((s) => s.code === methodCode.trim());
    const reasonCode = option ? option.reasonCode : SHIPPER_REASONS.unknownShipper;
    if (!option || reasonCode) return { successful: false, errorMessage: CHECKOUT_KEYS.shipperNotAvailable, reasonCode, cart: view() };
    context.stores.checkout.update(cart.id, { shipperCode: option.code });
    return { successful: true, errorMessage: null, reasonCode: null, cart: view() };
  },

  saveSpeditionsData: (_parent, { cartId, fields }, context) => {
    if (fields.length > CHECKOUT_LIMITS.speditionFields) throw badUserInput(`At most ${CHECKOUT_LIMITS.speditionFields} spedition fields are allowed.`);
    const cart = checkoutCart(context, cartId);
    if (cart.submitted) return refused(context, cart, CHECKOUT_KEYS.orderAlreadySubmitted);
    const outcome = validateSpeditionFields(fields);
    if (!outcome.ok) return refused(context, cart, CHECKOUT_KEYS.speditionDataInvalid, outcome.errors);
    context.stores.checkout.update(cart.id, { speditionFields: outcome.values });
    return changed(context, cart);
  },
};
