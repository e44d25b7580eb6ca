import { Module } from '@nestjs/common';
import { UpstreamModule } from '../upstream/upstream.module.js';
import { CartResolver } from './cart.resolver.js';
import { CartService } from './cart.service.js';

@Module({
  // The lightning switch (LIGHTNING_SWITCH_PORT) comes from the global LightningDealsModule.
  imports: [UpstreamModule],
  providers: [CartResolver, CartService],
  // The account's deletion starts the visitor's new cart through it.
  exports: [CartService],
})
export class CartModule {}
