export * from './auth/password-policy.js';
export * from './auth/roles.js';
export * from './auth/sign-in-limits.js';
export * from './kiosk-session.js';
export * from './money.js';
export * from './realtime-channels.js';
