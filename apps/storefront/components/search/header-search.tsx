'use client';

import { cleanSearchText, SEARCH_QUERY_MAX_LENGTH } from '@tafel/domain';
import { usePathname, useSearchParams } from 'next/navigation';
import { SEARCH_PATH } from '@/lib/search/search-target';
import { SearchBox } from './search-box';

/**
 * The search box with the query of the search page it is on: what the shopper typed (`oq` after
 * a long-tail adjustment), so it can be changed; empty on every other page.
 */
export function HeaderSearch() {
  const pathname = usePathname();
  const params = useSearchParams();
  const query = pathname === SEARCH_PATH ? cleanSearchText(params.get('oq') || params.get('q') || '').slice(0, SEARCH_QUERY_MAX_LENGTH) : '';
  return <SearchBox initialQuery={query} />;
}
