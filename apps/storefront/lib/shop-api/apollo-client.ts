import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { BatchHttpLink } from '@apollo/client/link/batch-http';
import possibleTypesResult from '@tafel/graphql-schema/possible-types';
import { throwError } from 'rxjs';
import { BATCH_INTERVAL_MS, BATCH_MAX, fetchWithTimeout, REQUEST_TIMEOUT_MS, SHOP_GRAPHQL_PATH } from './graphql-transport';

/**
 * Client components never query while they are rendered on the server: the session token is an
 * HttpOnly cookie the browser's requests carry to /api/shop/, but a server-side render has no
 * such request to make (and a relative URL to fetch). Server data is read by server components
 * through lib/ (orchestratorRequest); an Apollo query started during server rendering fails
 * loudly here instead of answering another visitor's or an anonymous view.
 */
const serverRenderLink = new ApolloLink((operation) =>
  throwError(
    () =>
      new Error(
        `GraphQL operation "${operation.operationName ?? 'anonymous'}" started while rendering on the server; ` +
          'read server data in a server component, or use the query with { ssr: false } / in an effect.',
      ),
  ),
);

/** The browser's link: batched to /api/shop/ (spec §7/§9: at most 10 per 15 ms, 5 s timeout). */
function browserLink(): ApolloLink {
  return new BatchHttpLink({
    uri: SHOP_GRAPHQL_PATH,
    batchMax: BATCH_MAX,
    batchInterval: BATCH_INTERVAL_MS,
    credentials: 'same-origin',
    fetch: fetchWithTimeout(REQUEST_TIMEOUT_MS),
  });
}

/**
 * A new Apollo Client for client components. Loaded with import() (lib/shop-api/browser-client.ts)
 * when a component first asks a question, never with a page: one per browser tab.
 */
export function makeShopClient(): ApolloClient {
  return new ApolloClient({
    // Union members (Checkout | CheckoutNotFoundError | ...) must be known to match fragments on them.
    cache: new InMemoryCache({ possibleTypes: possibleTypesResult.possibleTypes }),
    link: typeof window === 'undefined' ? serverRenderLink : browserLink(),
    // Spec §7: the default fetch policy is cache-first.
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-first' },
      query: { fetchPolicy: 'cache-first' },
    },
  });
}
