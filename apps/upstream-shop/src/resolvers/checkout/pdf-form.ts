import type { MutationResolvers } from '@tafel/graphql-schema/upstream-resolvers';
import { CHECKOUT_KEYS } from '../../data/checkout/checkout-validation.js';
import { orderFormFileName, orderFormPages } from '../../data/checkout/order-form.js';
import { buildPdf } from '../../data/checkout/pdf.js';
import type { UpstreamContext } from '../context.js';
import { checkoutFacts } from './facts.js';
import { checkoutCart } from './guards.js';

export const pdfFormMutations: Pick<MutationResolvers<UpstreamContext>, 'generatePdfForm'> = {
  // A mutation in the upstream API although it changes nothing: it renders a document on demand.
  generatePdfForm: (_parent, { cartId }, context) => {
    const facts = checkoutFacts(context, checkoutCart(context, cartId));
    if (facts.lines.length === 0) return { successful: false, errorMessage: CHECKOUT_KEYS.emptyCart, fileName: null, mimeType: null, contentBase64: null };
    const printedAt = new Date(context.now()).toISOString();
    const pages = orderFormPages({
      cartId: facts.cart.id,
      printedAt,
      lines: facts.lines,
      shippingCents: facts.shipper?.costCents ?? 0,
      shipperName: facts.shipper?.name ?? null,
      orderReference: facts.record.orderReference,
    });
    return { successful: true, errorMessage: null, fileName: orderFormFileName(printedAt), mimeType: 'application/pdf', contentBase64: buildPdf(pages).toString('base64') };
  },
};
