import { MAX_TRACKING_PAYLOAD_BYTES, utf8ByteLength } from '@tafel/domain';
import { currencyOrFallback, ecommerceItem, MAX_ITEM_CATEGORIES, type DataLayerEvent } from './tracking';

// view_item_list and select_item (catalogue spec §7) of the product lists: category pages, search
// results, recommendation grids and carousels. The list travels to the client grid as one small
// object (ids, name, the tiles' prices; the tiles' names and brands the grid has already), and the
// grid's one tracking hook (components/tracking/use-item-list-tracking.ts) builds the events here.

/** A tracked product list, as the server hands it to the client grid (serializable, small). */
export interface TrackedItemList {
  /** GA4 item_list_id, e.g. "category_110", "search_results", "home_recommendations". */
  id: string;
  /** GA4 item_list_name, e.g. the category's name. */
  name: string;
  currency: string;
  /** The tiles' prices in the currency's units, in tile order. */
  prices: readonly number[];
  /** The list's category path from the top (category pages): each item's item_category … item_category5. */
  categories?: readonly string[];
}

/** What a tile tells tracking about its product (the grid's tile data). */
export interface ListedTile {
  id: string;
  name: string;
  manufacturer?: string | undefined;
}

/** What a caller names of its list; the grid adds prices and currency. */
export interface ItemListRef {
  id: string;
  name: string;
  categories?: readonly string[];
}

/** A list's tracking data from its products (server side: ProductGrid). */
export function trackedItemList(list: ItemListRef, products: readonly { price: { amount: number; currency?: string | null } }[]): TrackedItemList {
  const tracked: TrackedItemList = {
    id: list.id,
    name: list.name,
    currency: currencyOrFallback(products[0]?.price.currency),
    prices: products.map((product) => product.price.amount),
  };
  const categories = list.categories?.filter(Boolean).slice(0, MAX_ITEM_CATEGORIES);
  if (categories && categories.length > 0) tracked.categories = categories;
  return tracked;
}

/**
 * One tile as a GA4 list item: item_id and item_group_id the product id (a tile shows a product,
 * not one of its items), index (0-based, its place in the list), item_list_id and item_list_name.
 */
export function listItem(list: TrackedItemList, tile: ListedTile, index: number) {
  return {
    ...ecommerceItem({
      itemId: tile.id,
      productId: tile.id,
      name: tile.name,
      brand: tile.manufacturer ?? null,
      categories: list.categories ?? [],
      price: list.prices[index] ?? 0,
      quantity: 1,
    }),
    index,
    item_list_id: list.id,
    item_list_name: list.name,
  };
}

function listEvent(name: 'view_item_list' | 'select_item', list: TrackedItemList, items: ReturnType<typeof listItem>[]): DataLayerEvent {
  return { event: name, ecommerce: { item_list_id: list.id, item_list_name: list.name, currency: list.currency, items } };
}

/**
 * view_item_list with the list's items. An event's payload may hold 8192 bytes at the upstream
 * (a category page's 60 tiles do not fit), so a long list goes as several events, each with the
 * next items (their index keeps their place); an item alone too big for an event is left out.
 */
export function viewItemListEvents(list: TrackedItemList, tiles: readonly ListedTile[], maxPayloadBytes: number = MAX_TRACKING_PAYLOAD_BYTES): DataLayerEvent[] {
  const events: DataLayerEvent[] = [];
  let batch: ReturnType<typeof listItem>[] = [];
  const payloadBytes = (items: ReturnType<typeof listItem>[]) => {
    const { event: _name, ...fields } = listEvent('view_item_list', list, items);
    return utf8ByteLength(JSON.stringify(fields));
  };
  tiles.forEach((tile, index) => {
    const item = listItem(list, tile, index);
    if (payloadBytes([...batch, item]) <= maxPayloadBytes) {
      batch.push(item);
      return;
    }
    if (batch.length > 0) events.push(listEvent('view_item_list', list, batch));
    batch = payloadBytes([item]) <= maxPayloadBytes ? [item] : [];
  });
  if (batch.length > 0) events.push(listEvent('view_item_list', list, batch));
  return events;
}

/** select_item: the tile at `index` was clicked. */
export function selectItemEvent(list: TrackedItemList, tile: ListedTile, index: number): DataLayerEvent {
  return listEvent('select_item', list, [listItem(list, tile, index)]);
}

/** Spec §9: a list counts as seen once it was in view for this long (the carousels' visibility debounce). */
export const ITEM_LIST_VISIBLE_MS = 1000;
