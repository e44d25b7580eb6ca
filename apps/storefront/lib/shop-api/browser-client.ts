import type { ApolloClient } from '@apollo/client';

// The browser's Apollo Client (with graphql, ≈ 60 kB gzip) stays off the pages' first load: the
// few client components that ask GraphQL questions (search suggestions, the submit panel's polling)
// load it with import() when they first need it, and share the one client (and cache) it makes.

let client: Promise<ApolloClient> | undefined;

/** The shop's Apollo Client in the browser, loaded and made on first use. */
export function browserShopClient(): Promise<ApolloClient> {
  if (typeof window === 'undefined') return Promise.reject(new Error('browserShopClient() is for the browser: read server data in a server component'));
  client ??= import('./apollo-client').then(
    ({ makeShopClient }) => makeShopClient(),
    (error: unknown) => {
      // A failed chunk load (network) is tried again next time instead of failing for good.
      client = undefined;
      throw error;
    },
  );
  return client;
}
