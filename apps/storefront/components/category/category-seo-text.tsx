import { currentTranslator } from '@/lib/site/site';
import styles from './category.module.css';

/**
 * The category's SEO text (parameter ishop_seo_box_text) below the products, sanitized by the
 * orchestrator. It shows a few lines until "mehr lesen": a CSS-only toggle (a checkbox and its
 * label), so the whole text is in the HTML for search engines and readers, and no script ships.
 */
export async function CategorySeoText({ html, categoryId }: { html: string | null | undefined; categoryId: string }) {
  if (!html) return null;
  const { t } = await currentTranslator();
  const toggleId = `seo-more-${categoryId}`;
  return (
    <section className={styles.seo} data-testid="category-seo-text">
      <input type="checkbox" id={toggleId} className={styles.seoToggle} aria-controls={`${toggleId}-text`} />
      <div id={`${toggleId}-text`} className={styles.seoText} dangerouslySetInnerHTML={{ __html: html }} />
      <label htmlFor={toggleId} className={styles.seoMore} data-testid="category-seo-toggle">
        <span className={styles.seoMoreLabel}>{t('ui.category.seoMore')}</span>
        <span className={styles.seoLessLabel}>{t('ui.category.seoLess')}</span>
      </label>
    </section>
  );
}
