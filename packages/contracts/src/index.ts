export * from './app-modes.js';
export * from './auth.js';
export * from './catalogue.js';
export * from './configurator.js';
export * from './errors.js';
export * from './health.js';
export * from './kiosk-sessions.js';
export * from './realtime.js';
