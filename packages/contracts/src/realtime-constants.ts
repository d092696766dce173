/**
 * The realtime WebSocket's path and limits, apart from its schemas (realtime.ts) so that an app's
 * start-up code reads them without zod.
 */
export const REALTIME_PATH = '/realtime/v1';

/** Spec: at most 10 events a second per client; connection retries at most 3, 2 s times the attempt. */
export const REALTIME_MAX_EVENTS_PER_SECOND = 10;
export const REALTIME_MAX_RECONNECT_ATTEMPTS = 3;
export const REALTIME_RECONNECT_DELAY_MS = 2000;
