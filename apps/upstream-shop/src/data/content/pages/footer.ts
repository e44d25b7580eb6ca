// The footer grids (spec §2 Footer): footer-vue everywhere, footer-vue-checkout-shipping on the
// checkout shipping step. One definition per shop feeds both the grid rows (what the CMS
// holds) and the structured footer data, so the two never disagree.
import type { ShopId } from '../../customers/customer-types.js';
import { attr, cell, row, teaser } from '../builders.js';
import { deliveryLogos, paymentLogos, socialLinks, type ParameterLookup } from '../footer-rules.js';
import { ALL_SHOPS, type FooterBlockRecord, type FooterLinkRecord, type FooterRecord, type FooterUspRecord, type GridPageRecord, type TeaserRecord } from '../types.js';

export const FOOTER_PAGE_ID = 'footer-vue';
export const CHECKOUT_FOOTER_PAGE_ID = 'footer-vue-checkout-shipping';
/** Spec: a link carrying the cookie-consent marker opens the consent second layer. */
export const COOKIE_CONSENT_MARKER = '#cookie-consent';

const link = (label: string, url: string): FooterLinkRecord => ({ label, url, external: false });

const USPS = {
  versand: { image: 'usp-versand', headline: 'Versandkostenfrei', subheadline: 'ab 49 € Bestellwert', text: '<p>Lieferung in 2–3 Werktagen, auch an Schulen und Kitas.</p>', link: null },
  rechnung: { image: 'usp-rechnung', headline: 'Kauf auf Rechnung', subheadline: '30 Tage Zahlungsziel', text: '<p>Für Schulen, Kitas, Behörden und Privatkunden.</p>', link: null },
  beratung: { image: 'usp-beratung', headline: 'Persönliche Beratung', subheadline: 'Mo–Fr 8–18 Uhr', text: '<p>Unser Team hilft Ihnen gerne weiter.</p>', link: link('Zum Kontaktformular', '/service/kontakt/') },
  rueckgabe: { image: 'usp-rueckgabe', headline: '30 Tage Rückgaberecht', subheadline: 'einfach und kostenlos', text: '<p>Retouren melden Sie bequem online an.</p>', link: null },
} satisfies Record<string, FooterUspRecord>;
type UspKey = keyof typeof USPS;

const SERVICE_BLOCK: FooterBlockRecord = {
  headline: 'Kundenservice',
  type: 'Service Teaser',
  content: '<p>Mo–Fr 8–18 Uhr<br><a href="tel:+4980012345">0800 12345</a> (kostenfrei)<br>service@tafel.example.de</p>',
  link: link('Kontaktformular', '/service/kontakt/'),
  links: [],
};

function serviceLinks(shop: ShopId): FooterBlockRecord {
  const b2b = shop === 'b2b';
  return {
    headline: 'Service',
    type: 'Linkbox Teaser',
    content: null,
    link: null,
    links: [
      link('Beratung', '/beratung/'),
      link('Sicher einkaufen', '/service/sicher-einkaufen/'),
      ...(b2b
        ? [link('Ihre Vorteile', '/service/your-advantages/'), link('Über uns', '/about-betzold/'), link('Produktsicherheit', '/service/product-safety/'), link('Katalog bestellen', '/service/katalog')]
        : [link('Spielwarensicherheit', '/service/spielwarensicherheit/')]),
      link('Bestellformular', '/service/orderform'),
      link('Retoure anmelden', '/myaccount/returns'),
      link('Newsletter', '/service/newsletter'),
    ],
  };
}

const DISCOVER_BLOCK: FooterBlockRecord = {
  headline: 'Entdecken',
  type: 'Linkbox Teaser',
  content: null,
  link: null,
  links: [link('Marken', '/brands/'), link('Aktionen', '/campaigns/'), link('Gewinnspiele', '/gewinnspiele/'), link('Inspiration', '/inspiration/'), link('Sale %', '/cat/900/'), link('Neuheiten', '/cat/950/')],
};

