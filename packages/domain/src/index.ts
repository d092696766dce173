export * from './money.js';
export * from './realtime-channels.js';
