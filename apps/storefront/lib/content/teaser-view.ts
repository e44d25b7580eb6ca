import type { ButtonScheme } from '@tafel/graphql-schema/storefront';
import type { CellLayout } from './content';

/** Catalogue spec §5 button schemes as the shop's button classes (globals.css `.btn*`, content.module.css). */
const SCHEME_CLASSES: Readonly<Record<ButtonScheme, string>> = {
  PRIMARY: 'btn',
  SECONDARY: 'btn btn-secondary',
  RED: 'btn btn-red',
  GREEN: 'btn btn-green',
  OUTLINE: 'btn btn-outline',
  LINK: 'btn-link',
};

/** The class list of a teaser button; no scheme (or one the CMS made up) looks like the primary button. */
export function buttonClass(scheme: ButtonScheme | null | undefined): string {
  return (scheme && SCHEME_CLASSES[scheme]) || SCHEME_CLASSES.PRIMARY;
}

/** A cell's width in twelfths, kept within 1..12 (a row never overflows, a zero width still shows). */
export function cellSpan(width: number): number {
  if (!Number.isFinite(width)) return 12;
  return Math.min(12, Math.max(1, Math.round(width)));
}

/** A cell with none of the CMS's layout switches on (teasers the shop lays out itself, e.g. a category's). */
export const NO_CELL_LAYOUT: Readonly<CellLayout> = {
  greyDotsBackground: false,
  noSpaces: false,
  paperBorderTop: false,
  paperBorderBottom: false,
  whiteBackground: false,
  whiteBackgroundFullWidth: false,
  noTopMargin: false,
};

/** The layout switches that are on, as the names of their CSS classes (content.module.css). */
export function layoutClassNames(layout: CellLayout): string[] {
  const names: string[] = [];
  if (layout.greyDotsBackground) names.push('greyDots');
  if (layout.noSpaces) names.push('noSpaces');
  if (layout.paperBorderTop) names.push('paperTop');
  if (layout.paperBorderBottom) names.push('paperBottom');
  // Full width implies the white background; the class stretches it to the viewport's edges.
  if (layout.whiteBackgroundFullWidth) names.push('whiteFull');
  else if (layout.whiteBackground) names.push('white');
  if (layout.noTopMargin) names.push('noTopMargin');
  return names;
}

/** A link the client router can follow: a shop path ('/x', not '//host'), no new window. */
export function isClientHref(url: string, newWindow = false): boolean {
  return !newWindow && url.startsWith('/') && !url.startsWith('//');
}

/** The inline style of a teaser's colours (the orchestrator passes only valid CSS colours). */
export function colorStyle(color: string | null | undefined): { color: string } | undefined {
  return color ? { color } : undefined;
}
