// A tile's image in the RSC payload and back; no imports, as the client product grid uses it.

/**
 * A tile's image as it travels in the RSC payload: only what differs from the usual (a listing
 * carries up to 60 tiles). Left out: the size when it is 600×450, the alt text when it is the
 * upstream's "Produktbild: <name>" of the tile's name. `tileImage` gives the whole image back.
 */
export interface TileImage {
  url: string;
  alt?: string;
  width?: number;
  height?: number;
}

const USUAL_WIDTH = 600;
const USUAL_HEIGHT = 450;

/** The upstream's alt text of a product image named like its tile. */
function usualAlt(name: string): string {
  return `Produktbild: ${name}`;
}

/** An image for the payload, leaving out what `tileImage` derives (an empty alt falls back to the name). */
export function compactImage(image: { url: string; alt?: string | null; width: number; height: number }, name: string): TileImage {
  const compact: TileImage = { url: image.url };
  const alt = image.alt || name;
  if (alt !== usualAlt(name)) compact.alt = alt;
  if (image.width !== USUAL_WIDTH || image.height !== USUAL_HEIGHT) {
    compact.width = image.width;
    compact.height = image.height;
  }
  return compact;
}

/** A tile's whole image: what `compactImage` left out, derived again. */
export function tileImage(tile: { name: string; image: TileImage }): { url: string; alt: string; width: number; height: number } {
  const { image } = tile;
  return { url: image.url, alt: image.alt ?? usualAlt(tile.name), width: image.width ?? USUAL_WIDTH, height: image.height ?? USUAL_HEIGHT };
}

/** Catalogue spec §9: a recommendation carousel loads its first 4 images eagerly, the rest lazily (a grid in the first screen loads its first row of 4 at once too). */
export const EAGER_TILE_IMAGES = 4;

/** Where a grid of tiles sits: in the first screen (a category, a search), and/or a product carousel (recommendations, the lightning strip). */
export interface TilePlacement {
  aboveFold: boolean;
  carousel: boolean;
}

/**
 * How the image of the tile at `index` loads: a carousel's and a first-screen grid's first 4
 * eagerly, the rest lazily; high priority only for a first-screen grid's first image (the page's
 * largest paint; React preloads it). A grid further down that is no carousel loads every image lazily.
 */
export function tileImageLoading(index: number, { aboveFold, carousel }: TilePlacement): { loading?: 'lazy'; fetchPriority?: 'high' } {
  if (index >= EAGER_TILE_IMAGES || !(aboveFold || carousel)) return { loading: 'lazy' };
  return aboveFold && index === 0 ? { fetchPriority: 'high' } : {};
}
