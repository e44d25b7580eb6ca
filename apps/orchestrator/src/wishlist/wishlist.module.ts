import { Module } from '@nestjs/common';
import { UpstreamModule } from '../upstream/upstream.module.js';
import { WishlistCart } from './wishlist-cart.service.js';
import { WishlistChanges } from './wishlist-changes.service.js';
import { WishlistEntryMoves } from './wishlist-entry-moves.service.js';
import { WishlistInvites } from './wishlist-invites.service.js';
import { WishlistLimits } from './wishlist-limits.js';
import { WishlistMerge } from './wishlist-merge.service.js';
import { WishlistReads } from './wishlist-reads.service.js';
import { WishlistResolver, WISHLIST_UNION_RESOLVERS } from './wishlist.resolver.js';
import { WishlistUpstream } from './wishlist-upstream.js';
import { TeaserWishlists } from './teaser-wishlist.service.js';

/** The wishlists of issue 29 (orchestrator-wishlist.graphql); the lightning switch comes from the global deals module. */
@Module({
  imports: [UpstreamModule],
  providers: [WishlistResolver, ...WISHLIST_UNION_RESOLVERS, WishlistReads, WishlistChanges, WishlistCart, WishlistMerge, WishlistLimits, WishlistUpstream, WishlistInvites, WishlistEntryMoves, TeaserWishlists],
})
export class WishlistModule {}
