import type {
  AbTest,
  ButtonScheme,
  ContentRow,
  ContentTeaser,
  ProductTile,
  TeaserButton,
  TeaserColors,
  TeaserImage,
  TeaserKind,
  TeaserLink,
} from '@tafel/graphql-schema/orchestrator-resolvers';
import type { UpstreamTeaserAttributeFragment, UpstreamTileFragment } from '@tafel/graphql-schema/upstream-client';
import type { Site } from '../common/site.js';
import type { LightningView } from '../lightning/index.js';
import { toLinkTarget, toMediaPath } from './content-urls.js';
import { sanitizeHtml } from './html-sanitizer.js';

/** A CMS teaser as the upstream sends it (UpstreamTeaser fragment), children to any depth. */
export interface UpstreamTeaserInput {
  id: string;
  type: string;
  name: string;
  template: string | null;
  teaserWishlistExternalId: string | null;
  attributes: readonly UpstreamTeaserAttributeFragment[];
  productsRecommendations: readonly UpstreamTileFragment[] | null;
  children?: readonly UpstreamTeaserInput[];
}

export interface UpstreamCellInput {
  x: number;
  width: number;
  attributes: ContentRow['cells'][number]['layout'];
  teaser: UpstreamTeaserInput;
}

export interface UpstreamRowInput {
  y: number;
  cells: readonly UpstreamCellInput[];
}

/** What mapping a teaser needs besides the teaser. */
export interface TeaserContext {
  /** The shop: links to its own origin are internal. */
  site: Site;
  /** UPSTREAM_URL: absolute image URLs on its host become /media/ paths. */
  upstreamUrl: string;
  /** The page's running A/B tests: an A/B Test TabTeaser shows the variant of its test. */
  abTests: readonly AbTest[];
  /** How the recommendation tiles show their lightning deals. */
  lightning: LightningView;
  /**
   * The catalogue's tile mapper (its front door's toProductTile) for recommendation tiles. Passed
   * in rather than imported: the catalogue maps its category teasers with mapTeaser, and an import
   * back from here would close a cycle between the two front doors (their Nest modules then meet
   * half-initialised classes).
   */
  productTile: (tile: UpstreamTileFragment, view: LightningView) => ProductTile;
}

/** Contract TeaserKind doc: CMS element type → how the storefront renders it. */
const KIND_BY_TYPE: Record<string, TeaserKind> = {
  'Image Link Teaser': 'IMAGE_LINK',
  'HTML Teaser': 'HTML',
  'HTML Box Teaser': 'HTML_BOX',
  'Teaser Layer': 'LAYER',
  'Bild-Teaser': 'IMAGE',
  'Slider Hero Teaser': 'HERO_SLIDER',
  'Recommendations Teaser': 'RECOMMENDATIONS',
  'Killerlist Teaser': 'RECOMMENDATIONS',
  'Info Bar': 'INFO_BAR',
  'Form Teaser': 'FORM',
  'Gewinnspiel Tab Teaser': 'TABS',
  'A/B Test TabTeaser': 'TABS',
  'Content Kachel': 'TILE',
};
const AB_TEST_TAB_TEASER = 'A/B Test TabTeaser';

const BUTTON_SCHEMES: ReadonlySet<string> = new Set<ButtonScheme>(['PRIMARY', 'SECONDARY', 'RED', 'GREEN', 'OUTLINE', 'LINK']);

export function teaserKind(type: string): TeaserKind {
  return KIND_BY_TYPE[type] ?? 'UNKNOWN';
}

// CSS colours the storefront may put into a style as they are: #rgb, #rrggbb, rgb() with 0-255
// or percentages, and plain colour names (letters only, so nothing can close the declaration).
const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const RGB_PART = '\\s*(?:25[0-5]|2[0-4]\\d|1?\\d?\\d|(?:100|\\d?\\d)%)\\s*';
const RGB_COLOUR = new RegExp(`^rgb\\(${RGB_PART},${RGB_PART},${RGB_PART}\\)$`, 'i');
const NAMED_COLOUR = /^[a-z]{3,20}$/i;

