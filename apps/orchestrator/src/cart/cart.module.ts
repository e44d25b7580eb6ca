import { Module } from '@nestjs/common';
import { UpstreamModule } from '../upstream/upstream.module.js';
import { CartVoucherService } from './cart-vouchers.service.js';
import { CartRemovedLineResolver, CartResolver } from './cart.resolver.js';
import { RemovedLineStore } from './removed-line-store.js';
import { VoucherLimits } from './voucher-limits.js';
import { CartService } from './cart.service.js';

@Module({
  // The lightning switch (LIGHTNING_SWITCH_PORT) comes from the global LightningDealsModule.
  imports: [UpstreamModule],
  providers: [CartResolver, CartRemovedLineResolver, CartService, CartVoucherService, RemovedLineStore, VoucherLimits],
  // The account's deletion starts the visitor's new cart through it.
  exports: [CartService],
})
export class CartModule {}
