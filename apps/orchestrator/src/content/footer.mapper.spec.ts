import { toFooter, toFooterLink, toNewsletterTeaser, toShopSettings, type UpstreamParameters } from './footer.mapper.js';
import type { UpstreamGridPage } from './page.mapper.js';

type UpstreamFooter = NonNullable<UpstreamGridPage['footer']>;
const image = (name: string) => ({ src: `/media/content/${name}.svg`, alt: name, title: null, width: 120, height: 48 });
const link = (label: string, url: string) => ({ label, url, external: false });
const context = { site: 'de-de' as const, upstreamUrl: 'http://127.0.0.1:4100' };

const footer = (fields: Partial<UpstreamFooter> = {}): UpstreamFooter => ({
  usps: [{ image: image('usp'), headline: 'Versandkostenfrei', subheadline: 'ab 49 €', text: '<p>Schnell<img src=x onerror=alert(1)></p>', link: link('Kontakt', '/service/kontakt/') }],
  links: [
    { headline: 'Kundenservice', type: 'Service Teaser', content: '<p>Mo–Fr</p><script>x</script>', link: link('Kontaktformular', '/service/kontakt/'), links: [] },
    { headline: 'Service', type: 'Linkbox Teaser', content: null, link: null, links: [link('Beratung', '/beratung/'), link('Böse', 'javascript:alert(1)'), { label: 'Blog', url: 'https://blog.example.org/', external: true }] },
    { headline: 'Bottom Links', type: 'Linkbox Teaser', content: null, link: null, links: [link('Impressum', '/impressum/'), link('Cookie-Einstellungen', '#cookie-consent')] },
  ],
  paymentLogos: [{ id: 'paypal', name: 'PayPal', image: image('logo-paypal') }],
  deliveryLogos: [{ id: 'dhl', name: 'DHL', image: image('logo-dhl') }, { id: 'gls', name: 'GLS', image: { ...image('x'), src: 'https://evil.example/x.svg' } }],
  socialLinks: [{ id: 'facebook', name: 'Facebook', url: 'https://www.facebook.com/x' }, { id: 'bad', name: 'Bad', url: 'javascript:alert(1)' }],
  showPaymentAndDeliveryLogos: true,
  showQualityPromise: true,
  ...fields,
});

describe('toFooter', () => {
  it('puts the Bottom Links block into the bottom bar and maps the other blocks', () => {
    const mapped = toFooter(footer(), null, context);
    expect(mapped.blocks).toEqual([
      { headline: 'Kundenservice', kind: 'SERVICE', html: '<p>Mo–Fr</p>', button: { label: 'Kontaktformular', url: '/service/kontakt/', external: false, consent: false }, links: [] },
      {
        headline: 'Service',
        kind: 'LINKS',
        html: null,
        button: null,
        links: [
          { label: 'Beratung', url: '/beratung/', external: false, consent: false },
          { label: 'Blog', url: 'https://blog.example.org/', external: true, consent: false },
        ],
      },
    ]);
    expect(mapped.bottomLinks).toEqual([
      { label: 'Impressum', url: '/impressum/', external: false, consent: false },
      { label: 'Cookie-Einstellungen', url: '#cookie-consent', external: false, consent: true },
    ]);
  });

  it('maps selling points with sanitized HTML and their image as a /media/ path', () => {
    expect(toFooter(footer(), null, context).usps).toEqual([
      {
        image: { url: '/media/content/usp.svg', alt: 'usp', title: null, width: 120, height: 48, position: null, columns: null, eager: false },
        headline: 'Versandkostenfrei',
        subheadline: 'ab 49 €',
        html: '<p>Schnell</p>',
        link: { label: 'Kontakt', url: '/service/kontakt/', external: false, consent: false },
      },
    ]);
  });

  it('lists the logos (those with a storefront image) unless the shop shows none', () => {
    const shown = toFooter(footer(), null, context);
    expect(shown.paymentLogos.map((logo) => logo.id)).toEqual(['paypal']);
    expect(shown.deliveryLogos.map((logo) => logo.id)).toEqual(['dhl']);
    const b2b = toFooter(footer({ showPaymentAndDeliveryLogos: false, showQualityPromise: false }), null, context);
    expect(b2b.paymentLogos).toEqual([]);
    expect(b2b.deliveryLogos).toEqual([]);
    expect(b2b.showQualityPromise).toBe(false);
  });

  it('keeps only http(s) social links and passes the newsletter teaser through', () => {
    const mapped = toFooter(footer(), { headline: 'Newsletter', text: 'Text' }, context);
    expect(mapped.socialLinks).toEqual([{ id: 'facebook', name: 'Facebook', url: 'https://www.facebook.com/x' }]);
    expect(mapped.newsletter).toEqual({ headline: 'Newsletter', text: 'Text' });
  });
});

describe('toFooterLink', () => {
  it('marks only the exact consent marker as consent and drops other fragments and schemes', () => {
    expect(toFooterLink(link('x', '#cookie-consent'), 'de-de')?.consent).toBe(true);
    expect(toFooterLink(link('x', '#other'), 'de-de')).toBeNull();
    expect(toFooterLink(link('x', 'mailto:a@b.de'), 'de-de')).toBeNull();
    expect(toFooterLink(null, 'de-de')).toBeNull();
  });
});

const parameters = (entries: Record<string, Record<string, string>>): UpstreamParameters =>
  Object.entries(entries).map(([name, values]) => ({ name, entries: Object.entries(values).map(([entry, parameterValue]) => ({ entry, parameterValue })) }));

describe('toNewsletterTeaser', () => {
  it('answers the teaser when footer is true and a headline is set', () => {
    expect(toNewsletterTeaser(parameters({ newsletterTeasers: { footer: 'true', headline: 'H', text: 'T' } }))).toEqual({ headline: 'H', text: 'T' });
    expect(toNewsletterTeaser(parameters({ newsletterTeasers: { footer: 'false', headline: 'H', text: 'T' } }))).toBeNull();
    expect(toNewsletterTeaser(parameters({ newsletterTeasers: { footer: 'true' } }))).toBeNull();
    expect(toNewsletterTeaser([])).toBeNull();
  });
});

describe('toShopSettings', () => {
  it('reads the switches by entry', () => {
    expect(
      toShopSettings(parameters({ sellingPoints: { enabled: 'true' }, infolayer: { active: 'true', headline: 'H', text: 'T' }, lightningDeal: { Blitzangebot: 'on' }, featureFlags: { 'selenium-datalayer': 'true' } })),
    ).toEqual({ sellingPointsEnabled: true, infoLayer: { headline: 'H', text: 'T' }, lightningDealsEnabled: true, dataLayerDebug: true });
    expect(toShopSettings(parameters({ sellingPoints: { enabled: 'false' }, infolayer: { active: 'false', headline: 'H' }, lightningDeal: { Blitzangebot: 'off' } }))).toEqual({
      sellingPointsEnabled: false,
      infoLayer: null,
      lightningDealsEnabled: false,
      dataLayerDebug: false,
    });
  });
});
