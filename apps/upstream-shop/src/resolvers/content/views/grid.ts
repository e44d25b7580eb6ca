import type { FooterData, FooterLink, GridCell, GridPage, GridRow, Image, Teaser, TeaserAttribute } from '@tafel/graphql-schema/upstream-resolvers';
import type { Catalogue } from '../../../data/catalogue.js';
import type { ContentStore } from '../../../data/content/content-store.js';
import { contentImage, contentImageUrl } from '../../../data/content/images.js';
import { canonicalFor, hreflangFor, INDEX, NOINDEX } from '../../../data/content/seo.js';
import type { ContentLanguage, FooterLinkRecord, FooterRecord, GridPageRecord, RowRecord, TeaserAttributeRecord, TeaserRecord } from '../../../data/content/types.js';
import { B2C_SHOPS } from '../../../data/content/types.js';
import type { ShopId } from '../../../data/customers/customer-types.js';
import { shopTileView } from '../../views/product.js';

function attributeView(a: TeaserAttributeRecord): TeaserAttribute {
  return {
    name: a.name,
    text: a.text ?? null,
    value: a.value ?? null,
    valueList: a.valueList ? [...a.valueList] : null,
    url: a.url ?? null,
    openLinkInNewWindow: a.openLinkInNewWindow ?? null,
    urlPath: a.urlPath ?? null,
    altTag: a.altTag ?? null,
    imgTitle: a.imgTitle ?? null,
    width: a.width ?? null,
    height: a.height ?? null,
    columns: a.columns ?? null,
    imageposition: a.imageposition ?? null,
    description: a.description ?? null,
  };
}

export function teaserView(teaser: TeaserRecord, catalogue: Catalogue, shop: ShopId): Teaser {
  const source = teaser.recommendations;
  return {
    id: teaser.id,
    type: teaser.type,
    name: teaser.name,
    template: teaser.template,
    attributes: teaser.attributes.map(attributeView),
    children: teaser.children.map((c) => teaserView(c, catalogue, shop)),
    teaserWishlistExternalId: teaser.teaserWishlistExternalId,
    // Saleable products first: a recommendation the shopper cannot buy is a wasted slot.
    productsRecommendations: source
      ? catalogue
          .listing(source.categoryId, source.sortBy)
          .filter((p) => p.items.some((i) => i.availableForSale))
          .slice(0, source.limit)
          // Recommendations are priced for the shop that asks, like every other tile.
          .map((product) => shopTileView(product, shop))
      : null,
  };
}

export function rowsView(rows: readonly RowRecord[], catalogue: Catalogue, shop: ShopId): GridRow[] {
  return rows.map((row, y) => {
    let x = 0;
    const cells: GridCell[] = row.cells.map((cell) => {
      const view = { x, width: cell.width, attributes: { ...cell.flags }, teaser: teaserView(cell.teaser, catalogue, shop) };
      x += cell.width;
      return view;
    });
    return { y, cells };
  });
}

/** Alternates only for pages every consumer shop has; B2B-only pages have no counterpart. */
export function pageAlternates(page: GridPageRecord, shop: ShopId): Array<{ lang: string; url: string }> {
  if (!page.path || !B2C_SHOPS.every((s) => page.shops.includes(s))) return [];
  return hreflangFor(shop, page.path);
}

function imageView(name: string): Image {
  const image = contentImage(name);
  return { src: contentImageUrl(name), alt: image.alt, title: image.alt, width: image.width, height: image.height };
}

const linkView = (l: FooterLinkRecord): FooterLink => ({ ...l });

export function footerView(footer: FooterRecord): FooterData {
  return {
    usps: footer.usps.map((u) => ({ image: imageView(u.image), headline: u.headline, subheadline: u.subheadline, text: u.text, link: u.link ? linkView(u.link) : null })),
    links: footer.blocks.map((b) => ({ headline: b.headline, type: b.type, content: b.content, link: b.link ? linkView(b.link) : null, links: b.links.map(linkView) })),
    paymentLogos: footer.paymentLogos.map((l) => ({ id: l.id, name: l.name, image: imageView(`logo-${l.id}`) })),
    deliveryLogos: footer.deliveryLogos.map((l) => ({ id: l.id, name: l.name, image: imageView(`logo-${l.id}`) })),
    socialLinks: footer.socialLinks.map((s) => ({ ...s })),
    showPaymentAndDeliveryLogos: footer.showPaymentAndDeliveryLogos,
    showQualityPromise: footer.showQualityPromise,
  };
}

export function gridPageView(page: GridPageRecord, shop: ShopId, content: ContentStore, catalogue: Catalogue, language: ContentLanguage = 'de'): GridPage {
  const footer = content.footer(page.pageId, shop, language);
  return {
    pageId: page.pageId,
    title: page.title,
    description: page.description,
    robots: page.noindex ? NOINDEX : INDEX,
    canonicalUrl: page.path ? canonicalFor(shop, page.path, new URLSearchParams(), '') : null,
    links: pageAlternates(page, shop).map((a) => ({ rel: 'alternate', hreflang: a.lang, href: a.url })),
    breadcrumbs: page.breadcrumbs.map((b) => ({ ...b })),
    rows: rowsView(page.rows, catalogue, shop),
    footer: footer ? footerView(footer) : null,
  };
}
