import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { OrderDetail } from '@/components/account-orders/order-detail';
import { readOrder } from '@/lib/account/account-orders';
import { requireCustomer } from '@/lib/account/account-session';
import { orderDetailHref, ordersHref, parseOrderId, parseOrderListQuery } from '@/lib/account/order-history';
import { OrchestratorUnavailableError } from '@/lib/shop-api/orchestrator';
import { currentTranslator } from '@/lib/site/site';
import styles from '@/components/account-orders/account.module.css';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const { t } = await currentTranslator();
  const orderId = parseOrderId((await searchParams).orderId);
  return { title: orderId ? t('ui.orderDetail.title', { number: orderId }) : t('ui.orders.title') };
}

/** One order (spec §2 /myaccount/orders/orderdetail?orderId=): a missing, malformed or foreign order is 404. */
export default async function OrderDetailPage({ searchParams }: { searchParams: SearchParams }) {
  const query = await searchParams;
  const orderId = parseOrderId(query.orderId);
  const list = parseOrderListQuery(query);
  const path = orderId ? orderDetailHref(orderId, list) : '/myaccount/orders';
  const caller = await requireCustomer(path);
  if (!orderId) notFound();
  let order;
  try {
    order = await readOrder(orderId, caller, path);
  } catch (error) {
    if (!(error instanceof OrchestratorUnavailableError)) throw error;
    console.error('[storefront] order detail unavailable', error);
    order = null;
  }
  if (order) return <OrderDetail order={order} list={list} />;
  // An outage: the notice the list shows, and the way back to it.
  const { t } = await currentTranslator();
  return (
    <section aria-labelledby="order-title" data-testid="order-detail-unavailable">
      <Link href={ordersHref(list)} className={`link ${styles.back}`} data-testid="order-back">
        ← {t('ui.orderDetail.back')}
      </Link>
      <h2 id="order-title" className="section-title">
        {t('ui.orderDetail.title', { number: orderId })}
      </h2>
      <p className="notice notice-error" role="alert">
        {t('ui.orders.unavailable')}
      </p>
    </section>
  );
}
