/**
 * PCI DSS 8.3.4: lock an account after 10 failures within 15 minutes, for 30 minutes. The lock
 * holds for the client address the failures came from, so a stranger cannot lock a kiosk or a
 * person out of service from elsewhere.
 */
export const ACCOUNT_FAILURE_LIMIT = 10;
/** Failures from any addresses within the window that lock the account for every address. */
export const ACCOUNT_GLOBAL_FAILURE_LIMIT = 100;
/** The `ip_address` of a lock that holds for every address. */
export const EVERY_ADDRESS = '*';
export const ACCOUNT_FAILURE_WINDOW_MS = 15 * 60_000;
export const ACCOUNT_LOCK_MS = 30 * 60_000;
/** One address gets at most 30 tries in 15 minutes. */
export const ADDRESS_ATTEMPT_LIMIT = 30;
export const ADDRESS_WINDOW_MS = 15 * 60_000;

/**
 * Seconds until an address may try again, given the times of its attempts in the window
 * (oldest first); 0 when it may try now.
 */
export function addressRetryAfterSeconds(attemptTimes: Date[], now: Date): number {
  const inWindow = attemptTimes.filter((t) => now.getTime() - t.getTime() < ADDRESS_WINDOW_MS);
  if (inWindow.length < ADDRESS_ATTEMPT_LIMIT) return 0;
  const freeing = inWindow[inWindow.length - ADDRESS_ATTEMPT_LIMIT] as Date;
  return Math.max(1, Math.ceil((freeing.getTime() + ADDRESS_WINDOW_MS - now.getTime()) / 1000));
}

/** Seconds left on a lock, 0 when none. */
export function lockRetryAfterSeconds(lockedUntil: Date | undefined, now: Date): number {
  if (!lockedUntil) return 0;
  return Math.max(0, Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000));
}
