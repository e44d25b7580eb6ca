import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { OrderList } from '@/components/account-orders/order-list';
import { readOrderPage } from '@/lib/account/account-orders';
import { requireCustomer } from '@/lib/account/account-session';
import { ordersHref, pageOutOfRange, parseOrderListQuery } from '@/lib/account/order-history';
import { OrchestratorUnavailableError } from '@/lib/shop-api/orchestrator';
import { currentTranslator } from '@/lib/site/site';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await currentTranslator();
  return { title: t('ui.orders.title') };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The order history (spec §2 /myaccount/orders: p, q, filter; 5 per page). */
export default async function OrdersPage({ searchParams }: { searchParams: SearchParams }) {
  const list = parseOrderListQuery(await searchParams);
  const path = ordersHref(list);
  const caller = await requireCustomer(path);
  const { t } = await currentTranslator();
  let answer;
  try {
    answer = await readOrderPage(list, caller, path);
  } catch (error) {
    if (!(error instanceof OrchestratorUnavailableError)) throw error;
    console.error('[storefront] order history unavailable', error);
    answer = null;
  }
  if (answer?.kind === 'page') {
    // A page past the last one (an old bookmark, a typed p): the last page.
    const last = pageOutOfRange({ ...list, filter: answer.page.filter }, answer.page.totalPages);
    if (last) redirect(last);
  }
  return (
    <section aria-labelledby="orders-title" data-testid="orders-page">
      <h2 id="orders-title" className="section-title">
        {t('ui.orders.title')}
      </h2>
      {answer === null ? (
        <p className="notice notice-error" role="alert">
          {t('ui.orders.unavailable')}
        </p>
      ) : answer.kind === 'refused' ? (
        <OrderList list={list} page={null} refusedKey={answer.messageKey} />
      ) : (
        <OrderList list={list} page={answer.page} refusedKey={null} />
      )}
    </section>
  );
}
