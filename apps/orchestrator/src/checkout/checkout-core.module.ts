import { type DynamicModule, Module } from '@nestjs/common';
import { DynamicModuleCache } from '../common/dynamic-module-cache.js';
import { RUN_WORKERS } from '../queues/index.js';
import { UpstreamModule } from '../upstream/upstream.module.js';
import { WorkflowModule } from '../workflow/workflow.module.js';
import { systemCommandHandlers } from './commands/index.js';
import { CheckoutQueues } from './jobs/checkout-queues.js';
import { CheckoutWorkers } from './jobs/checkout-workers.js';
import { OrderSubmitProcessor } from './jobs/order-submit.processor.js';
import { SpeditionFieldsProcessor } from './jobs/spedition-fields.processor.js';
import { SubmissionStarter } from './jobs/submission-starter.js';
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
      imports: [UpstreamModule, WorkflowModule],
      providers: [...shared, { provide: RUN_WORKERS, useValue: options.runWorkers }],
      exports: [...shared.filter((p) => !systemCommandHandlers.includes(p as never)), UpstreamModule, RUN_WORKERS],
    }));
  }
}
