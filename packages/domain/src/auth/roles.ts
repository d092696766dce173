/** People's roles; the role lives on the server and nothing the browser sends can raise it. */
export const USER_ROLES = ['user', 'cashier', 'admin', 'super_admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** Who may call a route ('pos': a kiosk device or staff, the ones who sell). */
export const PERMISSIONS = [
  'public',
  'authenticated',
  'kiosk',
  'pos',
  'cashier',
  'admin',
  'super_admin',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** The caller of an API route: a person or a kiosk device. */
export type Principal =
  | { kind: 'user'; userId: string; role: UserRole; email: string; sessionId: string }
  | { kind: 'kiosk'; kioskUserId: string; username: string; sessionId: string };

export const isAdmin = (role: UserRole | undefined): boolean => role === 'admin' || role === 'super_admin';
export const isSuperAdmin = (role: UserRole | undefined): boolean => role === 'super_admin';
/** Cashiers, admins and super admins may use the sale app. */
export const isStaff = (role: UserRole | undefined): boolean => role === 'cashier' || isAdmin(role);

/** Whether a caller (undefined: no valid token) may call a route with this permission. */
export function allows(permission: Permission, principal: Principal | undefined): boolean {
  if (permission === 'public') return true;
  if (!principal) return false;
  if (permission === 'authenticated') return true;
  if (permission === 'kiosk') return principal.kind === 'kiosk';
  // Selling: a kiosk device or a cashier (or admin) at the sale app.
  if (permission === 'pos') return principal.kind === 'kiosk' || isStaff(principal.role);
  if (principal.kind !== 'user') return false;
  if (permission === 'cashier') return isStaff(principal.role);
  if (permission === 'admin') return isAdmin(principal.role);
  return isSuperAdmin(principal.role);
}