/** A CSS colour value, or null when none or not one of the accepted forms. */
export function toColour(value: string | null | undefined): string | null {
  const colour = value?.trim();
  if (!colour) return null;
  return HEX_COLOUR.test(colour) || RGB_COLOUR.test(colour) || NAMED_COLOUR.test(colour) ? colour : null;
}

/** The attributes of a teaser by name (the first of a name wins). */
function attributesOf(teaser: UpstreamTeaserInput): Map<string, UpstreamTeaserAttributeFragment> {
  const byName = new Map<string, UpstreamTeaserAttributeFragment>();
  for (const attribute of teaser.attributes) if (!byName.has(attribute.name)) byName.set(attribute.name, attribute);
  return byName;
}

/** Text of an attribute: its text, else its value; blank counts as none. */
function textOf(attribute: UpstreamTeaserAttributeFragment | undefined): string | null {
  const text = attribute?.text ?? attribute?.value ?? null;
  return text === null || text.trim() === '' ? null : text;
}

function valueOf(attribute: UpstreamTeaserAttributeFragment | undefined): string | null {
  const value = attribute?.value?.trim() ?? attribute?.text?.trim() ?? '';
  return value === '' ? null : value;
}

function toTeaserImage(attributes: Map<string, UpstreamTeaserAttributeFragment>, context: TeaserContext): TeaserImage | null {
  const image = attributes.get('image');
  const url = toMediaPath(image?.url, context.upstreamUrl);
  if (!image || !url) return null;
  return {
    url,
    alt: image.altTag ?? textOf(attributes.get('alternativText')) ?? textOf(attributes.get('alt')) ?? '',
    title: image.imgTitle ?? null,
    width: image.width ?? 0,
    height: image.height ?? 0,
    position: image.imageposition ?? null,
    columns: image.columns ?? null,
    eager: valueOf(attributes.get('loading.eager')) === 'true',
  };
}

function toTeaserLink(attributes: Map<string, UpstreamTeaserAttributeFragment>, site: Site): TeaserLink | null {
  const attribute = attributes.get('teaserLink') ?? attributes.get('link');
  // Internal links carry the shop path in urlPath; url is the target as entered (and the only
  // one of an external link, whose urlPath may be blank rather than null).
  const target = toLinkTarget(attribute?.urlPath, site) ?? toLinkTarget(attribute?.url, site);
  if (!attribute || !target) return null;
  return { url: target.url, label: textOf(attribute), external: target.external, newWindow: attribute.openLinkInNewWindow ?? false };
}

function toTeaserButton(attributes: Map<string, UpstreamTeaserAttributeFragment>): TeaserButton | null {
  const text = textOf(attributes.get('buttonText')) ?? textOf(attributes.get('teaserButtonText'));
  if (!text) return null;
  const scheme = valueOf(attributes.get('buttonType'))?.toUpperCase() ?? null;
  // Spec §5: a scheme the shop does not know is ignored (no scheme), the button stays.
  return { text, scheme: scheme && BUTTON_SCHEMES.has(scheme) ? (scheme as ButtonScheme) : null, position: valueOf(attributes.get('buttonPosition')) };
}

function toColours(attributes: Map<string, UpstreamTeaserAttributeFragment>): TeaserColors {
  const colour = (name: string): string | null => toColour(valueOf(attributes.get(name)));
  return {
    preHeadline: colour('colorPreHeadline'),
    headline: colour('colorHeadline'),
    postHeadline: colour('colorPostHeadline'),
    background: colour('bgcolor'),
    text: colour('textColor'),
  };
}

/** The teaser's name holds `id` as a word of its own ('T188 Einstieg' holds T188, not T18). */
function namesTest(name: string, id: string): boolean {
  if (id === '') return false;
  let at = name.indexOf(id);
  while (at >= 0) {
    const before = name[at - 1];
    const after = name[at + id.length];
    if (!(before && /[\p{L}\p{N}]/u.test(before)) && !(after && /[\p{L}\p{N}]/u.test(after))) return true;
    at = name.indexOf(id, at + 1);
  }
  return false;
}

