export * from './checkout-steps.js';
