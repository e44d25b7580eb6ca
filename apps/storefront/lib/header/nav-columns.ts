/**
 * Catalogue spec §2 "Header": a level-2 list with more than 8 children and a ratio over 1.34 is
 * shown in several columns. The ratio is the list's length over the 8 rows one column holds, so a
 * list of 9 or 10 stays one (slightly longer) column instead of leaving one or two links alone in
 * a second column; from 11 children it spreads over columns of at most 8.
 */
export const NAV_COLUMN_ROWS = 8;
export const NAV_COLUMN_RATIO = 1.34;

/** How many columns a navigation list of `childCount` entries is shown in (1 or more). */
export function navColumnCount(childCount: number): number {
  if (!Number.isFinite(childCount) || childCount <= NAV_COLUMN_ROWS) return 1;
  if (childCount / NAV_COLUMN_ROWS <= NAV_COLUMN_RATIO) return 1;
  return Math.ceil(childCount / NAV_COLUMN_ROWS);
}
