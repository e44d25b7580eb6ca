import type { Resolvers } from '@tafel/graphql-schema/upstream-resolvers';
import type { UpstreamContext } from '../context.js';
import { pageResolvers } from './pages.js';
import { parameterResolvers } from './parameters.js';
import { trackingResolvers } from './tracking.js';

/** The content area: global parameters, page details and grids, tracking. */
export const contentResolvers: Resolvers<UpstreamContext> = {
  Query: { ...parameterResolvers.Query, ...pageResolvers.Query, ...trackingResolvers.Query },
  Mutation: { ...trackingResolvers.Mutation },
};
