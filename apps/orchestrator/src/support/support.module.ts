import { type DynamicModule, Module } from '@nestjs/common';
import { CheckoutCoreModule } from '../checkout/index.js';
import { ReturnsCoreModule } from '../returns/index.js';
import { WorkflowModule } from '../workflow/workflow.module.js';
import { ReplayReturnHandler } from './commands/replay-return.handler.js';
import { ReplaySubmissionHandler } from './commands/replay-submission.handler.js';
import { StaffLoginHandler } from './commands/staff-login.handler.js';
import { StaffLogoutHandler } from './commands/staff-logout.handler.js';
import { StartBulkReplayHandler } from './commands/start-bulk-replay.handler.js';
import { supportQueryHandlers } from './queries/support.handlers.js';
import { ReturnFailureViews } from './return-failure-views.js';
import { SupportCoreModule } from './support-core.module.js';
import { StatelyInspect } from './stately-inspect.js';
import { SupportViews } from './support-views.js';
import { BulkReplayItemResolver, SupportResolver } from './support.resolver.js';
import { WorkflowViews } from './workflows/workflow-views.js';

export const supportCommandHandlers = [StaffLoginHandler, StaffLogoutHandler, ReplaySubmissionHandler, ReplayReturnHandler, StartBulkReplayHandler];

/** The support console's API: staff auth, failed submissions (orders, returns, photos), replay, state charts. */
@Module({})
export class SupportModule {
  static forRoot(options: { runWorkers: boolean }): DynamicModule {
    return {
      module: SupportModule,
      imports: [CheckoutCoreModule.forRoot(options), ReturnsCoreModule.forRoot(options), SupportCoreModule.forRoot(options), WorkflowModule],
      providers: [StatelyInspect, SupportViews, ReturnFailureViews, WorkflowViews, SupportResolver, BulkReplayItemResolver, ...supportCommandHandlers, ...supportQueryHandlers],
    };
  }
}
