import { describe, expect, it } from '@jest/globals';
import { compactImage, tileImage } from './tile-image';

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
