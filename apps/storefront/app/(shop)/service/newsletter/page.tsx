import type { Metadata } from 'next';
import Link from 'next/link';
import { NewsletterForm } from '@/components/service/newsletter-form';
import styles from '@/components/service/service.module.css';
import { currentTranslator } from '@/lib/site/site';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await currentTranslator();
  return { title: t('ui.newsletter.title'), description: t('ui.newsletter.description') };
}

/** Spec §2 /service/newsletter: the sign-up with double opt-in; the footer's teaser sends ?email= along. */
export default async function NewsletterPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [{ t, language }, query] = await Promise.all([currentTranslator(), searchParams]);
  const email = typeof query.email === 'string' ? query.email.trim().slice(0, 80) : '';
  return (
    <div className={`container page ${styles.narrow}`}>
      <h1 className="page-title">{t('ui.newsletter.title')}</h1>
      <p className={styles.intro}>{t('ui.newsletter.intro')}</p>
      <ul className={styles.benefits}>
        <li>{t('ui.newsletter.benefit1')}</li>
        <li>{t('ui.newsletter.benefit2')}</li>
        <li>{t('ui.newsletter.benefit3')}</li>
      </ul>
      <NewsletterForm
        mode="subscribe"
        defaultEmail={email}
        texts={{
          email: t('ui.newsletter.email'),
          submit: t('ui.newsletter.submit'),
          busy: t('ui.service.busy'),
          honeypot: t('ui.service.honeypot'),
          consent: t('ui.newsletter.consent'),
          privacy: t('ui.newsletter.privacy'),
          privacyHref: language === 'en' ? '/privacy/' : '/datenschutz/',
        }}
      />
      <ul className={styles.links}>
        <li>
          <Link href="/service/newsletter/newsletter-abmelden" prefetch={false} data-testid="newsletter-unsubscribe-link">
            {t('ui.newsletter.unsubscribeLink')}
          </Link>
        </li>
      </ul>
    </div>
  );
}
