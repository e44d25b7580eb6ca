export * from './quantity.js';
export * from './countdown.js';
export * from './tile.js';
export * from './ids.js';
