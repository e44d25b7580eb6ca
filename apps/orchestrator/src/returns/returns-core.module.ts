import { type DynamicModule, Module } from '@nestjs/common';
import { DynamicModuleCache } from '../common/dynamic-module-cache.js';
import { RUN_WORKERS } from '../queues/index.js';
import { UpstreamModule } from '../upstream/upstream.module.js';
import { WorkflowModule } from '../workflow/workflow.module.js';
import { ReturnCommandPipeline, systemCommandHandlers } from './commands/index.js';
import { ReturnSubmitSweep } from './jobs/return-submit-sweep.js';
import { ReturnSubmitProcessor } from './jobs/return-submit.processor.js';
import { ReturnSubmittingIndex } from './jobs/submitting-index.js';
import { ReturnsWorkers } from './jobs/returns-workers.js';
import { ReturnLookupLimit } from './lookup-limit.js';
// The photos' providers (store, upload processor and worker, photo commands) are defined beside them in returns/photos/.
import { RETURN_PHOTO_PROVIDERS } from './photos/photo-providers.js';
import { ReturnPhotoStore } from './photos/photo-store.js';
import { ReturnsRunner } from './runner/returns-runner.js';
import { ReturnsWorkflow } from './runner/returns-workflow.js';
import { ReturnSwitch } from './upstream/return-switch.js';
import { ReturnsUpstream } from './upstream/returns-upstream.js';

const shared = [ReturnsWorkflow, ReturnsRunner, ReturnsUpstream, ReturnSwitch, ReturnLookupLimit, ReturnCommandPipeline, ReturnSubmitProcessor, ReturnsWorkers, ReturnSubmitSweep, ReturnSubmittingIndex];

/**
 * The returns workflow's machinery, shared by the API process and the worker process: the
 * definition (registered in the kernel's registry), the runner, upstream calls, the return
 * switch, the command pipeline, the return-submit job and its worker. Needs ConfigModule,
 * RedisModule and CqrsModule.forRoot() in the app.
 */
@Module({})
export class ReturnsCoreModule {
  private static readonly modules = new DynamicModuleCache<boolean>();

  static forRoot(options: { runWorkers: boolean }): DynamicModule {
    return ReturnsCoreModule.modules.get(options.runWorkers, () => ({
      module: ReturnsCoreModule,
      imports: [UpstreamModule, WorkflowModule],
      providers: [...shared, ...systemCommandHandlers, ...RETURN_PHOTO_PROVIDERS, { provide: RUN_WORKERS, useValue: options.runWorkers }],
      exports: [...shared, ReturnPhotoStore, UpstreamModule, RUN_WORKERS],
    }));
  }
}
