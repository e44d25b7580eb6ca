import type { Resolvers } from '@tafel/graphql-schema/upstream-resolvers';
import { problem, RETURN_MESSAGES } from '../../data/returns/return-messages.js';
import { checkSelection, type SelectedItem } from '../../data/returns/return-selection.js';
import { badUserInput, UpstreamError } from '../../errors.js';
import type { UpstreamContext } from '../context.js';
import { priceView } from '../views/price.js';
import { checkHash, normalisePostcode, orderByHash, requireReturns } from './return-access.js';
import { kindOf, returnOrderNotFound, returnOrderView } from './return-views.js';
import { uploadSignatureView } from './upload-signature-view.js';

const ORDER_ID_MAX = 64;
const ZIP_CODE_MAX = 10;

/** Checks a selection for the order behind a hash; problems are results (isError), not errors. */
function selectionFor(context: UpstreamContext, hash: string, items: readonly SelectedItem[]) {
  requireReturns();
  checkHash(hash);
  const order = orderByHash(context, hash);
  if (!order) return { ok: false as const, ...problem(RETURN_MESSAGES.orderNotFound, 'hash') };
  return checkSelection(order, items, context.now(), kindOf(context.catalogue));
}

export const returnQueryResolvers: Resolvers<UpstreamContext> = {
  Query: {
    findOrderForReturn: (_parent, { orderId, zipCode }, context) => {
      requireReturns();
      if (orderId.length < 1 || orderId.length > ORDER_ID_MAX) throw badUserInput(`orderId must be 1 to ${ORDER_ID_MAX} characters.`);
      if (zipCode.length < 1 || zipCode.length > ZIP_CODE_MAX) throw badUserInput(`zipCode must be 1 to ${ZIP_CODE_MAX} characters.`);
      const order = context.stores.orders.get(orderId.trim());
      const zip = normalisePostcode(zipCode);
      const matches = order && [order.billingAddress.postCode, order.deliveryAddress.postCode].some((p) => normalisePostcode(p) === zip);
      if (!order || !matches) return returnOrderNotFound();
      return returnOrderView(order, context.stores.returns.listByHash(order.returnHash), context.now(), context.catalogue);
    },
    findOrderForReturnByHash: (_parent, { hash }, context) => {
      requireReturns();
      const order = context.stores.orders.findByReturnHash(checkHash(hash));
      if (!order) return returnOrderNotFound();
      return returnOrderView(order, context.stores.returns.listByHash(hash), context.now(), context.catalogue);
    },
    getAvailableRegulations: (_parent, { hash, selectedItems }, context) => {
      const checked = selectionFor(context, hash, selectedItems);
      if (!checked.ok) return { isError: true, errorMsg: checked.errorMsg, regulations: [] };
      return { isError: false, errorMsg: null, regulations: checked.selection.regulations.map((r) => ({ ...r })) };
    },
    getAvailableCarriers: (_parent, { hash, returnOrder }, context) => {
      const checked = selectionFor(context, hash, returnOrder.items);
      if (!checked.ok) return { isError: true, errorMsg: checked.errorMsg, carriers: [] };
      if (!checked.selection.regulations.some((r) => r.code === returnOrder.regulation)) {
        return { isError: true, errorMsg: RETURN_MESSAGES.invalidRegulation, carriers: [] };
      }
      return { isError: false, errorMsg: null, carriers: checked.selection.carriers.map((c) => ({ code: c.code, name: c.name, price: priceView(c.priceCents) })) };
    },
    getCurrentUploadSignature: (_parent, { hash, purpose }, context) => {
      const kind = purpose ?? 'RETURN_IMAGE';
      if (kind === 'RETURN_IMAGE') {
        requireReturns();
        if (hash != null && !context.stores.orders.findByReturnHash(checkHash(hash))) {
          throw new UpstreamError('NOT_FOUND', 'Order not found', RETURN_MESSAGES.orderNotFound);
        }
      }
      return uploadSignatureView(kind, context.now());
    },
  },
};
