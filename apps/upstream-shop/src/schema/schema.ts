import { makeExecutableSchema } from '@graphql-tools/schema';
import { upstreamTypeDefs } from '@tafel/graphql-schema';
import type { GraphQLSchema } from 'graphql';
import { buildResolvers } from '../resolvers/index.js';

/**
 * The executable upstream schema. makeExecutableSchema fails at start-up when a resolver names
 * a type or field the SDL does not have, so resolvers cannot drift from the contract.
 */
export function buildUpstreamSchema(): GraphQLSchema {
  return makeExecutableSchema({
    typeDefs: upstreamTypeDefs(),
    resolvers: buildResolvers(),
    resolverValidationOptions: { requireResolversToMatchSchema: 'error' },
  });
}
