import { isApiError, NETWORK_ERROR_CODE } from '../api/api-error.js';
import { ACCESS_DENIED_CODE } from './session-manager.js';

/** What a sign-in form shows for a failed sign-in (spec section 8, "Sign-in"): a text key or the server's words. */
export type SignInErrorText = { key: string; values?: Record<string, string | number> } | { message: string };

export interface DescribeSignInErrorOptions {
  /** Key for wrong credentials (default `auth.errors.invalidCredentials`, 'Invalid email or password'). */
  invalidCredentialsKey?: string;
  /** Key for a user this app does not accept (default `auth.errors.accessDenied`). */
  accessDeniedKey?: string;
}

const INVALID_CREDENTIAL_CODES = ['invalid_credentials', 'invalid_grant'];
const TOO_MANY_CODES = ['rate_limited', 'account_locked'];
const SERVER_MESSAGE_STATUSES = [400, 401, 403, 422];

export function describeSignInError(
  error: unknown,
  options: DescribeSignInErrorOptions = {},
): SignInErrorText {
  if (!isApiError(error)) return { key: 'auth.errors.generic' };
  const message = error.message ?? '';
  if (error.code === ACCESS_DENIED_CODE)
    return { key: options.accessDeniedKey ?? 'auth.errors.accessDenied' };
  if (message.includes('Invalid login credentials') || INVALID_CREDENTIAL_CODES.includes(error.code)) {
    return { key: options.invalidCredentialsKey ?? 'auth.errors.invalidCredentials' };
  }
  if (message.includes('Email not confirmed') || error.code === 'email_not_confirmed') {
    return { key: 'auth.errors.emailNotConfirmed' };
  }
  if (error.code === 'account_disabled') return { key: 'auth.errors.accountDisabled' };
  // The server's field checks speak English and name fields: say what is wrong in the user's language.
  if (error.code === 'validation_failed') {
    const fields = Array.isArray(error.details) ? (error.details as Array<{ field?: string }>) : [];
    return fields.some((d) => d.field === 'email')
      ? { key: 'auth.errors.emailInvalid' }
      : { key: options.invalidCredentialsKey ?? 'auth.errors.invalidCredentials' };
  }
  if (error.code === NETWORK_ERROR_CODE) return { key: 'auth.errors.network' };
  if (error.status === 429 || TOO_MANY_CODES.includes(error.code)) {
    const seconds = error.retryAfterSeconds;
    if (seconds === undefined || seconds <= 0) return { key: 'auth.errors.tooManyAttempts' };
    return {
      key: 'auth.errors.tooManyAttemptsMinutes',
      values: { count: Math.max(1, Math.ceil(seconds / 60)) },
    };
  }
  // a sign-in problem the server explained in words; anything else (missing endpoint, server error) is generic
  if (SERVER_MESSAGE_STATUSES.includes(error.status) && message.trim() !== '') return { message };
  return { key: 'auth.errors.generic' };
}
