// Records of the in-memory store. Money is in euro cents throughout; the GraphQL views
// (src/resolvers/views) turn cents into Price objects.

/** What the product illustration shows (src/media draws one picture per kind). */
export type IllustrationKind =
  | 'pencil' | 'colour-pencils' | 'crayons' | 'fountain-pen' | 'marker' | 'eraser' | 'sharpener' | 'pencil-case'
  | 'notebook' | 'pad' | 'paper' | 'sleeve' | 'cards'
  | 'scissors' | 'glue' | 'paintbox' | 'brush' | 'paint-pot' | 'clay' | 'craft'
  | 'blocks' | 'puzzle' | 'ball' | 'hoop' | 'rope' | 'role-play'
  | 'binder' | 'divider' | 'stapler' | 'punch' | 'tape' | 'desk-tray' | 'pen-cup' | 'calculator'
  | 'schoolbag' | 'backpack' | 'gym-bag' | 'lunchbox' | 'bottle'
  | 'ruler' | 'set-square' | 'compass' | 'abacus' | 'counters' | 'clock' | 'globe' | 'map'
  | 'table' | 'chair' | 'cushion' | 'shelf' | 'storage-box' | 'whiteboard';

export interface CategoryRecord {
  id: string;
  name: string;
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
  /** Price of one reference unit in cents. */
  centsPerUnit: number;
}

export interface ItemRecord {
  itemId: string;
  productId: string;
  /** 1-based; also the image file suffix. */
  index: number;
  orderNumber: string;
  name: string;
  priceCents: number;
  /** The regular price when the item is on special offer. */
  oldPriceCents: number | null;
  basePrice: BasePriceRecord | null;
  variantInfo: VariantInfoRecord[];
  /** Hex colour of the illustration. */
  colour: string;
  availableForSale: boolean;
  deliveryStatusText: string;
  deliveryStatusColor: 'green' | 'orange' | 'red';
  maxQuantity: number;
  minimumOrderQuantity: number;
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
}

/** The whole seeded catalogue. */
export interface CatalogueSeed {
  categories: CategoryRecord[];
  products: ProductRecord[];
}
