import { Breadcrumb } from '@/components/common/breadcrumb';
import type { ContentRow } from '@/lib/content/content';
import { isClientHref } from '@/lib/content/teaser-view';
import { shopPath } from '@/lib/site/links';
import { ContentRows } from './content-rows';
import styles from './content.module.css';

/**
 * A content page of the catch-all (beratung, service and legal pages, ...): the breadcrumbs of
 * its SEO data and its grid. `pageId` is the grid's id (tracking slots).
 */
export function ContentPage({ pageId, rows, breadcrumbs }: { pageId: string; rows: readonly ContentRow[]; breadcrumbs: readonly { name: string; url: string }[] }) {
  // The trail's home entry is Breadcrumb's own; the page itself comes last.
  const items = breadcrumbs.filter((crumb) => crumb.url !== '/').map((crumb) => ({ name: crumb.name, href: isClientHref(crumb.url) ? crumb.url : shopPath(crumb.url) }));
  return (
    <div className={`container ${styles.contentPage}`} data-content-page={pageId}>
      {items.length > 0 ? <Breadcrumb items={items} /> : null}
      <ContentRows rows={rows} page={pageId} />
    </div>
  );
}
