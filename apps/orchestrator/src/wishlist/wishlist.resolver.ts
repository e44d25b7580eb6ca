import { Inject } from '@nestjs/common';
import { Args, Context, Mutation, Query, ResolveField, Resolver } from '@nestjs/graphql';
import type {
  AddToWishlistInput,
  AddWishlistCommentInput,
  ChangeWishlistDescriptionInput,
  CreateWishlistInviteLinkInput,
  ImportSharedWishlistInput,
  DeleteWishlistCommentInput,
  ShareWishlistInput,
  AddWishlistToCartInput,
  AddTeaserWishlistToCartInput,
  ReplaceTeaserWishlistItemInput,
  TeaserWishlistLocalInput,
  ChangeWishlistQuantityInput,
  ChangeWishlistVariantInput,
  CreateWishlistInput,
  MergeVisitorWishlistInput,
  RemoveProductFromWishlistInput,
  RemoveWishlistEntryInput,
  RenameWishlistInput,
  TransferWishlistEntryInput,
  WishlistIdInput,
  WishlistProductInput,
} from '@tafel/graphql-schema/orchestrator-resolvers';
import type { Request } from 'express';
import { sessionRequired } from '../account/index.js';
import { clientAddress } from '../common/client-address.js';
import type { AppConfig } from '../config/config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { shopperFrom, type Shopper } from '../request/index.js';
import { WishlistCart } from './wishlist-cart.service.js';
import { WishlistChanges } from './wishlist-changes.service.js';
import { WishlistEntryMoves } from './wishlist-entry-moves.service.js';
import { WishlistInvites } from './wishlist-invites.service.js';
import { WishlistLimits } from './wishlist-limits.js';
import { WishlistMerge } from './wishlist-merge.service.js';
import { WishlistReads } from './wishlist-reads.service.js';
import { wishlistRateLimited } from './wishlist-results.js';
import { TeaserWishlists } from './teaser-wishlist.service.js';

