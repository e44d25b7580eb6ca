import Link from 'next/link';
import { currentTranslator } from '@/lib/site/site';
import styles from './common.module.css';

export interface Crumb {
  name: string;
  href?: string | undefined;
}

/** Breadcrumb trail starting at the home page; the last entry is the current page (not a link). */
export async function Breadcrumb({ items }: { items: readonly Crumb[] }) {
  const { t } = await currentTranslator();
  const trail: Crumb[] = [{ name: t('ui.home'), href: '/' }, ...items];
  return (
    <nav aria-label={t('ui.breadcrumb')} className={styles.breadcrumb}>
      <ol>
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={`${index}-${crumb.name}`}>
              {last || !crumb.href ? (
                <span aria-current={last ? 'page' : undefined}>{crumb.name}</span>
              ) : (
                <Link href={crumb.href}>{crumb.name}</Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
