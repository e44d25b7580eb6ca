import { type DynamicModule, Module } from '@nestjs/common';
import { CheckoutCoreModule } from '../checkout/index.js';
import { DynamicModuleCache } from '../common/dynamic-module-cache.js';
import { ReturnsCoreModule } from '../returns/index.js';
import { WorkflowModule } from '../workflow/workflow.module.js';
import { StaffAuthService } from './auth/staff-auth.service.js';
import { supportEventHandlers } from './failures/failure-events.handlers.js';
import { FailureIndex } from './failures/failure-index.js';
import { returnFailureEventHandlers } from './failures/return-failure-events.handlers.js';
import { BulkReplayWorker } from './replay/bulk-replay-worker.js';
import { BulkReplays } from './replay/bulk-replays.js';
import { ReplayAudit } from './replay/replay-audit.js';
import { ReturnReplayer } from './replay/return-replayer.js';
import { SubmissionJobs } from './replay/submission-jobs.js';
import { SubmissionReplayer } from './replay/submission-replayer.js';

const exported = [FailureIndex, StaffAuthService, SubmissionJobs, ReplayAudit, SubmissionReplayer, ReturnReplayer, BulkReplays];

/**
 * What the support console needs in every process that runs checkout or returns commands or
 * workers (API and worker): the failure index, kept from the checkout's and the returns' domain
 * events, and replays with the bulk-replay queue and its worker.
 */
@Module({})
export class SupportCoreModule {
  private static readonly modules = new DynamicModuleCache<boolean>();

  static forRoot(options: { runWorkers: boolean }): DynamicModule {
    return SupportCoreModule.modules.get(options.runWorkers, () => ({
      module: SupportCoreModule,
      imports: [WorkflowModule, CheckoutCoreModule.forRoot(options), ReturnsCoreModule.forRoot(options)],
      providers: [...exported, ...supportEventHandlers, ...returnFailureEventHandlers, BulkReplayWorker],
      exports: exported,
    }));
  }
}
