import type { Metadata } from 'next';
import { ChangePasswordForm } from '@/components/account/change-password-form';
import styles from '@/components/account/account-forms.module.css';
import { requireCustomer } from '@/lib/account/account-session';
import { currentTranslator } from '@/lib/site/site';

// Spec noindex paths: myaccount/password.
export async function generateMetadata(): Promise<Metadata> {
  const { t } = await currentTranslator();
  return { title: t('ui.account.changePassword.title'), robots: { index: false, follow: true } };
}

/** Spec §2 /myaccount/password: change the password (current, new, repeat). */
export default async function PasswordPage() {
  await requireCustomer('/myaccount/password');
  const { t } = await currentTranslator();
  return (
    <div className={`${styles.sections} ${styles.narrow}`}>
      <h2 className="section-title">{t('ui.account.changePassword.title')}</h2>
      <ChangePasswordForm />
    </div>
  );
}
