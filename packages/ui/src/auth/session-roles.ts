import type { AuthUser } from '@kiosk/contracts';
import { isAdmin, isStaff, isSuperAdmin, USER_ROLES, type UserRole } from '@kiosk/domain';

/** A person's role, or `kiosk` for a kiosk device. */
export type SessionRole = UserRole | 'kiosk';

/** The role the server gave the user (app metadata first); 'user' by default (spec section 4). */
export function roleOf(user: AuthUser | null | undefined): SessionRole | null {
  if (!user) return null;
  for (const candidate of [user.app_metadata?.role, user.role]) {
    if (candidate === 'kiosk') return 'kiosk';
    if ((USER_ROLES as readonly string[]).includes(candidate)) return candidate as UserRole;
  }
  return 'user';
}

const personRole = (role: SessionRole | null): UserRole | undefined =>
  role === null || role === 'kiosk' ? undefined : role;

/** Admin and super admin (spec section 6). */
export const isAdminUser = (user: AuthUser | null | undefined) => isAdmin(personRole(roleOf(user)));
/** Super admin only. */
export const isSuperAdminUser = (user: AuthUser | null | undefined) => isSuperAdmin(personRole(roleOf(user)));
/** Cashiers, admins and super admins: the sale app's users. */
export const isStaffUser = (user: AuthUser | null | undefined) => isStaff(personRole(roleOf(user)));
/** A kiosk device signed in with its username and password. */
export const isKioskDevice = (user: AuthUser | null | undefined) =>
  roleOf(user) === 'kiosk' && user?.kiosk !== undefined;
