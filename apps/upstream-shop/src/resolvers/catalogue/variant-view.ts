import type { VariantAttribute } from '@tafel/graphql-schema/upstream-resolvers';
import type { VariantState } from '../../data/catalogue/variants.js';
import { imageView } from '../views/product.js';
import type { ProductRecord } from '../../data/types.js';

/** Colour axes become tiles (css and pictures), the others dropdowns (spec §2 product detail). */
export function variantAttributesView(state: VariantState, product: ProductRecord): VariantAttribute[] {
  return state.attributes.map((attribute) => {
    const tiles = attribute.displayName === 'Farbe';
    return {
      name: attribute.name,
      displayName: attribute.displayName,
      position: attribute.position,
      css: tiles ? 'variant-tiles' : null,
      image: null,
      options: attribute.options.map((option, i) => {
        const src = tiles && option.item ? imageView(option.item, product).src : null;
        return {
          value: option.value,
          selected: option.selected,
          disabled: option.disabled,
          image: src,
          css: tiles && option.item ? `background-color: ${option.item.colour}` : null,
          bigImageUrl: src,
          smallImageUrl: src,
          valuePosition: i + 1,
        };
      }),
    };
  });
}