/**
 * An A/B Test TabTeaser shows one tab: the variant its page's test shows. The test is the one
 * whose id the teaser's name holds as a word; its variant is the tracking code's part after the
 * last '_' (T188_B → B), compared with the tabs' tabText. Without a matching test or tab: the first tab.
 */
function abTestVariant(teaser: UpstreamTeaserInput, abTests: readonly AbTest[]): UpstreamTeaserInput[] {
  const children = teaser.children ?? [];
  const test = abTests.find((candidate) => namesTest(teaser.name, candidate.id));
  const variant = test ? test.trackingCode.slice(test.trackingCode.lastIndexOf('_') + 1) : null;
  const shown = variant === null ? undefined : children.find((child) => textOf(attributesOf(child).get('tabText'))?.trim() === variant);
  const chosen = shown ?? children[0];
  return chosen ? [chosen] : [];
}

/** A CMS teaser as the storefront renders it (contract ContentTeaser). */
export function mapTeaser(teaser: UpstreamTeaserInput, context: TeaserContext): ContentTeaser {
  const attributes = attributesOf(teaser);
  const kind = teaserKind(teaser.type);
  const children = teaser.type === AB_TEST_TAB_TEASER ? abTestVariant(teaser, context.abTests) : (teaser.children ?? []);
  return {
    id: teaser.id,
    kind,
    cmsType: teaser.type,
    name: teaser.name,
    template: teaser.template,
    trackingName: textOf(attributes.get('googleAnalytics')),
    preHeadline: textOf(attributes.get('preHeadline')),
    headline: textOf(attributes.get('headline')),
    postHeadline: textOf(attributes.get('postHeadline')),
    description: textOf(attributes.get('description')),
    html: sanitizeHtml(attributes.get('teasercontent')?.text),
    colors: toColours(attributes),
    image: toTeaserImage(attributes, context),
    link: toTeaserLink(attributes, context.site),
    button: toTeaserButton(attributes),
    iconType: valueOf(attributes.get('iconType')),
    alignment: valueOf(attributes.get('heroTeaserAlignment')),
    formId: kind === 'FORM' ? valueOf(attributes.get('teaserName')) : null,
    tabLabel: textOf(attributes.get('tabText')),
    children: children.map((child) => mapTeaser(child, context)),
    products: (teaser.productsRecommendations ?? []).map((tile) => context.productTile(tile, context.lightning)),
    teaserWishlistId: teaser.teaserWishlistExternalId,
  };
}

/** Grid rows: rows merged and ordered by their index y, cells left to right (x), widths within 1..12. */
export function mapRows(rows: readonly UpstreamRowInput[], context: TeaserContext): ContentRow[] {
  const byY = new Map<number, UpstreamCellInput[]>();
  for (const row of rows) byY.set(row.y, [...(byY.get(row.y) ?? []), ...row.cells]);
  return [...byY.entries()]
    .sort(([a], [b]) => a - b)
    .map(([y, cells]) => ({
      y,
      cells: [...cells]
        .sort((a, b) => a.x - b.x)
        .map((cell) => ({
          width: Math.min(12, Math.max(1, Math.round(cell.width))),
          layout: {
            greyDotsBackground: cell.attributes.greyDotsBackground,
            noSpaces: cell.attributes.noSpaces,
            paperBorderTop: cell.attributes.paperBorderTop,
            paperBorderBottom: cell.attributes.paperBorderBottom,
            whiteBackground: cell.attributes.whiteBackground,
            whiteBackgroundFullWidth: cell.attributes.whiteBackgroundFullWidth,
            noTopMargin: cell.attributes.noTopMargin,
          },
          teaser: mapTeaser(cell.teaser, context),
        })),
    }));
}
