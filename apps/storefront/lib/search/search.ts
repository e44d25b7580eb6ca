import { SearchKeys } from '@tafel/domain';
import { SearchDocument } from '@tafel/graphql-schema/storefront';
import { cache } from 'react';
import { catalogueOptions } from '@/lib/listing/catalogue';
import { isBadInput, orchestratorRequest } from '@/lib/shop-api/orchestrator';
import { searchInput, type SearchState } from './search-params';
import type { SearchOutcome } from './search-view';

// React `cache` dedupes within one request; its key is the argument, so the input travels as JSON.
const searchOnce = cache(async (input: string): Promise<SearchOutcome> => {
  try {
    const data = await orchestratorRequest(SearchDocument, { input: JSON.parse(input) }, await catalogueOptions());
    return data.search;
  } catch (error) {
    // The page checks its input first; should the API still refuse it, the shopper sees the notice.
    if (isBadInput(error)) {
      return { __typename: 'ValidationError', errorCode: 'VALIDATION_FAILED', messageKey: SearchKeys.refused, message: error instanceof Error ? error.message : '', fieldErrors: [] };
    }
    throw error;
  }
});

/**
 * One page of a search (results, a redirect or a validation error). Search answers are the same
 * for every visitor of a shop, so they are cached like catalogue reads: for anonymous visitors.
 */
export function getSearch(state: SearchState): Promise<SearchOutcome> {
  return searchOnce(JSON.stringify(searchInput(state)));
}
