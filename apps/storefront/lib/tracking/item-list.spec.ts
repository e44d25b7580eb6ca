import { describe, expect, it } from '@jest/globals';
import { MAX_TRACKING_PAYLOAD_BYTES, utf8ByteLength } from '@tafel/domain';
import { listItem, selectItemEvent, trackedItemList, viewItemListEvents, type ListedTile, type TrackedItemList } from './item-list';

const list: TrackedItemList = { id: 'category_110', name: 'Bleistifte & Buntstifte', currency: 'EUR', prices: [3.49, 12, 0.1 * 3], categories: ['Schreiben & Zeichnen', 'Bleistifte & Buntstifte'] };
const tiles: ListedTile[] = [
  { id: '10401', name: 'Buntstifte 12er', manufacturer: 'Stabilo' },
  { id: '10402', name: 'Bleistift HB' },
  { id: '10403', name: 'Radierer' },
];

describe('trackedItemList (what the server hands the grid)', () => {
  it('takes the prices in tile order and the currency of the products, EUR when unknown', () => {
    const products = [{ price: { amount: 3.49, currency: 'CHF' } }, { price: { amount: 12 } }];
    expect(trackedItemList({ id: 'search_results', name: 'Search results' }, products)).toEqual({ id: 'search_results', name: 'Search results', currency: 'CHF', prices: [3.49, 12] });
    expect(trackedItemList({ id: 'x', name: 'X' }, [{ price: { amount: 1, currency: null } }]).currency).toBe('EUR');
  });

  it('keeps up to five category levels (catalogue spec §7), none when empty', () => {
    const tracked = trackedItemList({ id: 'c', name: 'C', categories: ['1', '2', '', '3', '4', '5', '6'] }, []);
    expect(tracked.categories).toEqual(['1', '2', '3', '4', '5']);
    expect(trackedItemList({ id: 'c', name: 'C', categories: [] }, [])).not.toHaveProperty('categories');
  });
});

describe('listItem (GA4 list item)', () => {
  it('is the ecommerce item with index, list id and name, categories of the list, the price in cents rounded', () => {
    expect(listItem(list, tiles[0]!, 0)).toEqual({
      item_id: '10401',
      item_name: 'Buntstifte 12er',
      item_group_id: '10401',
      item_brand: 'Stabilo',
      item_category: 'Schreiben & Zeichnen',
      item_category2: 'Bleistifte & Buntstifte',
      price: 3.49,
      quantity: 1,
      index: 0,
      item_list_id: 'category_110',
      item_list_name: 'Bleistifte & Buntstifte',
    });
    expect(listItem(list, tiles[2]!, 2).price).toBe(0.3);
    expect(listItem(list, tiles[1]!, 1)).not.toHaveProperty('item_brand');
  });
});

describe('viewItemListEvents', () => {
  it('sends the whole list in one event when it fits', () => {
    const events = viewItemListEvents(list, tiles);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ event: 'view_item_list', ecommerce: { item_list_id: 'category_110', item_list_name: 'Bleistifte & Buntstifte', currency: 'EUR' } });
    expect((events[0]!.ecommerce as { items: { index: number }[] }).items.map((item) => item.index)).toEqual([0, 1, 2]);
  });

  it("splits a long list into events within the upstream's payload limit, every item once with its index", () => {
    const many: ListedTile[] = Array.from({ length: 60 }, (_, i) => ({ id: String(20000 + i), name: `Ein ziemlich langer Produktname für Kachel Nummer ${i}`, manufacturer: 'Hersteller GmbH' }));
    const long: TrackedItemList = { ...list, prices: many.map((_, i) => i + 0.99) };
    const events = viewItemListEvents(long, many);
    expect(events.length).toBeGreaterThan(1);
    for (const event of events) {
      const { event: _name, ...fields } = event;
      expect(utf8ByteLength(JSON.stringify(fields))).toBeLessThanOrEqual(MAX_TRACKING_PAYLOAD_BYTES);
    }
    const indexes = events.flatMap((event) => (event.ecommerce as { items: { index: number }[] }).items.map((item) => item.index));
    expect(indexes).toEqual(many.map((_, i) => i));
  });

  it('leaves out an item too big for any event, and sends nothing for an empty list', () => {
    const huge: ListedTile[] = [tiles[0]!, { id: '1', name: 'x'.repeat(400) }, tiles[1]!];
    const events = viewItemListEvents(list, huge, 600);
    const names = events.flatMap((event) => (event.ecommerce as { items: { item_name: string }[] }).items.map((item) => item.item_name));
    expect(names).toEqual(['Buntstifte 12er', 'Bleistift HB']);
    expect(viewItemListEvents(list, [])).toEqual([]);
  });
});

describe('selectItemEvent', () => {
  it('names the clicked tile with its index in the list', () => {
    expect(selectItemEvent(list, tiles[1]!, 1)).toEqual({
      event: 'select_item',
      ecommerce: { item_list_id: 'category_110', item_list_name: 'Bleistifte & Buntstifte', currency: 'EUR', items: [listItem(list, tiles[1]!, 1)] },
    });
  });
});
