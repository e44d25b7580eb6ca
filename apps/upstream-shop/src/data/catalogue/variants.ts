import type { ItemRecord, ProductRecord } from '../types.js';
import { fold, slug } from './search-text.js';

// Variant selection (spec §4): which options are selected and disabled, and which item is meant.

export interface AttributeRecord {
  /** 'farbe', 'groesse', ... */
  name: string;
  /** The variant label, 'Farbe'. */
  displayName: string;
  /** In the order the items first use them. */
  values: string[];
}

export const MAX_SELECTED_VARIANTS = 10;
export const MAX_VARIANT_TEXT = 100;

export function attributesOf(product: ProductRecord): AttributeRecord[] {
  const attributes: AttributeRecord[] = [];
  for (const item of product.items) {
    for (const { label, value } of item.variantInfo) {
      let attribute = attributes.find((a) => a.displayName === label);
      if (!attribute) attributes.push((attribute = { name: slug(label), displayName: label, values: [] }));
      if (!attribute.values.includes(value)) attribute.values.push(value);
    }
  }
  return attributes;
}

/** Attribute name → selected value. Insertion order is the order of choosing. */
export type Selection = Map<string, string>;

const valueOf = (item: ItemRecord, attribute: AttributeRecord): string | undefined =>
  item.variantInfo.find((v) => v.label === attribute.displayName)?.value;

function matching(items: readonly ItemRecord[], attributes: readonly AttributeRecord[], selection: Selection): ItemRecord[] {
  return items.filter((item) => attributes.every((a) => !selection.has(a.name) || valueOf(item, a) === selection.get(a.name)));
}

/** Cheapest saleable item (cheapest of all when none is saleable); the first on equal prices. */
function cheapest(items: readonly ItemRecord[]): ItemRecord | undefined {
  const saleable = items.filter((i) => i.availableForSale);
  const pool = saleable.length > 0 ? saleable : items;
  return pool.reduce<ItemRecord | undefined>((best, i) => (best === undefined || i.priceCents < best.priceCents ? i : best), undefined);
}

export interface VariantOptionRecord {
  value: string;
  selected: boolean;
  disabled: boolean;
  /** An item with this value (and the other selected ones where possible), for its picture. */
  item: ItemRecord | undefined;
}

export interface VariantState {
  attributes: Array<AttributeRecord & { position: number; options: VariantOptionRecord[] }>;
  bestItem: ItemRecord;
  configured: boolean;
}

export type SelectionInput = ReadonlyArray<{ name: string; value: string }>;

/** Resolves a selection; a message instead when the input names what the product does not have. */
export function selectVariant(product: ProductRecord, input: SelectionInput, itemId: string | null): { ok: true; state: VariantState } | { ok: false; message: string } {
  const attributes = attributesOf(product);
  const start: Selection = new Map();
  if (itemId !== null) {
    const item = product.items.find((i) => i.itemId === itemId);
    if (!item) return { ok: false, message: `Item "${itemId.slice(0, 64)}" does not belong to product ${product.productId}.` };
    for (const a of attributes) {
      const value = valueOf(item, a);
      if (value !== undefined) start.set(a.name, value);
    }
  }
  if (input.length > MAX_SELECTED_VARIANTS) return { ok: false, message: `At most ${MAX_SELECTED_VARIANTS} selected variants are allowed.` };
  const explicit: Selection = new Map();
  for (const { name, value } of input) {
    if (name.length > MAX_VARIANT_TEXT || value.length > MAX_VARIANT_TEXT) return { ok: false, message: `Variant names and values are at most ${MAX_VARIANT_TEXT} characters.` };
    const attribute = attributes.find((a) => a.name === slug(name) || fold(a.displayName) === fold(name));
    if (!attribute) return { ok: false, message: `Product ${product.productId} has no variant attribute "${name}".` };
    const canonical = attribute.values.find((v) => fold(v) === fold(value.trim()));
    if (canonical === undefined) return { ok: false, message: `Variant attribute "${attribute.name}" has no value "${value}".` };
    explicit.delete(attribute.name);
    explicit.set(attribute.name, canonical);
  }
  // The newest choice wins: drop the item's values, then the earlier choices, until items match.
  const last = [...explicit].at(-1);
  const candidates: Selection[] = [new Map([...start, ...explicit]), explicit, new Map(last ? [last] : [])];
  const selection = candidates.find((s) => matching(product.items, attributes, s).length > 0) ?? new Map<string, string>();
  const configured = attributes.every((a) => selection.has(a.name));
  const pool = matching(product.items, attributes, selection);
  const bestItem = cheapest(pool) ?? cheapest(product.items);
  if (!bestItem) throw new Error(`product ${product.productId} has no items`);
  const state = attributes.map((attribute, i) => {
    const others = new Map([...selection].filter(([name]) => name !== attribute.name));
    const options = attribute.values.map((value) => {
      const found = matching(product.items, attributes, new Map([...others, [attribute.name, value]]));
      return { value, selected: selection.get(attribute.name) === value, disabled: found.length === 0, item: found[0] ?? matching(product.items, attributes, new Map([[attribute.name, value]]))[0] };
    });
    return { ...attribute, position: i + 1, options };
  });
  return { ok: true, state: { attributes: state, bestItem, configured } };
}
