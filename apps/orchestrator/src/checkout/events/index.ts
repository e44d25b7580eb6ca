export * from './checkout-changed.event.js';
export * from './order-id-unknown.event.js';
export * from './order-placed.event.js';
export * from './order-submission-failed.event.js';
export * from './order-submission-started.event.js';
