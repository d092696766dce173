import { isTokenResponseShape } from '@kiosk/contracts';
import { isApiError } from '../api/api-error.js';
import { loadServerSchemas } from '../validation/load-server-schemas.js';
import type { AuthSession } from './session-types.js';

export const ACCESS_DENIED_CODE = 'access_denied';

/** `getValidAccessToken` refreshes first when the access token expires within this many seconds. */
export const VALID_TOKEN_MARGIN_SECONDS = 10;

/** A token response the server sent, checked with its schema; null when it is not one. */
export async function parseSession(value: unknown): Promise<AuthSession | null> {
  const { tokenResponseSchema } = await loadServerSchemas();
  const parsed = tokenResponseSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * A session as local storage keeps it (JSON); null when absent or not a session. Read at once
 * when the app starts, so checked without zod (the token response's shape, as its schema says).
 */
export function parseStored(raw: string | null): AuthSession | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isTokenResponseShape(value) ? (value as AuthSession) : null;
  } catch {
    return null;
  }
}

/**
 * True when the server said the session is over: any 4xx answer to a refresh except 408 and 429
 * (401 invalid_refresh_token, refresh_token_reused, session_revoked; 400 for a malformed token).
 * Network failures, 5xx, 408 and 429 are worth retrying.
 */
export function isSessionOverError(error: unknown): boolean {
  return (
    isApiError(error) &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 408 &&
    error.status !== 429
  );
}

/** The wait before retry `attempt` (1-based) of a failed refresh: 200, 400, 800, ... ms. */
export function refreshRetryDelay(attempt: number, baseDelayMs = 200): number {
  return baseDelayMs * 2 ** (attempt - 1);
}

export const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
