import type { AuthUser } from '@kiosk/contracts';
import { ApiError, isApiError } from '../api/api-error.js';
import { fetchUser, logoutRemote, requestTokens } from './session-endpoints.js';
import { refresh } from './session-refresh.js';
import {
  ACCESS_DENIED_CODE,
  isSessionOverError,
  sameJson,
  VALID_TOKEN_MARGIN_SECONDS,
} from './session-rules.js';
import {
  clearTimer,
  commit,
  createSessionState,
  end,
  type SessionState,
  secondsLeft,
  sessionConfig,
} from './session-state.js';
import { tabListeners } from './session-tabs.js';
import type {
  AuthSession,
  SessionManager,
  SessionManagerOptions,
  SignInOptions,
  SignOutOptions,
} from './session-types.js';

export { ACCESS_DENIED_CODE, isSessionOverError, parseSession, refreshRetryDelay } from './session-rules.js';
export type * from './session-types.js';

/** Checks the stored session with the server at start (refreshing it first when expired). */
async function verify(state: SessionState): Promise<void> {
  // a tab that starts signed out still learns when another tab signs in
  state.hooks.listen();
  let session = state.snapshot.session;
  if (!session) return;
  if (secondsLeft(state, session) <= VALID_TOKEN_MARGIN_SECONDS) {
    session = await refresh(state);
    // refreshed (now signed in) or ended; still loading: the server is unreachable, and the
    // next refresh round is already scheduled, so trust the stored session meanwhile
    if (session && state.snapshot.status === 'loading') commit(state, session, 'SIGNED_IN', false, false);
    return;
  }
  try {
    const user = await fetchUser(state, session.access_token);
    if (state.snapshot.session?.access_token !== session.access_token) return;
    commit(state, { ...session, user }, 'SIGNED_IN');
  } catch (error) {
    if (state.snapshot.session?.access_token !== session.access_token) return;
    if (isApiError(error) && error.status === 401) {
      // expired or revoked access token: the refresh token decides
      const refreshed = await refresh(state);
      if (refreshed && state.snapshot.status === 'loading')
        commit(state, refreshed, 'SIGNED_IN', false, false);
      return;
    }
    if (isApiError(error) && isSessionOverError(error)) {
      end(state, 'session_ended');
      return;
    }
    // server unreachable: trust the stored session; API calls will tell
    commit(state, session, 'SIGNED_IN', false);
  }
}

async function signIn(state: SessionState, grantType: string, body: unknown, options: SignInOptions = {}) {
  const session = await requestTokens(state, grantType, body);
  if (options.accept && !options.accept(session.user)) {
    await logoutRemote(state, session.access_token, 'local');
    throw new ApiError({ code: ACCESS_DENIED_CODE, status: 403, message: 'Access denied' });
  }
  commit(state, session, 'SIGNED_IN');
  return session;
}

async function signOut(state: SessionState, options: SignOutOptions = {}) {
  const token = state.snapshot.session?.access_token;
  end(state, options.reason ?? 'signed_out');
  if (token && options.remote !== false) {
    await logoutRemote(state, token, options.scope ?? state.config.defaultScope);
  }
}

async function getValidAccessToken(state: SessionState): Promise<string | null> {
  const session = state.snapshot.session;
  if (!session) return null;
  if (secondsLeft(state, session) > VALID_TOKEN_MARGIN_SECONDS) return session.access_token;
  const refreshed = await refresh(state);
  return refreshed?.access_token ?? null;
}

async function reloadUser(state: SessionState): Promise<AuthUser | null> {
  const session = state.snapshot.session;
  if (!session) return null;
  const token = (await getValidAccessToken(state)) ?? session.access_token;
  const user = await fetchUser(state, token);
  const current = state.snapshot.session;
  if (!current || current.user.id !== user.id) return current?.user ?? null;
  if (!sameJson(current.user, user)) commit(state, { ...current, user }, 'USER_UPDATED');
  return user;
}

async function handleUnauthorized(state: SessionState, usedToken: string): Promise<string | null> {
  const session = state.snapshot.session;
  if (!session) return null;
  if (session.access_token !== usedToken) return session.access_token;
  const refreshed = await refresh(state);
  return refreshed && refreshed.access_token !== usedToken ? refreshed.access_token : null;
}

/**
 * One app's signed-in session: kept in local storage under `storageKey`, checked with the server
 * at start, refreshed before the access token expires (retrying with back-off), signed out when
 * the server says the session is over, and kept in step with the app's other tabs.
 * Subscribers get SIGNED_IN, TOKEN_REFRESHED, USER_UPDATED and SIGNED_OUT.
 */
export function createSessionManager(options: SessionManagerOptions): SessionManager {
  const state = createSessionState(sessionConfig(options));
  const tabs = tabListeners(state);
  state.hooks = { refresh: () => void refresh(state), listen: tabs.listen };
  return {
    getSnapshot: () => state.snapshot,
    getSession: (): AuthSession | null => state.snapshot.session,
    getUser: () => state.snapshot.session?.user ?? null,
    getAccessToken: () => state.snapshot.session?.access_token ?? null,
    getValidAccessToken: () => getValidAccessToken(state),
    start() {
      state.startPromise ??= verify(state);
      return state.startPromise;
    },
    signInWithPassword: (credentials, signInOptions) => signIn(state, 'password', credentials, signInOptions),
    signInKiosk: (credentials, signInOptions) => signIn(state, 'kiosk_password', credentials, signInOptions),
    signInTillPin: (credentials, signInOptions) => signIn(state, 'till_pin', credentials, signInOptions),
    refresh: () => refresh(state),
    reloadUser: () => reloadUser(state),
    signOut: (signOutOptions) => signOut(state, signOutOptions),
    handleUnauthorized: (usedToken) => handleUnauthorized(state, usedToken),
    subscribe(listener) {
      state.listeners.add(listener);
      return () => {
        state.listeners.delete(listener);
      };
    },
    dispose() {
      state.disposed = true;
      clearTimer(state);
      state.listeners.clear();
      tabs.stop();
    },
  };
}
