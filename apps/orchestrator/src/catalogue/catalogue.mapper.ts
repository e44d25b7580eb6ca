import type {
  Badge,
  CategoryPage,
  ContentTeaser,
  NavigationNode,
  Product,
  ProductItem,
  ProductTile,
} from '@tafel/graphql-schema/orchestrator-resolvers';
import type {
  CoreCategoryQuery,
  GetProductByIdQuery,
  UpstreamNavigationNodeFragment,
  UpstreamTileFragment,
} from '@tafel/graphql-schema/upstream-client';
import { moneyFromAmount, toBreadcrumb, toImage, toMoney, toVariantInfo } from '../common/shop-mapping.js';
import type { Site } from '../common/site.js';
import { mapTeaser, sanitizeHtml, type TeaserContext } from '../content/index.js';
import { toLightningDealInfo, viewLightningDeal, viewLightningFields, type LightningView } from '../lightning/index.js';
import type { CategoryQuery } from './catalogue-args.js';
import { toListingFilters } from './listing-filters.js';
import { textOrNull, toDownload, toEnergyLabel, toFeatures, toVariantAttributes, toVideos } from './product-detail.mapper.js';

type UpstreamCategory = NonNullable<CoreCategoryQuery['core_category']>;
type UpstreamProduct = NonNullable<GetProductByIdQuery['getProductById']>;
type UpstreamItem = UpstreamProduct['items'][number];
type UpstreamNode = UpstreamNavigationNodeFragment & { children?: UpstreamNode[] };

/** Category parameters (spec catalogue §3) the category page reads. */
export const CATEGORY_PARAMETERS = { seoText: 'ishop_seo_box_text', teasersBelowSeoText: 'categoryTeaserBelowSeoText' } as const;
/** The contract's topseller limit (the upstream sends at most as many). */
export const MAX_TOPSELLERS = 8;

/** What mapping a category page needs besides the answer: the shop and how deals show. */
export interface CategoryContext {
  site: Site;
  /** UPSTREAM_URL: teaser images on its host become /media/ paths (the content area's rule). */
  upstreamUrl: string;
  lightning: LightningView;
}

export function toBadges(badges: { new: boolean; popular: boolean; sale: boolean }): Badge[] {
  const result: Badge[] = [];
  if (badges.new) result.push('NEW');
  if (badges.popular) result.push('POPULAR');
  if (badges.sale) result.push('SALE');
  return result;
}

/** Navigation without the nodes flagged isExcludedFromNav, at every level. */
export function toNavigation(nodes: readonly UpstreamNode[]): NavigationNode[] {
  return nodes
    .filter((node) => !node.isExcludedFromNav)
    .map((node) => ({
      id: node.id,
      name: node.name,
      url: node.url,
      isSale: node.isSale,
      children: toNavigation(node.children ?? []),
    }));
}

/**
 * A tile; its lightning deal shows as `view` says (switch and clock). The deal's regular price is
 * the tile's price before any special price (its struck-through price, else its price).
 */
export function toProductTile(tile: UpstreamTileFragment, view: LightningView): ProductTile {
  const oldAmount = tile.price.oldPriceAmount ?? null;
  const lightningDealInfo = toLightningDealInfo(tile.lightningDealInfo, moneyFromAmount(oldAmount ?? tile.price.currentPriceAmount), view);
  return {
    id: tile.id,
    name: tile.name,
    url: tile.url,
    image: toImage(tile.image),
    price: moneyFromAmount(tile.price.currentPriceAmount),
    oldPrice: oldAmount === null ? null : moneyFromAmount(oldAmount),
    fromPrice: tile.price.startFromFlag,
    discountPercent: tile.discountPercent ?? null,
    badges: toBadges(tile.badges),
    rating: tile.rating ?? null,
    manufacturer: tile.manufacturerName ?? null,
    hasVariants: tile.moreVariants,
    // Spec (catalogue §4): a shortage tile shows the sold-out overlay.
    soldOut: tile.isShortage,
    lightningDealInfo,
    lightningDealPrice: lightningDealInfo?.price ?? null,
  };
}

export function toCategoryPage(category: UpstreamCategory, query: CategoryQuery, context: CategoryContext): CategoryPage {
  const view = context.lightning;
  const total = category.products.total;
  const parameter = (name: string): string | null => category.parameters.find((p) => p.name === name)?.value ?? null;
  // Category teasers belong to no A/B-tested grid, so no test picks a tab variant.
  const teaserContext: TeaserContext = { site: context.site, upstreamUrl: context.upstreamUrl, abTests: [], lightning: view, productTile: toProductTile };
  return {
    id: category.id,
    name: category.name,
    breadcrumb: category.breadcrumb.map(toBreadcrumb),
    // Children of a category are its listing's category options, not the main navigation,
    // so isExcludedFromNav does not hide them here.
    children: category.children.map((child) => ({ id: child.id, name: child.name, url: child.url, isSale: child.isSale, children: [] })),
    products: category.products.tiles.map((tile) => toProductTile(tile, view)),
    page: query.page,
    pageSize: query.pageSize,
    totalProducts: total,
    // An empty category still has one (empty) page, so "page 1 of 1" reads naturally.
    totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
    sort: query.sort,
    ...toListingFilters(category.products.filters, query.listing),
    // The SEO box is CMS HTML rendered as is by the storefront: only the allowlisted part passes.
    seoText: sanitizeHtml(parameter(CATEGORY_PARAMETERS.seoText)),
    topsellers: category.topsellers.slice(0, MAX_TOPSELLERS).map((tile) => toProductTile(tile, view)),
    teasers: category.teasers.map((teaser) => mapTeaser(teaser, teaserContext)),
    teasersBelowSeoText: parameter(CATEGORY_PARAMETERS.teasersBelowSeoText)?.trim().toLowerCase() === 'true',
    leftNavigationHidden: category.flags.hiddenLeftNavigation,
  };
}

