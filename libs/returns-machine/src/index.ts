export * from './returns.types.js';
export * from './returns.rules.js';
export * from './returns.machine.js';
export * from './returns-steps.js';
export * from './why-not.js';
export * from './gating.js';
export * from './persistence.js';
export * from './ids.js';
