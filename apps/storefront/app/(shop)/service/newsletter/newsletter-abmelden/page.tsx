import type { Metadata } from 'next';
import Link from 'next/link';
import { NewsletterForm } from '@/components/service/newsletter-form';
import styles from '@/components/service/service.module.css';
import { currentTranslator } from '@/lib/site/site';

// Spec §2 noindex paths: service/newsletter/newsletter-abmelden.
export async function generateMetadata(): Promise<Metadata> {
  const { t } = await currentTranslator();
  return { title: t('ui.newsletter.unsubscribe.title'), robots: { index: false, follow: true } };
}

/** The newsletter sign-off; the confirmation replaces the form on this page. */
export default async function NewsletterUnsubscribePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [{ t }, query] = await Promise.all([currentTranslator(), searchParams]);
  const email = typeof query.email === 'string' ? query.email.trim().slice(0, 80) : '';
  return (
    <div className={`container page ${styles.narrow}`}>
      <h1 className="page-title">{t('ui.newsletter.unsubscribe.title')}</h1>
      <p className={styles.intro}>{t('ui.newsletter.unsubscribe.intro')}</p>
      <NewsletterForm
        mode="unsubscribe"
        defaultEmail={email}
        texts={{ email: t('ui.newsletter.email'), submit: t('ui.newsletter.unsubscribe.submit'), busy: t('ui.service.busy'), honeypot: t('ui.service.honeypot') }}
      />
      <ul className={styles.links}>
        <li>
          <Link href="/service/newsletter" prefetch={false}>
            {t('ui.newsletter.unsubscribe.again')}
          </Link>
        </li>
      </ul>
    </div>
  );
}
