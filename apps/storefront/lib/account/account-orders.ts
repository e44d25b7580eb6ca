import { AccountOrderDocument, AccountOrdersDocument, type AccountOrderQuery, type AccountOrdersQuery } from '@tafel/graphql-schema/storefront';
import { notFound } from 'next/navigation';
import { isBadInput, orchestratorRequest } from '@/lib/shop-api/orchestrator';
import { leaveForSession, type AccountCaller } from './account-session';
import { DEFAULT_ORDER_FILTER, parseOrderFilter, type OrderListQuery } from './order-history';

// Server-only: the order history's reads (spec §2 /myaccount/orders and its detail).

export type AccountOrderPage = Extract<AccountOrdersQuery['accountOrders'], { __typename: 'AccountOrderPage' }>;
export type AccountOrderOverview = AccountOrderPage['orders'][number];
export type AccountOrderView = Extract<AccountOrderQuery['accountOrder'], { __typename: 'AccountOrder' }>;

/** What the list page gets: the page, or the orchestrator's refusal of the query (its message key). */
export type OrderListAnswer = { kind: 'page'; page: AccountOrderPage } | { kind: 'refused'; messageKey: string };

async function readPage(list: OrderListQuery, caller: AccountCaller, path: string): Promise<OrderListAnswer> {
  const { accountOrders } = await orchestratorRequest(AccountOrdersDocument, { input: { page: list.page, query: list.query || null, filter: list.filter } }, caller);
  if (accountOrders.__typename === 'SessionRequiredError') leaveForSession(accountOrders, path);
  if (accountOrders.__typename === 'ValidationError') return { kind: 'refused', messageKey: accountOrders.messageKey };
  return { kind: 'page', page: accountOrders };
}

/**
 * One page of the customer's orders. A year the customer has no orders in (not among the
 * answer's filterOptions) is read again with the default. A refusal is answered as it is: the
 * filter cannot be its cause (parseOrderFilter sends only what the orchestrator takes), so a
 * second call would be refused the same way.
 */
export async function readOrderPage(list: OrderListQuery, caller: AccountCaller, path: string): Promise<OrderListAnswer> {
  const answer = await readPage(list, caller, path);
  if (answer.kind === 'refused' || list.filter === DEFAULT_ORDER_FILTER) return answer;
  if (parseOrderFilter(list.filter, answer.page.filterOptions) === list.filter) return answer;
  return readPage({ ...list, filter: DEFAULT_ORDER_FILTER }, caller, path);
}

/**
 * One order of the customer; not theirs, unknown or malformed → the 404 page. An outage throws
 * OrchestratorUnavailableError for the page to show its notice.
 */
export async function readOrder(orderId: string, caller: AccountCaller, path: string): Promise<AccountOrderView> {
  let answer: AccountOrderQuery['accountOrder'];
  try {
    answer = (await orchestratorRequest(AccountOrderDocument, { orderId }, caller)).accountOrder;
  } catch (error) {
    if (isBadInput(error)) notFound();
    throw error;
  }
  if (answer.__typename === 'SessionRequiredError') leaveForSession(answer, path);
  if (answer.__typename !== 'AccountOrder') notFound();
  return answer;
}
