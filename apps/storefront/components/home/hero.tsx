import Link from 'next/link';
import { currentTranslator } from '@/lib/site/site';
import styles from './home.module.css';

/** Home teaser on a chalkboard: headline, text, two calls to action. */
export async function Hero({ primary, secondary }: { primary?: { href: string; label: string }; secondary?: { href: string; label: string } }) {
  const { t } = await currentTranslator();
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={styles.heroBoard}>
        <div className={styles.heroText}>
          <p className={styles.heroKicker}>{t('ui.hero.kicker')}</p>
          <h1 id="hero-title" className={styles.heroTitle}>
            {t('ui.hero.title')}
          </h1>
          <p className={styles.heroLead}>
            {t('ui.hero.lead')}
          </p>
          <div className={styles.heroActions}>
            {primary ? (
              <Link href={primary.href} className="btn btn-accent btn-large">
                {primary.label}
              </Link>
            ) : null}
            {secondary ? (
              <Link href={secondary.href} className={`btn btn-large ${styles.heroSecondary}`}>
                {secondary.label}
              </Link>
            ) : null}
          </div>
        </div>
        <span className={styles.doodles} aria-hidden="true" />
      </div>
      <div className={styles.heroLedge} aria-hidden="true">
        <span className={styles.chalkPiece} />
        <span className={`${styles.chalkPiece} ${styles.chalkYellow}`} />
        <span className={styles.sponge} />
      </div>
    </section>
  );
}
