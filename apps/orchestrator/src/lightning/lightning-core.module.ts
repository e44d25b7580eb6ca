import { type DynamicModule, Module } from '@nestjs/common';
import { DynamicModuleCache } from '../common/dynamic-module-cache.js';
import { RUN_WORKERS } from '../queues/index.js';
import { UpstreamModule } from '../upstream/upstream.module.js';
import { WorkflowModule } from '../workflow/workflow.module.js';
import { LightningCheckout } from './checkout/lightning-checkout.js';
import { ExpireLightningReservationHandler } from './commands/expire-lightning.handler.js';
import { ExtendLightningForCheckoutHandler } from './commands/extend-for-checkout.handler.js';
import { MarkLightningOrderedHandler } from './commands/mark-lightning-ordered.handler.js';
import { RenewReservation } from './commands/renew-reservation.js';
import { LightningDealsModule } from './deals/lightning-deals.module.js';
import { LightningExpiryProcessor } from './jobs/expiry.processor.js';
import { LightningWorkers } from './jobs/lightning-workers.js';
import { SupersededExpiryHandler } from './jobs/superseded-expiry.handler.js';
import { LightningRunner } from './reservations/lightning-runner.js';
import { LightningWorkflow } from './reservations/lightning-workflow.js';
import { ReservationSync } from './reservations/reservation-sync.js';

const shared = [LightningWorkflow, LightningRunner, ReservationSync, RenewReservation, LightningCheckout, LightningExpiryProcessor, LightningWorkers];
const systemHandlers = [ExpireLightningReservationHandler, ExtendLightningForCheckoutHandler, MarkLightningOrderedHandler, SupersededExpiryHandler];

/**
 * The lightning reservations' machinery, shared by the API process and the worker process: the
 * workflow definition (kind `lightning`, registered for support's inspector), its runner, the
 * system commands (expiry, extend at checkout, order placed), the lightning-expiry job and its
 * worker, and LightningCheckout for the checkout. Needs ConfigModule, RedisModule and
 * CqrsModule.forRoot() in the app.
 */
@Module({})
export class LightningCoreModule {
  private static readonly modules = new DynamicModuleCache<boolean>();

  static forRoot(options: { runWorkers: boolean }): DynamicModule {
    return LightningCoreModule.modules.get(options.runWorkers, () => ({
      module: LightningCoreModule,
      imports: [UpstreamModule, WorkflowModule, LightningDealsModule],
      providers: [...shared, ...systemHandlers, { provide: RUN_WORKERS, useValue: options.runWorkers }],
      exports: [...shared, LightningDealsModule],
    }));
  }
}
