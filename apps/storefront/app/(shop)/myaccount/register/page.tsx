import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { RegisterForm } from '@/components/account/register-form';
import styles from '@/components/account/account-forms.module.css';
import { afterRegistrationPath, registrationCountry, registrationOrigin } from '@/lib/account/account-rules';
import { readB2bOptions } from '@/lib/account/account-reads';
import { readSession } from '@/lib/session/session';
import { currentIsB2b, currentSite, currentTranslator } from '@/lib/site/site';
import { withToast } from '@/lib/toast/toast-param';

// Spec noindex paths: myaccount/register.
export async function generateMetadata(): Promise<Metadata> {
  const [{ t }, isB2b] = await Promise.all([currentTranslator(), currentIsB2b()]);
  return { title: isB2b ? t('ui.account.register.b2bTitle') : t('ui.account.register.title'), robots: { index: false, follow: true } };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The job titles and institution kinds are optional fields: without them the form still registers. */
function noB2bOptions(error: unknown): { jobTitles: []; industryGroups: [] } {
  console.warn('[storefront] registration: B2B choices not readable', error instanceof Error ? error.message : error);
  return { jobTitles: [], industryGroups: [] };
}

/**
 * Spec §2 /myaccount/register (origin=wishlist): the consumer registration on the de/at/ch shops,
 * the institution's registration on the B2B host. A logged-in visitor gets the notice and goes to
 * the wishlist (origin=wishlist) or the account.
 */
export default async function RegisterPage({ searchParams }: { searchParams: SearchParams }) {
  const query = await searchParams;
  const origin = registrationOrigin(query.origin);
  const session = await readSession();
  if (session.kind === 'customer') redirect(withToast(afterRegistrationPath(origin), 'ui.account.register.alreadyLoggedIn'));
  const [isB2b, site, { t }] = await Promise.all([currentIsB2b(), currentSite(), currentTranslator()]);
  const options = isB2b ? await readB2bOptions().catch(noB2bOptions) : { jobTitles: [], industryGroups: [] };
  return (
    <div className={`container page ${styles.page}`}>
      <h1 className="page-title">{isB2b ? t('ui.account.register.b2bTitle') : t('ui.account.register.title')}</h1>
      <p className={styles.intro}>{t('ui.account.register.intro')}</p>
      <RegisterForm isB2b={isB2b} defaultCountry={registrationCountry(site)} origin={origin} jobTitles={options.jobTitles} industryGroups={options.industryGroups} />
      <p className={styles.links}>
        {t('ui.account.register.haveAccount')}{' '}
        <Link href="/login" prefetch={false}>
          {t('ui.account.register.toLogin')}
        </Link>
      </p>
    </div>
  );
}
