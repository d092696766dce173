import { isApiError, NETWORK_ERROR_CODE } from '@kiosk/ui';

/** What the login form shows for a failed sign-in (spec section 8, "Sign-in"). */
export type SignInErrorText = { key: string } | { message: string };

const INVALID_CREDENTIAL_CODES = ['invalid_credentials', 'invalid_grant'];
const SERVER_MESSAGE_STATUSES = [400, 401, 403, 422];

export function describeSignInError(error: unknown): SignInErrorText {
  if (!isApiError(error)) return { key: 'auth.errors.generic' };
  const message = error.message ?? '';
  if (message.includes('Invalid login credentials') || INVALID_CREDENTIAL_CODES.includes(error.code)) {
    return { key: 'auth.errors.invalidCredentials' };
  }
  if (message.includes('Email not confirmed') || error.code === 'email_not_confirmed') {
    return { key: 'auth.errors.emailNotConfirmed' };
  }
  if (error.code === 'account_disabled') return { key: 'auth.errors.accountDisabled' };
  if (error.code === NETWORK_ERROR_CODE) return { key: 'auth.errors.network' };
  if (error.code === 'rate_limited' || error.status === 429) return { key: 'auth.errors.tooManyAttempts' };
  // a sign-in problem the server explained in words; anything else (missing endpoint, server error) is generic
  if (SERVER_MESSAGE_STATUSES.includes(error.status) && message.trim() !== '') return { message };
  return { key: 'auth.errors.generic' };
}
