import { UpstreamError } from '../../common/app-error.js';
import type { Shopper } from '../../request/index.js';
import type { UpstreamClient } from '../../upstream/upstream-client.js';
import { OrdersService } from './orders.service.js';

const shopper: Shopper = { userId: 'U-1', jwt: 'session-token', site: 'de-de' };
const page = { getOrderYears: [2026], getOrdersV2: { orders: [], pageInfo: { totalElements: 0, totalPages: 0, currentPage: 3, elementsPerPage: 5 } } };

function upstream(answer: () => unknown) {
  const calls: { operation: string; variables: unknown; options: unknown }[] = [];
  const client = {
    request: async (document: { toString(): string }, variables: unknown, options: unknown) => {
      calls.push({ operation: /(query|mutation) (\w+)/.exec(document.toString())![2]!, variables, options });
      return answer();
    },
  } as unknown as UpstreamClient;
  return { service: new OrdersService(client), calls };
}

describe('OrdersService', () => {
  it('asks the upstream for the zero-based page with the checked search and filter, in the session', async () => {
    const { service, calls } = upstream(() => page);
    const answer = await service.orders(shopper, { page: 4, query: ' Stifte ', filter: '2026' });
    expect(calls).toEqual([{ operation: 'GetAccountOrders', variables: { page: 3, searchText: 'Stifte', dateFilter: '2026' }, options: { userId: 'U-1', jwt: 'session-token', site: 'de-de' } }]);
    expect(answer).toMatchObject({ __typename: 'AccountOrderPage', page: 4, filter: '2026', query: 'Stifte', filterOptions: ['last3months', 'last6months', 'lastYear', '2026'] });
  });

  it('calls nothing without a session or with bad input', async () => {
    const { service, calls } = upstream(() => page);
    expect(await service.orders({ ...shopper, jwt: undefined }, { page: 1 })).toMatchObject({ __typename: 'SessionRequiredError', sessionEnded: false });
    expect(await service.orders(shopper, { page: 0 })).toMatchObject({ __typename: 'ValidationError' });
    expect(await service.order(shopper, 'bad id!')).toMatchObject({ __typename: 'NotFoundError', messageKey: 'ishop.api.error.order_not_found' });
    expect(calls).toEqual([]);
  });

  it("answers the upstream's order_not_found as NotFoundError and an ended session as SessionRequiredError", async () => {
    const notFound = upstream(() => {
      throw new UpstreamError('UPSTREAM_REJECTED', 'Order not found', { messageKey: 'ishop.api.error.order_not_found' });
    });
    expect(await notFound.service.order(shopper, '40010001')).toEqual({ __typename: 'NotFoundError', errorCode: 'NOT_FOUND', messageKey: 'ishop.api.error.order_not_found', message: expect.any(String) });
    const ended = upstream(() => {
      throw new UpstreamError('UNAUTHENTICATED', 'No session', { messageKey: 'vue.error.security.valid_token_required' });
    });
    expect(await ended.service.order(shopper, '40010001')).toMatchObject({ __typename: 'SessionRequiredError', sessionEnded: true });
  });

  it('lets other upstream failures through as errors', async () => {
    const { service } = upstream(() => {
      throw new UpstreamError('UPSTREAM_UNAVAILABLE', 'down');
    });
    await expect(service.order(shopper, '40010001')).rejects.toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' });
  });
});
