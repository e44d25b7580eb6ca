import type { Metadata } from 'next';
import Link from 'next/link';
import styles from '@/components/service/service.module.css';
import { currentTranslator } from '@/lib/site/site';

// Spec §2 noindex paths: service/newsletter/success.
export async function generateMetadata(): Promise<Metadata> {
  const { t } = await currentTranslator();
  return { title: t('ui.newsletter.success.title'), robots: { index: false, follow: true } };
}

/** After the sign-up: the double opt-in — nothing arrives until the link in the confirmation mail is opened. */
export default async function NewsletterSuccessPage() {
  const { t } = await currentTranslator();
  return (
    <div className={`container page ${styles.narrow}`}>
      <h1 className="page-title" data-testid="newsletter-success-title">
        {t('ui.newsletter.success.title')}
      </h1>
      <div className={styles.panel}>
        <p className={styles.intro} data-testid="newsletter-success-text">
          {t('ui.newsletter.success.text')}
        </p>
        <p className={styles.consent}>{t('ui.newsletter.success.spam')}</p>
      </div>
      <ul className={styles.links}>
        <li>
          <Link href="/" prefetch={false}>
            {t('ui.newsletter.success.back')}
          </Link>
        </li>
      </ul>
    </div>
  );
}
