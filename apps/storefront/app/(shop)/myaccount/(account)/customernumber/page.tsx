import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CertificateUpload } from '@/components/account/certificate-upload';
import styles from '@/components/account/account-forms.module.css';
import checkout from '@/components/checkout/checkout.module.css';
import { showsCustomerNumberPage } from '@/lib/account/account-rules';
import { readAccountContact } from '@/lib/account/account-reads';
import { leaveForSession, requireCustomer } from '@/lib/account/account-session';
import { currentIsB2b, currentTranslator } from '@/lib/site/site';

const PATH = '/myaccount/customernumber';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await currentTranslator();
  return { title: t('ui.account.customerNumber.title'), robots: { index: false, follow: false } };
}

/**
 * Spec §2 /myaccount/customernumber (B2B): the customer number, terms of payment, payment method
 * and the institution's certificate with its upload. Not a page of the consumer shops: 404.
 */
export default async function CustomerNumberPage() {
  const isB2bShop = await currentIsB2b();
  if (!isB2bShop) notFound();
  const caller = await requireCustomer(PATH);
  const [contact, { t }] = await Promise.all([readAccountContact(caller), currentTranslator()]);
  if (contact.__typename === 'SessionRequiredError') leaveForSession(contact, PATH);
  if (!showsCustomerNumberPage(isB2bShop, contact.customerType)) notFound();
  const none = t('ui.account.customerNumber.none');
  return (
    <div className={styles.sections}>
      <h2 className="section-title">{t('ui.account.customerNumber.title')}</h2>
      <section className={checkout.panel}>
        <dl className={styles.facts} data-testid="customer-number-facts">
          <dt>{t('ui.account.customerNumber.number')}</dt>
          <dd data-testid="customer-number">{contact.customerNumber ?? none}</dd>
          <dt>{t('ui.account.customerNumber.terms')}</dt>
          <dd>{contact.termsOfPayment ?? none}</dd>
          <dt>{t('ui.account.customerNumber.method')}</dt>
          <dd>{contact.paymentMethod ?? none}</dd>
          <dt>{t('ui.account.customerNumber.certificate')}</dt>
          <dd data-testid="certificate-status">{contact.hasB2bCertificate ? t('ui.account.customerNumber.onFile') : t('ui.account.customerNumber.missing')}</dd>
        </dl>
      </section>
      <section className={checkout.panel} aria-labelledby="certificate-title">
        <h3 id="certificate-title" className={checkout.panelTitle}>
          {t('ui.account.customerNumber.upload')}
        </h3>
        <CertificateUpload />
      </section>
    </div>
  );
}
