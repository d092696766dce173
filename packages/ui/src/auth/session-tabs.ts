import { refresh } from './session-refresh.js';
import { parseStored, sameJson } from './session-rules.js';
import { commit, end, readStored, type SessionState, secondsLeft } from './session-state.js';

/** Another tab of this app stored, replaced or removed the session: follow it. */
function onStorage(state: SessionState, event: Event) {
  const { key, newValue } = event as StorageEvent;
  if (key !== state.config.storageKey && key !== null) return;
  const next = parseStored(key === null ? readStored(state) : newValue);
  const current = state.snapshot.session;
  if (!next) {
    if (current) end(state, 'other_tab', false);
    return;
  }
  if (!current || current.user.id !== next.user.id) {
    commit(state, next, 'SIGNED_IN', false);
  } else if (current.refresh_token !== next.refresh_token || current.access_token !== next.access_token) {
    commit(state, next, 'TOKEN_REFRESHED', false);
  } else if (!sameJson(current.user, next.user)) {
    commit(state, next, 'USER_UPDATED', false);
  }
}

function onVisibility(state: SessionState) {
  const session = state.snapshot.session;
  const hidden = (globalThis as { document?: { visibilityState?: string } }).document?.visibilityState;
  if (hidden === 'hidden' || !session || state.snapshot.status !== 'signed_in') return;
  // timers of background tabs are throttled: catch up when the tab comes back
  if (secondsLeft(state, session) <= state.config.marginSeconds) void refresh(state);
}

/** Listening to storage events (other tabs) and visibility changes; `listen` is idempotent. */
export function tabListeners(state: SessionState) {
  const storage = (event: Event) => onStorage(state, event);
  const visibility = () => onVisibility(state);
  const { eventSource } = state.config;
  return {
    listen() {
      if (state.listening || state.disposed || !eventSource) return;
      state.listening = true;
      eventSource.addEventListener('storage', storage);
      eventSource.addEventListener('visibilitychange', visibility);
    },
    stop() {
      if (state.listening && eventSource) {
        eventSource.removeEventListener('storage', storage);
        eventSource.removeEventListener('visibilitychange', visibility);
      }
      state.listening = false;
    },
  };
}
