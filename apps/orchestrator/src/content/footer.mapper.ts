import type {
  Footer,
  FooterBlock,
  FooterLink,
  FooterLogo,
  InfoLayer,
  NewsletterTeaser,
  ShopSettings,
  SocialLink,
  TeaserImage,
} from '@tafel/graphql-schema/orchestrator-resolvers';
import type { GetContentParametersQuery } from '@tafel/graphql-schema/upstream-client';
import type { Site } from '../common/site.js';
import { absoluteHttpUrl, toLinkTarget, toMediaPath } from './content-urls.js';
import { sanitizeHtml } from './html-sanitizer.js';
import type { UpstreamGridPage } from './page.mapper.js';

type UpstreamFooter = NonNullable<UpstreamGridPage['footer']>;
type UpstreamImage = { src: string; alt: string; title?: string | null; width: number; height: number };
export type UpstreamParameters = GetContentParametersQuery['getGlobalParametersByName'];

/** Spec: the link carrying this marker opens the consent tool instead of a page. */
export const COOKIE_CONSENT_MARKER = '#cookie-consent';
/** Spec: the footer block with this headline goes into the bottom bar. */
export const BOTTOM_LINKS_HEADLINE = 'Bottom Links';
const SERVICE_TEASER = 'Service Teaser';

export interface FooterContext {
  site: Site;
  upstreamUrl: string;
}

function toImage(image: UpstreamImage | null | undefined, upstreamUrl: string): TeaserImage | null {
  const url = toMediaPath(image?.src, upstreamUrl);
  if (!image || !url) return null;
  return { url, alt: image.alt, title: image.title ?? null, width: image.width, height: image.height, position: null, columns: null, eager: false };
}

/** A footer link; null when its target is neither a shop path, an http(s) URL nor the consent marker. */
export function toFooterLink(link: { label: string; url: string } | null | undefined, site: Site): FooterLink | null {
  if (!link) return null;
  if (link.url.trim() === COOKIE_CONSENT_MARKER) return { label: link.label, url: COOKIE_CONSENT_MARKER, external: false, consent: true };
  const target = toLinkTarget(link.url, site);
  return target ? { label: link.label, url: target.url, external: target.external, consent: false } : null;
}

const links = (list: ReadonlyArray<{ label: string; url: string }>, site: Site): FooterLink[] =>
  list.flatMap((link) => {
    const mapped = toFooterLink(link, site);
    return mapped ? [mapped] : [];
  });

function toLogos(logos: UpstreamFooter['paymentLogos'], upstreamUrl: string): FooterLogo[] {
  return logos.flatMap((logo) => {
    const image = toImage(logo.image, upstreamUrl);
    return image ? [{ id: logo.id, name: logo.name, image }] : [];
  });
}

function toSocialLinks(list: UpstreamFooter['socialLinks']): SocialLink[] {
  return list.flatMap((link) => {
    const url = absoluteHttpUrl(link.url);
    return url ? [{ id: link.id, name: link.name, url: url.href }] : [];
  });
}

/** The value of one parameter entry, or null. */
export function parameter(parameters: UpstreamParameters, name: string, entry: string): string | null {
  return parameters.find((group) => group.name === name)?.entries.find((candidate) => candidate.entry === entry)?.parameterValue ?? null;
}

/** Parameter newsletterTeasers: the footer's newsletter teaser when footer is 'true' and it has a headline. */
export function toNewsletterTeaser(parameters: UpstreamParameters): NewsletterTeaser | null {
  if (parameter(parameters, 'newsletterTeasers', 'footer') !== 'true') return null;
  const headline = parameter(parameters, 'newsletterTeasers', 'headline')?.trim();
  if (!headline) return null;
  return { headline, text: parameter(parameters, 'newsletterTeasers', 'text')?.trim() ?? '' };
}

/** The footer data of a footer grid (catalogue spec §2 Footer, §3 footer data). */
export function toFooter(footer: UpstreamFooter, newsletter: NewsletterTeaser | null, context: FooterContext): Footer {
  const { site, upstreamUrl } = context;
  const bottom = footer.links.find((block) => block.headline.trim() === BOTTOM_LINKS_HEADLINE);
  const blocks: FooterBlock[] = footer.links
    .filter((block) => block !== bottom)
    .map((block) => ({
      headline: block.headline,
      kind: block.type === SERVICE_TEASER ? 'SERVICE' : 'LINKS',
      html: sanitizeHtml(block.content),
      button: toFooterLink(block.link, site),
      links: links(block.links, site),
    }));
  // B2B shows no logos; the upstream still computes the lists (showPaymentAndDeliveryLogos false).
  const showLogos = footer.showPaymentAndDeliveryLogos;
  return {
    usps: footer.usps.map((usp) => ({
      image: toImage(usp.image, upstreamUrl),
      headline: usp.headline ?? null,
      subheadline: usp.subheadline ?? null,
      html: sanitizeHtml(usp.text),
      link: toFooterLink(usp.link, site),
    })),
    blocks,
    bottomLinks: bottom ? links(bottom.links, site) : [],
    paymentLogos: showLogos ? toLogos(footer.paymentLogos, upstreamUrl) : [],
    deliveryLogos: showLogos ? toLogos(footer.deliveryLogos, upstreamUrl) : [],
    socialLinks: toSocialLinks(footer.socialLinks),
    showQualityPromise: footer.showQualityPromise,
    newsletter,
  };
}

/** The frame's switches from the global parameters (catalogue spec §3 parameters read by entry). */
export function toShopSettings(parameters: UpstreamParameters): ShopSettings {
  const infoLayerActive = parameter(parameters, 'infolayer', 'active') === 'true';
  const headline = parameter(parameters, 'infolayer', 'headline')?.trim() ?? '';
  const infoLayer: InfoLayer | null = infoLayerActive && headline ? { headline, text: parameter(parameters, 'infolayer', 'text')?.trim() ?? '' } : null;
  return {
    sellingPointsEnabled: parameter(parameters, 'sellingPoints', 'enabled') === 'true',
    infoLayer,
    lightningDealsEnabled: parameter(parameters, 'lightningDeal', 'Blitzangebot') === 'on',
    dataLayerDebug: parameter(parameters, 'featureFlags', 'selenium-datalayer') === 'true',
  };
}
