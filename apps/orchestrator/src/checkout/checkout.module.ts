import { type DynamicModule, Module } from '@nestjs/common';
import { AccountLimitsModule } from '../account/index.js';
import { LightningCoreModule, LightningDealsModule } from '../lightning/index.js';
import { CheckoutAccess } from './checkout-access.js';
import { CheckoutCoreModule } from './checkout-core.module.js';
import { CheckoutFieldsResolver } from './checkout-fields.resolver.js';
import { CheckoutResolver } from './checkout.resolver.js';
import { shopperCommandHandlers } from './commands/index.js';
import { GetCheckoutHandler } from './queries/get-checkout.handler.js';

/** The checkout area of the GraphQL API (commands and queries of the shopper). */
@Module({})
export class CheckoutModule {
  static forRoot(options: { runWorkers: boolean }): DynamicModule {
    return {
      module: CheckoutModule,
      // The checkout start extends the cart's lightning reservation (LightningCheckout); lightning imports nothing of the checkout.
      // LightningDealsModule: the lightning switch for the cart's lines (Checkout.cart).
      imports: [CheckoutCoreModule.forRoot(options), LightningCoreModule.forRoot(options), LightningDealsModule, AccountLimitsModule],
      providers: [CheckoutAccess, CheckoutResolver, CheckoutFieldsResolver, GetCheckoutHandler, ...shopperCommandHandlers],
    };
  }
}
