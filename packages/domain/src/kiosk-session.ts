/**
 * Kiosk session freshness, as both parts of the specification state it.
 * Part 1: minutes since last activity: under 2 active, under 5 idle, else inactive; a session
 * counts as active while under 10 minutes. Part 2: seconds: under 120 active, under 600 idle.
 * Sessions idle over 10 minutes are ended by a periodic cleanup (every 60 s and at start).
 */
export type Freshness = 'active' | 'idle' | 'inactive';

export const SESSION_CLEANUP_INTERVAL_MS = 60_000;
export const SESSION_INACTIVITY_LIMIT_MS = 10 * 60_000;
export const KIOSK_ACTIVITY_DEBOUNCE_MS = 1000;
export const KIOSK_ACTIVITY_INTERVAL_MS = 30_000;

/** Part 1 (document 000): minutes since last activity. */
export function sessionFreshness(lastActivity: Date, now: Date): Freshness {
  const minutes = (now.getTime() - lastActivity.getTime()) / 60_000;
  if (minutes < 2) return 'active';
  if (minutes < 5) return 'idle';
  return 'inactive';
}

/** Part 1: a session counts as active while its last activity is under 10 minutes old. */
export function sessionCountsAsActive(lastActivity: Date, now: Date): boolean {
  return now.getTime() - lastActivity.getTime() < SESSION_INACTIVITY_LIMIT_MS;
}

/** Part 2 (document 001): seconds since last activity, for the kiosk online indicator. */
export function kioskPresence(lastActivity: Date | undefined, now: Date): Freshness {
  if (!lastActivity) return 'inactive';
  const seconds = (now.getTime() - lastActivity.getTime()) / 1000;
  if (seconds < 120) return 'active';
  if (seconds < 600) return 'idle';
  return 'inactive';
}
