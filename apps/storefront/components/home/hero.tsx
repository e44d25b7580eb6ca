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
        <ChalkDoodles />
      </div>
      <div className={styles.heroLedge} aria-hidden="true">
        <span className={styles.chalkPiece} />
        <span className={`${styles.chalkPiece} ${styles.chalkYellow}`} />
        <span className={styles.sponge} />
      </div>
    </section>
  );
}

function ChalkDoodles() {
  return (
    <svg className={styles.doodles} viewBox="0 0 360 260" width="360" height="260" aria-hidden="true">
      <g fill="none" stroke="#fbfaf5" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" opacity="0.92">
        <text x="20" y="70" fill="#fbfaf5" stroke="none" fontSize="54" fontWeight="700" fontFamily="ui-rounded, 'Comic Sans MS', system-ui, sans-serif">
          ABC
        </text>
        <text x="190" y="60" fill="#f6c945" stroke="none" fontSize="38" fontWeight="700" fontFamily="ui-rounded, 'Comic Sans MS', system-ui, sans-serif">
          1+1=2
        </text>
        <path d="M40 200c30-40 60-40 90 0s60 40 90 0 60-40 90 0" opacity="0.7" />
        <circle cx="300" cy="150" r="26" stroke="#f6c945" />
        <path d="M300 112v-10M300 198v-10M262 150h-10M348 150h-10M273 123l-7-7M334 184l-7-7M273 177l-7 7M334 116l-7 7" stroke="#f6c945" />
        <path d="M60 120l40 40M100 120l-40 40" opacity="0.5" />
        <rect x="150" y="100" width="70" height="54" rx="4" />
        <path d="M150 112h70M162 100v54" opacity="0.8" />
        <path d="M30 240h300" opacity="0.35" strokeDasharray="2 10" />
      </g>
    </svg>
  );
}
