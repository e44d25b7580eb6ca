import type { Resolvers } from '@tafel/graphql-schema/upstream-resolvers';
import { DEFAULT_DATE_FILTER, matchesDateFilter, matchesSearch, pageOf, parseDateFilter, SEARCH_TEXT_MAX_LENGTH } from '../../data/orders/order-filters.js';
import type { OrderRecord } from '../../data/orders/order-types.js';
import { returnsEnabled } from '../../data/returns/return-switch.js';
import { badUserInput, UpstreamError } from '../../errors.js';
import { requireAccount } from '../account/guards.js';
import type { UpstreamContext } from '../context.js';
import { orderOverviewView, orderView } from './order-views.js';

export const ORDER_NOT_FOUND_KEY = 'ishop.api.error.order_not_found';
const ORDER_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The caller's own order. Unknown, foreign and malformed ids answer the same NOT_FOUND, so the
 * answer never tells whether someone else's order exists.
 */
function ownOrder(context: UpstreamContext, customerId: string, orderId: string): OrderRecord {
  const order = ORDER_ID.test(orderId) ? context.stores.orders.get(orderId) : undefined;
  if (!order || order.customerId !== customerId) throw new UpstreamError('NOT_FOUND', 'Order not found', ORDER_NOT_FOUND_KEY);
  return order;
}

export const orderResolvers: Resolvers<UpstreamContext> = {
  Query: {
    getOrdersV2: (_parent, args, context) => {
      const { record } = requireAccount(context);
      // An explicit null falls back to the SDL default, like an omitted argument.
      const page = args.page ?? 0;
      const searchText = args.searchText ?? '';
      const filterText = args.dateFilter ?? DEFAULT_DATE_FILTER;
      if (page < 0) throw badUserInput(`page is zero-based and must be 0 or more, got ${page}.`);
      if (searchText.length > SEARCH_TEXT_MAX_LENGTH) throw badUserInput(`searchText must be at most ${SEARCH_TEXT_MAX_LENGTH} characters.`);
      const filter = parseDateFilter(filterText);
      if (!filter) throw badUserInput('dateFilter must be last3months, last6months, lastYear or a four-digit year.');
      const now = context.now();
      const matching = context.stores.orders
        .listByCustomer(record.customerId)
        .filter((o) => matchesDateFilter(o.orderedAt, filter, now) && matchesSearch(o, searchText));
      const result = pageOf(matching, page);
      return {
        orders: result.items.map((o) => orderOverviewView(o, context.catalogue)),
        pageInfo: { totalElements: result.totalElements, totalPages: result.totalPages, currentPage: result.currentPage, elementsPerPage: result.elementsPerPage },
      };
    },
    getOrderDetailsV2: (_parent, { orderId }, context) => {
      const { record } = requireAccount(context);
      return orderView(ownOrder(context, record.customerId, orderId), context.now(), context.catalogue, returnsEnabled());
    },
    getOrderYears: (_parent, _args, context) => {
      const { record } = requireAccount(context);
      const years = new Set(context.stores.orders.listByCustomer(record.customerId).map((o) => new Date(o.orderedAt).getUTCFullYear()));
      return [...years].sort((a, b) => b - a);
    },
  },
};
