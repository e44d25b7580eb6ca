import type { Resolvers } from '@tafel/graphql-schema/upstream-resolvers';
import type { UpstreamContext } from '../context.js';
import { commentMutations, commentQueries } from './comments.js';
import { entryMutations } from './entries.js';
import { listMutations } from './lists.js';
import { listQueries } from './queries.js';
import { sharingMutations } from './sharing.js';
import { teaserMutations, teaserQueries } from './teaser.js';

/** Wishlists: account lists, visitors' merkzettel, CMS teaser lists (see wishlists.graphql). */
export const wishlistResolvers: Resolvers<UpstreamContext> = {
  Query: { ...listQueries, ...commentQueries, ...teaserQueries },
  Mutation: { ...entryMutations, ...listMutations, ...sharingMutations, ...commentMutations, ...teaserMutations },
};
