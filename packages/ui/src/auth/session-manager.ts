import { type AuthUser, type TokenResponse, tokenResponseSchema } from '@kiosk/contracts';
import { createApiClient } from '../api/api-client.js';
import { ApiError, isApiError } from '../api/api-error.js';
import { readStorage, writeStorage } from '../lib/local-storage.js';

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

export const ACCESS_DENIED_CODE = 'access_denied';

const VALID_TOKEN_MARGIN_SECONDS = 10;
const MAX_TIMER_MS = 2_147_483_647;

type RefreshResult =
  | { kind: 'ok'; session: AuthSession }
  | { kind: 'ended' }
  | { kind: 'failed'; error: unknown }
  | { kind: 'superseded' };

function defaultStorage(): SessionStorageLike {
  return {
    getItem: (key) => readStorage(key),
    setItem: (key, value) => writeStorage(key, value),
    removeItem: (key) => writeStorage(key, null),
  };
}

function defaultEventSource(): SessionEventSource | null {
  const target = globalThis as Partial<SessionEventSource>;
  return typeof target.addEventListener === 'function' && typeof target.removeEventListener === 'function'
    ? (target as SessionEventSource)
    : null;
}

/** A token response the server sent or a stored session; null when it is not one. */
export function parseSession(value: unknown): AuthSession | null {
  const parsed = tokenResponseSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

function parseStored(raw: string | null): AuthSession | null {
  if (raw === null) return null;
  try {
    return parseSession(JSON.parse(raw));
  } catch {
    return null;
  }
}

/**
 * True when the server said the session is over: any 4xx answer to a refresh except 408 and 429
 * (401 invalid_refresh_token, refresh_token_reused, session_revoked; 400 for a malformed token).
 * Network failures, 5xx, 408 and 429 are worth retrying.
 */
export function isSessionOverError(error: unknown): boolean {
  return (
    isApiError(error) &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 408 &&
    error.status !== 429
  );
}

/** The wait before retry `attempt` (1-based) of a failed refresh: 200, 400, 800, ... ms. */
export function refreshRetryDelay(attempt: number, baseDelayMs = 200): number {
  return baseDelayMs * 2 ** (attempt - 1);
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * One app's signed-in session: kept in local storage under `storageKey`, checked with the server
 * at start, refreshed before the access token expires (retrying with back-off), signed out when
 * the server says the session is over, and kept in step with the app's other tabs.
 * Subscribers get SIGNED_IN, TOKEN_REFRESHED, USER_UPDATED and SIGNED_OUT.
 */
export function createSessionManager(options: SessionManagerOptions): SessionManager {
  const { storageKey } = options;
  const storage = options.storage ?? defaultStorage();
  const eventSource = options.eventSource === undefined ? defaultEventSource() : options.eventSource;
  const now = options.now ?? (() => Date.now());
  const marginSeconds = options.refreshMarginSeconds ?? 60;
  const jitterSeconds = options.refreshJitterSeconds ?? 10;
  const random = options.random ?? Math.random;
  const retryBaseDelayMs = options.retryBaseDelayMs ?? 200;
  const maxAttempts = Math.max(1, options.maxRefreshAttempts ?? 5);
  const retryRoundDelayMs = options.retryRoundDelayMs ?? 30_000;
  const defaultScope = options.signOutScope ?? 'global';
  const api = createApiClient({
    ...(options.baseUrl !== undefined ? { baseUrl: options.baseUrl } : {}),
    ...(options.fetch !== undefined ? { fetch: options.fetch } : {}),
  });

  const listeners = new Set<SessionListener>();
  const initial = parseStored(safeGet());
  let snapshot: SessionSnapshot = initial
    ? { status: 'loading', session: initial }
    : { status: 'signed_out', session: null };
  let refreshTimer: ReturnType<typeof setTimeout> | undefined;
  let refreshInFlight: Promise<AuthSession | null> | null = null;
  let startPromise: Promise<void> | null = null;
  let listening = false;
  let disposed = false;

  function safeGet(): string | null {
    try {
      return storage.getItem(storageKey);
    } catch {
      return null;
    }
  }

  function persist(session: AuthSession | null) {
    try {
      if (session) storage.setItem(storageKey, JSON.stringify(session));
      else storage.removeItem(storageKey);
    } catch {
      // storage unavailable: the session lives for this page only
    }
  }

  function emit(event: SessionEvent) {
    const current = snapshot;
    for (const listener of [...listeners]) listener(event, current);
  }

  function clearTimer() {
    if (refreshTimer !== undefined) clearTimeout(refreshTimer);
    refreshTimer = undefined;
  }

  function setTimer(delayMs: number) {
    clearTimer();
    if (disposed) return;
    refreshTimer = setTimeout(
      () => {
        refreshTimer = undefined;
        void refresh();
      },
      Math.min(Math.max(0, delayMs), MAX_TIMER_MS),
    );
  }

  /** Seconds until the access token expires. */
  function secondsLeft(session: AuthSession): number {
    return session.expires_at - now() / 1000;
  }

  function scheduleRefresh(session: AuthSession) {
    const lead = marginSeconds + random() * jitterSeconds;
    setTimer((secondsLeft(session) - lead) * 1000);
  }

  /** Adopts a session: stored (unless it came from storage), scheduled, announced. */
  function commit(session: AuthSession, event: SessionEvent, store = true, schedule = true) {
    if (store) persist(session);
    snapshot = { status: 'signed_in', session };
    if (schedule) scheduleRefresh(session);
    listen();
    emit(event);
  }

  function end(reason: SignOutReason, store = true) {
    clearTimer();
    if (store) persist(null);
    // already signed out: the first reason stands (e.g. a kick, then the 401 of a late request)
    if (snapshot.status === 'signed_out') return;
    snapshot = { status: 'signed_out', session: null, signOutReason: reason };
    emit('SIGNED_OUT');
  }

  function onStorage(event: Event) {
    const { key, newValue } = event as StorageEvent;
    if (key !== storageKey && key !== null) return;
    const next = parseStored(key === null ? safeGet() : newValue);
    const current = snapshot.session;
    if (!next) {
      if (current) end('other_tab', false);
      return;
    }
    if (!current || current.user.id !== next.user.id) {
      commit(next, 'SIGNED_IN', false);
    } else if (current.refresh_token !== next.refresh_token || current.access_token !== next.access_token) {
      commit(next, 'TOKEN_REFRESHED', false);
    } else if (!sameJson(current.user, next.user)) {
      commit(next, 'USER_UPDATED', false);
    }
  }

  function onVisibility() {
    const session = snapshot.session;
    const hidden = (globalThis as { document?: { visibilityState?: string } }).document?.visibilityState;
    if (hidden === 'hidden' || !session || snapshot.status !== 'signed_in') return;
    // timers of background tabs are throttled: catch up when the tab comes back
    if (secondsLeft(session) <= marginSeconds) void refresh();
  }

  function listen() {
    if (listening || disposed || !eventSource) return;
    listening = true;
    eventSource.addEventListener('storage', onStorage);
    eventSource.addEventListener('visibilitychange', onVisibility);
  }

  async function requestTokens(grantType: string, body: unknown): Promise<AuthSession> {
    const answer = await api.post<unknown>('/auth/v1/token', body, {
      query: { grant_type: grantType },
      accessToken: null,
    });
    const session = parseSession(answer);
    if (!session) {
      throw new ApiError({ code: 'invalid_response', status: 200, message: 'Unexpected sign-in response' });
    }
    return session;
  }

  const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

  /** One refresh round: up to `maxAttempts` tries with doubling waits. */
  async function refreshWithRetry(refreshToken: string): Promise<RefreshResult> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return { kind: 'ok', session: await requestTokens('refresh_token', { refresh_token: refreshToken }) };
      } catch (error) {
        if (isSessionOverError(error)) return { kind: 'ended' };
        if (attempt >= maxAttempts || disposed) return { kind: 'failed', error };
      }
      await sleep(refreshRetryDelay(attempt, retryBaseDelayMs));
      // another tab refreshed, or the user signed out, while we waited
      if (snapshot.session?.refresh_token !== refreshToken) return { kind: 'superseded' };
    }
  }

  function refresh(): Promise<AuthSession | null> {
    if (refreshInFlight) return refreshInFlight;
    const session = snapshot.session;
    if (!session || disposed) return Promise.resolve(session);
    clearTimer();
    refreshInFlight = (async () => {
      // another tab of this app may have refreshed already: take its tokens
      const stored = parseStored(safeGet());
      if (
        stored &&
        stored.user.id === session.user.id &&
        stored.refresh_token !== session.refresh_token &&
        stored.expires_at >= session.expires_at
      ) {
        commit(stored, snapshot.status === 'loading' ? 'SIGNED_IN' : 'TOKEN_REFRESHED', false);
        return stored;
      }
      const result = await refreshWithRetry(session.refresh_token);
      if (snapshot.session?.refresh_token !== session.refresh_token) return snapshot.session;
      switch (result.kind) {
        case 'ok':
          commit(result.session, snapshot.status === 'loading' ? 'SIGNED_IN' : 'TOKEN_REFRESHED');
          return result.session;
        case 'ended':
          end('session_ended');
          return null;
        default:
          // server unreachable: keep the session and try again later
          setTimer(retryRoundDelayMs);
          return snapshot.session;
      }
    })().finally(() => {
      refreshInFlight = null;
    });
    return refreshInFlight;
  }

  async function fetchUser(accessToken: string): Promise<AuthUser> {
    const user = await api.get<AuthUser>('/auth/v1/user', { accessToken });
    if (!user || typeof user !== 'object' || typeof (user as { id?: unknown }).id !== 'string') {
      throw new ApiError({ code: 'invalid_response', status: 200, message: 'Unexpected user response' });
    }
    return user;
  }

  async function verify(): Promise<void> {
    // a tab that starts signed out still learns when another tab signs in
    listen();
    let session = snapshot.session;
    if (!session) return;
    if (secondsLeft(session) <= VALID_TOKEN_MARGIN_SECONDS) {
      session = await refresh();
      // refreshed (now signed in) or ended; still loading: the server is unreachable, and the
      // next refresh round is already scheduled, so trust the stored session meanwhile
      if (session && snapshot.status === 'loading') commit(session, 'SIGNED_IN', false, false);
      return;
    }
    try {
      const user = await fetchUser(session.access_token);
      if (snapshot.session?.access_token !== session.access_token) return;
      commit({ ...session, user }, 'SIGNED_IN');
    } catch (error) {
      if (snapshot.session?.access_token !== session.access_token) return;
      if (isApiError(error) && error.status === 401) {
        // expired or revoked access token: the refresh token decides
        const refreshed = await refresh();
        if (refreshed && snapshot.status === 'loading') commit(refreshed, 'SIGNED_IN', false, false);
        return;
      }
      if (isApiError(error) && isSessionOverError(error)) {
        end('session_ended');
        return;
      }
      // server unreachable: trust the stored session; API calls will tell
      commit(session, 'SIGNED_IN', false);
    }
  }

  async function signIn(grantType: string, body: unknown, signInOptions: SignInOptions = {}) {
    const session = await requestTokens(grantType, body);
    if (signInOptions.accept && !signInOptions.accept(session.user)) {
      await logoutRemote(session.access_token, 'local');
      throw new ApiError({ code: ACCESS_DENIED_CODE, status: 403, message: 'Access denied' });
    }
    commit(session, 'SIGNED_IN');
    return session;
  }

  async function logoutRemote(accessToken: string, scope: 'global' | 'local') {
    try {
      await api.post('/auth/v1/logout', undefined, { query: { scope }, accessToken });
    } catch {
      // the session is dropped locally whatever the server says
    }
  }

  async function signOut(signOutOptions: SignOutOptions = {}) {
    const token = snapshot.session?.access_token;
    end(signOutOptions.reason ?? 'signed_out');
    if (token && signOutOptions.remote !== false) {
      await logoutRemote(token, signOutOptions.scope ?? defaultScope);
    }
  }

  async function reloadUser(): Promise<AuthUser | null> {
    const session = snapshot.session;
    if (!session) return null;
    const token = (await getValidAccessToken()) ?? session.access_token;
    const user = await fetchUser(token);
    const current = snapshot.session;
    if (!current || current.user.id !== user.id) return current?.user ?? null;
    if (!sameJson(current.user, user)) commit({ ...current, user }, 'USER_UPDATED');
    return user;
  }

  async function getValidAccessToken(): Promise<string | null> {
    const session = snapshot.session;
    if (!session) return null;
    if (secondsLeft(session) > VALID_TOKEN_MARGIN_SECONDS) return session.access_token;
    const refreshed = await refresh();
    return refreshed?.access_token ?? null;
  }

  async function handleUnauthorized(usedToken: string): Promise<string | null> {
    const session = snapshot.session;
    if (!session) return null;
    if (session.access_token !== usedToken) return session.access_token;
    const refreshed = await refresh();
    return refreshed && refreshed.access_token !== usedToken ? refreshed.access_token : null;
  }

  return {
    getSnapshot: () => snapshot,
    getSession: () => snapshot.session,
    getUser: () => snapshot.session?.user ?? null,
    getAccessToken: () => snapshot.session?.access_token ?? null,
    getValidAccessToken,
    start() {
      startPromise ??= verify();
      return startPromise;
    },
    signInWithPassword: (credentials, signInOptions) => signIn('password', credentials, signInOptions),
    signInKiosk: (credentials, signInOptions) => signIn('kiosk_password', credentials, signInOptions),
    refresh,
    reloadUser,
    signOut,
    handleUnauthorized,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    dispose() {
      disposed = true;
      clearTimer();
      listeners.clear();
      if (listening && eventSource) {
        eventSource.removeEventListener('storage', onStorage);
        eventSource.removeEventListener('visibilitychange', onVisibility);
      }
      listening = false;
    },
  };
}
