import { type DynamicModule, Module } from '@nestjs/common';
import { DynamicModuleCache } from '../common/dynamic-module-cache.js';
import { RUN_WORKERS } from '../queues/index.js';
import { UpstreamModule } from '../upstream/upstream.module.js';
import { WorkflowModule } from '../workflow/workflow.module.js';
import { LightningCheckout } from './checkout/lightning-checkout.js';

const shared = [LightningCheckout];

/**
 * The lightning reservations' machinery, shared by the API process and the worker process: the
 * workflow definition (kind `lightning`), its runner, the system commands (expiry, extend at
 * checkout, order placed), the lightning-expiry job and its worker, and LightningCheckout for the
 * checkout. Needs ConfigModule, RedisModule and CqrsModule.forRoot() in the app.
 */
@Module({})
export class LightningCoreModule {
  private static readonly modules = new DynamicModuleCache<boolean>();

  static forRoot(options: { runWorkers: boolean }): DynamicModule {
    return LightningCoreModule.modules.get(options.runWorkers, () => ({
      module: LightningCoreModule,
      imports: [UpstreamModule, WorkflowModule],
      providers: [...shared, { provide: RUN_WORKERS, useValue: options.runWorkers }],
      exports: [...shared],
    }));
  }
}
