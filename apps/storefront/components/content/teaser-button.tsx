import type { ContentTeaser, ChildTeaser } from '@/lib/content/content';
import { buttonClass } from '@/lib/content/teaser-view';
import { TeaserLink } from './teaser-link';
import styles from './content.module.css';

/** A teaser's call to action: its button text (else the link's label) on its link, in the CMS scheme. */
export function TeaserButton({ teaser, fallbackLabel }: { teaser: ContentTeaser | ChildTeaser; fallbackLabel?: string }) {
  const { link, button } = teaser;
  const text = button?.text || link?.label || fallbackLabel;
  if (!link || !text) return null;
  const position = button?.position === 'center' || button?.position === 'right' ? styles[`button-${button.position}`] : undefined;
  return (
    <p className={`${styles.buttonRow} ${position ?? ''}`}>
      <TeaserLink url={link.url} newWindow={link.newWindow} className={buttonClass(button?.scheme)}>
        {text}
      </TeaserLink>
    </p>
  );
}
