import Link from 'next/link';
import { navigationOrEmpty } from '@/lib/listing/catalogue';
import { categoryHref } from '@/lib/site/links';
import { currentTranslator } from '@/lib/site/site';
import styles from './content.module.css';

/** The home when its grid cannot be read: a welcome and the main categories, so the shop stays usable. */
export async function HomeFallback() {
  const [{ t }, navigation] = await Promise.all([currentTranslator(), navigationOrEmpty()]);
  return (
    <section aria-labelledby="home-fallback-title" data-testid="home-fallback">
      <h1 id="home-fallback-title" className="page-title">
        {t('ui.content.fallback.title')}
      </h1>
      <p className="muted">{t('ui.content.fallback.text')}</p>
      {navigation.length > 0 ? (
        <ul className={styles.fallbackList} aria-label={t('ui.content.fallback.categories')}>
          {navigation.map((node) => (
            <li key={node.id}>
              <Link href={categoryHref(node.id)} prefetch={false}>
                {node.name}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
