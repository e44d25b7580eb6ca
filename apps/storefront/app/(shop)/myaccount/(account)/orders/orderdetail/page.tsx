import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { OrderDetail } from '@/components/account-orders/order-detail';
import { readOrder } from '@/lib/account/account-orders';
import { requireCustomer } from '@/lib/account/account-session';
import { orderDetailHref, parseOrderId, parseOrderListQuery } from '@/lib/account/order-history';
import { currentTranslator } from '@/lib/site/site';

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
  const order = await readOrder(orderId, caller, path);
  return <OrderDetail order={order} list={list} />;
}
