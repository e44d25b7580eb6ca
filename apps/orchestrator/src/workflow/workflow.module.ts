import { Global, Module } from '@nestjs/common';
import { JobQueues } from '../queues/index.js';
import { OUTBOX_QUEUES, OutboxRelay } from './outbox-relay.js';
import { WorkflowRegistry } from './workflow-registry.js';
import { WorkflowRunner } from './workflow-runner.js';
import { WorkflowStoreService } from './workflow-store.service.js';

/**
 * The workflow kernel: store, registry, runner and outbox relay, one of each per process
 * (global, so every feature registers its kinds in the same registry), and the app's BullMQ
 * queues by name (JobQueues), which the relay adds to. Needs ConfigModule, RedisModule, CqrsModule.
 */
@Global()
@Module({
  providers: [WorkflowStoreService, WorkflowRegistry, WorkflowRunner, OutboxRelay, JobQueues, { provide: OUTBOX_QUEUES, useExisting: JobQueues }],
  exports: [WorkflowStoreService, WorkflowRegistry, WorkflowRunner, OutboxRelay, JobQueues],
})
export class WorkflowModule {}
