import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { ResetForm } from '@/components/account/reset-form';
import styles from '@/components/account/account-forms.module.css';
import { readSession } from '@/lib/session/session';
import { currentIsB2b, currentTranslator } from '@/lib/site/site';

// Spec noindex paths: myaccount/resetpassword.
export async function generateMetadata(): Promise<Metadata> {
  const { t } = await currentTranslator();
  return { title: t('ui.account.reset.title'), robots: { index: false, follow: true } };
}

/** Spec §2 /myaccount/resetpassword: asks for the reset e-mail; a logged-in customer goes to /myaccount/password. */
export default async function ResetPasswordPage() {
  if ((await readSession()).kind === 'customer') redirect('/myaccount/password');
  const [isB2b, { t }] = await Promise.all([currentIsB2b(), currentTranslator()]);
  return (
    <div className={`container page ${styles.narrow}`}>
      <h1 className="page-title">{t('ui.account.reset.title')}</h1>
      <p className={styles.intro}>{isB2b ? t('ui.account.reset.b2bIntro') : t('ui.account.reset.intro')}</p>
      <ResetForm isB2b={isB2b} />
      <ul className={styles.links}>
        <li>
          <Link href="/login" prefetch={false}>
            {t('ui.account.reset.back')}
          </Link>
        </li>
      </ul>
    </div>
  );
}
