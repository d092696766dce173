import type { AuthUser } from '@kiosk/contracts';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useSyncExternalStore } from 'react';
import type {
  AuthSession,
  SessionManager,
  SessionStatus,
  SignInOptions,
  SignOutOptions,
  SignOutReason,
} from './session-manager.js';
import {
  isAdminUser,
  isKioskDevice,
  isStaffUser,
  isSuperAdminUser,
  roleOf,
  type SessionRole,
} from './session-roles.js';

const SessionContext = createContext<SessionManager | null>(null);

/** Makes `manager` the app's session and checks a stored session with the server once mounted. */
export function SessionProvider({ manager, children }: { manager: SessionManager; children?: ReactNode }) {
  useEffect(() => {
    void manager.start();
  }, [manager]);
  return <SessionContext.Provider value={manager}>{children}</SessionContext.Provider>;
}

export function useSessionManager(): SessionManager {
  const manager = useContext(SessionContext);
  if (!manager) throw new Error('useSession needs a <SessionProvider> (AppProviders session prop)');
  return manager;
}

export interface SessionState {
  status: SessionStatus;
  session: AuthSession | null;
  user: AuthUser | null;
  role: SessionRole | null;
  isAdmin: boolean;
  isSuperAdmin: boolean;
  /** Cashier, admin or super admin. */
  isStaff: boolean;
  isKiosk: boolean;
  /** Why the last session ended, while signed out. */
  signOutReason: SignOutReason | undefined;
  signIn: (credentials: { email: string; password: string }, options?: SignInOptions) => Promise<AuthSession>;
  signInKiosk: (
    credentials: { username: string; password: string; device_fingerprint?: string },
    options?: SignInOptions,
  ) => Promise<AuthSession>;
  signOut: (options?: SignOutOptions) => Promise<void>;
  manager: SessionManager;
}

/** The app's session, re-rendering on every change (sign-in, refresh, user update, sign-out, other tabs). */
export function useSession(): SessionState {
  const manager = useSessionManager();
  const snapshot = useSyncExternalStore(
    (notify) => manager.subscribe(() => notify()),
    manager.getSnapshot,
    manager.getSnapshot,
  );
  return useMemo(() => {
    const user = snapshot.session?.user ?? null;
    return {
      status: snapshot.status,
      session: snapshot.session,
      user,
      role: roleOf(user),
      isAdmin: isAdminUser(user),
      isSuperAdmin: isSuperAdminUser(user),
      isStaff: isStaffUser(user),
      isKiosk: isKioskDevice(user),
      signOutReason: snapshot.signOutReason,
      signIn: manager.signInWithPassword,
      signInKiosk: manager.signInKiosk,
      signOut: manager.signOut,
      manager,
    };
  }, [snapshot, manager]);
}