function bottomLinks(shop: ShopId): FooterBlockRecord {
  const english = shop === 'b2b' ? [link('Imprint', '/imprint/'), link('Privacy', '/privacy/')] : [];
  return {
    // Spec: the block headed "Bottom Links" shows in the bottom bar.
    headline: 'Bottom Links',
    type: 'Linkbox Teaser',
    content: null,
    link: null,
    links: [link('Impressum', '/impressum/'), link('Datenschutz', '/datenschutz/'), link('AGB', '/agb/'), ...english, link('Cookie-Einstellungen', COOKIE_CONSENT_MARKER)],
  };
}

interface FooterDefinition {
  usps: UspKey[];
  blocks: FooterBlockRecord[];
}

// The checkout footer keeps the shopper in the checkout: service contact and legal links only.
function definition(pageId: string, shop: ShopId): FooterDefinition {
  if (pageId === CHECKOUT_FOOTER_PAGE_ID) return { usps: ['versand', 'rueckgabe'], blocks: [SERVICE_BLOCK, bottomLinks(shop)] };
  return { usps: ['versand', 'rechnung', 'beratung', 'rueckgabe'], blocks: [SERVICE_BLOCK, serviceLinks(shop), DISCOVER_BLOCK, bottomLinks(shop)] };
}

const slug = (text: string): string => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

function uspTeaser(prefix: string, key: UspKey): TeaserRecord {
  const usp: FooterUspRecord = USPS[key];
  return teaser(`${prefix}-usp-${key}`, 'Image Link Teaser', `Footer USP ${usp.headline}`, [
    attr.image(usp.image),
    attr.text('headline', usp.headline),
    attr.text('postHeadline', usp.subheadline),
    attr.html(usp.text),
    ...(usp.link ? [attr.link('teaserLink', usp.link.url, usp.link.label)] : []),
  ], { template: 'Boxeinschub Image Teaser' });
}

function blockTeaser(prefix: string, block: FooterBlockRecord): TeaserRecord {
  return teaser(`${prefix}-block-${slug(block.headline)}`, block.type, `Footer ${block.headline}`, [
    attr.text('headline', block.headline),
    ...(block.content ? [attr.html(block.content)] : []),
    ...(block.link ? [attr.link('teaserLink', block.link.url, block.link.label)] : []),
    ...block.links.map((l) => attr.link('link', l.url, l.label)),
  ]);
}

/** The footer grid of a shop; null for other page ids. */
export function footerPage(pageId: string, shop: ShopId): GridPageRecord | null {
  if (pageId !== FOOTER_PAGE_ID && pageId !== CHECKOUT_FOOTER_PAGE_ID) return null;
  const prefix = pageId === FOOTER_PAGE_ID ? 'footer' : 'footer-checkout';
  const { usps, blocks } = definition(pageId, shop);
  const width = Math.floor(12 / usps.length);
  return {
    pageId,
    path: null,
    shops: ALL_SHOPS,
    title: 'Footer',
    description: '',
    noindex: true,
    breadcrumbs: [],
    abTests: [],
    rows: [
      row(...usps.map((key) => cell(uspTeaser(prefix, key), width, { greyDotsBackground: true, paperBorderTop: true }))),
      row(...blocks.map((b) => cell(blockTeaser(prefix, b), Math.floor(12 / blocks.length), { whiteBackgroundFullWidth: true }))),
    ],
  };
}

/** The structured footer data of a footer page for a shop; null for other page ids. */
export function footerData(pageId: string, shop: ShopId, parameter: ParameterLookup): FooterRecord | null {
  if (pageId !== FOOTER_PAGE_ID && pageId !== CHECKOUT_FOOTER_PAGE_ID) return null;
  const { usps, blocks } = definition(pageId, shop);
  return {
    usps: usps.map((key) => ({ ...USPS[key] })),
    blocks,
    paymentLogos: paymentLogos(shop, parameter),
    deliveryLogos: deliveryLogos(shop, parameter),
    socialLinks: socialLinks(shop),
    // Spec §1/§2: the B2B footer has no payment or delivery logos and no quality promise.
    showPaymentAndDeliveryLogos: shop !== 'b2b',
    showQualityPromise: shop !== 'b2b',
  };
}

/** Every footer page of every shop, for indexes over all teasers. */
export const FOOTER_PAGE_IDS = [FOOTER_PAGE_ID, CHECKOUT_FOOTER_PAGE_ID] as const;
