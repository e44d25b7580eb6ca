import { type DynamicModule, Module } from '@nestjs/common';
import { DynamicModuleCache } from '../common/dynamic-module-cache.js';
import { LightningCoreModule } from '../lightning/index.js';
import { RUN_WORKERS } from '../queues/index.js';
import { UpstreamModule } from '../upstream/upstream.module.js';
import { WorkflowModule } from '../workflow/workflow.module.js';
import { systemCommandHandlers } from './commands/index.js';
import { CheckoutQueues } from './jobs/checkout-queues.js';
import { CheckoutWorkers } from './jobs/checkout-workers.js';
import { OrderSubmitProcessor } from './jobs/order-submit.processor.js';
import { SpeditionFieldsProcessor } from './jobs/spedition-fields.processor.js';
import { SubmissionStarter } from './jobs/submission-starter.js';
import { LightningExpiredHandler } from './lightning/lightning-expired.handler.js';
import { LightningOrderPlacedHandler } from './lightning/lightning-order-placed.handler.js';
import { CheckoutRepository } from './runner/checkout-repository.js';
import { CheckoutRunner } from './runner/checkout-runner.js';
import { CheckoutWorkflow } from './runner/checkout-workflow.js';
import { KeptSessionCleanup } from './runner/kept-session-cleanup.js';
import { ShippingStepSaver } from './shipping/shipping-step-saver.js';
import { CheckoutUpstream } from './upstream/checkout-upstream.js';

const shared = [
  CheckoutWorkflow,
  CheckoutRunner,
  CheckoutRepository,
  CheckoutUpstream,
  CheckoutQueues,
  SubmissionStarter,
  ShippingStepSaver,
  OrderSubmitProcessor,
  SpeditionFieldsProcessor,
  CheckoutWorkers,
  KeptSessionCleanup,
  ...systemCommandHandlers,
];

/** The checkout's side of the lightning reservations: an order converts the cart's reservation; an expiry reaches the running checkout. */
const lightningHandlers = [LightningOrderPlacedHandler, LightningExpiredHandler];

/**
 * The checkout workflow's machinery, shared by the API process and the worker process: the
 * runner (load → transition → persist → publish), Redis records, upstream calls, queues and
 * workers. Needs ConfigModule, RedisModule and CqrsModule.forRoot() in the app.
 */
@Module({})
export class CheckoutCoreModule {
  private static readonly modules = new DynamicModuleCache<boolean>();

  static forRoot(options: { runWorkers: boolean }): DynamicModule {
    return CheckoutCoreModule.modules.get(options.runWorkers, () => ({
      module: CheckoutCoreModule,
      // LightningCoreModule: the checkout tells lightning about orders (LightningCheckout); lightning imports nothing of the checkout.
      imports: [UpstreamModule, WorkflowModule, LightningCoreModule.forRoot(options)],
      providers: [...shared, ...lightningHandlers, { provide: RUN_WORKERS, useValue: options.runWorkers }],
      exports: [...shared.filter((p) => !systemCommandHandlers.includes(p as never)), UpstreamModule, RUN_WORKERS],
    }));
  }
}
