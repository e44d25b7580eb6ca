import type { ApolloServerPlugin } from '@apollo/server';

/** A Cache-Control value Apollo's cache-control plugin would keep as it is (it only narrows these). */
const CACHEABLE = /^max-age=(\d+), (public|private)$/;

/**
 * Answers every GraphQL response `Cache-Control: no-store`, as Apollo's default cache-control
 * plugin did: the schema has no @cacheControl hints and no resolver sets one, so its policy was
 * always max-age 0, i.e. no-store (a header a resolver set is kept when unparsable or already
 * no-store, and a cacheable one is narrowed to no-store). That plugin computed a cache policy for
 * every resolved field (Apollo wraps each resolver for it), about 1.5 ms per return; it is
 * switched off with ApolloServerPluginCacheControlDisabled and this one writes the header instead.
 */
export function noStorePlugin(): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response }) {
          const existing = response.http.headers.get('cache-control');
          if (existing === undefined || CACHEABLE.test(existing)) response.http.headers.set('cache-control', 'no-store');
        },
      };
    },
  };
}
