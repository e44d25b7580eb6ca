import type { Resolvers } from '@tafel/graphql-schema/upstream-resolvers';
import type { UpstreamContext } from '../context.js';
import { orderResolvers } from './order-resolvers.js';
import { returnMutationResolvers } from './return-mutation-resolvers.js';
import { returnQueryResolvers } from './return-query-resolvers.js';

/** The orders and returns area: account order queries, return lookups and return mutations. */
export const orderAreaResolvers: Resolvers<UpstreamContext>[] = [orderResolvers, returnQueryResolvers, returnMutationResolvers];
