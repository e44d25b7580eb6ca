// Front door of queues/: the BullMQ plumbing every feature with jobs shares (connection and key
// prefix, the worker bootstrap with the app's lock settings, the run-workers flag).
export { bullPrefix, openBull } from './bull-connection.js';
export { startQueueWorker } from './queue-worker.js';
export { RUN_WORKERS } from './run-workers.js';
export { JobQueues } from './job-queues.js';
