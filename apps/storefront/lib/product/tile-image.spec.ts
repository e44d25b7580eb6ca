import { describe, expect, it } from '@jest/globals';
import { compactImage, EAGER_TILE_IMAGES, tileImage, tileImageLoading } from './tile-image';

describe('compactImage and tileImage', () => {
  const name = 'Bleistift dreikant';

  it('leaves out the usual size and the alt text named after the tile, and derives them back', () => {
    const image = { url: '/media/products/10001-01.svg', alt: 'Produktbild: Bleistift dreikant', width: 600, height: 450 };
    expect(compactImage(image, name)).toEqual({ url: image.url });
    expect(tileImage({ name, image: compactImage(image, name) })).toEqual(image);
  });

  it('keeps an alt text and a size that differ', () => {
    const image = { url: '/media/products/10001-02.svg', alt: 'Produktbild: Bleistift dreikant, HB', width: 800, height: 600 };
    expect(compactImage(image, name)).toEqual(image);
    expect(tileImage({ name, image: compactImage(image, name) })).toEqual(image);
  });

  it('falls back to the name for an empty alt text', () => {
    const image = { url: '/media/products/10001-01.svg', alt: '', width: 600, height: 450 };
    expect(tileImage({ name, image: compactImage(image, name) })).toEqual({ ...image, alt: name });
  });
});

describe('tileImageLoading (spec §9: a carousel loads its first 4 images eagerly, the rest lazily)', () => {
  const loadings = (placement: { aboveFold: boolean; carousel: boolean }) => Array.from({ length: 6 }, (_, index) => tileImageLoading(index, placement));

  it("loads a carousel's first 4 images eagerly and the rest lazily, wherever it is on the page", () => {
    expect(EAGER_TILE_IMAGES).toBe(4);
    expect(loadings({ aboveFold: false, carousel: true })).toEqual([{}, {}, {}, {}, { loading: 'lazy' }, { loading: 'lazy' }]);
  });

  it("gives a first-screen grid's first image high priority (the largest paint) and loads its first row eagerly", () => {
    expect(loadings({ aboveFold: true, carousel: false })).toEqual([{ fetchPriority: 'high' }, {}, {}, {}, { loading: 'lazy' }, { loading: 'lazy' }]);
    expect(loadings({ aboveFold: true, carousel: true })).toEqual([{ fetchPriority: 'high' }, {}, {}, {}, { loading: 'lazy' }, { loading: 'lazy' }]);
  });

  it('loads every image of a grid further down lazily', () => {
    expect(loadings({ aboveFold: false, carousel: false }).every((loading) => loading.loading === 'lazy' && loading.fetchPriority === undefined)).toBe(true);
  });
});
