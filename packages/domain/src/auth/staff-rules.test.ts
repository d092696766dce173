import { describe, expect, it } from 'vitest';
import { checkNewPassword } from './password-policy.js';
import type { UserRole } from './roles.js';
import { checkStaffChange, GENERATED_PASSWORD_ALPHABET, generateStaffPassword } from './staff-rules.js';

/** A uniform integer in [0, n) from the platform's crypto source (what the server passes in). */
const randomInt = (n: number) => {
  const buffer = new Uint32Array(1);
  globalThis.crypto.getRandomValues(buffer);
  return (buffer[0] ?? 0) % n;
};

const actor = (role: UserRole, id = 'me') => ({ id, role });
const account = (role: UserRole, id = 'other', disabled = false) => ({ id, role, disabled });

describe('checkStaffChange', () => {
  it('lets an admin create, edit and disable cashiers and admins', () => {
    for (const role of ['cashier', 'admin'] as const) {
      expect(
        checkStaffChange({ actor: actor('admin'), next: { role, disabled: false }, activeSuperAdmins: 1 }),
      ).toBeUndefined();
      expect(
        checkStaffChange({
          actor: actor('admin'),
          target: account('cashier'),
          next: { role, disabled: true },
          activeSuperAdmins: 1,
        }),
      ).toBeUndefined();
    }
  });

  it('refuses an admin anything about a super admin, and making one (403 on role)', () => {
    const refusal = { code: 'super_admin_only', status: 403, field: 'role' };
    expect(
      checkStaffChange({
        actor: actor('admin'),
        next: { role: 'super_admin', disabled: false },
        activeSuperAdmins: 2,
      }),
    ).toEqual(refusal);
    expect(
      checkStaffChange({
        actor: actor('admin'),
        target: account('cashier'),
        next: { role: 'super_admin', disabled: false },
        activeSuperAdmins: 2,
      }),
    ).toEqual(refusal);
    expect(
      checkStaffChange({
        actor: actor('admin'),
        target: account('super_admin'),
        next: { role: 'super_admin', disabled: false },
        activeSuperAdmins: 2,
      }),
    ).toEqual(refusal);
  });

  it('refuses cashiers and plain users everything', () => {
    for (const role of ['cashier', 'user'] as const)
      expect(
        checkStaffChange({
          actor: actor(role),
          next: { role: 'cashier', disabled: false },
          activeSuperAdmins: 1,
        }),
      ).toMatchObject({ status: 403 });
  });

  it('lets a super admin make and demote super admins while another stays', () => {
    expect(
      checkStaffChange({
        actor: actor('super_admin'),
        target: account('admin'),
        next: { role: 'super_admin', disabled: false },
        activeSuperAdmins: 1,
      }),
    ).toBeUndefined();
    expect(
      checkStaffChange({
        actor: actor('super_admin'),
        target: account('super_admin'),
        next: { role: 'admin', disabled: false },
        activeSuperAdmins: 2,
      }),
    ).toBeUndefined();
  });

  it('never lets anyone disable themselves or lower their own role (409)', () => {
    expect(
      checkStaffChange({
        actor: actor('admin'),
        target: account('admin', 'me'),
        next: { role: 'admin', disabled: true },
        activeSuperAdmins: 1,
      }),
    ).toEqual({ code: 'cannot_disable_self', status: 409, field: 'is_disabled' });
    expect(
      checkStaffChange({
        actor: actor('super_admin'),
        target: account('super_admin', 'me'),
        next: { role: 'admin', disabled: false },
        activeSuperAdmins: 3,
      }),
    ).toEqual({ code: 'cannot_lower_own_role', status: 409, field: 'role' });
    expect(
      checkStaffChange({
        actor: actor('admin'),
        target: account('admin', 'me'),
        next: { role: 'cashier', disabled: false },
        activeSuperAdmins: 1,
      }),
    ).toEqual({ code: 'cannot_lower_own_role', status: 409, field: 'role' });
  });

  it('keeps the last enabled super admin', () => {
    expect(
      checkStaffChange({
        actor: actor('super_admin', 'other'),
        target: account('super_admin', 'last'),
        next: { role: 'super_admin', disabled: true },
        activeSuperAdmins: 1,
      }),
    ).toEqual({ code: 'last_super_admin', status: 409, field: 'is_disabled' });
    expect(
      checkStaffChange({
        actor: actor('super_admin', 'other'),
        target: account('super_admin', 'last'),
        next: { role: 'admin', disabled: false },
        activeSuperAdmins: 1,
      }),
    ).toEqual({ code: 'last_super_admin', status: 409, field: 'role' });
    // enabling a disabled super admin never leaves fewer
    expect(
      checkStaffChange({
        actor: actor('super_admin'),
        target: account('super_admin', 'x', true),
        next: { role: 'super_admin', disabled: false },
        activeSuperAdmins: 1,
      }),
    ).toBeUndefined();
  });
});

describe('generateStaffPassword', () => {
  it('gives 16 unambiguous characters in groups of four that pass the password rule', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i += 1) {
      const password = generateStaffPassword(randomInt);
      expect(password).toMatch(/^[^-]{4}-[^-]{4}-[^-]{4}-[^-]{4}$/);
      for (const ch of password.replaceAll('-', '')) expect(GENERATED_PASSWORD_ALPHABET).toContain(ch);
      expect(checkNewPassword(password)).toBeUndefined();
      seen.add(password);
    }
    expect(seen.size).toBe(200);
    expect(GENERATED_PASSWORD_ALPHABET).not.toMatch(/[0O1lI]/);
  });
});