export function toProductItem(item: UpstreamItem, view: LightningView): ProductItem {
  const { price, specialPrice, basePrice } = item.prices;
  // The deal's regular price is the item's price before any special price.
  const lightningDealInfo = toLightningDealInfo(item.lightningDealInfo, toMoney(price), view);
  return {
    id: item.itemId,
    orderNumber: item.orderNumber,
    name: item.name,
    // A special price replaces the regular one; its oldPrice is the struck-through price.
    price: toMoney(specialPrice?.specialPrice ?? price),
    oldPrice: specialPrice?.oldPrice ? toMoney(specialPrice.oldPrice) : null,
    basePrice: basePrice?.isDisplayBasePrice ? basePrice.value : null,
    images: item.images.map(toImage),
    variantInfo: item.variantInfoList.map(toVariantInfo),
    availableForSale: item.availableForSale,
    deliveryStatus: item.deliveryStatusText,
    deliveryStatusColor: item.deliveryStatusColor,
    maxQuantity: item.maxQuantity,
    minimumOrderQuantity: item.minimumOrderQuantity,
    lightningDealInfo,
    lightningDealPrice: lightningDealInfo?.price ?? null,
  };
}

export function toProduct(product: UpstreamProduct, view: LightningView): Product {
  const items = product.items.map((item) => toProductItem(item, view));
  return {
    id: product.productId,
    name: product.name,
    url: product.url,
    description: product.description,
    shortFacts: product.shortFacts,
    manufacturer: product.manufacturer?.name ?? null,
    rating: product.rating ?? null,
    numberOfRatings: product.numberOfRatings,
    breadcrumb: product.breadcrumb.map(toBreadcrumb),
    images: product.images.map(toImage),
    badges: toBadges(product.badges),
    discountPercent: product.discountPercent ?? null,
    // A product in shortage is shown sold out (spec catalogue §4), whatever its items say.
    availableForSale: product.availableForSale && !product.isShortage,
    deliveryFree: product.deliveryFree,
    defaultItemId: product.bestItem.itemId,
    items,
    // The preselected item's deal (the buy box shows that item first).
    lightningDealInfo: items.find((item) => item.id === product.bestItem.itemId)?.lightningDealInfo ?? null,
    variantAttributes: toVariantAttributes(product.variantAttributes),
    accessories: product.accessories.map((tile) => toProductTile(tile, view)),
    replacementProducts: product.replacementProducts.map((tile) => toProductTile(tile, view)),
    downloads: product.downloads.map(toDownload),
    videos: toVideos(product.youtubeVideos, product.name),
    features: toFeatures(product.labels),
    deliveryScope: product.deliveryScope.filter((line) => line.trim() !== ''),
    warranty: textOrNull(product.warranty),
    withdrawalInfo: textOrNull(product.rightOfWithdrawalInfo),
    oldDevicesInfo: textOrNull(product.oldElectricalDevicesInfo),
    energyLabel: toEnergyLabel(product),
  };
}

/** A page mapped earlier (kept in the cache) with its tiles' deals as `view` says now. */
export function viewCategoryPage(page: CategoryPage, view: LightningView): CategoryPage {
  const viewTeaser = (teaser: ContentTeaser): ContentTeaser => ({
    ...teaser,
    products: teaser.products.map((tile) => viewLightningFields(tile, view)),
    children: teaser.children.map(viewTeaser),
  });
  return {
    ...page,
    products: page.products.map((tile) => viewLightningFields(tile, view)),
    topsellers: page.topsellers.map((tile) => viewLightningFields(tile, view)),
    teasers: page.teasers.map(viewTeaser),
  };
}

/** Every tile of a page, topsellers and teaser tiles included: a cached page must not outlive one of their deals. */
export function categoryPageTiles(page: CategoryPage): ProductTile[] {
  const teaserTiles = (teaser: ContentTeaser): ProductTile[] => [...teaser.products, ...teaser.children.flatMap(teaserTiles)];
  return [...page.products, ...page.topsellers, ...page.teasers.flatMap(teaserTiles)];
}

/** A product mapped earlier (kept in the cache) with its deals as `view` says now. */
export function viewProduct(product: Product, view: LightningView): Product {
  return {
    ...product,
    lightningDealInfo: viewLightningDeal(product.lightningDealInfo, view),
    items: product.items.map((item) => viewLightningFields(item, view)),
    accessories: product.accessories.map((tile) => viewLightningFields(tile, view)),
    replacementProducts: product.replacementProducts.map((tile) => viewLightningFields(tile, view)),
  };
}
