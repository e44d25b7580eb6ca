import { describe, expect, it } from '@jest/globals';
import { categoryListingHref, parseCategoryParams } from './category-listing';
import { translator } from '@/lib/i18n/i18n';
import { hasFilterOptions, heroFilterCount, listingChips, priceText, ratingText, type ListingFilterOptions } from './listing-view';

const de = translator('de-DE');
const en = translator('en-DE');

const options: ListingFilterOptions = {
  filters: [
    {
      id: 'farbe',
      name: 'Farbe',
      values: [
        { id: 'Blau', name: 'Blau', selected: true, count: 4 },
        { id: 'Rot', name: 'Rot', selected: false, count: 3 },
      ],
    },
    { id: 'anzahl-farben', name: 'Anzahl Farben', values: [{ id: '12', name: '12', selected: false, count: 2 }] },
  ],
  price: { min: 0.79, max: 39.9 },
  rating: { min: 2.6, max: 5 },
};

describe('listingChips on a category', () => {
  const state = parseCategoryParams({ 'filter.farbe': 'blau,Rot', 'filter.anzahl-farben': '12', 'filter.PRICE': '5-', 'filter.rating': '4', sort: 'NAME', p: '2' });
  const chips = listingChips(state, options.filters, de, (next) => categoryListingHref('110', next));

  it('names each value, the price and the rating as the listing gives them', () => {
    expect(chips.map((chip) => chip.label)).toEqual(['Farbe: Blau', 'Farbe: Rot', 'Anzahl Farben: 12', 'Preis: ab 5,00\u00a0€', 'Bewertung: ab 4 Sternen']);
  });

  it('removes only its own part, keeps the sort and starts again at page 1', () => {
    expect(chips.map((chip) => chip.removeHref)).toEqual([
      '/cat/110?filter.farbe=Rot&filter.anzahl-farben=12&filter.PRICE=5-&filter.rating=4&sort=NAME',
      '/cat/110?filter.farbe=blau&filter.anzahl-farben=12&filter.PRICE=5-&filter.rating=4&sort=NAME',
      '/cat/110?filter.farbe=blau,Rot&filter.PRICE=5-&filter.rating=4&sort=NAME',
      '/cat/110?filter.farbe=blau,Rot&filter.anzahl-farben=12&filter.rating=4&sort=NAME',
      '/cat/110?filter.farbe=blau,Rot&filter.anzahl-farben=12&filter.PRICE=5-&sort=NAME',
    ]);
  });

  it('has no chips without filters', () => {
    expect(listingChips(parseCategoryParams({ sort: 'NAME', p: '3' }), options.filters, de, (next) => categoryListingHref('110', next))).toEqual([]);
  });

  it('speaks English on the English shop', () => {
    const english = listingChips(parseCategoryParams({ 'filter.PRICE': '2-9.5', 'filter.rating': '1' }), [], en, (next) => categoryListingHref('110', next));
    expect(english.map((chip) => chip.label)).toEqual(['Price: €2.00 – €9.50', 'Rating: 1 star and more']);
  });
});

describe('texts', () => {
  it('write price ranges open on either side and ratings with their plural', () => {
    expect(priceText({ from: null, to: 20 }, de)).toBe('bis 20,00\u00a0€');
    expect(priceText({ from: 3, to: null }, en)).toBe('from €3.00');
    expect(ratingText(1, de)).toBe('ab 1 Stern');
    expect(ratingText(3.5, de)).toBe('ab 3,5 Sternen');
  });
});

describe('hasFilterOptions', () => {
  it('is true when the listing offers a filter, a price or a rating', () => {
    expect(hasFilterOptions(options)).toBe(true);
    expect(hasFilterOptions({ filters: [], price: null, rating: { min: 1, max: 5 } })).toBe(true);
    expect(hasFilterOptions({ filters: [], price: null, rating: null })).toBe(false);
  });
});

describe('heroFilterCount (spec §2: up to 5 hero filters, 4 when a category filter exists)', () => {
  it('opens 5 enum filters, 4 beside a category filter (subcategories, the search’s category options)', () => {
    expect(heroFilterCount(false)).toBe(5);
    expect(heroFilterCount(true)).toBe(4);
  });
});
