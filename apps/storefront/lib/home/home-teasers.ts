import type { CategoryPage, NavigationNode } from '@/lib/listing/catalogue';

/** How many main categories the home shows as teasers. */
export const TEASER_CATEGORIES = 4;
/** How many product pictures a teaser shows (its category page is asked for that many products). */
export const TEASER_IMAGES = 3;

/** A main category as the home's teaser card shows it. */
export interface CategoryTeaser {
  id: string;
  name: string;
  totalProducts: number;
  images: readonly { url: string; alt: string; width: number; height: number }[];
  subcategories: readonly string[];
}

/** The main categories the home presents (teasers, the hero's links): the first few, the sale left out. */
export function teaserCategories<T extends Pick<NavigationNode, 'isSale'>>(navigation: readonly T[]): T[] {
  return navigation.filter((node) => !node.isSale).slice(0, TEASER_CATEGORIES);
}

type TeaserNode = Pick<NavigationNode, 'id' | 'name'> & { children: readonly Pick<NavigationNode, 'name'>[] };
type TeaserPage = Pick<CategoryPage, 'totalProducts'> & { products: readonly { image: CategoryTeaser['images'][number] }[] };

/** One teaser per category whose page came (pages[i] belongs to categories[i]); an unknown category has none. */
export function categoryTeasers(categories: readonly TeaserNode[], pages: readonly (TeaserPage | null | undefined)[]): CategoryTeaser[] {
  return categories.flatMap((node, index) => {
    const page = pages[index];
    if (!page) return [];
    return [
      {
        id: node.id,
        name: node.name,
        totalProducts: page.totalProducts,
        images: page.products.map((product) => product.image),
        subcategories: node.children.map((child) => child.name),
      },
    ];
  });
}
