import styles from './content.module.css';

/** The HTML Box Teaser's icon by CMS iconType (truck, invoice, phone, ...), drawn by the stylesheet; an unknown name gets the check mark. */
export function TeaserIcon({ type }: { type: string | null | undefined }) {
  return <span className={styles.boxIcon} data-icon={type?.toLowerCase() || undefined} aria-hidden="true" />;
}
