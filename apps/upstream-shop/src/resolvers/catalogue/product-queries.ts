import type { QueryResolvers } from '@tafel/graphql-schema/upstream-resolvers';
import { selectVariant } from '../../data/catalogue/variants.js';
import { bestItem } from '../../data/product-facts.js';
import { badUserInput } from '../../errors.js';
import type { UpstreamContext } from '../context.js';
import { itemView, productView } from '../views/product.js';
import { checkId, checkInt } from './args.js';
import { reviewPageView } from './review-view.js';
import { variantAttributesView } from './variant-view.js';

export const MAX_REVIEWS_PER_PAGE = 50;

export const productQueries: QueryResolvers<UpstreamContext> = {
  getProductById: (_parent, { productId }, { catalogue, shop }) => {
    const product = catalogue.product(checkId(productId, 'productId'));
    return product ? productView(product, catalogue, shop) : null;
  },
  getItemById: (_parent, { itemId }, { catalogue, shop }) => {
    const found = catalogue.item(checkId(itemId, 'itemId'));
    return found ? itemView(found.item, found.product, bestItem(found.product), shop) : null;
  },
  getVariantInformationForProduct: (_parent, { productId, selectedVariants, itemId }, { catalogue, shop }) => {
    const product = catalogue.product(checkId(productId, 'productId'));
    if (itemId !== null && itemId !== undefined) checkId(itemId, 'itemId');
    if (!product) return null;
    const outcome = selectVariant(product, selectedVariants ?? [], itemId ?? null);
    if (!outcome.ok) throw badUserInput(outcome.message);
    const { state } = outcome;
    return {
      variantAttributes: variantAttributesView(state, product),
      bestItem: itemView(state.bestItem, product, bestItem(product), shop),
      isConfigured: state.configured,
    };
  },
  getExtraTabContent: (_parent, { productId, tabId }, { catalogue }) => {
    const product = catalogue.product(checkId(productId, 'productId'));
    checkId(tabId, 'tabId');
    const tab = product?.extraTabs.find((t) => t.id === tabId);
    return tab ? { tabId: tab.id, title: tab.title, html: tab.html } : null;
  },
  getReviewsByProductId: (_parent, { productId, limit, filter, offset }, { catalogue }) => {
    const product = catalogue.product(checkId(productId, 'productId'));
    // Explicit nulls fall back to the SDL defaults, like omitted arguments.
    const pageSize = checkInt(limit ?? 5, 'limit', 1, MAX_REVIEWS_PER_PAGE);
    const from = checkInt(offset ?? 0, 'offset', 0);
    const stars = filter === null || filter === undefined ? null : checkInt(filter, 'filter', 1, 5);
    return product ? reviewPageView(product, pageSize, from, stars) : null;
  },
};
