'use client';

import Link from 'next/link';
import { isClientHref } from '@/lib/content/teaser-view';
import { ConsentButton } from './consent-button';
import { LogoutButton } from './logout-button';
import { ShopLink } from './shop-link';
import { Logo, LogoCopy } from './logo';
import { LOGO_ID } from './logo-id';
import styles from './site-footer.module.css';

// The footer is drawn here from its CMS data: the page's RSC payload then carries that compact
// data once instead of a second copy of the whole element tree (issue 24's HTML budget).

const LOGIN_PATHS = new Set(['/login', '/login/']);
const QUALITY_PROMISE_PATH = '/service/sicher-einkaufen/';
const NEWSLETTER_PATH = '/service/newsletter';

/** A footer link as the browser gets it: the flags only when set. */
export interface FooterLink {
  label: string;
  url: string;
  external?: true;
  consent?: true;
}

/**
 * The CMS footer (lib/content Footer) cut to what this view draws, built by site-footer.tsx:
 * no image fields it does not use, no null or false values (the payload carries every byte).
 */
export interface FooterData {
  usps: { image?: { url: string }; headline?: string; subheadline?: string; html?: string; link?: FooterLink }[];
  blocks: { headline: string; kind: 'SERVICE' | 'LINKS'; html?: string; button?: FooterLink; links: FooterLink[] }[];
  paymentLogos: FooterLogo[];
  deliveryLogos: FooterLogo[];
  socialLinks: { id: string; name: string; url: string }[];
  showQualityPromise?: true;
  newsletter?: { headline: string; text: string };
}

interface FooterLogo {
  id: string;
  name: string;
  image: { url: string; width: number; height: number };
}

/** The footer's texts, translated on the server (no catalogue in the browser). */
export type FooterTexts = Record<'consentTitle' | 'consentText' | 'consentClose' | 'badge' | 'qualityTitle' | 'qualityText' | 'payment' | 'delivery' | 'social' | 'newsletterEmail' | 'newsletterSubmit' | 'legalNav' | 'copyright' | 'priceNote', string>;
type T = (key: keyof FooterTexts) => string;

