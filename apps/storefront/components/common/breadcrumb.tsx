import Link from 'next/link';
import styles from './common.module.css';

export interface Crumb {
  name: string;
  href?: string | undefined;
}

/** Breadcrumb trail starting at the home page; the last entry is the current page (not a link). */
export function Breadcrumb({ items }: { items: readonly Crumb[] }) {
  const trail: Crumb[] = [{ name: 'Startseite', href: '/' }, ...items];
  return (
    <nav aria-label="Brotkrümelnavigation" className={styles.breadcrumb}>
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
