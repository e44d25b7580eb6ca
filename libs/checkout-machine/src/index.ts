export * from './checkout-steps.js';
export * from './checkout.types.js';
export * from './checkout.rules.js';
export * from './checkout.machine.js';
export * from './why-not.js';
export * from './gating.js';
export * from './persistence.js';
export * from './machine-graph.js';
