// Front door of workflow/ (shared infrastructure: deep imports stay allowed, see the
// tafel/feature-front-doors rule in eslint.config.mjs): the workflow store and its keys.
export * from './workflow-keys.js';
export * from './workflow-save-script.js';
export * from './workflow-store.js';
export * from './workflow-store.module.js';
export * from './workflow-store.service.js';
