// The footer grids (spec §2 Footer): footer-vue everywhere, footer-vue-checkout-shipping on the
// checkout shipping step. One definition per shop feeds both the grid rows (what the CMS
// holds) and the structured footer data, so the two never disagree.
import type { ShopId } from '../../customers/customer-types.js';
import { attr, cell, row, teaser } from '../builders.js';
import { deliveryLogos, paymentLogos, socialLinks, type ParameterLookup } from '../footer-rules.js';
import { ALL_SHOPS, type ContentLanguage, type FooterBlockRecord, type FooterLinkRecord, type FooterRecord, type FooterUspRecord, type GridPageRecord, type TeaserRecord } from '../types.js';

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

// The English B2B shop (token scope edu-en) gets its footer in English, as the CMS holds it per language.
const USPS_EN: Record<UspKey, FooterUspRecord> = {
  versand: { image: 'usp-versand', headline: 'Free delivery', subheadline: 'on orders from €49', text: '<p>Delivered in 2–3 working days, to schools and nurseries too.</p>', link: null },
  rechnung: { image: 'usp-rechnung', headline: 'Pay on invoice', subheadline: '30 days to pay', text: '<p>For schools, nurseries, public authorities and private customers.</p>', link: null },
  beratung: { image: 'usp-beratung', headline: 'Personal advice', subheadline: 'Mon–Fri 8 am–6 pm', text: '<p>Our team is glad to help.</p>', link: link('To the contact form', '/service/kontakt/') },
  rueckgabe: { image: 'usp-rueckgabe', headline: '30-day returns', subheadline: 'simple and free', text: '<p>Register your return online.</p>', link: null },
};

const usps = (language: ContentLanguage): Record<UspKey, FooterUspRecord> => (language === 'en' ? USPS_EN : USPS);

function serviceBlock(language: ContentLanguage): FooterBlockRecord {
  const en = language === 'en';
  return {
    headline: en ? 'Customer service' : 'Kundenservice',
    type: 'Service Teaser',
    content: en
      ? '<p>Mon–Fri 8 am–6 pm<br><a href="tel:+4980012345">0800 12345</a> (free of charge)<br>service@tafel.example.de</p>'
      : '<p>Mo–Fr 8–18 Uhr<br><a href="tel:+4980012345">0800 12345</a> (kostenfrei)<br>service@tafel.example.de</p>',
    link: en ? link('Contact form', '/service/kontakt/') : link('Kontaktformular', '/service/kontakt/'),
    links: [],
  };
}

