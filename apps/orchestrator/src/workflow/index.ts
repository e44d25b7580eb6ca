// Front door of workflow/, the workflow kernel (shared infrastructure: deep imports stay allowed,
// see the tafel/feature-front-doors rule in eslint.config.mjs): definitions, registry, runner,
// outbox relay, and the store with its keys.
export * from './workflow-keys.js';
export * from './workflow-save-script.js';
export * from './workflow-store.js';
export * from './workflow-store.service.js';
export * from './workflow-definition.js';
export * from './workflow-registry.js';
export * from './workflow-records.js';
export * from './workflow-runner.js';
export * from './outbox-relay.js';
export * from './workflow.module.js';
export { HistoryRecorder, stateName as workflowStateName } from './history-recorder.js';
export { HOST_FIELD, requireHostInput, withHostInput } from './host-input.js';
export { setActorInspector } from './actor-inspector.js';
