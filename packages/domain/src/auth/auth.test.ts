import { describe, expect, it } from 'vitest';
import { checkNewPassword } from './password-policy.js';
import { allows, isAdmin, isStaff, isSuperAdmin, type Principal } from './roles.js';
import { ADDRESS_ATTEMPT_LIMIT, addressRetryAfterSeconds, lockRetryAfterSeconds } from './sign-in-limits.js';

const user = (role: 'user' | 'cashier' | 'admin' | 'super_admin'): Principal => ({
  kind: 'user',
  userId: 'u',
  role,
  email: 'e@x.co',
  sessionId: 's',
});
const kiosk: Principal = { kind: 'kiosk', kioskUserId: 'k', username: 'kiosk-one', sessionId: 's' };

describe('roles', () => {
  it('derives the admin flags', () => {
    expect([isAdmin('admin'), isAdmin('super_admin'), isAdmin('cashier'), isAdmin('user')]).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect([isSuperAdmin('super_admin'), isSuperAdmin('admin')]).toEqual([true, false]);
    expect([isStaff('cashier'), isStaff('user')]).toEqual([true, false]);
  });

  it('matches every permission against every caller', () => {
    const callers = {
      none: undefined,
      user: user('user'),
      cashier: user('cashier'),
      admin: user('admin'),
      super: user('super_admin'),
      kiosk,
    };
    const table = {
      public: ['none', 'user', 'cashier', 'admin', 'super', 'kiosk'],
      authenticated: ['user', 'cashier', 'admin', 'super', 'kiosk'],
      kiosk: ['kiosk'],
      pos: ['kiosk', 'cashier', 'admin', 'super'],
      cashier: ['cashier', 'admin', 'super'],
      admin: ['admin', 'super'],
      super_admin: ['super'],
    } as const;
    for (const [permission, allowed] of Object.entries(table)) {
      for (const [name, caller] of Object.entries(callers)) {
        expect(allows(permission as keyof typeof table, caller), `${permission} / ${name}`).toBe(
          (allowed as readonly string[]).includes(name),
        );
      }
    }
  });
});

describe('password policy', () => {
  it('wants 8 to 128 characters', () => {
    expect(checkNewPassword('Kısa1!')).toBe('passwordTooShort');
    expect(
      checkNewPassword('x'.repeat(64).replace(/x/g, (_, i) => String.fromCharCode(97 + (i % 26)))),
    ).toBeUndefined();
    expect(checkNewPassword('a'.repeat(129))).toBe('passwordTooLong');
  });
  it('refuses common passwords whatever their case', () => {
    expect(checkNewPassword('password')).toBe('passwordTooCommon');
    expect(checkNewPassword('Qwerty123')).toBe('passwordTooCommon');
    expect(checkNewPassword('Lahmacun-Ayran-42')).toBeUndefined();
  });
});

describe('sign-in limits', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  it('lets an address try until its 30th attempt in 15 minutes', () => {
    const times = Array.from(
      { length: ADDRESS_ATTEMPT_LIMIT - 1 },
      (_, i) => new Date(now.getTime() - i * 1000),
    );
    expect(addressRetryAfterSeconds(times.reverse(), now)).toBe(0);
    const full = [new Date(now.getTime() - 600_000), ...times];
    expect(addressRetryAfterSeconds(full, now)).toBe(300);
  });
  it('counts the seconds left on a lock', () => {
    expect(lockRetryAfterSeconds(undefined, now)).toBe(0);
    expect(lockRetryAfterSeconds(new Date(now.getTime() + 90_500), now)).toBe(91);
    expect(lockRetryAfterSeconds(new Date(now.getTime() - 1), now)).toBe(0);
  });
});
