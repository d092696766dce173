// Fleet administration (spec 001), one module per slice: kiosk accounts, outlets (businesses and
// stores), POS devices, kiosk messaging with the health check.
export { connectionStatusSchema, paymentModeSchema } from './common.js';
export * from './kiosks.js';
export * from './messaging.js';
export * from './outlets.js';
export * from './pos-devices.js';