function serviceLinks(shop: ShopId, language: ContentLanguage): FooterBlockRecord {
  const b2b = shop === 'b2b';
  if (language === 'en') {
    return {
      headline: 'Service',
      type: 'Linkbox Teaser',
      content: null,
      link: null,
      links: [
        link('Advice', '/beratung/'),
        link('Shopping safely', '/service/sicher-einkaufen/'),
        link('Your advantages', '/service/your-advantages/'),
        link('About us', '/about-betzold/'),
        link('Product safety', '/service/product-safety/'),
        link('Order a catalogue', '/service/catalogue'),
        link('Order form', '/service/orderform'),
        link('Register a return', '/myaccount/returns'),
        link('Newsletter', '/service/newsletter'),
      ],
    };
  }
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

function discoverBlock(language: ContentLanguage): FooterBlockRecord {
  const en = language === 'en';
  return {
    headline: en ? 'Discover' : 'Entdecken',
    type: 'Linkbox Teaser',
    content: null,
    link: null,
    links: en
      ? [link('Brands', '/brands/'), link('Campaigns', '/campaigns/'), link('Competitions', '/gewinnspiele/'), link('Inspiration', '/inspiration/'), link('Sale %', '/cat/900/'), link('New in', '/cat/950/')]
      : [link('Marken', '/brands/'), link('Aktionen', '/campaigns/'), link('Gewinnspiele', '/gewinnspiele/'), link('Inspiration', '/inspiration/'), link('Sale %', '/cat/900/'), link('Neuheiten', '/cat/950/')],
  };
}

function bottomLinks(shop: ShopId, language: ContentLanguage): FooterBlockRecord {
  // The English shop links its own legal pages; the German B2B shop offers them beside its own.
  const links =
    language === 'en'
      ? [link('Imprint', '/imprint/'), link('Privacy', '/privacy/'), link('Terms and conditions', '/terms/'), link('Cookie settings', COOKIE_CONSENT_MARKER)]
      : [
          link('Impressum', '/impressum/'),
          link('Datenschutz', '/datenschutz/'),
          link('AGB', '/agb/'),
          ...(shop === 'b2b' ? [link('Imprint', '/imprint/'), link('Privacy', '/privacy/'), link('Terms', '/terms/')] : []),
          link('Cookie-Einstellungen', COOKIE_CONSENT_MARKER),
        ];
  // Spec: the block headed "Bottom Links" shows in the bottom bar (a marker, in every language).
  return { headline: 'Bottom Links', type: 'Linkbox Teaser', content: null, link: null, links };
}

/** A footer block with the key of its teaser id (the same in every language, so clicks count once). */
interface KeyedBlock {
  key: string;
  block: FooterBlockRecord;
}

interface FooterDefinition {
  usps: UspKey[];
  blocks: KeyedBlock[];
}

// The checkout footer keeps the shopper in the checkout: service contact and legal links only.
function definition(pageId: string, shop: ShopId, language: ContentLanguage): FooterDefinition {
  const service: KeyedBlock = { key: 'kundenservice', block: serviceBlock(language) };
  const bottom: KeyedBlock = { key: 'bottom-links', block: bottomLinks(shop, language) };
  if (pageId === CHECKOUT_FOOTER_PAGE_ID) return { usps: ['versand', 'rueckgabe'], blocks: [service, bottom] };
  return {
    usps: ['versand', 'rechnung', 'beratung', 'rueckgabe'],
    blocks: [service, { key: 'service', block: serviceLinks(shop, language) }, { key: 'entdecken', block: discoverBlock(language) }, bottom],
  };
}

function uspTeaser(prefix: string, key: UspKey, language: ContentLanguage): TeaserRecord {
  const usp: FooterUspRecord = usps(language)[key];
  return teaser(`${prefix}-usp-${key}`, 'Image Link Teaser', `Footer USP ${usp.headline}`, [
    attr.image(usp.image),
    attr.text('headline', usp.headline),
    attr.text('postHeadline', usp.subheadline),
    attr.html(usp.text),
    ...(usp.link ? [attr.link('teaserLink', usp.link.url, usp.link.label)] : []),
  ], { template: 'Boxeinschub Image Teaser' });
}

function blockTeaser(prefix: string, { key, block }: KeyedBlock): TeaserRecord {
  return teaser(`${prefix}-block-${key}`, block.type, `Footer ${block.headline}`, [
    attr.text('headline', block.headline),
    ...(block.content ? [attr.html(block.content)] : []),
    ...(block.link ? [attr.link('teaserLink', block.link.url, block.link.label)] : []),
    ...block.links.map((l) => attr.link('link', l.url, l.label)),
  ]);
}

/** The footer grid of a shop in its language; null for other page ids. */
export function footerPage(pageId: string, shop: ShopId, language: ContentLanguage = 'de'): GridPageRecord | null {
  if (pageId !== FOOTER_PAGE_ID && pageId !== CHECKOUT_FOOTER_PAGE_ID) return null;
  const prefix = pageId === FOOTER_PAGE_ID ? 'footer' : 'footer-checkout';
  const { usps: keys, blocks } = definition(pageId, shop, language);
  const width = Math.floor(12 / keys.length);
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
      row(...keys.map((key) => cell(uspTeaser(prefix, key, language), width, { greyDotsBackground: true, paperBorderTop: true }))),
      row(...blocks.map((b) => cell(blockTeaser(prefix, b), Math.floor(12 / blocks.length), { whiteBackgroundFullWidth: true }))),
    ],
  };
}

/** The structured footer data of a footer page for a shop in its language; null for other page ids. */
export function footerData(pageId: string, shop: ShopId, parameter: ParameterLookup, language: ContentLanguage = 'de'): FooterRecord | null {
  if (pageId !== FOOTER_PAGE_ID && pageId !== CHECKOUT_FOOTER_PAGE_ID) return null;
  const { usps: keys, blocks } = definition(pageId, shop, language);
  const texts = usps(language);
  return {
    usps: keys.map((key) => ({ ...texts[key] })),
    blocks: blocks.map((b) => b.block),
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
