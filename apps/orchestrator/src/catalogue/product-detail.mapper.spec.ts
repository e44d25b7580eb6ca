import { product as upstreamProduct } from '../../test/fixtures/upstream-shapes.js';
import { swatchColour, toEnergyLabel, toProductReviews, toVariantAttributes } from './product-detail.mapper.js';

const sheet = {
  id: 'produktdatenblatt',
  displayName: 'Energiedatenblatt',
  download: { dataName: 'Produktdatenblatt', url: '/media/downloads/p1/produktdatenblatt.pdf', headline: 'Produktdatenblatt Kühlschrank', fileType: 'pdf' },
};

describe('swatchColour', () => {
  it('keeps a hex background colour and nothing else, as it lands in a style attribute', () => {
    expect(swatchColour('background-color: #2d6fd2')).toBe('#2d6fd2');
    expect(swatchColour('background:#fff;')).toBe('#fff');
    expect(swatchColour('background-color: red; position: fixed')).toBeNull();
    expect(swatchColour('background-color: url(javascript:alert(1))')).toBeNull();
    expect(swatchColour(null)).toBeNull();
  });
});

describe('toVariantAttributes', () => {
  it('orders attributes and options and shows colour axes as tiles, the others as dropdowns', () => {
    const attributes = toVariantAttributes([
      { name: 'feder', displayName: 'Federbreite', position: 2, css: null, image: null, options: [{ value: 'M', image: null, css: null, valuePosition: 2 }, { value: 'F', image: null, css: null, valuePosition: 1 }] },
      { name: 'farbe', displayName: 'Farbe', position: 1, css: 'variant-tiles', image: null, options: [{ value: 'Blau', image: '/media/products/1-01.svg', css: 'background-color: #2d6fd2', valuePosition: 1 }] },
    ]);
    expect(attributes.map((a) => [a.name, a.display])).toEqual([['farbe', 'TILES'], ['feder', 'DROPDOWN']]);
    expect(attributes[0]?.options[0]).toEqual({ value: 'Blau', colour: '#2d6fd2', image: { url: '/media/products/1-01.svg', alt: 'Blau', width: 600, height: 450 } });
    expect(attributes[1]?.options.map((o) => o.value)).toEqual(['F', 'M']);
  });

  it('shows tiles when only an option has a colour', () => {
    const [attribute] = toVariantAttributes([{ name: 'x', displayName: 'X', position: 1, css: null, image: null, options: [{ value: 'a', image: null, css: 'background-color: #000', valuePosition: 1 }] }]);
    expect(attribute?.display).toBe('TILES');
  });
});

describe('toEnergyLabel', () => {
  it('answers the label with badge, full label and the data sheet of spec §3', () => {
    const label = toEnergyLabel({
      energyLabel: { energyClass: 'D', displayName: 'Energieeffizienzklasse D', url: '/media/energy/D.svg', bigImageUrl: '/media/energy/D-label.svg' },
      downloads: [{ id: 'bedienungsanleitung', displayName: 'Bedienungsanleitung', download: { ...sheet.download, dataName: 'Bedienungsanleitung' } }, sheet],
    });
    expect(label).toMatchObject({
      energyClass: 'D',
      badgeImage: { url: '/media/energy/D.svg', alt: 'Energieeffizienzklasse D' },
      labelImage: { url: '/media/energy/D-label.svg' },
      dataSheet: { id: 'produktdatenblatt', name: 'Energiedatenblatt', url: '/media/downloads/p1/produktdatenblatt.pdf' },
    });
  });

  it('is null without a label, and the sheet null without its download', () => {
    expect(toEnergyLabel({ energyLabel: null, downloads: [sheet] })).toBeNull();
    expect(toEnergyLabel({ energyLabel: { energyClass: 'A', displayName: 'A', url: '/a', bigImageUrl: '/b' }, downloads: [] })?.dataSheet).toBeNull();
  });

  it('reaches the product of the API with the other extras', () => {
    expect(upstreamProduct.energyLabel).toBeNull();
  });
});

describe('toProductReviews', () => {
  const count = (n: number, p: number) => ({ count: n, percentage: p });
  const page = {
    productId: 'p1',
    total: 7,
    limit: 5,
    filter: 4,
    reviews: [
      { ratingId: 'r1', rating: 4, fullAuthorInfo: 'Sabine K.', title: 'Gut', date: '2026-01-02', message: 'Hält.', helpfulRating: 3, comment: 'Danke!', commentAuthor: 'Tafel-Team', commentDate: '2026-01-03', isVerified: true },
      { ratingId: 'r2', rating: 4, fullAuthorInfo: 'Tom', title: 'Ok', date: '2026-01-01', message: 'Geht.', helpfulRating: 0, comment: ' ', commentAuthor: null, commentDate: null, isVerified: false },
    ],
    counts: { all: count(20, 100), five: count(10, 50), four: count(7, 35), three: count(2, 10), two: count(1, 5), one: count(0, 0) },
  };

  it('maps reviews, the shop answer and star counts from 5 down to 1', () => {
    const reviews = toProductReviews(page);
    expect(reviews.reviews[0]).toMatchObject({ id: 'r1', author: 'Sabine K.', verified: true, comment: { author: 'Tafel-Team', message: 'Danke!' } });
    expect(reviews.reviews[1]?.comment).toBeNull();
    expect(reviews.starCounts.map((c) => [c.stars, c.count])).toEqual([[5, 10], [4, 7], [3, 2], [2, 1], [1, 0]]);
    expect(reviews).toMatchObject({ total: 7, stars: 4, totalAll: 20, hasMore: true });
  });

  it('has no more when every matching review is shown', () => {
    expect(toProductReviews({ ...page, total: 2 }).hasMore).toBe(false);
  });
});
