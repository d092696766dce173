import { isApiError } from '@kiosk/ui';

/** What the PIN screen says after a refused PIN sign-in, and whether the till itself has ended. */
export type PinSignInError =
  | { key: 'wrong' | 'disabled' | 'otherStore' | 'failed' }
  | { key: 'locked'; minutes: number }
  | { key: 'tillEnded' };

/**
 * The server's answers to grant_type=till_pin: 400 invalid_credentials (wrong PIN), 429
 * account_locked / rate_limited (`retry_after_s` or `retryAfterSeconds`), 403 account_disabled,
 * 403 not_at_this_store, 401 invalid_till_token (the till was signed out or its credential expired).
 */
export function pinSignInError(error: unknown): PinSignInError {
  if (!isApiError(error)) return { key: 'failed' };
  if (error.code === 'invalid_till_token') return { key: 'tillEnded' };
  if (error.code === 'invalid_credentials' || error.code === 'invalid_till_pin') return { key: 'wrong' };
  if (error.code === 'account_disabled') return { key: 'disabled' };
  if (error.code === 'not_at_this_store') return { key: 'otherStore' };
  if (error.status === 429) {
    const details = (error.details ?? {}) as { retry_after_s?: unknown; retryAfterSeconds?: unknown };
    const raw = [details.retry_after_s, details.retryAfterSeconds, error.retryAfterSeconds].find(
      (v): v is number => typeof v === 'number',
    );
    return { key: 'locked', minutes: Math.max(1, Math.ceil((raw ?? 60) / 60)) };
  }
  return { key: 'failed' };
}
