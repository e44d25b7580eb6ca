import { Args, Context, Query, Resolver } from '@nestjs/graphql';
import type { AccountOrdersInput } from '@tafel/graphql-schema/orchestrator-resolvers';
import type { Request } from 'express';
import { shopperFrom } from '../../request/index.js';
import { OrdersService } from './orders.service.js';

@Resolver()
export class OrdersResolver {
  constructor(private readonly orders: OrdersService) {}

  @Query('accountOrders')
  accountOrders(@Args('input') input: AccountOrdersInput, @Context('req') req: Request) {
    return this.orders.orders(shopperFrom(req), input);
  }

  @Query('accountOrder')
  accountOrder(@Args('orderId') orderId: string, @Context('req') req: Request) {
    return this.orders.order(shopperFrom(req), orderId);
  }
}
