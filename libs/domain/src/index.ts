export * from './money.js';
export * from './quantity.js';
export * from './cart.js';
export * from './validation.js';