/** orchestrator-wishlist.graphql: the reads, and every change behind the rate limit. */
@Resolver()
export class WishlistResolver {
  constructor(
    private readonly reads: WishlistReads,
    private readonly changes: WishlistChanges,
    private readonly cart: WishlistCart,
    private readonly merger: WishlistMerge,
    private readonly limits: WishlistLimits,
    private readonly teasers: TeaserWishlists,
    private readonly invites: WishlistInvites,
    private readonly moves: WishlistEntryMoves,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Query('wishlists')
  wishlists(@Args('activeId') activeId: string | null, @Context('req') req: Request) {
    return this.reads.overview(shopperFrom(req), activeId);
  }

  @Query('wishlist')
  async wishlist(@Args('id') id: string, @Context('req') req: Request) {
    return this.reads.one(shopperFrom(req), id);
  }

  @Query('wishlistMembership')
  wishlistMembership(@Args('products') products: WishlistProductInput[], @Context('req') req: Request) {
    return this.reads.membership(shopperFrom(req), products);
  }

  @Query('teaserWishlist')
  teaserWishlist(@Args('id') id: string, @Context('req') req: Request) {
    return this.reads.teaser(shopperFrom(req), id);
  }

  /** The teaser block's totals for the shopper's local quantities and variants (cost per entry: query-limits.ts). */
  @Query('teaserWishlistTotals')
  teaserWishlistTotals(@Args('input') input: TeaserWishlistLocalInput, @Context('req') req: Request) {
    return this.teasers.totals(shopperFrom(req), input);
  }

  /** Counts the change, then runs it; over the limit nothing is read or written. */
  private async limited<T>(req: Request, work: (shopper: Shopper) => Promise<T>) {
    const shopper = shopperFrom(req);
    const wait = await this.limits.admit(shopper.userId ?? shopper.jwt, clientAddress(req, this.config.support.internalApiSecret));
    return wait === null ? work(shopper) : wishlistRateLimited(wait);
  }

  /** Account-only changes: without a customer session SessionRequiredError, nothing called. */
  private customer<T>(req: Request, work: (shopper: Shopper & { jwt: string }) => Promise<T>) {
    return this.limited(req, async (shopper): Promise<T | ReturnType<typeof sessionRequired>> => (shopper.jwt ? work({ ...shopper, jwt: shopper.jwt }) : sessionRequired(false)));
  }

  @Mutation('createWishlist')
  createWishlist(@Args('input') input: CreateWishlistInput, @Context('req') req: Request) {
    return this.customer(req, (s) => this.changes.create(s, input));
  }

  @Mutation('renameWishlist')
  renameWishlist(@Args('input') input: RenameWishlistInput, @Context('req') req: Request) {
    return this.customer(req, (s) => this.changes.rename(s, input));
  }

  @Mutation('deleteWishlist')
  deleteWishlist(@Args('input') input: WishlistIdInput, @Context('req') req: Request) {
    return this.customer(req, (s) => this.changes.remove(s, input));
  }

  @Mutation('setActiveWishlist')
  setActiveWishlist(@Args('input') input: WishlistIdInput, @Context('req') req: Request) {
    return this.limited(req, (s) => this.changes.setActive(s, input));
  }

  @Mutation('addToWishlist')
  addToWishlist(@Args('input') input: AddToWishlistInput, @Context('req') req: Request) {
    return this.limited(req, (s) => this.changes.add(s, input));
  }

  @Mutation('removeWishlistEntry')
  removeWishlistEntry(@Args('input') input: RemoveWishlistEntryInput, @Context('req') req: Request) {
    return this.limited(req, (s) => this.changes.removeEntry(s, input));
  }

  @Mutation('removeProductFromWishlist')
  removeProductFromWishlist(@Args('input') input: RemoveProductFromWishlistInput, @Context('req') req: Request) {
    return this.limited(req, (s) => this.changes.removeProduct(s, input));
  }

  @Mutation('changeWishlistQuantity')
  changeWishlistQuantity(@Args('input') input: ChangeWishlistQuantityInput, @Context('req') req: Request) {
    return this.limited(req, (s) => this.changes.changeQuantity(s, input));
  }

  @Mutation('changeWishlistVariant')
  changeWishlistVariant(@Args('input') input: ChangeWishlistVariantInput, @Context('req') req: Request) {
    return this.limited(req, (s) => this.changes.changeVariant(s, input));
  }

  @Mutation('addWishlistComment')
  addWishlistComment(@Args('input') input: AddWishlistCommentInput, @Context('req') req: Request) {
    return this.customer(req, (s) => this.changes.comment(s, input));
  }

  @Mutation('setDefaultWishlist')
  setDefaultWishlist(@Args('input') input: WishlistIdInput, @Context('req') req: Request) {
    return this.customer(req, (s) => this.changes.setDefault(s, input));
  }

  @Mutation('shareWishlist')
  shareWishlist(@Args('input') input: ShareWishlistInput, @Context('req') req: Request) {
    return this.customer(req, (s) => this.changes.share(s, input));
  }

  @Mutation('changeWishlistDescription')
  changeWishlistDescription(@Args('input') input: ChangeWishlistDescriptionInput, @Context('req') req: Request) {
    return this.customer(req, (s) => this.changes.describe(s, input));
  }

  @Mutation('createWishlistInviteLink')
  createWishlistInviteLink(@Args('input') input: CreateWishlistInviteLinkInput, @Context('req') req: Request) {
    return this.customer(req, (s) => this.invites.createLink(s, input));
  }

  /** An import counts as a change and again against its own, tighter limit (tokens must not be guessable). */
  @Mutation('importSharedWishlist')
  async importSharedWishlist(@Args('input') input: ImportSharedWishlistInput, @Context('req') req: Request) {
    const shopper = shopperFrom(req);
    const wait = await this.limits.admitImport(shopper.userId ?? shopper.jwt, clientAddress(req, this.config.support.internalApiSecret));
    if (wait !== null) return wishlistRateLimited(wait);
    return this.customer(req, (s) => this.invites.importShared(s, input));
  }

  @Mutation('deleteWishlistComment')
  deleteWishlistComment(@Args('input') input: DeleteWishlistCommentInput, @Context('req') req: Request) {
    return this.customer(req, (s) => this.changes.deleteComment(s, input));
  }

  @Mutation('transferWishlistEntry')
  transferWishlistEntry(@Args('input') input: TransferWishlistEntryInput, @Context('req') req: Request) {
    return this.customer(req, (s) => this.moves.transfer(s, input));
  }

  @Mutation('addWishlistToCart')
  addWishlistToCart(@Args('input') input: AddWishlistToCartInput, @Context('req') req: Request) {
    return this.limited(req, (s) => this.cart.addToCart(s, input));
  }

  @Mutation('replaceTeaserWishlistItem')
  replaceTeaserWishlistItem(@Args('input') input: ReplaceTeaserWishlistItemInput, @Context('req') req: Request) {
    return this.limited(req, (s) => this.teasers.replaceItem(s, input));
  }

  @Mutation('addTeaserWishlistToCart')
  addTeaserWishlistToCart(@Args('input') input: AddTeaserWishlistToCartInput, @Context('req') req: Request) {
    return this.limited(req, (s) => this.teasers.addToCart(s, input));
  }

  @Mutation('mergeVisitorWishlist')
  mergeVisitorWishlist(@Args('input') input: MergeVisitorWishlistInput, @Context('req') req: Request) {
    return this.customer(req, (s) => this.merger.merge(s, input.visitorUserId));
  }
}

const byTypename = { __resolveType: (value: { __typename?: string }) => value.__typename ?? null };

/** The wishlist unions resolve by the __typename the services tag their results with. */
function unionResolver(name: string) {
  @Resolver(name)
  class UnionResolver {
    @ResolveField('__resolveType')
    resolveType(value: { __typename?: string }) {
      return byTypename.__resolveType(value);
    }
  }
  Object.defineProperty(UnionResolver, 'name', { value: `${name}Resolver` });
  return UnionResolver;
}

export const WISHLIST_UNION_RESOLVERS = [
  'WishlistResult',
  'WishlistChangeResult',
  'WishlistDeleteResult',
  'WishlistEntryResult',
  'WishlistRemoveResult',
  'WishlistCommentResult',
  'WishlistCartResult',
  'WishlistMergeResult',
  'WishlistTransferResult',
  'WishlistInviteLinkResult',
].map(unionResolver);
