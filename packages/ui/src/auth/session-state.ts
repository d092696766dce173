import { createApiClient } from '../api/api-client.js';
import { readStorage, writeStorage } from '../lib/local-storage.js';
import { parseStored } from './session-rules.js';
import type {
  AuthSession,
  SessionEvent,
  SessionEventSource,
  SessionListener,
  SessionManagerOptions,
  SessionSnapshot,
  SessionStorageLike,
  SignOutReason,
} from './session-types.js';

const MAX_TIMER_MS = 2_147_483_647;

/** The options with their defaults, and the API client of the auth endpoints. */
export interface SessionConfig {
  storageKey: string;
  storage: SessionStorageLike;
  eventSource: SessionEventSource | null;
  now: () => number;
  marginSeconds: number;
  jitterSeconds: number;
  random: () => number;
  retryBaseDelayMs: number;
  maxAttempts: number;
  retryRoundDelayMs: number;
  defaultScope: 'global' | 'local';
  api: ReturnType<typeof createApiClient>;
}

/** Everything one session manager holds; the session-* modules work on it. */
export interface SessionState {
  config: SessionConfig;
  snapshot: SessionSnapshot;
  listeners: Set<SessionListener>;
  refreshTimer: ReturnType<typeof setTimeout> | undefined;
  refreshInFlight: Promise<AuthSession | null> | null;
  startPromise: Promise<void> | null;
  listening: boolean;
  disposed: boolean;
  /** Set by the manager: what a due refresh timer runs, and how a signed-in session starts listening to other tabs. */
  hooks: { refresh: () => void; listen: () => void };
}

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

export function sessionConfig(options: SessionManagerOptions): SessionConfig {
  return {
    storageKey: options.storageKey,
    storage: options.storage ?? defaultStorage(),
    eventSource: options.eventSource === undefined ? defaultEventSource() : options.eventSource,
    now: options.now ?? (() => Date.now()),
    marginSeconds: options.refreshMarginSeconds ?? 60,
    jitterSeconds: options.refreshJitterSeconds ?? 10,
    random: options.random ?? Math.random,
    retryBaseDelayMs: options.retryBaseDelayMs ?? 200,
    maxAttempts: Math.max(1, options.maxRefreshAttempts ?? 5),
    retryRoundDelayMs: options.retryRoundDelayMs ?? 30_000,
    defaultScope: options.signOutScope ?? 'global',
    api: createApiClient({
      ...(options.baseUrl !== undefined ? { baseUrl: options.baseUrl } : {}),
      ...(options.fetch !== undefined ? { fetch: options.fetch } : {}),
    }),
  };
}

/** A manager's state at creation: the stored session (to be checked: `loading`) or signed out. */
export function createSessionState(config: SessionConfig): SessionState {
  const state: SessionState = {
    config,
    snapshot: { status: 'signed_out', session: null },
    listeners: new Set(),
    refreshTimer: undefined,
    refreshInFlight: null,
    startPromise: null,
    listening: false,
    disposed: false,
    hooks: { refresh: () => {}, listen: () => {} },
  };
  const initial = parseStored(readStored(state));
  if (initial) state.snapshot = { status: 'loading', session: initial };
  return state;
}

/** The raw stored session (null when storage is unavailable). */
export function readStored(state: SessionState): string | null {
  try {
    return state.config.storage.getItem(state.config.storageKey);
  } catch {
    return null;
  }
}

function persist(state: SessionState, session: AuthSession | null) {
  const { storage, storageKey } = state.config;
  try {
    if (session) storage.setItem(storageKey, JSON.stringify(session));
    else storage.removeItem(storageKey);
  } catch {
    // storage unavailable: the session lives for this page only
  }
}

function emit(state: SessionState, event: SessionEvent) {
  const current = state.snapshot;
  for (const listener of [...state.listeners]) listener(event, current);
}

export function clearTimer(state: SessionState) {
  if (state.refreshTimer !== undefined) clearTimeout(state.refreshTimer);
  state.refreshTimer = undefined;
}

/** The next refresh (of a round, or of the next round after a failed one) in `delayMs`. */
export function setTimer(state: SessionState, delayMs: number) {
  clearTimer(state);
  if (state.disposed) return;
  state.refreshTimer = setTimeout(
    () => {
      state.refreshTimer = undefined;
      state.hooks.refresh();
    },
    Math.min(Math.max(0, delayMs), MAX_TIMER_MS),
  );
}

/** Seconds until the access token expires. */
export function secondsLeft(state: SessionState, session: AuthSession): number {
  return session.expires_at - state.config.now() / 1000;
}

function scheduleRefresh(state: SessionState, session: AuthSession) {
  const { marginSeconds, jitterSeconds, random } = state.config;
  const lead = marginSeconds + random() * jitterSeconds;
  setTimer(state, (secondsLeft(state, session) - lead) * 1000);
}

/** Adopts a session: stored (unless it came from storage), scheduled, announced. */
export function commit(
  state: SessionState,
  session: AuthSession,
  event: SessionEvent,
  store = true,
  schedule = true,
) {
  if (store) persist(state, session);
  state.snapshot = { status: 'signed_in', session };
  if (schedule) scheduleRefresh(state, session);
  state.hooks.listen();
  emit(state, event);
}

/** Signs out locally (the first reason stands when already signed out). */
export function end(state: SessionState, reason: SignOutReason, store = true) {
  clearTimer(state);
  if (store) persist(state, null);
  // already signed out: the first reason stands (e.g. a kick, then the 401 of a late request)
  if (state.snapshot.status === 'signed_out') return;
  state.snapshot = { status: 'signed_out', session: null, signOutReason: reason };
  emit(state, 'SIGNED_OUT');
}
