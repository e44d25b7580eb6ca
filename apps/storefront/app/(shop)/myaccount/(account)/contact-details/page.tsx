import type { Metadata } from 'next';
import Link from 'next/link';
import { AccountDataForm, EmailForm, PhoneForm } from '@/components/account/contact-forms';
import { DeleteAccount } from '@/components/account/delete-account';
import styles from '@/components/account/account-forms.module.css';
import { readAccountContact, readB2bOptions } from '@/lib/account/account-reads';
import { leaveForSession, requireCustomer } from '@/lib/account/account-session';
import { displayEmail } from '@/lib/account/display-email';
import { hasMessage } from '@/lib/i18n/i18n';
import { currentIsB2b, currentTranslator } from '@/lib/site/site';

const PATH = '/myaccount/contact-details';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await currentTranslator();
  return { title: t('ui.account.contact.title'), robots: { index: false, follow: false } };
}

/**
 * Spec §2 /myaccount/contact-details: the login e-mail (unique), the phone, the account data (B2B:
 * the institution's too), the customer's notification, and the account's deletion.
 */
export default async function ContactDetailsPage() {
  const caller = await requireCustomer(PATH);
  const [contact, isB2bShop, i18n] = await Promise.all([readAccountContact(caller), currentIsB2b(), currentTranslator()]);
  if (contact.__typename === 'SessionRequiredError') leaveForSession(contact, PATH);
  const { t } = i18n;
  const b2b = contact.customerType === 'B2B' ? await readB2bOptions() : null;
  const notification = contact.notification && hasMessage(contact.notification) ? i18n.message(contact.notification) : null;
  return (
    <div className={styles.sections}>
      <h2 className="section-title">{t('ui.account.contact.title')}</h2>
      {notification ? (
        <p className="notice notice-info" data-testid="account-notification">
          {notification}
          {contact.notification === 'vue.account.notification.b2bCertificateMissing' && isB2bShop ? (
            <>
              {' '}
              <Link href="/myaccount/customernumber" className={styles.noticeLink}>
                {t('ui.account.contact.toCustomerNumber')}
              </Link>
            </>
          ) : null}
        </p>
      ) : null}
      <EmailForm email={displayEmail(contact.email)} />
      <PhoneForm phone={contact.phone ?? null} />
      <AccountDataForm
        data={{
          salutation: contact.salutation,
          firstName: contact.firstName,
          lastName: contact.lastName,
          vatRegistrationNo: contact.vatRegistrationNo ?? null,
          jobTitleCode: contact.jobTitleCode ?? null,
          primaryIndustryGroupCode: contact.primaryIndustryGroupCode ?? null,
          numberOfEmployees: contact.numberOfEmployees ?? null,
        }}
        b2b={b2b}
      />
      <DeleteAccount />
    </div>
  );
}
