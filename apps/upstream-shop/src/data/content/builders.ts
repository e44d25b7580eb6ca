// Small constructors that keep the page seeds readable: a page file lists rows of teasers
// instead of spelling out every optional field.
import { contentImage, contentImageUrl } from './images.js';
import type { CellFlags, CellRecord, RowRecord, TeaserAttributeRecord, TeaserRecord, TeaserType } from './types.js';

const NO_FLAGS: CellFlags = {
  greyDotsBackground: false,
  noSpaces: false,
  paperBorderTop: false,
  paperBorderBottom: false,
  whiteBackground: false,
  whiteBackgroundFullWidth: false,
  noTopMargin: false,
};

/** Attribute constructors, named after the CMS attribute they produce. */
export const attr = {
  text: (name: string, text: string): TeaserAttributeRecord => ({ name, text }),
  value: (name: string, value: string): TeaserAttributeRecord => ({ name, value }),
  list: (name: string, valueList: string[]): TeaserAttributeRecord => ({ name, valueList }),
  html: (html: string): TeaserAttributeRecord => ({ name: 'teasercontent', text: html }),
  image: (imageName: string, imageposition?: 'left' | 'right'): TeaserAttributeRecord => {
    const image = contentImage(imageName);
    return {
      name: 'image',
      url: contentImageUrl(image.name),
      altTag: image.alt,
      imgTitle: image.alt,
      width: image.width,
      height: image.height,
      ...(imageposition ? { imageposition } : {}),
    };
  },
  /** An internal link: url and urlPath are the shop path (markers such as #cookie-consent have no path). */
  link: (name: string, path: string, text?: string): TeaserAttributeRecord => ({
    name,
    url: path,
    ...(path.startsWith('/') ? { urlPath: path } : {}),
    openLinkInNewWindow: false,
    ...(text ? { text } : {}),
  }),
  external: (name: string, url: string, text?: string): TeaserAttributeRecord => ({ name, url, openLinkInNewWindow: true, ...(text ? { text } : {}) }),
};

/** The usual headline block of image and hero teasers. */
export function headlines(pre: string | null, headline: string, post: string | null): TeaserAttributeRecord[] {
  return [
    ...(pre ? [attr.text('preHeadline', pre)] : []),
    attr.text('headline', headline),
    ...(post ? [attr.text('postHeadline', post)] : []),
  ];
}

/** A button: text, link and one of the spec's button schemes. */
export function button(text: string, path: string, type: 'primary' | 'secondary' | 'red' | 'green' | 'outline' | 'link' = 'primary'): TeaserAttributeRecord[] {
  return [attr.text('buttonText', text), attr.link('teaserLink', path), attr.value('buttonType', type)];
}

export function teaser(
  id: string,
  type: TeaserType,
  name: string,
  attributes: TeaserAttributeRecord[],
  extra: Partial<Omit<TeaserRecord, 'id' | 'type' | 'name' | 'attributes'>> = {},
): TeaserRecord {
  return {
    id,
    type,
    name,
    template: extra.template ?? null,
    attributes,
    children: extra.children ?? [],
    teaserWishlistExternalId: extra.teaserWishlistExternalId ?? null,
    recommendations: extra.recommendations ?? null,
  };
}

/** An HTML teaser: the common case of content pages. */
export const htmlTeaser = (id: string, name: string, html: string): TeaserRecord => teaser(id, 'HTML Teaser', name, [attr.html(html)]);

export function cell(content: TeaserRecord, width = 12, flags: Partial<CellFlags> = {}): CellRecord {
  if (!Number.isInteger(width) || width < 1 || width > 12) throw new Error(`cell ${content.id}: width ${width} is not 1..12`);
  const merged = { ...NO_FLAGS, ...flags };
  // Full-width white implies white: the storefront checks whiteBackground first.
  if (merged.whiteBackgroundFullWidth) merged.whiteBackground = true;
  return { width, flags: merged, teaser: content };
}

export function row(...cells: CellRecord[]): RowRecord {
  const total = cells.reduce((sum, c) => sum + c.width, 0);
  if (total > 12) throw new Error(`row of ${cells.map((c) => c.teaser.id).join(', ')} is ${total} twelfths wide`);
  return { cells };
}
