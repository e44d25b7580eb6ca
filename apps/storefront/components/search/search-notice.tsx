import Link from 'next/link';
import type { ReactNode } from 'react';
import { currentTranslator } from '@/lib/site/site';
import styles from './search.module.css';

/** A search the page cannot run as asked (query too long, filters refused): what happened and the way on. */
export async function SearchNotice({ title, children, action }: { title: string; children: ReactNode; action: { href: string; label: string } | null }) {
  const { t } = await currentTranslator();
  return (
    <div className="container page">
      <h1 className="page-title">{title}</h1>
      <div className={`notice notice-info ${styles.notice}`} role="status" data-testid="search-notice">
        <div>{children}</div>
      </div>
      <div className={styles.noticeActions}>
        {action ? (
          <Link href={action.href} className="btn">
            {action.label}
          </Link>
        ) : null}
        <Link href="/" className="btn btn-secondary">
          {t('ui.toHome')}
        </Link>
      </div>
    </div>
  );
}
