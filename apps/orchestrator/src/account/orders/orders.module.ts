import { Module } from '@nestjs/common';
import { UpstreamModule } from '../../upstream/upstream.module.js';
import { OrdersResolver } from './orders.resolver.js';
import { OrdersService } from './orders.service.js';

/** The account's order history and order detail (spec §2 /myaccount/orders, §3 Order). */
@Module({
  imports: [UpstreamModule],
  providers: [OrdersResolver, OrdersService],
})
export class OrdersModule {}
