import Link from 'next/link';
import type { TextKey } from '@/lib/i18n/i18n';
import { readSession } from '@/lib/session/session';
import { currentIsB2b, currentTranslator } from '@/lib/site/site';
import { LogoutButton } from './logout-button';
import { LOGO_ID, LogoCopy } from './logo';
import styles from './layout.module.css';

interface FooterLink {
  label: TextKey;
  href: string;
}

const LOGIN_HREF = '/login';

// Spec paths where the spec names them (catalogue §2); the pages behind them come later.
const LINK_BLOCKS: readonly { headline: TextKey; links: readonly FooterLink[] }[] = [
  {
    headline: 'ui.footer.service',
    links: [
      { label: 'ui.footer.safeShopping', href: '/service/sicher-einkaufen/' },
      { label: 'ui.footer.toySafety', href: '/service/spielwarensicherheit/' },
      { label: 'ui.footer.advice', href: '/beratung/' },
      { label: 'ui.footer.orderForm', href: '/service/orderform' },
      { label: 'ui.footer.newsletter', href: '/service/newsletter' },
      { label: 'ui.footer.returns', href: '/myaccount/returns' },
    ],
  },
  {
    headline: 'ui.footer.discover',
    links: [
      { label: 'ui.footer.inspiration', href: '/inspiration/' },
      { label: 'ui.footer.brands', href: '/brands/' },
      { label: 'ui.footer.campaigns', href: '/campaigns/' },
      { label: 'ui.footer.sweepstakes', href: '/gewinnspiele/' },
    ],
  },
  {
    headline: 'ui.footer.myAccount',
    links: [
      { label: 'ui.footer.login', href: LOGIN_HREF },
      { label: 'ui.footer.orders', href: '/myaccount/orders/' },
      { label: 'ui.footer.wishlist', href: '/myaccount/wishlist/' },
      { label: 'ui.basket', href: '/checkout/basket' },
    ],
  },
  {
    headline: 'ui.footer.aboutUs',
    links: [
      { label: 'ui.footer.aboutTafel', href: '/ueber-uns/' },
      { label: 'ui.footer.careers', href: '/karriere/' },
      { label: 'ui.legal.imprint', href: '/impressum/' },
      { label: 'ui.legal.privacy', href: '/datenschutz/' },
      { label: 'ui.legal.terms', href: '/agb/' },
    ],
  },
];

const USPS: readonly { title: TextKey; text: TextKey }[] = [
  { title: 'ui.usp.invoice', text: 'ui.usp.invoiceText' },
  { title: 'ui.footer.uspQuality', text: 'ui.footer.uspQualityText' },
  { title: 'ui.usp.advice', text: 'ui.usp.adviceText' },
];

// Spec §9: PayPal, invoice and Visa always; Mastercard (or the e-invoice where enabled). DHL plus dpd or GLS in Germany.
// Brand names stay as they are; the invoice is a text of the shop language.
const LOGO_ROWS: readonly { headline: TextKey; names: readonly (string | { text: TextKey })[] }[] = [
  { headline: 'ui.footer.payWith', names: [{ text: 'ui.payment.invoice' }, 'PayPal', 'Visa', 'Mastercard'] },
  { headline: 'ui.footer.shipWith', names: ['DHL', 'GLS'] },
];

/** Shop footer: selling points, link blocks, payment and delivery hints, legal line. */
export async function SiteFooter() {
  const { t } = await currentTranslator();
  // A signed-in customer signs out here instead of being offered the sign-in page.
  const signedIn = (await readSession()).kind === 'customer';
  // Catalogue spec: the B2B shop shows no payment or delivery logos.
  const logoRows = (await currentIsB2b()) ? [] : LOGO_ROWS;
  return (
    <footer className={styles.footer}>
      <div className={styles.footerEdge} aria-hidden="true" />
      <div className={`container ${styles.footerUsps}`}>
        {USPS.map((usp) => (
          <div key={usp.title}>
            <strong>{t(usp.title)}</strong>
            <span>{t(usp.text)}</span>
          </div>
        ))}
      </div>
      <div className={`container ${styles.footerGrid}`}>
        <div className={styles.footerBrand}>
          <Link href="/" aria-label="Tafel" className={styles.footerLogo}>
            {/* The header's drawing again: the shop frame always has both. */}
            <LogoCopy of={LOGO_ID} />
          </Link>
          <p>{t('ui.footer.claim')}</p>
        </div>
        {LINK_BLOCKS.map((block) => (
          <nav key={block.headline} aria-label={t(block.headline)} className={styles.footerBlock}>
            <h2>{t(block.headline)}</h2>
            <ul>
              {block.links.map((link) => (
                <li key={link.href}>
                  {signedIn && link.href === LOGIN_HREF ? (
                    <LogoutButton className={styles.footerButton} />
                  ) : (
                    <Link href={link.href} prefetch={false}>
                      {t(link.label)}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      {logoRows.length > 0 && (
        <div className={`container ${styles.footerLogos}`}>
          {logoRows.map((row) => (
            <div key={row.headline}>
              <h2>{t(row.headline)}</h2>
              <ul className={styles.pills}>
                {row.names.map((name) => (
                  <li key={typeof name === 'string' ? name : name.text}>{typeof name === 'string' ? name : t(name.text)}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      )}
      <div className={styles.footerLegal}>
        <div className="container">
          <p>© {new Date().getFullYear()} Tafel · {t('ui.footer.priceNote')}</p>
        </div>
      </div>
    </footer>
  );
}
