import { Args, Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import type {
  AddToCartInput,
  CartMutationResult,
  CartResult,
  CartSession,
  ChangeCartLineQuantityInput,
  RemoveCartLineInput,
} from '@tafel/graphql-schema/orchestrator-resolvers';
import type { Request } from 'express';
import { siteOf } from '../common/site.js';
import { CartService, userIdFrom, type CartVisitor } from './cart.service.js';

// Node lower-cases header names.
const USER_ID = 'x-ishop-api-userid';

/** The cart's owner and the site whose shop prices it, from the storefront's headers. */
function visitorOf(req: Request): CartVisitor {
  return { userId: userIdFrom(req.headers[USER_ID]), site: siteOf(req) };
}

@Resolver()
export class CartResolver {
  constructor(private readonly carts: CartService) {}

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
}
