import { ContentRows } from '@/components/content';
import type { ContentTeaser } from '@/lib/content/content';
import { teaserRows } from '@/lib/listing/category-extras';
import styles from './category.module.css';

/**
 * The category's CMS teasers, rendered by the content area's grid (view and click tracking
 * included); `place` says where they stand (above the products or below the SEO text).
 */
export function CategoryTeasers({ teasers, categoryId, place }: { teasers: readonly ContentTeaser[]; categoryId: string; place: 'top' | 'bottom' }) {
  if (teasers.length === 0) return null;
  return (
    <div className={place === 'top' ? styles.teasersTop : styles.teasersBottom} data-testid={`category-teasers-${place}`}>
      <ContentRows rows={teaserRows(teasers)} page={`category_${categoryId}`} />
    </div>
  );
}
