import Link from 'next/link';
import { ADVICE_HREF, SAFE_SHOPPING_HREF, SERVICE_EMAIL, SERVICE_PHONE } from '@/lib/header/header-links';
import { sellingPointsEnabled } from '@/lib/header/header-settings';
import { currentIsB2b, currentLanguageSwitch, currentTranslator } from '@/lib/site/site';
import { LanguageSwitch } from './language-switch';
import { SellingPoints } from './selling-points';
import styles from './header.module.css';

/**
 * The header's top bar (catalogue spec §2 Header): the selling-point strip when the shop's
 * parameter has it on, then the pre-header with the advice link and the trust badge; B2B adds the
 * hotline and e-mail teasers and the DE/EN switch. Server-rendered, no JavaScript of its own.
 */
export async function PreHeader() {
  const [{ t }, isB2b, languageSwitch, withSellingPoints] = await Promise.all([currentTranslator(), currentIsB2b(), currentLanguageSwitch(), sellingPointsEnabled()]);
  return (
    <div className={styles.topbar} data-b2b={isB2b || undefined}>
      <div className={`container ${styles.topbarInner}`}>
        {withSellingPoints ? <SellingPoints isB2b={isB2b} t={t} /> : null}
        <ul className={styles.preHeader} aria-label={t('ui.header.service')} data-testid="pre-header">
          <li className={styles.preHeaderAdvice}>
            <Link href={ADVICE_HREF} prefetch={false}>
              {t('ui.header.advice')}
            </Link>
          </li>
          {isB2b ? (
            <>
              <li>
                <a href={SERVICE_PHONE.href} className={styles.phone}>
                  {t('ui.header.hotline', { phone: SERVICE_PHONE.text })}
                </a>
              </li>
              <li className={styles.preHeaderWide}>
                <a href={`mailto:${SERVICE_EMAIL}`} className={styles.mail} title={t('ui.header.email')}>
                  {SERVICE_EMAIL}
                </a>
              </li>
            </>
          ) : null}
          <li className={styles.preHeaderTrust}>
            <Link href={SAFE_SHOPPING_HREF} prefetch={false} className={styles.trustBadge} title={t('ui.header.trustBadgeTitle')}>
              {t('ui.header.trustBadge')}
            </Link>
          </li>
        </ul>
        {languageSwitch ? <LanguageSwitch {...languageSwitch} label={t('ui.header.language')} /> : null}
      </div>
    </div>
  );
}
