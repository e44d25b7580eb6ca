import type { EnergyClass, IllustrationKind } from '../types.js';

/** A second variant axis besides colour: [value, price in cents, content for the base price]. */
export interface OptionAxis {
  label: string;
  values: Array<[value: string, priceCents: number, content?: number]>;
}

/** One product as written by hand; src/data/seed.ts turns it into records. */
export interface ProductDef {
  cat: string;
  kind: IllustrationKind;
  name: string;
  priceCents: number;
  brand: string;
  facts: string[];
  /** "Farbe" variants, one item each (crossed with `options` when both are set). */
  colours?: string[];
  options?: OptionAxis;
  /** Content per item for a base price, in `contentUnit`; options may override it. */
  content?: number;
  contentUnit?: 'ml' | 'g';
  /** Illustration colour when there are no colour variants. */
  colour?: string;
  min?: number;
  max?: number;
  /** true: the whole product is sold out; a list: only items with these variant values. */
  soldOut?: boolean | string[];
  /** Percent off the regular price (special price with old price). */
  sale?: number;
  isNew?: boolean;
  top?: boolean;
  /** Bulky goods ship by freight with a longer delivery time. */
  freight?: boolean;
  /** EU energy-efficiency class of electrical goods. */
  energy?: EnergyClass;
  /** Age recommendation for the filter when the facts do not state one ('ab 3 Jahren'). */
  age?: string;
  /** Combinations of colour and option value that are not made (so variant options disable). */
  without?: Array<[colour: string, option: string]>;
  /** No longer sold: the items stay visible but cannot be bought. */
  discontinued?: boolean;
}

type Extras = Omit<ProductDef, 'cat' | 'kind' | 'name' | 'priceCents' | 'brand' | 'facts'>;

/** Keeps the product tables one line per product. */
export function p(
  cat: string,
  kind: IllustrationKind,
  name: string,
  priceCents: number,
  brand: string,
  facts: string[],
  extras: Extras = {},
): ProductDef {
  return { cat, kind, name, priceCents, brand, facts, ...extras };
}

/**
 * A product file with its own id range, so adding a product never renumbers another file. A
 * main category owns the ids 10x01…10x99; its first file starts at 10x01, a second at 10x51.
 */
export interface ProductBlock {
  firstId: number;
  defs: ProductDef[];
}
