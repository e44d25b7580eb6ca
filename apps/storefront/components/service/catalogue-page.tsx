import Link from 'next/link';
import { ContentForm } from '@/components/forms/content-form';
import { currentTranslator } from '@/lib/site/site';
import styles from './service.module.css';

/**
 * The B2B printed catalogue (session spec §2 /service/katalog, /service/catalogue): what it offers
 * and the request form (katalog-bestellung). The routes' language redirects and the redirect of
 * non-B2B visitors are proxy.ts's; both routes render this page in the shop's language.
 */
export async function CataloguePage() {
  const { t } = await currentTranslator();
  return (
    <div className="container page">
      <h1 className="page-title">{t('ui.catalogue.title')}</h1>
      <div className={styles.catalogue}>
        <div>
          <p className={styles.intro}>{t('ui.catalogue.intro')}</p>
          <h2>{t('ui.catalogue.offer.title')}</h2>
          <ul className={styles.offer} data-testid="catalogue-offer">
            <li>{t('ui.catalogue.offer.range')}</li>
            <li>{t('ui.catalogue.offer.numbers')}</li>
            <li>{t('ui.catalogue.offer.prices')}</li>
            <li>{t('ui.catalogue.offer.free')}</li>
          </ul>
          <ul className={styles.links}>
            <li>
              <Link href="/service/orderform" prefetch={false}>
                {t('ui.catalogue.orderForm')}
              </Link>
            </li>
          </ul>
        </div>
        <ContentForm formId="katalog-bestellung" headline={t('ui.catalogue.form.title')} html={null} buttonText={t('ui.catalogue.form.submit')} buttonScheme="PRIMARY" />
      </div>
    </div>
  );
}

export async function catalogueMetadata() {
  const { t } = await currentTranslator();
  return { title: t('ui.catalogue.title'), description: t('ui.catalogue.description') };
}
