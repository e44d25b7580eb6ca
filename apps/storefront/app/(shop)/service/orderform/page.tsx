import type { Metadata } from 'next';
import { OrderForm } from '@/components/order-form/order-form';
import styles from '@/components/order-form/order-form.module.css';
import { ORDER_FORM_PDF_PATH } from '@/lib/service/order-form';
import { currentTranslator } from '@/lib/site/site';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await currentTranslator();
  return { title: t('ui.orderForm.title'), description: t('ui.orderForm.description') };
}

/**
 * Session spec §2 /service/orderform: order by article numbers, every row checked, all added to
 * the cart in one go; the cart as a printable order form (PDF, upstream generatePdfForm).
 */
export default async function OrderFormPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [{ t }, query] = await Promise.all([currentTranslator(), searchParams]);
  return (
    <div className="container page">
      <h1 className="page-title">{t('ui.orderForm.title')}</h1>
      <p className={styles.intro}>{t('ui.orderForm.intro')}</p>
      <OrderForm />
      <section className={styles.pdf} aria-labelledby="orderform-pdf-title">
        <h2 id="orderform-pdf-title" className={styles.pdfTitle}>
          {t('ui.orderForm.pdfTitle')}
        </h2>
        {query.pdf === 'empty' ? (
          <p className="notice notice-info" role="status" data-testid="order-form-pdf-empty">
            {t('ui.orderForm.pdfEmpty')}
          </p>
        ) : query.pdf === 'failed' ? (
          <p className="notice notice-error" role="alert" data-testid="order-form-pdf-failed">
            {t('ui.orderForm.pdfFailed')}
          </p>
        ) : null}
        <p className={styles.intro}>{t('ui.orderForm.pdfText')}</p>
        <a href={ORDER_FORM_PDF_PATH} className={`btn btn-outline ${styles.pdfLink}`} data-testid="order-form-pdf">
          {t('ui.orderForm.pdf')}
        </a>
      </section>
    </div>
  );
}
