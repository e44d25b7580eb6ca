import { Args, Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { OrderFormArticle, OrderFormInput, OrderFormPdfResult, OrderFormResult } from '@tafel/graphql-schema/orchestrator-resolvers';
import type { Request } from 'express';
import { siteOf } from '../common/site.js';
import { shopperFrom } from '../request/index.js';
import { OrderFormService } from './order-form.service.js';

@Resolver()
export class OrderFormResolver {
  constructor(private readonly orderForm: OrderFormService) {}

  @Query('orderFormLookup')
  orderFormLookup(@Args('orderNumbers') orderNumbers: string[], @Context('req') req: Request): Promise<OrderFormArticle[]> {
    return this.orderForm.lookup(orderNumbers, siteOf(req));
  }

  @Query('orderFormPdf')
  orderFormPdf(@Args('cartId') cartId: string, @Context('req') req: Request): Promise<OrderFormPdfResult> {
    const { userId, site } = shopperFrom(req);
    return this.orderForm.pdf(cartId, { userId, site });
  }

  @Mutation('addOrderFormToCart')
  addOrderFormToCart(@Args('input') input: OrderFormInput, @Context('req') req: Request): Promise<OrderFormResult> {
    const { userId, site } = shopperFrom(req);
    return this.orderForm.addToCart(input, { userId, site });
  }
}
