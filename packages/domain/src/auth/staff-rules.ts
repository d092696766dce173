import { checkNewPassword } from './password-policy.js';
import { isAdmin, isSuperAdmin, type UserRole } from './roles.js';

const RANK: Record<UserRole, number> = { user: 0, cashier: 1, admin: 2, super_admin: 3 };

/** Why a staff change is refused: the stable code, its HTTP status and the field it concerns. */
export interface StaffRefusal {
  code: 'super_admin_only' | 'cannot_disable_self' | 'cannot_lower_own_role' | 'last_super_admin';
  status: 403 | 409;
  field: 'role' | 'is_disabled';
}

export interface StaffChange {
  /** The admin making the change. */
  actor: { id: string; role: UserRole };
  /** The account as it is; absent when it is being created. */
  target?: { id: string; role: UserRole; disabled: boolean } | undefined;
  /** The account as the change leaves it (a password reset: unchanged). */
  next: { role: UserRole; disabled: boolean };
  /** Enabled super admins now, the target included. */
  activeSuperAdmins: number;
}

/**
 * Who may change whose account (the Personel page, issue 34). An admin creates, edits, disables,
 * enables and resets cashiers and admins, never a super admin, and never makes anyone super admin;
 * a super admin may do all of it. Nobody disables themselves or lowers their own role, and the
 * product always keeps at least one enabled super admin.
 */
export function checkStaffChange(change: StaffChange): StaffRefusal | undefined {
  const { actor, target, next } = change;
  if (!isAdmin(actor.role)) return { code: 'super_admin_only', status: 403, field: 'role' };
  if (!isSuperAdmin(actor.role) && (target?.role === 'super_admin' || next.role === 'super_admin'))
    return { code: 'super_admin_only', status: 403, field: 'role' };
  if (!target) return undefined;
  if (target.id === actor.id) {
    if (next.disabled && !target.disabled)
      return { code: 'cannot_disable_self', status: 409, field: 'is_disabled' };
    if (RANK[next.role] < RANK[target.role])
      return { code: 'cannot_lower_own_role', status: 409, field: 'role' };
  }
  const leavesSuperAdmins =
    target.role === 'super_admin' && !target.disabled && (next.role !== 'super_admin' || next.disabled);
  if (leavesSuperAdmins && change.activeSuperAdmins <= 1)
    return {
      code: 'last_super_admin',
      status: 409,
      field: next.role !== 'super_admin' ? 'role' : 'is_disabled',
    };
  return undefined;
}

/** Letters and digits no one mixes up when reading them aloud or copying by hand (no 0 O 1 l I). */
export const GENERATED_PASSWORD_ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const GENERATED_LENGTH = 16;

/**
 * A password an admin hands over once: 16 characters from the unambiguous alphabet in groups of
 * four ("Kx7p-Qm2d-…", about 92 bits), drawn with `randomIndex(n)` (a uniform integer in [0, n),
 * `crypto.randomInt` on the server), and always passing `checkNewPassword`.
 */
export function generateStaffPassword(randomIndex: (n: number) => number): string {
  for (;;) {
    let raw = '';
    for (let i = 0; i < GENERATED_LENGTH; i += 1)
      raw += GENERATED_PASSWORD_ALPHABET[randomIndex(GENERATED_PASSWORD_ALPHABET.length)];
    const password = raw.match(/.{4}/g)?.join('-') ?? raw;
    if (!checkNewPassword(password)) return password;
  }
}
