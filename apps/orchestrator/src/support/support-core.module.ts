import { Module } from '@nestjs/common';
import { WorkflowStoreModule } from '../workflow/workflow-store.module.js';
import { supportEventHandlers } from './failures/failure-events.handlers.js';
import { FailureIndex } from './failures/failure-index.js';
import { SubmittedCarts } from './failures/submitted-carts.js';

/**
 * What the support console needs in every process that runs checkout commands (API and worker):
 * the failed-submission index and the captured carts, kept from the runner's domain events.
 */
@Module({
  imports: [WorkflowStoreModule],
  providers: [FailureIndex, SubmittedCarts, ...supportEventHandlers],
  exports: [FailureIndex, SubmittedCarts],
})
export class SupportCoreModule {}
