import { Inject, Injectable } from '@nestjs/common';
import type { QuantityLimits } from '@tafel/domain';
import type {
  AddToCartInput,
  CartMutationResult,
  CartSession,
  ChangeCartLineQuantityInput,
  RemoveCartLineInput,
  UndoRemoveCartLineInput,
  UndoRemoveCartLineResult,
} from '@tafel/graphql-schema/orchestrator-resolvers';
import {
  CartUpdateDocument,
  FindCartDocument,
  ShopInitDocument,
  type CartOperationInput,
  type CartUpdateMutation,
  type UpstreamCartFragment,
} from '@tafel/graphql-schema/upstream-client';
import { AppError, badUserInput } from '../common/app-error.js';
import { SHOP_ID_RULE } from '@tafel/domain';
import { isSafeId, requireSafeId } from '../common/ids.js';
import { LIGHTNING_SWITCH_PORT, type LightningSwitchPort } from '../common/lightning-switch-port.js';
import type { Site } from '../common/site.js';
import { USER_ID_HEADER, UpstreamClient } from '../upstream/upstream-client.js';
import { AddToCartDto, ChangeCartLineQuantityDto, RemoveCartLineDto } from './cart-input.dto.js';
import { cartNotFound, fromRefusedUpdate, undoExpired, type QuantityFieldOf, type TypedCartNotFound } from './cart-results.js';
import { validateCartInput } from './cart-validation.js';
import { toCart } from './cart.mapper.js';
import { RemovedLineStore } from './removed-line-store.js';

type UpdateResult = CartUpdateMutation['cart_update'];

export interface UpdatePlan {
  cartId: string;
  ops: CartOperationInput[];
  /** Whether the operation still makes sense in a brand-new cart (see update()). */
  movesToNewCart: boolean;
  /** Finds the line whose limits explain a refused quantity. */
  lineOf: (cart: UpstreamCartFragment) => UpstreamCartFragment['items'][number] | undefined;
  /** Several operations: names the caller's field of a refused quantity (see fromRefusedUpdate). */
  quantityField?: QuantityFieldOf;
}

/** One article to add; the caller has checked it (the order form checks ids and quantities). */
export interface CartAddition {
  itemId: string;
  quantity: number;
}

/**
 * Who a cart call is for: the owner's user id (X-iSHOP-API-USERID; undefined when the visitor has
 * none yet) and the site, whose shop the upstream prices the cart in.
 */
export interface CartVisitor {
  userId: string | undefined;
  site: Site;
}

/** The visitor's cart, kept by the upstream; the orchestrator validates and maps. */
@Injectable()
export class CartService {
  constructor(
    private readonly upstream: UpstreamClient,
    @Inject(LIGHTNING_SWITCH_PORT) private readonly lightning: LightningSwitchPort,
    private readonly removedLines: RemovedLineStore,
  ) {}

  async createCart(site: Site): Promise<CartSession> {
    const { shopInit } = await this.upstream.request(ShopInitDocument, {}, { site });
    return { __typename: 'CartSession', cartId: shopInit.cartId, userId: shopInit.userId };
  }

  /** Reads the cart; a lost cart is a CartNotFoundError and nothing is created (spec §8). */
  async cart(cartId: string, { userId, site }: CartVisitor): Promise<ReturnType<typeof toCart> | TypedCartNotFound> {
    requireSafeId('cartId', cartId);
    if (!userId) return cartNotFound(`The ${USER_ID_HEADER} header is required to read a cart`);
    try {
      const [data, lightningOn] = await Promise.all([this.upstream.request(FindCartDocument, { cartId }, { userId, site }), this.lightning.isOn(site)]);
      return toCart(data.shop_findCart, lightningOn);
    } catch (error) {
      if (isLostCart(error)) return cartNotFound(error.message);
      throw error;
    }
  }

  async addToCart(input: AddToCartInput, visitor: CartVisitor): Promise<CartMutationResult> {
    const check = validateCartInput(AddToCartDto, input);
    if (!check.ok) return check.result;
    const { cartId, itemId, quantity } = check.value;
    return this.update(visitor, {
      cartId,
      ops: [{ addPosition: { itemId, quantity } }],
      movesToNewCart: true,
      lineOf: (cart) => cart.items.find((item) => item.itemId === itemId),
    });
  }

  /**
   * Adds several articles in ONE cart_update (the order form: all or nothing, the upstream checks
   * every operation before it writes). A lost cart moves to a new one like addToCart.
   */
  async addItems(cartId: string, additions: readonly CartAddition[], visitor: CartVisitor, quantityField?: QuantityFieldOf): Promise<CartMutationResult> {
    requireSafeId('cartId', cartId);
    for (const { itemId } of additions) requireSafeId('itemId', itemId);
    if (additions.length === 0) throw badUserInput('at least one article is required');
    return this.update(visitor, {
      cartId,
      ops: additions.map(({ itemId, quantity }) => ({ addPosition: { itemId, quantity } })),
      movesToNewCart: true,
      lineOf: () => undefined,
      quantityField,
    });
  }

  async changeCartLineQuantity(input: ChangeCartLineQuantityInput, visitor: CartVisitor): Promise<CartMutationResult> {
    const check = validateCartInput(ChangeCartLineQuantityDto, input);
    if (!check.ok) return check.result;
    const { cartId, lineId, quantity } = check.value;
    return this.update(visitor, {
      cartId,
      ops: [{ changeQuantity: { positionId: lineId, quantity } }],
      movesToNewCart: false,
      lineOf: (cart) => cart.items.find((item) => item.id === lineId),
    });
  }

