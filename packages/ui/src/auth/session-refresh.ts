import { requestTokens } from './session-endpoints.js';
import { isSessionOverError, parseStored, refreshRetryDelay } from './session-rules.js';
import { clearTimer, commit, end, readStored, type SessionState, setTimer } from './session-state.js';
import type { AuthSession } from './session-types.js';

type RefreshResult =
  | { kind: 'ok'; session: AuthSession }
  | { kind: 'ended' }
  | { kind: 'failed'; error: unknown }
  | { kind: 'superseded' };

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** One refresh round: up to `maxAttempts` tries with doubling waits. */
async function refreshWithRetry(state: SessionState, refreshToken: string): Promise<RefreshResult> {
  const { maxAttempts, retryBaseDelayMs } = state.config;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return {
        kind: 'ok',
        session: await requestTokens(state, 'refresh_token', { refresh_token: refreshToken }),
      };
    } catch (error) {
      if (isSessionOverError(error)) return { kind: 'ended' };
      if (attempt >= maxAttempts || state.disposed) return { kind: 'failed', error };
    }
    await sleep(refreshRetryDelay(attempt, retryBaseDelayMs));
    // another tab refreshed, or the user signed out, while we waited
    if (state.snapshot.session?.refresh_token !== refreshToken) return { kind: 'superseded' };
  }
}

/** SIGNED_IN while the stored session was still being checked, TOKEN_REFRESHED afterwards. */
const refreshedEvent = (state: SessionState) =>
  state.snapshot.status === 'loading' ? 'SIGNED_IN' : 'TOKEN_REFRESHED';

/** Tokens another tab of this app stored for the same user after ours: newer, to be taken as they are. */
function newerStored(state: SessionState, session: AuthSession): AuthSession | null {
  const stored = parseStored(readStored(state));
  return stored &&
    stored.user.id === session.user.id &&
    stored.refresh_token !== session.refresh_token &&
    stored.expires_at >= session.expires_at
    ? stored
    : null;
}

async function refreshRound(state: SessionState, session: AuthSession): Promise<AuthSession | null> {
  const stored = newerStored(state, session);
  if (stored) {
    commit(state, stored, refreshedEvent(state), false);
    return stored;
  }
  const result = await refreshWithRetry(state, session.refresh_token);
  if (state.snapshot.session?.refresh_token !== session.refresh_token) return state.snapshot.session;
  switch (result.kind) {
    case 'ok':
      commit(state, result.session, refreshedEvent(state));
      return result.session;
    case 'ended':
      end(state, 'session_ended');
      return null;
    default:
      // server unreachable: keep the session and try again later
      setTimer(state, state.config.retryRoundDelayMs);
      return state.snapshot.session;
  }
}

/** Refreshes now, one request at a time: the session afterwards, null when signed out. */
export function refresh(state: SessionState): Promise<AuthSession | null> {
  if (state.refreshInFlight) return state.refreshInFlight;
  const session = state.snapshot.session;
  if (!session || state.disposed) return Promise.resolve(session);
  clearTimer(state);
  state.refreshInFlight = refreshRound(state, session).finally(() => {
    state.refreshInFlight = null;
  });
  return state.refreshInFlight;
}
