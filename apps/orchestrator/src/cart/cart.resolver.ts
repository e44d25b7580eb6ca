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
import { CartService, userIdFrom } from './cart.service.js';

// Node lower-cases header names.
const USER_ID = 'x-ishop-api-userid';

@Resolver()
export class CartResolver {
  constructor(private readonly carts: CartService) {}

  @Query('cart')
  cart(@Args('cartId') cartId: string, @Context('req') req: Request): Promise<CartResult> {
    return this.carts.cart(cartId, userIdFrom(req.headers[USER_ID]));
  }

  @Mutation('createCart')
  createCart(): Promise<CartSession> {
    return this.carts.createCart();
  }

  @Mutation('addToCart')
  addToCart(@Args('input') input: AddToCartInput, @Context('req') req: Request): Promise<CartMutationResult> {
    return this.carts.addToCart(input, userIdFrom(req.headers[USER_ID]));
  }

  @Mutation('changeCartLineQuantity')
  changeCartLineQuantity(@Args('input') input: ChangeCartLineQuantityInput, @Context('req') req: Request): Promise<CartMutationResult> {
    return this.carts.changeCartLineQuantity(input, userIdFrom(req.headers[USER_ID]));
  }

  @Mutation('removeCartLine')
  removeCartLine(@Args('input') input: RemoveCartLineInput, @Context('req') req: Request): Promise<CartMutationResult> {
    return this.carts.removeCartLine(input, userIdFrom(req.headers[USER_ID]));
  }
}
