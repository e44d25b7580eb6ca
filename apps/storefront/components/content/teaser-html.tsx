import styles from './content.module.css';

/**
 * Teaser HTML as the orchestrator sends it: already sanitized there (an allowlist of text markup,
 * links and images, see the contract), so it is rendered as it comes. `data-client-links` lets
 * the page's promotion observer follow its shop links with the client router.
 */
export function TeaserHtml({ html, className }: { html: string | null | undefined; className?: string | undefined }) {
  if (!html) return null;
  return <div className={className ? `${styles.html} ${className}` : styles.html} data-client-links="" dangerouslySetInnerHTML={{ __html: html }} />;
}
