// The support console's front door: its modules and the queue board the app mounts.
export { mountQueueBoard } from './queue-board.js';
export { SupportCoreModule } from './support-core.module.js';
export { SupportModule } from './support.module.js';
