import type { AuthUser, TokenResponse } from '@kiosk/contracts';

/** A signed-in session as `POST /auth/v1/token` answers it and as it is kept in local storage. */
export type AuthSession = TokenResponse;

/** `loading`: a stored session is being checked with the server (the route guard's 'Loading...'). */
export type SessionStatus = 'loading' | 'signed_in' | 'signed_out';

/** The session states of the spec (section 4, "User session"), sent to subscribers. */
export type SessionEvent = 'SIGNED_IN' | 'TOKEN_REFRESHED' | 'USER_UPDATED' | 'SIGNED_OUT';

/**
 * Why the session ended:
 * - `signed_out`: the user (or the app) signed out
 * - `session_ended`: the server said the session is over (revoked, reused or unknown refresh token)
 * - `kicked`: an administrator ended the device session (kiosk)
 * - `other_tab`: another tab of the same app signed out
 */
export type SignOutReason = 'signed_out' | 'session_ended' | 'kicked' | 'other_tab';

export interface SessionSnapshot {
  status: SessionStatus;
  session: AuthSession | null;
  /** Set while signed out after a session ended. */
  signOutReason?: SignOutReason;
}

export type SessionListener = (event: SessionEvent, snapshot: SessionSnapshot) => void;

/** The part of `Storage` the manager uses (tests pass a Map-backed fake). */
export interface SessionStorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Where `storage` and `visibilitychange` events come from (the window by default). */
export interface SessionEventSource {
  addEventListener(type: string, listener: (event: Event) => void): void;
  removeEventListener(type: string, listener: (event: Event) => void): void;
}

export interface SessionManagerOptions {
  /** Local storage key of this app's session (`auth_session`, `sale_session`, `kiosk_session`). */
  storageKey: string;
  /** API prefix; same origin by default. */
  baseUrl?: string;
  fetch?: typeof fetch;
  storage?: SessionStorageLike;
  /** Storage events (other tabs) and visibility changes; `null` listens to nothing. */
  eventSource?: SessionEventSource | null;
  /** Clock in milliseconds (Date.now by default, so fake timers move it). */
  now?: () => number;
  /** Refresh this many seconds before the access token expires (60). */
  refreshMarginSeconds?: number;
  /**
   * Up to this many extra seconds earlier, chosen at random, so several tabs of one browser do not
   * all refresh at the same instant (10; the first tab's new tokens reach the others by the storage event).
   */
  refreshJitterSeconds?: number;
  random?: () => number;
  /** A failed refresh (network, 5xx, 429) is retried after 200 ms, doubling each time (spec section 7). */
  retryBaseDelayMs?: number;
  /** Refresh attempts per round, the first included (5: waits of 200, 400, 800 and 1600 ms). */
  maxRefreshAttempts?: number;
  /** After a round failed, the next round starts this much later (30 s). */
  retryRoundDelayMs?: number;
  /** Scope of `signOut()` by default: `global` ends every session of the user (spec section 7). */
  signOutScope?: 'global' | 'local';
}

export interface SignInOptions {
  /**
   * Decides whether this app accepts the user (e.g. admins only). A refused user's new session is
   * ended on the server at once and never stored; the call fails with ApiError `access_denied`.
   */
  accept?: (user: AuthUser) => boolean;
}

export interface SignOutOptions {
  scope?: 'global' | 'local';
  reason?: SignOutReason;
  /** Tell the server (`POST /auth/v1/logout`); false when the server already ended the session. */
  remote?: boolean;
}

export interface SessionManager {
  getSnapshot(): SessionSnapshot;
  getSession(): AuthSession | null;
  getUser(): AuthUser | null;
  /** The current access token, as stored (may be about to expire). */
  getAccessToken(): string | null;
  /** The access token, refreshed first when it expires within 10 s. */
  getValidAccessToken(): Promise<string | null>;
  /** Checks a stored session with `GET /auth/v1/user` (refreshing it first when expired). Idempotent. */
  start(): Promise<void>;
  signInWithPassword(
    credentials: { email: string; password: string },
    options?: SignInOptions,
  ): Promise<AuthSession>;
  signInKiosk(
    credentials: { username: string; password: string; device_fingerprint?: string },
    options?: SignInOptions,
  ): Promise<AuthSession>;
  /** A cashier's PIN at a till signed in as a device (issue 34: grant_type=till_pin). */
  signInTillPin(
    credentials: { till_token: string; user_id: string; pin: string },
    options?: SignInOptions,
  ): Promise<AuthSession>;
  /** Refreshes now (one request at a time); resolves with the session afterwards, null when signed out. */
  refresh(): Promise<AuthSession | null>;
  /** Reloads the user from the server; emits USER_UPDATED when it changed. */
  reloadUser(): Promise<AuthUser | null>;
  /** Forgets the session at once, then (by default) ends it on the server; errors are ignored. */
  signOut(options?: SignOutOptions): Promise<void>;
  /**
   * An API call with `usedToken` was answered 401: the token to retry with (refreshed, or already
   * replaced), or null when there is none (the session is then signed out if the server ended it).
   */
  handleUnauthorized(usedToken: string): Promise<string | null>;
  subscribe(listener: SessionListener): () => void;
  /** Stops timers and listeners (tests, hot reload). */
  dispose(): void;
}