  /**
   * Removes a line and remembers it for 8 s (spec §4) so undoRemoveCartLine can put it back. The
   * cart is read first: the answer of the removal no longer holds the line.
   */
  async removeCartLine(input: RemoveCartLineInput, visitor: CartVisitor): Promise<CartMutationResult> {
    const check = validateCartInput(RemoveCartLineDto, input);
    if (!check.ok) return check.result;
    const { cartId, lineId } = check.value;
    const before = await this.cart(cartId, visitor);
    if (before.__typename === 'CartNotFoundError') return before;
    const position = before.lines.findIndex((line) => line.id === lineId);
    const removed = before.lines[position];
    const result = await this.update(visitor, {
      cartId,
      ops: [{ removePosition: { positionId: lineId } }],
      movesToNewCart: false,
      lineOf: (cart) => cart.items.find((item) => item.id === lineId),
    });
    if (result.__typename === 'CartUpdated' && removed && visitor.userId) {
      await this.removedLines.remember(cartId, visitor.userId, { lineId, itemId: removed.itemId, name: removed.name, quantity: removed.quantity, position });
    }
    return result;
  }

  /** Puts back the line removed last while its 8 s run (spec §4); the add follows the cart's rules again. */
  async undoRemoveCartLine(input: UndoRemoveCartLineInput, visitor: CartVisitor): Promise<UndoRemoveCartLineResult> {
    const check = validateCartInput(RemoveCartLineDto, input);
    if (!check.ok) return check.result;
    const { cartId, lineId } = check.value;
    if (!visitor.userId) return cartNotFound(`The ${USER_ID_HEADER} header is required to change a cart`);
    const line = await this.removedLines.take(cartId, visitor.userId, lineId);
    if (!line) return undoExpired();
    try {
      return await this.update(visitor, {
        cartId,
        ops: [{ addPosition: { itemId: line.itemId, quantity: line.quantity } }],
        // The removed line belonged to this cart: a new cart is not where it goes back.
        movesToNewCart: false,
        lineOf: (cart) => cart.items.find((item) => item.itemId === line.itemId),
      });
    } catch (error) {
      // The upstream did not answer: the shopper may try again within the 8 s.
      await this.removedLines.giveBack(cartId, visitor.userId, line);
      throw error;
    }
  }

  /** The owner's line removed last, while it may be put back (Cart.lastRemovedLine). */
  lastRemovedLine(cartId: string, userId: string | undefined) {
    return this.removedLines.peek(cartId, userId);
  }

  /**
   * Spec §8: when the cart is lost (CART_NOT_FOUND, "A valid user id is required.") a new cart
   * is created, its id patched into the operation and the call retried once; the new ids go back
   * as newSession. Only for adding: a line id of the lost cart cannot exist in a new cart, so
   * changing or removing it would fail for sure and leave an orphaned cart behind; those answer
   * CartNotFoundError, like the cart query.
   */
  async update({ userId, site }: CartVisitor, plan: UpdatePlan): Promise<CartMutationResult> {
    let session: CartSession | null = null;
    let result: UpdateResult;
    try {
      // Without a user id the upstream would refuse anyway; skip the doomed call.
      if (!userId) throw new AppError('CART_NOT_FOUND', `The ${USER_ID_HEADER} header is missing`);
      result = await this.send(plan.cartId, plan.ops, { userId, site });
    } catch (error) {
      if (!isLostCart(error)) throw error;
      if (!plan.movesToNewCart) return cartNotFound(error.message);
      session = await this.createCart(site);
      try {
        result = await this.send(session.cartId, plan.ops, { userId: session.userId, site });
      } catch (retryError) {
        if (isLostCart(retryError)) return cartNotFound(retryError.message);
        throw retryError;
      }
    }
    if (!result.successful || !result.cart) {
      const line = result.cart ? plan.lineOf(result.cart) : undefined;
      const limits: QuantityLimits | undefined = line && { maxQuantity: line.maxQuantity, minimumOrderQuantity: line.minimumOrderQuantity };
      return fromRefusedUpdate(result.messages, { submitted: result.cart?.attributes.submitted ?? false, limits, quantityField: plan.quantityField });
    }
    return { __typename: 'CartUpdated', cart: toCart(result.cart, await this.lightning.isOn(site)), newSession: session };
  }

  private async send(cartId: string, ops: CartOperationInput[], visitor: { userId: string; site: Site }): Promise<UpdateResult> {
    const data = await this.upstream.request(CartUpdateDocument, { data: { cartId, ops } }, visitor);
    return data.cart_update;
  }
}

function isLostCart(error: unknown): error is AppError {
  return error instanceof AppError && error.code === 'CART_NOT_FOUND';
}

/** The user id header, validated (spec §3 cookie X-iSHOP-API-USERID); undefined when absent. */
export function userIdFrom(headerValue: string | string[] | undefined): string | undefined {
  const value = Array.isArray(headerValue) ? headerValue[0] : headerValue;
  if (value === undefined || value === '') return undefined;
  if (!isSafeId(value)) throw badUserInput(`${USER_ID_HEADER} header ${SHOP_ID_RULE}`);
  return value;
}
