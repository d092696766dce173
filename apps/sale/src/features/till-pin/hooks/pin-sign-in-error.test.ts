import { ApiError } from '@kiosk/ui';
import { describe, expect, it } from 'vitest';
import { pinSignInError } from './pin-sign-in-error';

const refused = (code: string, status: number, details?: unknown) =>
  new ApiError({ code, status, message: code, details });

describe('pinSignInError', () => {
  it('names a wrong PIN, a disabled account, another store and an ended till', () => {
    expect(pinSignInError(refused('invalid_credentials', 400))).toEqual({ key: 'wrong' });
    expect(pinSignInError(refused('account_disabled', 403))).toEqual({ key: 'disabled' });
    expect(pinSignInError(refused('not_at_this_store', 403))).toEqual({ key: 'otherStore' });
    expect(pinSignInError(refused('invalid_till_token', 401))).toEqual({ key: 'tillEnded' });
  });

  it('turns the lock wait into whole minutes (at least one)', () => {
    expect(pinSignInError(refused('account_locked', 429, { retry_after_s: 1790 }))).toEqual({
      key: 'locked',
      minutes: 30,
    });
    expect(pinSignInError(refused('rate_limited', 429, { retryAfterSeconds: 5 }))).toEqual({
      key: 'locked',
      minutes: 1,
    });
  });

  it('anything else (network, 500) is a plain failure', () => {
    expect(pinSignInError(new Error('offline'))).toEqual({ key: 'failed' });
    expect(pinSignInError(refused('internal_error', 500))).toEqual({ key: 'failed' });
  });
});
