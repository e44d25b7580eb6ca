import { Module } from '@nestjs/common';
import { WorkflowStoreService } from './workflow-store.service.js';

/** Provides WorkflowStoreService; needs RedisModule.forRoot() in the app (it is global). */
@Module({
  providers: [WorkflowStoreService],
  exports: [WorkflowStoreService],
})
export class WorkflowStoreModule {}
