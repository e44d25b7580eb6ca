import { Injectable } from '@nestjs/common';
import type { AccountOrdersInput } from '@tafel/graphql-schema/orchestrator-resolvers';
import { GetAccountOrderDocument, GetAccountOrdersDocument } from '@tafel/graphql-schema/upstream-client';
import { AppError } from '../../common/app-error.js';
import { isSafeId } from '../../common/ids.js';
import { UpstreamClient } from '../../upstream/upstream-client.js';
import { validationFailed, type TypedValidationError } from '../../cart/index.js';
import type { Shopper } from '../../request/index.js';
import { withCustomerSession, type SessionRequiredResult } from '../session-required.js';
import { orderListRequest } from './order-list-request.js';
import { ORDER_NOT_FOUND_KEY, orderNotFound, type OrderNotFoundResult } from './order-results.js';
import { toAccountOrder, toAccountOrderPage, type AccountOrderPageResult, type AccountOrderResult } from './order-view.js';

/** The customer's order history (spec §2 /myaccount/orders, §3 Order): the upstream scopes both calls to the session's customer. */
@Injectable()
export class OrdersService {
  constructor(private readonly client: UpstreamClient) {}

  orders(shopper: Shopper, input: AccountOrdersInput): Promise<AccountOrderPageResult | TypedValidationError | SessionRequiredResult> {
    return withCustomerSession(shopper, async (jwt) => {
      const checked = orderListRequest(input);
      if (!checked.ok) return validationFailed(checked.errors);
      const { request } = checked;
      const answer = await this.client.request(
        GetAccountOrdersDocument,
        { page: request.upstreamPage, searchText: request.query, dateFilter: request.filter },
        { userId: shopper.userId, jwt, site: shopper.site },
      );
      return toAccountOrderPage(answer, request);
    });
  }

  order(shopper: Shopper, orderId: string): Promise<AccountOrderResult | OrderNotFoundResult | SessionRequiredResult> {
    return withCustomerSession(shopper, async (jwt) => {
      // A malformed number cannot be an order of anyone's: answered like an unknown one, nothing called.
      if (!isSafeId(orderId)) return orderNotFound();
      try {
        const answer = await this.client.request(GetAccountOrderDocument, { orderId }, { userId: shopper.userId, jwt, site: shopper.site });
        return toAccountOrder(answer.getOrderDetailsV2);
      } catch (error) {
        if (error instanceof AppError && error.code === 'UPSTREAM_REJECTED' && error.messageKey === ORDER_NOT_FOUND_KEY) return orderNotFound();
        throw error;
      }
    });
  }
}
