import { readStorage, writeStorage } from '@kiosk/ui';
import { useSyncExternalStore } from 'react';

/** Local storage key of the signed-in admin's session (tokens and user). */
export const SESSION_STORAGE_KEY = 'auth_session';

export type UserRole = 'user' | 'cashier' | 'admin' | 'super_admin';

export interface AuthUser {
  id: string;
  email?: string | null;
  role?: string;
  app_metadata?: Record<string, unknown>;
  user_metadata?: Record<string, unknown>;
}

/** What `POST /auth/v1/token` answers. */
export interface TokenResponse {
  access_token: string;
  refresh_token: string;
  /** seconds the access token lives */
  expires_in: number;
  /** when the access token expires, in seconds since the epoch (computed when the server omits it) */
  expires_at?: number;
  user: AuthUser;
}

export interface AuthSession extends TokenResponse {
  expires_at: number;
}

const ROLES: readonly UserRole[] = ['user', 'cashier', 'admin', 'super_admin'];

function isRole(value: unknown): value is UserRole {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** The user's role: from app metadata, then user metadata, then the user itself; 'user' by default (spec 4). */
export function getUserRole(user: AuthUser | null | undefined): UserRole {
  if (!user) return 'user';
  for (const candidate of [user.app_metadata?.role, user.user_metadata?.role, user.role]) {
    if (isRole(candidate)) return candidate;
  }
  return 'user';
}

export function isAdminRole(role: UserRole): boolean {
  return role === 'admin' || role === 'super_admin';
}

export function isTokenResponse(value: unknown): value is TokenResponse {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.access_token === 'string' &&
    typeof v.refresh_token === 'string' &&
    typeof v.expires_in === 'number' &&
    typeof v.user === 'object' &&
    v.user !== null
  );
}

const listeners = new Set<() => void>();
let cachedRaw: string | null = null;
let cachedSession: AuthSession | null = null;

function parse(raw: string | null): AuthSession | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (!isTokenResponse(value)) return null;
    const session = value as AuthSession;
    return typeof session.expires_at === 'number' ? session : { ...session, expires_at: 0 };
  } catch {
    return null;
  }
}

/** The stored session, if any (the same object until it changes). */
export function getSession(): AuthSession | null {
  const raw = readStorage(SESSION_STORAGE_KEY);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedSession = parse(raw);
  }
  return cachedSession;
}

export function getAccessToken(): string | null {
  return getSession()?.access_token ?? null;
}

function notify() {
  for (const listener of [...listeners]) listener();
}

export function saveSession(tokens: TokenResponse): AuthSession {
  const session: AuthSession = {
    access_token: tokens.access_token,
    refresh_token: tokens.refresh_token,
    expires_in: tokens.expires_in,
    expires_at: tokens.expires_at ?? Math.floor(Date.now() / 1000) + tokens.expires_in,
    user: tokens.user,
  };
  writeStorage(SESSION_STORAGE_KEY, JSON.stringify(session));
  notify();
  return session;
}

export function clearSession(): void {
  writeStorage(SESSION_STORAGE_KEY, null);
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === SESSION_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The stored session, re-rendering when it changes (in this tab or another). */
export function useSession(): AuthSession | null {
  return useSyncExternalStore(subscribe, getSession, () => null);
}
