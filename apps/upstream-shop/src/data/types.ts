// Records of the in-memory store. Money is in euro cents throughout; the GraphQL views
// (src/resolvers/views) turn cents into Price objects.
import type { ShopId } from './customers/customer-types.js';

/** What the product illustration shows (src/media draws one picture per kind). */
export type IllustrationKind =
  | 'pencil' | 'colour-pencils' | 'crayons' | 'fountain-pen' | 'marker' | 'eraser' | 'sharpener' | 'pencil-case'
  | 'notebook' | 'pad' | 'paper' | 'sleeve' | 'cards'
  | 'scissors' | 'glue' | 'paintbox' | 'brush' | 'paint-pot' | 'clay' | 'craft'
  | 'blocks' | 'puzzle' | 'ball' | 'hoop' | 'rope' | 'role-play'
  | 'binder' | 'divider' | 'stapler' | 'punch' | 'tape' | 'desk-tray' | 'pen-cup' | 'calculator'
  | 'schoolbag' | 'backpack' | 'gym-bag' | 'lunchbox' | 'bottle'
  | 'ruler' | 'set-square' | 'compass' | 'abacus' | 'counters' | 'clock' | 'globe' | 'map'
  | 'table' | 'chair' | 'cushion' | 'shelf' | 'storage-box' | 'whiteboard'
  | 'lamp' | 'screen' | 'laminator' | 'appliance' | 'instrument';

/** EU energy-efficiency classes (spec §3 energy label). */
export type EnergyClass = 'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G';

export interface CategoryRecord {
  id: string;
  /** German name (every shop but the English B2B one). */
  name: string;
  /** English name (the English B2B shop, token scope edu-en); read through categoryName(). */
  nameEn: string;
  parentId: string | null;
  level: number;
  isSale: boolean;
  isExcludedFromNav: boolean;
  childIds: string[];
}

export interface VariantInfoRecord {
  label: string;
  value: string;
}

export interface BasePriceRecord {
  /** Reference unit the price is given for, e.g. "l" or "kg". */
  unit: string;
  /** Price of one reference unit in cents (de shop). */
  centsPerUnit: number;
  /** Reference units per item (e.g. 0.1 l for 100 ml), to derive other shops' base prices. */
  unitsPerItem: number;
}

/** Price of an item in one shop; gross cents like every amount here. */
export interface ShopPriceRecord {
  priceCents: number;
  oldPriceCents: number | null;
}

export interface ItemRecord {
  itemId: string;
  productId: string;
  /** 1-based; also the image file suffix. */
  index: number;
  orderNumber: string;
  name: string;
  /** The de shop's price; `prices` holds every shop's (spec: prices per shop). */
  priceCents: number;
  /** The regular price when the item is on special offer. */
  oldPriceCents: number | null;
  prices: Record<ShopId, ShopPriceRecord>;
  basePrice: BasePriceRecord | null;
  variantInfo: VariantInfoRecord[];
  /** Hex colour of the illustration. */
  colour: string;
  availableForSale: boolean;
  deliveryStatusText: string;
  deliveryStatusColor: 'green' | 'orange' | 'red';
  maxQuantity: number;
  minimumOrderQuantity: number;
  /** Bulky goods shipped by a forwarding agent. */
  needsSpedition: boolean;
  /** One of the article numbers that may not be paid with Amazon Pay (spec §9). */
  amazonPayBlocked: boolean;
  /** No longer sold (as opposed to sold out). */
  discontinued: boolean;
  warnings: string[];
  dangerWarnings: string[];
}

export interface ReviewRecord {
  ratingId: string;
  rating: number;
  fullAuthorInfo: string;
  title: string;
  /** ISO date YYYY-MM-DD. */
  date: string;
  message: string;
  helpfulRating: number;
  comment: string | null;
  commentAuthor: string | null;
  commentDate: string | null;
  isVerified: boolean;
}

export interface DownloadRecord {
  id: string;
  displayName: string;
  dataName: string;
  headline: string;
}

export interface LabelRecord {
  code: string;
  name: string;
  description: string;
}

export interface ExtraTabRecord {
  id: string;
  title: string;
  html: string;
}

/** Values of the listing's enum filters (spec §3 listing state). */
export interface FacetValues {
  colours: string[];
  /** e.g. 'ab 3 Jahren'. */
  age: string | null;
  /** Number of colours of a set, from its name ('24 Farben'). */
  colourCount: string | null;
}

export interface CategoryRef {
  id: string;
  name: string;
  nameEn: string;
}

export interface ProductRecord {
  productId: string;
  name: string;
  /** The leaf category the product is filed under (its breadcrumb). */
  categoryId: string;
  kind: IllustrationKind;
  manufacturer: string;
  description: string;
  shortFacts: string[];
  rating: number | null;
  numberOfRatings: number;
  isNewProduct: boolean;
  isTopseller: boolean;
  items: ItemRecord[];
  /** Main category down to the leaf (the breadcrumb). */
  categoryPath: CategoryRef[];
  energyClass: EnergyClass | null;
  warranty: string;
  labels: LabelRecord[];
  downloads: DownloadRecord[];
  extraTabs: ExtraTabRecord[];
  /** Newest first; rating and numberOfRatings are computed from them. */
  reviews: ReviewRecord[];
  accessoryIds: string[];
  replacementIds: string[];
  facets: FacetValues;
}

/** The whole seeded catalogue. */
export interface CatalogueSeed {
  categories: CategoryRecord[];
  products: ProductRecord[];
}
