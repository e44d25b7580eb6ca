import type { FooterKind } from '@tafel/graphql-schema/storefront';
import { footerOrNull, type Footer, type FooterLink as CmsFooterLink } from '@/lib/content/content';
import type { Language, TextKey } from '@/lib/i18n/i18n';
import { readSession } from '@/lib/session/session';
import { currentTranslator } from '@/lib/site/site';
import { SiteFooterView, type FooterData, type FooterLink, type FooterTexts } from './site-footer-view';
import styles from './site-footer.module.css';

/**
 * The legal pages the law wants reachable from every page, also when the footer cannot be read:
 * the German ones, and on the English B2B host its English ones (the CMS footer links the same).
 */
const LEGAL_LINKS = {
  de: [
    { key: 'ui.legal.imprint', url: '/impressum/' },
    { key: 'ui.legal.privacy', url: '/datenschutz/' },
    { key: 'ui.legal.terms', url: '/agb/' },
  ],
  en: [
    { key: 'ui.legal.imprint', url: '/imprint/' },
    { key: 'ui.legal.privacy', url: '/privacy/' },
    { key: 'ui.legal.terms', url: '/terms/' },
  ],
} as const satisfies Record<Language, readonly { key: TextKey; url: string }[]>;

function link(cms: CmsFooterLink): FooterLink {
  return { label: cms.label, url: cms.url, ...(cms.external ? { external: true } : {}), ...(cms.consent ? { consent: true } : {}) };
}

/** Only what the view draws, without nulls and false flags: this data rides in every page's payload. */
function compact(footer: Footer): FooterData {
  const logo = ({ id, name, image }: Footer['paymentLogos'][number]) => ({ id, name, image: { url: image.url, width: image.width, height: image.height } });
  return {
    usps: footer.usps.map((usp) => ({
      ...(usp.image ? { image: { url: usp.image.url } } : {}),
      ...(usp.headline ? { headline: usp.headline } : {}),
      ...(usp.subheadline ? { subheadline: usp.subheadline } : {}),
      ...(usp.html ? { html: usp.html } : {}),
      ...(usp.link ? { link: link(usp.link) } : {}),
    })),
    blocks: footer.blocks.map((block) => ({
      headline: block.headline,
      kind: block.kind,
      ...(block.html ? { html: block.html } : {}),
      ...(block.button ? { button: link(block.button) } : {}),
      links: block.links.map(link),
    })),
    paymentLogos: footer.paymentLogos.map(logo),
    deliveryLogos: footer.deliveryLogos.map(logo),
    socialLinks: footer.socialLinks.map(({ id, name, url }) => ({ id, name, url })),
    ...(footer.showQualityPromise ? { showQualityPromise: true } : {}),
    ...(footer.newsletter ? { newsletter: { headline: footer.newsletter.headline, text: footer.newsletter.text } } : {}),
  };
}

/** The message key of each of the footer's texts (translated here: the browser has no catalogue). */
const TEXT_KEYS = {
  consentTitle: 'ui.footer.consent.title',
  consentText: 'ui.footer.consent.text',
  consentClose: 'ui.footer.consent.close',
  badge: 'ui.footer.quality.badge',
  qualityTitle: 'ui.footer.quality.title',
  qualityText: 'ui.footer.quality.text',
  payment: 'ui.footer.payment',
  delivery: 'ui.footer.delivery',
  social: 'ui.footer.social',
  newsletterEmail: 'ui.footer.newsletter.email',
  newsletterSubmit: 'ui.footer.newsletter.submit',
  legalNav: 'ui.legal.nav',
  copyright: 'ui.footer.copyright',
  priceNote: 'ui.footer.priceNote',
} as const satisfies Record<keyof FooterTexts, string>;

/**
 * The shop's footer from the CMS (catalogue spec §2 Footer): FULL on shop pages, CHECKOUT (the
 * smaller one, nothing that leads away) in the checkout. When the footer cannot be read, the
 * legal links still show, so Impressum, Datenschutz and AGB are reachable from every page.
 */
export async function SiteFooter({ kind = 'FULL' }: { kind?: FooterKind }) {
  const [{ t, language }, footer, session] = await Promise.all([currentTranslator(), footerOrNull(kind), readSession()]);
  const checkout = kind === 'CHECKOUT';
  const legal: FooterLink[] = LEGAL_LINKS[language].map((legalLink) => ({ label: t(legalLink.key), url: legalLink.url }));
  const texts = Object.fromEntries(Object.entries(TEXT_KEYS).map(([name, key]) => [name, key === 'ui.footer.copyright' ? t(key, { year: new Date().getFullYear() }) : t(key)])) as FooterTexts;
  return (
    <footer className={`${styles.footer} ${checkout ? styles.checkout : ''}`} data-testid="site-footer" data-footer-kind={kind}>
      <div className={styles.edge} aria-hidden="true" />
      <SiteFooterView footer={footer ? compact(footer) : null} bottomLinks={footer && footer.bottomLinks.length > 0 ? footer.bottomLinks.map(link) : legal} texts={texts} signedIn={session.kind === 'customer'} checkout={checkout} />
    </footer>
  );
}
