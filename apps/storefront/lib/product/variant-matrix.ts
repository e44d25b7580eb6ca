import type { ProductDetail, ProductItem } from '@/lib/listing/catalogue';

// Variant choice on the product page (catalogue spec §2, §3 variant attribute, §4 variant
// selection): one control per attribute; each option leads to the item that has it together with
// the other values of the current item, or is disabled when no item has that combination.

type Attribute = ProductDetail['variantAttributes'][number];
type ItemLike = Pick<ProductItem, 'id' | 'availableForSale' | 'variantInfo'>;

export interface VariantPair {
  label: string;
  value: string;
}

export interface VariantChoiceOption {
  value: string;
  /** The item this option leads to; null when the combination does not exist. */
  itemId: string | null;
  selected: boolean;
  /** No item has this value together with the other selected values. */
  disabled: boolean;
  /** The selected values it does not combine with (set only when disabled). */
  conflicts: VariantPair[];
  /** The item exists but cannot be bought now. */
  soldOut: boolean;
  colour: string | null;
  image: { url: string; alt: string; width: number; height: number } | null;
}

export interface VariantChoice {
  name: string;
  label: string;
  display: 'TILES' | 'DROPDOWN';
  options: VariantChoiceOption[];
}

const valueOf = (item: ItemLike, label: string): string | undefined => item.variantInfo.find((info) => info.label === label)?.value;

/** The item with exactly these values (one per label), if any. */
export function itemWith(items: readonly ItemLike[], wanted: readonly VariantPair[]): ItemLike | undefined {
  return items.find((item) => wanted.every((pair) => valueOf(item, pair.label) === pair.value));
}

/**
 * The controls of the variant choice for the current item. Attributes the items do not name in
 * their variant info are left out (nothing to lead to). For a disabled option, `conflicts` names
 * the other selected values: the smallest set that, left out, makes the option available, else all.
 */
export function variantChoices(attributes: readonly Attribute[], items: readonly ItemLike[], current: ItemLike): VariantChoice[] {
  const usable = attributes.filter((attribute) => items.some((item) => valueOf(item, attribute.displayName) !== undefined));
  const selected: VariantPair[] = usable.flatMap((attribute) => {
    const value = valueOf(current, attribute.displayName);
    return value === undefined ? [] : [{ label: attribute.displayName, value }];
  });
  return usable.map((attribute) => {
    const label = attribute.displayName;
    const others = selected.filter((pair) => pair.label !== label);
    return {
      name: attribute.name,
      label,
      display: attribute.display,
      options: attribute.options.map((option) => {
        const match = itemWith(items, [...others, { label, value: option.value }]);
        const conflicts = match ? [] : conflictsOf(items, others, { label, value: option.value });
        return {
          value: option.value,
          itemId: match?.id ?? null,
          selected: valueOf(current, label) === option.value,
          disabled: !match,
          conflicts,
          soldOut: match ? !match.availableForSale : false,
          colour: option.colour ?? null,
          image: option.image ?? null,
        };
      }),
    };
  });
}

/** The selected values that keep `option` from combining: each one alone if dropping it helps, else all. */
function conflictsOf(items: readonly ItemLike[], others: readonly VariantPair[], option: VariantPair): VariantPair[] {
  const single = others.filter((pair) => itemWith(items, [...others.filter((other) => other !== pair), option]));
  return single.length > 0 ? single : [...others];
}
