import Link from 'next/link';
import type { AccountOrderPage } from '@/lib/account/account-orders';
import { formatOrderDate } from '@/lib/account/order-dates';
import { DEFAULT_ORDER_FILTER, ORDER_PERIODS, ORDER_QUERY_MAX, orderDetailHref, ordersHref, type OrderListQuery } from '@/lib/account/order-history';
import type { TextKey, Translator } from '@/lib/i18n/i18n';
import { articleCountText, formatMoney } from '@/lib/i18n/format';
import { SOMETHING_WENT_WRONG_KEY } from '@/lib/i18n/i18n';
import { currentTranslator } from '@/lib/site/site';
import { Pagination } from '../listing/pagination';
import styles from './account.module.css';

function filterLabel(filter: string, t: Translator['t']): string {
  return (ORDER_PERIODS as readonly string[]).includes(filter) ? t(`ui.orders.filter.${filter}` as TextKey) : t('ui.orders.filter.year', { year: filter });
}

/** The search and the period: plain GET forms (they work without JavaScript), each keeping the other's value. */
async function OrderFilters({ list, options }: { list: OrderListQuery; options: readonly string[] }) {
  const { t } = await currentTranslator();
  return (
    <div className={styles.filters}>
      <form method="get" action="/myaccount/orders" role="search" className={styles.filterForm} data-testid="orders-search">
        <label className={styles.filterField}>
          <span className={styles.filterLabel}>{t('ui.orders.search')}</span>
          <input type="search" name="q" defaultValue={list.query} maxLength={ORDER_QUERY_MAX} placeholder={t('ui.orders.searchPlaceholder')} className={styles.input} />
        </label>
        {list.filter !== DEFAULT_ORDER_FILTER ? <input type="hidden" name="filter" value={list.filter} /> : null}
        <button type="submit" className="btn btn-secondary">
          {t('ui.orders.searchSubmit')}
        </button>
      </form>
      <form method="get" action="/myaccount/orders" className={styles.filterForm} data-testid="orders-filter">
        {list.query ? <input type="hidden" name="q" value={list.query} /> : null}
        <label className={styles.filterField}>
          <span className={styles.filterLabel}>{t('ui.orders.filter')}</span>
          <select name="filter" defaultValue={list.filter} className={styles.input}>
            {options.map((option) => (
              <option key={option} value={option}>
                {filterLabel(option, t)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn btn-secondary">
          {t('ui.orders.filterSubmit')}
        </button>
      </form>
    </div>
  );
}

/** The list of one page of orders with its search, period, pager and empty states. */
export async function OrderList({ list, page, refusedKey }: { list: OrderListQuery; page: AccountOrderPage | null; refusedKey: string | null }) {
  const i18n = await currentTranslator();
  const { t } = i18n;
  const shown: OrderListQuery = page ? { page: page.page, query: list.query, filter: page.filter } : list;
  const options = page?.filterOptions.length ? page.filterOptions : [...ORDER_PERIODS];
  return (
    <>
      <OrderFilters list={shown} options={options} />
      {refusedKey ? (
        <p className="notice notice-error" role="alert">
          {i18n.message(refusedKey, undefined, SOMETHING_WENT_WRONG_KEY)}
        </p>
      ) : null}
      {page && page.orders.length > 0 ? (
        <>
          <p className={`muted ${styles.count}`} aria-live="polite">
            {list.query ? `${t('ui.orders.searchResult', { query: list.query })} · ` : null}
            {page.totalOrders === 1 ? t('ui.orders.count.one') : t('ui.orders.count.other', { count: page.totalOrders })}
          </p>
          <ol className={styles.orders} data-testid="order-list">
            {page.orders.map((order) => (
              <li key={order.orderId} className={styles.orderCard} data-testid={`order-${order.orderId}`}>
                <div className={styles.orderHead}>
                  <h3 className={styles.orderTitle}>{t('ui.orders.orderNumber', { number: order.orderId })}</h3>
                  <span className={`${styles.status} ${styles[`status_${order.status}`] ?? ''}`}>{t(`ui.orders.status.${order.status}`)}</span>
                </div>
                <dl className={styles.orderFacts}>
                  <div>
                    <dt>{t('ui.orders.date')}</dt>
                    <dd>{formatOrderDate(order.orderedAt, i18n.intlLocale)}</dd>
                  </div>
                  <div>
                    <dt>{t('ui.orders.items')}</dt>
                    <dd>{articleCountText(order.itemCount, i18n)}</dd>
                  </div>
                  <div>
                    <dt>{t('ui.orders.total')}</dt>
                    <dd className={styles.money}>{formatMoney(order.total, i18n)}</dd>
                  </div>
                </dl>
                <div className={styles.orderFoot}>
                  <ul className={styles.previews} aria-label={t('ui.orders.items')}>
                    {order.previewItems.map((item) => (
                      <li key={item.itemId}>
                        <img src={item.image.url} alt={item.image.alt || item.name} width={56} height={56} loading="lazy" />
                      </li>
                    ))}
                  </ul>
                  <Link href={orderDetailHref(order.orderId, shown)} className="btn btn-secondary" aria-label={t('ui.orders.detailsOf', { number: order.orderId })} data-testid="order-detail-link">
                    {t('ui.orders.details')}
                  </Link>
                </div>
              </li>
            ))}
          </ol>
          <Pagination page={page.page} totalPages={page.totalPages} href={(p) => ordersHref({ ...shown, page: p })} />
        </>
      ) : page ? (
        <div className={styles.empty} data-testid="orders-empty">
          <p className={styles.emptyTitle}>{list.query ? t('ui.orders.emptySearch') : t('ui.orders.empty')}</p>
          <p className="muted">{list.query ? t('ui.orders.emptySearchHint') : t('ui.orders.emptyHint')}</p>
          {list.query ? (
            <Link href={ordersHref({ page: 1, query: '', filter: shown.filter })} className="link">
              {t('ui.orders.clearSearch')}
            </Link>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
