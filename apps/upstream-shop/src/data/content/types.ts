// Records of the CMS content the stand-in serves. The GraphQL views
// (src/resolvers/content/views) turn them into PageDetails, GridPage and Teaser objects.
import type { SortBy } from '../catalogue.js';
import type { ShopId } from '../customers/customer-types.js';

/** CMS element types of the spec (§2 Content pages and teasers) plus the footer's teaser types. */
export type TeaserType =
  | 'Image Link Teaser' | 'HTML Teaser' | 'HTML Box Teaser' | 'Teaser Layer' | 'Bild-Teaser'
  | 'Slider Hero Teaser' | 'Recommendations Teaser' | 'Info Bar' | 'Form Teaser'
  | 'Gewinnspiel Tab Teaser' | 'A/B Test TabTeaser' | 'Killerlist Teaser' | 'Content Kachel'
  | 'Service Teaser' | 'Linkbox Teaser';

/** One teaser attribute; only the fields that apply are set (like the CMS export). */
export interface TeaserAttributeRecord {
  name: string;
  text?: string;
  value?: string;
  valueList?: string[];
  url?: string;
  openLinkInNewWindow?: boolean;
  urlPath?: string;
  altTag?: string;
  imgTitle?: string;
  width?: number;
  height?: number;
  columns?: number;
  imageposition?: 'left' | 'right';
  description?: string;
}

/** Where a recommendations or killer-list teaser takes its products from. */
export interface RecommendationSource {
  categoryId: string;
  sortBy: SortBy;
  limit: number;
}

export interface TeaserRecord {
  id: string;
  type: TeaserType;
  name: string;
  template: string | null;
  attributes: TeaserAttributeRecord[];
  children: TeaserRecord[];
  teaserWishlistExternalId: string | null;
  recommendations: RecommendationSource | null;
}

export interface CellFlags {
  greyDotsBackground: boolean;
  noSpaces: boolean;
  paperBorderTop: boolean;
  paperBorderBottom: boolean;
  whiteBackground: boolean;
  whiteBackgroundFullWidth: boolean;
  noTopMargin: boolean;
}

export interface CellRecord {
  /** Twelfths of the row. */
  width: number;
  flags: CellFlags;
  teaser: TeaserRecord;
}

/** A grid row; its index y is its position in the page's list. */
export interface RowRecord {
  cells: CellRecord[];
}

export interface BreadcrumbRecord {
  displayName: string;
  url: string;
}

export interface AbTestRecord {
  id: string;
  trackingCode: string;
}

export interface GridPageRecord {
  pageId: string;
  /** The content path the page answers (e.g. /beratung/); null for grids without a URL (footers). */
  path: string | null;
  /** Shops the page exists in (B2C-only and B2B-only pages, spec §2). */
  shops: readonly ShopId[];
  title: string;
  description: string;
  noindex: boolean;
  breadcrumbs: BreadcrumbRecord[];
  abTests: AbTestRecord[];
  rows: RowRecord[];
}

export interface FooterLinkRecord {
  label: string;
  url: string;
  external: boolean;
}

export interface FooterUspRecord {
  image: string;
  headline: string;
  subheadline: string;
  text: string;
  link: FooterLinkRecord | null;
}

export interface FooterBlockRecord {
  headline: string;
  type: 'Service Teaser' | 'Linkbox Teaser';
  content: string | null;
  link: FooterLinkRecord | null;
  links: FooterLinkRecord[];
}

export interface LogoRecord {
  id: string;
  name: string;
}

export interface SocialLinkRecord {
  id: string;
  name: string;
  url: string;
}

/** Footer data for one shop (spec §3 Footer data, §9 logo and social-link rules). */
export interface FooterRecord {
  usps: FooterUspRecord[];
  blocks: FooterBlockRecord[];
  paymentLogos: LogoRecord[];
  deliveryLogos: LogoRecord[];
  socialLinks: SocialLinkRecord[];
  showPaymentAndDeliveryLogos: boolean;
  showQualityPromise: boolean;
}

/** The language of the token's shop: English only for the English B2B shop (scope edu-en). */
export type ContentLanguage = 'de' | 'en';

export const ALL_SHOPS: readonly ShopId[] = ['de', 'at', 'ch', 'b2b'];
export const B2C_SHOPS: readonly ShopId[] = ['de', 'at', 'ch'];
export const B2B_ONLY: readonly ShopId[] = ['b2b'];
