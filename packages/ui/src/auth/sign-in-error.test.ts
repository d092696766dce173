import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error.js';
import { describeSignInError } from './sign-in-error.js';

const apiError = (status: number, code: string, message: string, retryAfterSeconds?: number) =>
  new ApiError({ status, code, message, ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}) });

describe('describeSignInError', () => {
  it('maps invalid credentials and unconfirmed e-mail (spec section 8)', () => {
    expect(describeSignInError(apiError(400, 'invalid_credentials', 'Invalid login credentials'))).toEqual({
      key: 'auth.errors.invalidCredentials',
    });
    expect(describeSignInError(apiError(400, 'invalid_grant', 'Wrong password'))).toEqual({
      key: 'auth.errors.invalidCredentials',
    });
    expect(describeSignInError(apiError(400, 'email_not_confirmed', 'Email not confirmed'))).toEqual({
      key: 'auth.errors.emailNotConfirmed',
    });
    expect(describeSignInError(apiError(400, 'validation_failed', 'Email not confirmed'))).toEqual({
      key: 'auth.errors.emailNotConfirmed',
    });
  });

  it('never shows a validation message of the server (English, technical): the field it names, translated', () => {
    const invalid = (field: string) =>
      new ApiError({
        status: 400,
        code: 'validation_failed',
        message: `${field}: Invalid email address`,
        details: [{ field, message: 'Invalid email address' }],
      });
    expect(describeSignInError(invalid('email'))).toEqual({ key: 'auth.errors.emailInvalid' });
    expect(describeSignInError(invalid('password'))).toEqual({ key: 'auth.errors.invalidCredentials' });
  });

  it('lets an app name its own texts for wrong credentials and refused users', () => {
    const keys = { invalidCredentialsKey: 'kiosk.x', accessDeniedKey: 'sale.y' };
    expect(
      describeSignInError(apiError(400, 'invalid_credentials', 'Invalid login credentials'), keys),
    ).toEqual({
      key: 'kiosk.x',
    });
    expect(describeSignInError(apiError(403, 'access_denied', 'Access denied'), keys)).toEqual({
      key: 'sale.y',
    });
    expect(describeSignInError(apiError(403, 'access_denied', 'Access denied'))).toEqual({
      key: 'auth.errors.accessDenied',
    });
  });

  it("shows the server's own words for other sign-in refusals", () => {
    expect(describeSignInError(apiError(403, 'forbidden', 'Account disabled'))).toEqual({
      message: 'Account disabled',
    });
  });

  it('falls back to the generic message for missing endpoints, server errors and unknown failures', () => {
    expect(describeSignInError(apiError(404, 'not_found', 'Route POST:/auth/v1/token not found'))).toEqual({
      key: 'auth.errors.generic',
    });
    expect(describeSignInError(apiError(500, 'internal_error', 'boom'))).toEqual({
      key: 'auth.errors.generic',
    });
    expect(describeSignInError(new Error('x'))).toEqual({ key: 'auth.errors.generic' });
  });

  it('explains a disabled account and an unreachable server', () => {
    expect(describeSignInError(apiError(403, 'account_disabled', 'This account is disabled'))).toEqual({
      key: 'auth.errors.accountDisabled',
    });
    expect(describeSignInError(apiError(0, 'network_error', 'Failed to fetch'))).toEqual({
      key: 'auth.errors.network',
    });
  });

  it('says how many minutes to wait after too many attempts', () => {
    expect(describeSignInError(apiError(429, 'account_locked', 'Too many', 1800))).toEqual({
      key: 'auth.errors.tooManyAttemptsMinutes',
      values: { count: 30 },
    });
    expect(describeSignInError(apiError(429, 'rate_limited', 'Too many', 61))).toEqual({
      key: 'auth.errors.tooManyAttemptsMinutes',
      values: { count: 2 },
    });
    expect(describeSignInError(apiError(429, 'rate_limited', 'Too many', 5))).toEqual({
      key: 'auth.errors.tooManyAttemptsMinutes',
      values: { count: 1 },
    });
    expect(describeSignInError(apiError(429, 'rate_limited', 'Slow down'))).toEqual({
      key: 'auth.errors.tooManyAttempts',
    });
  });
});
