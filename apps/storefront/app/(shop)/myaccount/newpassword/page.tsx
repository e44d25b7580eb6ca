import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { NewPasswordForm } from '@/components/account/new-password-form';
import styles from '@/components/account/account-forms.module.css';
import { resetTokenMessageKey, resetTokenOf } from '@/lib/account/account-rules';
import { readResetTokenState } from '@/lib/account/account-reads';
import { readSession } from '@/lib/session/session';
import { currentTranslator } from '@/lib/site/site';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await currentTranslator();
  // The link carries a secret token: never for search engines.
  return { title: t('ui.account.newPassword.title'), robots: { index: false, follow: false } };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * Spec §2 /myaccount/newpassword?token=: a missing or empty token goes to the reset request, a
 * logged-in customer to /myaccount/password; an invalid or expired link says so with the way to a
 * new e-mail; else the form.
 */
export default async function NewPasswordPage({ searchParams }: { searchParams: SearchParams }) {
  const token = resetTokenOf((await searchParams).token);
  if (!token) redirect('/myaccount/resetpassword');
  if ((await readSession()).kind === 'customer') redirect('/myaccount/password');
  const [state, { t }] = await Promise.all([readResetTokenState(token), currentTranslator()]);
  const refusal = resetTokenMessageKey(state);
  return (
    <div className={`container page ${styles.narrow}`}>
      <h1 className="page-title">{t('ui.account.newPassword.title')}</h1>
      {refusal ? (
        <div className="notice notice-error" role="alert" data-testid="new-password-refused">
          <p>{t(refusal)}</p>
          <p>
            <Link href="/myaccount/resetpassword" prefetch={false}>
              {t('ui.account.newPassword.requestNew')}
            </Link>
          </p>
        </div>
      ) : (
        <>
          <p className={styles.intro}>{t('ui.account.newPassword.intro')}</p>
          <NewPasswordForm token={token} />
        </>
      )}
    </div>
  );
}
