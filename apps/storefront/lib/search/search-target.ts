import { cleanSearchText, SEARCH_QUERY_MAX_LENGTH } from '@tafel/domain';

// Where the header's search box goes, without the listing code of search-params.ts: the box is on
// every shop page, so it brings only this (search-target.spec.ts keeps it equal to searchHref).

/** The search page's path. */
export const SEARCH_PATH = '/search';

/** Where the header's search box goes: home for a blank query (spec §2), else the search. */
export function searchTarget(query: string): string {
  const q = cleanSearchText(query).slice(0, SEARCH_QUERY_MAX_LENGTH);
  return q === '' ? '/' : `${SEARCH_PATH}?q=${encodeURIComponent(q).replace(/%20/g, '+')}`;
}
