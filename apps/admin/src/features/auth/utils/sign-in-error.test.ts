import { ApiError } from '@kiosk/ui';
import { describe, expect, it } from 'vitest';
import { describeSignInError } from './sign-in-error';

const apiError = (status: number, code: string, message: string) => new ApiError({ status, code, message });

describe('describeSignInError', () => {
  it('maps invalid credentials and unconfirmed e-mail (spec section 8)', () => {
    expect(describeSignInError(apiError(400, 'invalid_grant', 'Invalid login credentials'))).toEqual({
      key: 'auth.errors.invalidCredentials',
    });
    expect(describeSignInError(apiError(401, 'invalid_credentials', 'Wrong password'))).toEqual({
      key: 'auth.errors.invalidCredentials',
    });
    expect(describeSignInError(apiError(400, 'validation_failed', 'Email not confirmed'))).toEqual({
      key: 'auth.errors.emailNotConfirmed',
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

  it('explains a disabled account, an unreachable server and rate limiting', () => {
    expect(describeSignInError(apiError(403, 'account_disabled', 'This account is disabled'))).toEqual({
      key: 'auth.errors.accountDisabled',
    });
    expect(describeSignInError(apiError(0, 'network_error', 'Failed to fetch'))).toEqual({
      key: 'auth.errors.network',
    });
    expect(describeSignInError(apiError(429, 'rate_limited', 'Slow down'))).toEqual({
      key: 'auth.errors.tooManyAttempts',
    });
  });
});