function FooterAnchor({ link, t, signedIn, className }: { link: FooterLink; t: T; signedIn: boolean; className?: string }) {
  if (link.consent) {
    return <ConsentButton label={link.label} title={t('consentTitle')} text={t('consentText')} close={t('consentClose')} />;
  }
  // A signed-in customer signs out here instead of being offered the sign-in page.
  if (signedIn && LOGIN_PATHS.has(link.url)) return <LogoutButton className={styles.linkButton} />;
  if (!link.external && isClientHref(link.url)) {
    return (
      <Link href={link.url} prefetch={false} className={className}>
        {link.label}
      </Link>
    );
  }
  return (
    <a href={link.url} className={className} {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {link.label}
    </a>
  );
}

function Html({ html }: { html: string | null | undefined }) {
  // Sanitized by the orchestrator (contract: footer HTML).
  return html ? <div className={styles.html} dangerouslySetInnerHTML={{ __html: html }} /> : null;
}

function Usps({ usps, t, signedIn }: { usps: FooterData['usps']; t: T; signedIn: boolean }) {
  if (usps.length === 0) return null;
  return (
    <ul className={`container ${styles.usps}`}>
      {usps.map((usp, index) => (
        <li key={`${usp.headline ?? ''}-${index}`} className={styles.usp}>
          {usp.image ? <img src={usp.image.url} alt="" width={94} height={96} loading="lazy" decoding="async" className={styles.uspImage} /> : null}
          <div>
            {usp.headline ? <strong>{usp.headline}</strong> : null}
            {usp.subheadline ? <span className={styles.uspSub}>{usp.subheadline}</span> : null}
            <Html html={usp.html} />
            {usp.link ? <FooterAnchor link={usp.link} t={t} signedIn={signedIn} className={styles.uspLink} /> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

function Blocks({ footer, t, signedIn, checkout }: { footer: FooterData; t: T; signedIn: boolean; checkout: boolean }) {
  return (
    <div className={styles.blocks}>
      {footer.blocks.map((block, index) =>
        block.kind === 'SERVICE' ? (
          <section key={`${block.headline}-${index}`} className={styles.service} aria-label={block.headline}>
            {checkout ? (
              // The checkout's logo leads nowhere: nothing takes the shopper out of the order.
              <Logo className={styles.logo} />
            ) : (
              <ShopLink href="/" aria-label="Tafel" className={styles.logo}>
                {/* The header's drawing again: the shop frame always has both. */}
                <LogoCopy of={LOGO_ID} />
              </ShopLink>
            )}
            <h2 className={styles.blockTitle}>{block.headline}</h2>
            <Html html={block.html} />
            {block.button ? <FooterAnchor link={block.button} t={t} signedIn={signedIn} className="btn btn-accent" /> : null}
          </section>
        ) : (
          // Collapsible on phones; the wide layout shows every block open (site-footer.module.css).
          <details key={`${block.headline}-${index}`} className={styles.block}>
            <summary className={styles.blockTitle}>{block.headline}</summary>
            <Html html={block.html} />
            <ul>
              {block.links.map((link) => (
                <li key={`${link.url}-${link.label}`}>
                  <FooterAnchor link={link} t={t} signedIn={signedIn} />
                </li>
              ))}
            </ul>
          </details>
        ),
      )}
    </div>
  );
}

function Logos({ headline, logos }: { headline: string; logos: readonly FooterLogo[] }) {
  if (logos.length === 0) return null;
  return (
    <div className={styles.logoRow}>
      <h2 className={styles.smallTitle}>{headline}</h2>
      <ul>
        {logos.map((logo) => (
          <li key={logo.id} data-logo={logo.id}>
            <img src={logo.image.url} alt={logo.name} title={logo.name} width={logo.image.width} height={logo.image.height} loading="lazy" decoding="async" />
          </li>
        ))}
      </ul>
    </div>
  );
}

function Extras({ footer, t, checkout }: { footer: FooterData; t: T; checkout: boolean }) {
  const social = checkout ? [] : footer.socialLinks;
  const newsletter = checkout ? null : footer.newsletter;
  if (!footer.showQualityPromise && footer.paymentLogos.length === 0 && footer.deliveryLogos.length === 0 && social.length === 0 && !newsletter) return null;
  return (
    <div className={`container ${styles.extras}`}>
      {footer.showQualityPromise ? (
        <Link href={QUALITY_PROMISE_PATH} prefetch={false} className={styles.quality} data-testid="quality-promise">
          <span className={styles.badge} role="img" aria-label={t('badge')} />
          <span>
            <strong>{t('qualityTitle')}</strong>
            <span>{t('qualityText')}</span>
          </span>
        </Link>
      ) : null}
      <Logos headline={t('payment')} logos={footer.paymentLogos} />
      <Logos headline={t('delivery')} logos={footer.deliveryLogos} />
      {social.length > 0 ? (
        <div className={styles.logoRow}>
          <h2 className={styles.smallTitle}>{t('social')}</h2>
          <ul className={styles.social}>
            {social.map((link) => (
              <li key={link.id}>
                <a href={link.url} target="_blank" rel="noopener noreferrer" aria-label={link.name} title={link.name} data-social={link.id} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {newsletter ? (
        // A plain GET to the newsletter page with the address filled in: no script needed here,
        // the page itself validates and posts the sign-up (with its rate limit).
        <form action={NEWSLETTER_PATH} method="get" className={styles.newsletter} data-testid="footer-newsletter">
          <h2 className={styles.smallTitle}>{newsletter.headline}</h2>
          <p>{newsletter.text}</p>
          <div className={styles.newsletterRow}>
            <label className="visually-hidden" htmlFor="footer-newsletter-email">
              {t('newsletterEmail')}
            </label>
            <input id="footer-newsletter-email" type="email" name="email" autoComplete="email" maxLength={80} placeholder={t('newsletterEmail')} />
            <button type="submit" className="btn btn-accent">
              {t('newsletterSubmit')}
            </button>
          </div>
        </form>
      ) : null}
    </div>
  );
}

function BottomBar({ links, t, signedIn }: { links: readonly FooterLink[]; t: T; signedIn: boolean }) {
  return (
    <div className={styles.bottom}>
      <div className={`container ${styles.bottomInner}`}>
        <nav aria-label={t('legalNav')}>
          <ul>
            {links.map((link) => (
              <li key={`${link.url}-${link.label}`}>
                <FooterAnchor link={link} t={t} signedIn={signedIn} />
              </li>
            ))}
          </ul>
        </nav>
        <p>
          {t('copyright')} · {t('priceNote')}
        </p>
      </div>
    </div>
  );
}

/** The footer of site-footer.tsx, with its CMS data (null: only the legal links) and texts. */
export function SiteFooterView({ footer, bottomLinks, texts, signedIn, checkout }: { footer: FooterData | null; bottomLinks: readonly FooterLink[]; texts: FooterTexts; signedIn: boolean; checkout: boolean }) {
  const t: T = (key) => texts[key];
  return (
    <>
      {footer ? (
        <>
          <Usps usps={footer.usps} t={t} signedIn={signedIn} />
          <div className="container">
            <Blocks footer={footer} t={t} signedIn={signedIn} checkout={checkout} />
          </div>
          <Extras footer={footer} t={t} checkout={checkout} />
        </>
      ) : null}
      <BottomBar links={bottomLinks} t={t} signedIn={signedIn} />
    </>
  );
}
