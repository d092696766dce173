export * from './app-modes.js';
export * from './errors.js';
export * from './health.js';
export * from './realtime.js';
