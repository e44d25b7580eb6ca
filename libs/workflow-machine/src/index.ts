export * from './persistence.js';
export * from './guard-reasons.js';
export * from './machine-graph.js';
export * from './gating.js';
