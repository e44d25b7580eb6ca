import { Injectable } from '@nestjs/common';
import type { OrderFormArticle, OrderFormInput, OrderFormPdfResult, OrderFormResult, ProductItem } from '@tafel/graphql-schema/orchestrator-resolvers';
import { UpstreamCheckQueryDocument, UpstreamGeneratePdfFormDocument } from '@tafel/graphql-schema/upstream-client';
import { AppError } from '../common/app-error.js';
import { requireSafeId } from '../common/ids.js';
import { mapInGroups } from '../common/map-in-groups.js';
import type { Site } from '../common/site.js';
import { CartService, cartNotFound, validationFailed, type CartVisitor, type QuantityFieldOf } from '../cart/index.js';
import { CatalogueService } from '../catalogue/index.js';
import { UpstreamClient } from '../upstream/upstream-client.js';
import { checkRowsShape, lookupNumbers, planOrderForm, productTarget, type PlannedAddition } from './order-form-rules.js';

const notFound = (orderNumber: string): OrderFormArticle => ({ orderNumber, status: 'NOT_FOUND' });

/** Article numbers looked up at the same time: 30 rows must not become 30 upstream calls at once. */
const PARALLEL_LOOKUPS = 6;

/**
 * The order form by article numbers. The upstream has no lookup by article number; its search
 * redirect (checkQuery) sends an exact one to its product (/prod/{id}?varid={item}), whose item
 * the catalogue answers (cached and mapped like the product page). Adding checks every row first
 * and then sends all of them in one cart_update, so the cart gets all rows or none.
 */
@Injectable()
export class OrderFormService {
  constructor(
    private readonly upstream: UpstreamClient,
    private readonly catalogue: CatalogueService,
    private readonly carts: CartService,
  ) {}

  async lookup(orderNumbers: readonly string[], site: Site): Promise<OrderFormArticle[]> {
    return this.articles(lookupNumbers(orderNumbers), site);
  }

  async addToCart(input: OrderFormInput, visitor: CartVisitor): Promise<OrderFormResult> {
    requireSafeId('cartId', input.cartId);
    const shape = checkRowsShape(input.lines);
    if (shape.fieldErrors.length > 0) return validationFailed(shape.fieldErrors);
    const articles = await this.articles(shape.numbers.map((number) => number ?? ''), visitor.site);
    const plan = planOrderForm(input.lines, articles);
    if (!plan.ok) return validationFailed(plan.fieldErrors);
    const result = await this.carts.addItems(input.cartId, plan.additions, visitor, rowOfOperation(plan.additions));
    if (result.__typename !== 'CartUpdated') return result as Exclude<OrderFormResult, { __typename?: 'OrderFormAdded' }>;
    return { __typename: 'OrderFormAdded', cart: result.cart, articleCount: plan.articleCount, newSession: result.newSession ?? null };
  }

  /** The cart's printable order form; an unknown or empty cart (or no user id) is CartNotFoundError. */
  async pdf(cartId: string, { userId, site }: CartVisitor): Promise<OrderFormPdfResult> {
    requireSafeId('cartId', cartId);
    if (!userId) return cartNotFound('The visitor has no cart yet');
    let answer;
    try {
      answer = (await this.upstream.request(UpstreamGeneratePdfFormDocument, { cartId }, { userId, site })).generatePdfForm;
    } catch (error) {
      if (error instanceof AppError && error.code === 'CART_NOT_FOUND') return cartNotFound('The cart is unknown or has no articles');
      throw error;
    }
    // The upstream's own text is not passed on (it may name internals); the visitor learns the one thing that matters.
    if (!answer.successful || !answer.contentBase64 || !answer.fileName) return cartNotFound('The cart is unknown or has no articles');
    return { __typename: 'OrderFormPdf', fileName: answer.fileName, contentBase64: answer.contentBase64 };
  }

  /** One answer per number, in order; a number asked twice is looked up once; a few at a time. */
  private async articles(numbers: readonly string[], site: Site): Promise<OrderFormArticle[]> {
    const unique = [...new Set(numbers)];
    const found = await mapInGroups(unique, PARALLEL_LOOKUPS, async (number) => (number === '' ? notFound(number) : this.article(number, site)));
    const byNumber = new Map(unique.map((number, index) => [number, found[index] ?? notFound(number)]));
    return numbers.map((number) => byNumber.get(number) ?? notFound(number));
  }

  private async article(orderNumber: string, site: Site): Promise<OrderFormArticle> {
    const { checkQuery } = await this.upstream.request(UpstreamCheckQueryDocument, { originalQuery: orderNumber }, { site });
    const target = productTarget(checkQuery.redirectPath);
    if (!target) return notFound(orderNumber);
    const product = await this.catalogue.product(target.productId, site);
    // Without ?varid the number is the product's only item's.
    const item: ProductItem | undefined = target.itemId ? product?.items.find((candidate) => candidate.id === target.itemId) : product?.items.length === 1 ? product.items[0] : undefined;
    if (!product || !item) return notFound(orderNumber);
    const saleable = item.availableForSale && product.availableForSale;
    return {
      orderNumber,
      status: saleable ? 'FOUND' : 'NOT_SALEABLE',
      itemId: item.id,
      productId: product.id,
      name: product.name,
      variant: item.variantInfo.map((info) => `${info.label}: ${info.value}`).join(', ') || null,
      url: product.items.length > 1 ? `${product.url}?varid=${encodeURIComponent(item.id)}` : product.url,
      image: item.images[0] ?? product.images[0] ?? null,
      price: item.price,
      minimumOrderQuantity: item.minimumOrderQuantity,
      maxQuantity: item.maxQuantity,
    };
  }
}

/** A refused quantity of operation N (ops.N.addPosition.quantity) belongs to the first row of addition N. */
function rowOfOperation(additions: readonly PlannedAddition[]): QuantityFieldOf {
  return (fieldName) => {
    const index = /^ops\.(\d+)\./.exec(fieldName ?? '')?.[1];
    const addition = index === undefined ? undefined : additions[Number(index)];
    return addition ? { field: `lines.${addition.rows[0]}.quantity`, limits: addition.limits } : undefined;
  };
}
