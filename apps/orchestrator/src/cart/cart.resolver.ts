import { Inject } from '@nestjs/common';
import { Args, Context, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import type {
  AddToCartInput,
  Cart,
  CartMutationResult,
  CartResult,
  CartSession,
  ChangeCartLineQuantityInput,
  RemoveCartLineInput,
  RemovedCartLine,
  UndoRemoveCartLineInput,
  UndoRemoveCartLineResult,
  VoucherInput,
  VoucherResult,
} from '@tafel/graphql-schema/orchestrator-resolvers';
import type { Request } from 'express';
import { clientAddress, fromStorefront, namedClientAddress } from '../common/client-address.js';
import { siteOf } from '../common/site.js';
import type { AppConfig } from '../config/config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { CartVoucherService } from './cart-vouchers.service.js';
import { CartService, userIdFrom, type CartVisitor } from './cart.service.js';

// Node lower-cases header names.
const USER_ID = 'x-ishop-api-userid';

/** The cart's owner and the site whose shop prices it, from the storefront's headers. */
function visitorOf(req: Request): CartVisitor {
  return { userId: userIdFrom(req.headers[USER_ID]), site: siteOf(req) };
}

@Resolver()
export class CartResolver {
  constructor(
    private readonly carts: CartService,
    private readonly vouchers: CartVoucherService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Query('cart')
  cart(@Args('cartId') cartId: string, @Context('req') req: Request): Promise<CartResult> {
    return this.carts.cart(cartId, visitorOf(req));
  }

  @Mutation('createCart')
  createCart(@Context('req') req: Request): Promise<CartSession> {
    return this.carts.createCart(siteOf(req));
  }

  @Mutation('addToCart')
  addToCart(@Args('input') input: AddToCartInput, @Context('req') req: Request): Promise<CartMutationResult> {
    return this.carts.addToCart(input, visitorOf(req));
  }

  @Mutation('changeCartLineQuantity')
  changeCartLineQuantity(@Args('input') input: ChangeCartLineQuantityInput, @Context('req') req: Request): Promise<CartMutationResult> {
    return this.carts.changeCartLineQuantity(input, visitorOf(req));
  }

  @Mutation('removeCartLine')
  removeCartLine(@Args('input') input: RemoveCartLineInput, @Context('req') req: Request): Promise<CartMutationResult> {
    return this.carts.removeCartLine(input, visitorOf(req));
  }

  @Mutation('undoRemoveCartLine')
  undoRemoveCartLine(@Args('input') input: UndoRemoveCartLineInput, @Context('req') req: Request): Promise<UndoRemoveCartLineResult> {
    return this.carts.undoRemoveCartLine(input, visitorOf(req));
  }

  @Mutation('applyVoucher')
  applyVoucher(@Args('input') input: VoucherInput, @Context('req') req: Request): Promise<VoucherResult> {
    const secret = this.config.support.internalApiSecret;
    // Our storefront names the browser's address, or none (no trusted proxy): its own address would
    // be every shopper's, so the address is not counted then. Anyone else counts by its connection.
    const address = fromStorefront(req, secret) ? namedClientAddress(req, secret) : clientAddress(req, secret);
    return this.vouchers.apply(input, visitorOf(req), address);
  }

  @Mutation('removeVoucher')
  removeVoucher(@Args('input') input: VoucherInput, @Context('req') req: Request): Promise<VoucherResult> {
    return this.vouchers.remove(input, visitorOf(req));
  }
}

/** Cart.lastRemovedLine: one Redis read, for the cart's owner only (IO_FIELDS in graphql/query-limits.ts). */
@Resolver('Cart')
export class CartRemovedLineResolver {
  constructor(private readonly carts: CartService) {}

  @ResolveField('lastRemovedLine')
  lastRemovedLine(@Parent() cart: Cart, @Context('req') req: Request): Promise<RemovedCartLine | null> {
    return this.carts.lastRemovedLine(cart.id, userIdFrom(req.headers[USER_ID]));
  }
}
