import { Module } from '@nestjs/common';
import { CartModule } from '../cart/index.js';
import { CatalogueModule } from '../catalogue/index.js';
import { UpstreamModule } from '../upstream/upstream.module.js';
import { OrderFormResolver } from './order-form.resolver.js';
import { OrderFormService } from './order-form.service.js';

@Module({
  imports: [UpstreamModule, CatalogueModule, CartModule],
  providers: [OrderFormResolver, OrderFormService],
})
export class OrderFormModule {}
