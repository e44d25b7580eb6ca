import { SearchSuggestionsDocument } from '@tafel/graphql-schema/storefront';
import { browserShopClient } from '@/lib/shop-api/browser-client';

// Loaded with import() by the header's search box when it first asks: the query document comes
// with Apollo Client, off the pages' first load.

/** The shop's suggestions for a query (through /api/shop/, batched and cached by Apollo Client). */
export async function askSuggestions(query: string): Promise<readonly string[]> {
  const client = await browserShopClient();
  const { data } = await client.query({ query: SearchSuggestionsDocument, variables: { query } });
  return data?.searchSuggestions ?? [];
}
