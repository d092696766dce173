import type { TokenResponse } from '@kiosk/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSessionApiClient } from './session-api-client.js';
import {
  type AuthSession,
  createSessionManager,
  refreshRetryDelay,
  type SessionEvent,
  type SessionManagerOptions,
} from './session-manager.js';

const KEY = 'test_session';
const T0 = Date.parse('2026-03-01T09:00:00Z');

function tokens(n: number, options: { role?: string; id?: string; lifetime?: number } = {}): TokenResponse {
  const lifetime = options.lifetime ?? 900;
  const role = options.role ?? 'admin';
  return {
    access_token: `access-${n}`,
    token_type: 'bearer',
    expires_in: lifetime,
    expires_at: Math.floor(Date.now() / 1000) + lifetime,
    refresh_token: `refresh-token-number-${n}-xxxxxxxxxxxxxxxx`,
    user: {
      id: options.id ?? 'user-1',
      email: 'admin@kiosk.local',
      role: role as TokenResponse['user']['role'],
      email_confirmed: true,
      app_metadata: { role },
      user_metadata: {},
    },
  };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
const failure = (status: number, code: string, message = code) =>
  json(status, { success: false, error: { code, message } });

interface Call {
  method: string;
  path: string;
  body: unknown;
  authorization: string | undefined;
  at: number;
}

type Handler = (call: Call) => Response | Promise<Response>;

/** A fake server: records every call and answers with `handler`. */
function fakeFetch(handler: Handler) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const call: Call = {
      method: init?.method ?? 'GET',
      path: String(input),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      authorization: headers.Authorization,
      at: Date.now(),
    };
    calls.push(call);
    return handler(call);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

function setup(handler: Handler, options: Partial<SessionManagerOptions> & { stored?: AuthSession } = {}) {
  const server = fakeFetch(handler);
  const storage = memoryStorage(options.stored ? { [KEY]: JSON.stringify(options.stored) } : {});
  const eventSource = new EventTarget();
  const manager = createSessionManager({
    storageKey: KEY,
    fetch: server.fetch,
    storage,
    eventSource,
    random: () => 0,
    ...options,
  });
  const events: SessionEvent[] = [];
  manager.subscribe((event) => events.push(event));
  return { manager, server, storage, eventSource, events };
}

const refreshCalls = (calls: Call[]) => calls.filter((c) => c.path.includes('grant_type=refresh_token'));

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('sign-in and sign-out', () => {
  it('signs in, stores the session and announces SIGNED_IN', async () => {
    const { manager, server, storage, events } = setup(() => json(200, tokens(1)));
    expect(manager.getSnapshot().status).toBe('signed_out');
    const session = await manager.signInWithPassword({ email: 'admin@kiosk.local', password: 'pw' });
    expect(server.calls[0]).toMatchObject({
      method: 'POST',
      path: '/auth/v1/token?grant_type=password',
      body: { email: 'admin@kiosk.local', password: 'pw' },
      authorization: undefined,
    });
    expect(session.access_token).toBe('access-1');
    expect(manager.getSnapshot().status).toBe('signed_in');
    expect(manager.getAccessToken()).toBe('access-1');
    expect(JSON.parse(storage.map.get(KEY) ?? 'null')).toMatchObject({
      refresh_token: tokens(1).refresh_token,
    });
    expect(events).toEqual(['SIGNED_IN']);
    manager.dispose();
  });

  it('signs a kiosk device in with its username', async () => {
    const { manager, server } = setup(() => json(200, tokens(1, { role: 'kiosk' })));
    await manager.signInKiosk({ username: 'kiosk-kadikoy-01', password: 'pw' });
    expect(server.calls[0]?.path).toBe('/auth/v1/token?grant_type=kiosk_password');
    manager.dispose();
  });

  it('ends the session of a user the app does not accept, without storing it', async () => {
    const { manager, server, storage, events } = setup((call) =>
      call.path.startsWith('/auth/v1/logout')
        ? new Response(null, { status: 204 })
        : json(200, tokens(1, { role: 'cashier' })),
    );
    const error = await manager
      .signInWithPassword(
        { email: 'kasiyer@kiosk.local', password: 'pw' },
        { accept: (user) => user.role === 'admin' },
      )
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'access_denied', status: 403 });
    expect(server.calls[1]).toMatchObject({
      path: '/auth/v1/logout?scope=local',
      authorization: 'Bearer access-1',
    });
    expect(storage.map.has(KEY)).toBe(false);
    expect(events).toEqual([]);
    expect(manager.getSnapshot().status).toBe('signed_out');
    manager.dispose();
  });

  it('passes on sign-in errors with their code and Retry-After', async () => {
    const { manager } = setup(() =>
      json(
        429,
        {
          success: false,
          error: { code: 'account_locked', message: 'Too many', details: { retryAfterSeconds: 1800 } },
        },
        { 'retry-after': '1800' },
      ),
    );
    await expect(manager.signInWithPassword({ email: 'a@b.c', password: 'x' })).rejects.toMatchObject({
      code: 'account_locked',
      status: 429,
      retryAfterSeconds: 1800,
    });
    manager.dispose();
  });

  it('signs out at once and ends every session on the server (global scope)', async () => {
    let answer: (response: Response) => void = () => {};
    const { manager, server, storage, events } = setup((call) =>
      call.path.startsWith('/auth/v1/logout')
        ? new Promise<Response>((resolve) => {
            answer = resolve;
          })
        : json(200, tokens(1)),
    );
    await manager.signInWithPassword({ email: 'a@b.c', password: 'x' });
    const done = manager.signOut();
    // forgotten before the server answers
    expect(manager.getSnapshot()).toMatchObject({ status: 'signed_out', signOutReason: 'signed_out' });
    expect(storage.map.has(KEY)).toBe(false);
    expect(events).toEqual(['SIGNED_IN', 'SIGNED_OUT']);
    answer(new Response(null, { status: 204 }));
    await done;
    expect(server.calls[1]).toMatchObject({
      method: 'POST',
      path: '/auth/v1/logout?scope=global',
      authorization: 'Bearer access-1',
    });
    // no refresh is left scheduled
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(server.calls).toHaveLength(2);
    manager.dispose();
  });
});

describe('refresh scheduling', () => {
  it('refreshes 60 s before the access token expires, then again before the new one expires', async () => {
    let n = 1;
    const { manager, server, storage, events } = setup(() => json(200, tokens(n++)));
    await manager.signInWithPassword({ email: 'a@b.c', password: 'x' });
    const first = manager.getSession() as AuthSession;
    expect(first.expires_at).toBe(T0 / 1000 + 900);

    await vi.advanceTimersByTimeAsync(839_999);
    expect(refreshCalls(server.calls)).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(refreshCalls(server.calls)).toHaveLength(1);
    expect(refreshCalls(server.calls)[0]?.body).toEqual({ refresh_token: first.refresh_token });
    expect(manager.getAccessToken()).toBe('access-2');
    expect(JSON.parse(storage.map.get(KEY) ?? 'null').access_token).toBe('access-2');
    expect(events).toEqual(['SIGNED_IN', 'TOKEN_REFRESHED']);

    // the second token was issued at T0 + 840 s and lives 900 s
    await vi.advanceTimersByTimeAsync(839_999);
    expect(refreshCalls(server.calls)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(refreshCalls(server.calls)).toHaveLength(2);
    expect(refreshCalls(server.calls)[1]?.at).toBe(T0 + 2 * 840_000);
    expect(events).toEqual(['SIGNED_IN', 'TOKEN_REFRESHED', 'TOKEN_REFRESHED']);
    manager.dispose();
  });

  it('spreads tabs out with up to refreshJitterSeconds of extra lead', async () => {
    const { manager, server } = setup(() => json(200, tokens(1)), {
      random: () => 0.5,
      refreshJitterSeconds: 10,
    });
    await manager.signInWithPassword({ email: 'a@b.c', password: 'x' });
    await vi.advanceTimersByTimeAsync(834_999);
    expect(refreshCalls(server.calls)).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(refreshCalls(server.calls)).toHaveLength(1);
    manager.dispose();
  });

  it('retries a failed refresh after 200, 400 and 800 ms (doubling) until it succeeds', async () => {
    let refreshes = 0;
    const { manager, server, events } = setup((call) => {
      if (call.path.includes('grant_type=password')) return json(200, tokens(1));
      refreshes += 1;
      if (refreshes === 1) throw new TypeError('Failed to fetch');
      if (refreshes === 2) return failure(503, 'service_unavailable');
      if (refreshes === 3) return failure(500, 'internal_error');
      return json(200, tokens(2));
    });
    await manager.signInWithPassword({ email: 'a@b.c', password: 'x' });
    const due = T0 + 840_000;
    await vi.advanceTimersByTimeAsync(840_000);
    expect(refreshCalls(server.calls).map((c) => c.at - due)).toEqual([0]);
    await vi.advanceTimersByTimeAsync(199);
    expect(refreshCalls(server.calls)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(refreshCalls(server.calls).map((c) => c.at - due)).toEqual([0, 200]);
    await vi.advanceTimersByTimeAsync(400);
    expect(refreshCalls(server.calls).map((c) => c.at - due)).toEqual([0, 200, 600]);
    await vi.advanceTimersByTimeAsync(800);
    expect(refreshCalls(server.calls).map((c) => c.at - due)).toEqual([0, 200, 600, 1400]);
    expect(manager.getAccessToken()).toBe('access-2');
    expect(manager.getSnapshot().status).toBe('signed_in');
    expect(events).toEqual(['SIGNED_IN', 'TOKEN_REFRESHED']);
    manager.dispose();
  });

  it('gives up after 5 tries, keeps the session, and starts a new round 30 s later', async () => {
    let down = true;
    const { manager, server, events } = setup((call) => {
      if (call.path.includes('grant_type=password')) return json(200, tokens(1));
      if (down) return failure(502, 'bad_gateway');
      return json(200, tokens(2));
    });
    await manager.signInWithPassword({ email: 'a@b.c', password: 'x' });
    const due = T0 + 840_000;
    await vi.advanceTimersByTimeAsync(840_000 + 200 + 400 + 800 + 1600);
    expect(refreshCalls(server.calls).map((c) => c.at - due)).toEqual([0, 200, 600, 1400, 3000]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(refreshCalls(server.calls)).toHaveLength(5);
    expect(manager.getSnapshot().status).toBe('signed_in');
    expect(manager.getAccessToken()).toBe('access-1');

    down = false;
    await vi.advanceTimersByTimeAsync(20_000);
    expect(refreshCalls(server.calls)).toHaveLength(6);
    expect(refreshCalls(server.calls)[5]?.at).toBe(due + 3000 + 30_000);
    expect(manager.getAccessToken()).toBe('access-2');
    expect(events).toEqual(['SIGNED_IN', 'TOKEN_REFRESHED']);
    manager.dispose();
  });

  it('computes the back-off delays', () => {
    expect([1, 2, 3, 4].map((attempt) => refreshRetryDelay(attempt))).toEqual([200, 400, 800, 1600]);
  });

  it.each([
    [401, 'session_revoked'],
    [401, 'refresh_token_reused'],
    [401, 'invalid_refresh_token'],
    [400, 'validation_failed'],
  ])('signs out without retrying when the refresh is answered %i %s', async (status, code) => {
    const { manager, server, storage, events } = setup((call) =>
      call.path.includes('grant_type=password') ? json(200, tokens(1)) : failure(status, code),
    );
    await manager.signInWithPassword({ email: 'a@b.c', password: 'x' });
    await vi.advanceTimersByTimeAsync(840_000);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(refreshCalls(server.calls)).toHaveLength(1);
    expect(manager.getSnapshot()).toMatchObject({ status: 'signed_out', signOutReason: 'session_ended' });
    expect(storage.map.has(KEY)).toBe(false);
    expect(events).toEqual(['SIGNED_IN', 'SIGNED_OUT']);
    manager.dispose();
  });

  it('sends one refresh request for simultaneous callers', async () => {
    let release: () => void = () => {};
    const { manager, server } = setup(async (call) => {
      if (call.path.includes('grant_type=password')) return json(200, tokens(1));
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return json(200, tokens(2));
    });
    await manager.signInWithPassword({ email: 'a@b.c', password: 'x' });
    const a = manager.refresh();
    const b = manager.refresh();
    release();
    expect((await a)?.access_token).toBe('access-2');
    expect((await b)?.access_token).toBe('access-2');
    expect(refreshCalls(server.calls)).toHaveLength(1);
    manager.dispose();
  });
});

describe('start: checking a stored session', () => {
  it('is loading until GET /auth/v1/user confirms the stored session', async () => {
    const stored = tokens(1);
    let answer: (response: Response) => void = () => {};
    const { manager, server, events } = setup(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
      { stored },
    );
    expect(manager.getSnapshot().status).toBe('loading');
    const started = manager.start();
    expect(manager.start()).toBe(started);
    await vi.advanceTimersByTimeAsync(0);
    expect(server.calls[0]).toMatchObject({
      method: 'GET',
      path: '/auth/v1/user',
      authorization: 'Bearer access-1',
    });
    answer(json(200, { ...stored.user, email: 'renamed@kiosk.local' }));
    await started;
    expect(manager.getSnapshot().status).toBe('signed_in');
    expect(manager.getUser()?.email).toBe('renamed@kiosk.local');
    expect(events).toEqual(['SIGNED_IN']);
    manager.dispose();
  });

  it('refreshes an expired stored session instead of checking it', async () => {
    const stored = { ...tokens(1), expires_at: T0 / 1000 - 5 };
    const { manager, server, events } = setup(() => json(200, tokens(2)), { stored });
    await manager.start();
    expect(server.calls.map((c) => c.path)).toEqual(['/auth/v1/token?grant_type=refresh_token']);
    expect(manager.getSnapshot().status).toBe('signed_in');
    expect(manager.getAccessToken()).toBe('access-2');
    expect(events).toEqual(['SIGNED_IN']);
    manager.dispose();
  });

  it('signs out when the server no longer knows the session', async () => {
    const { manager, storage, events } = setup(
      (call) =>
        call.path === '/auth/v1/user' ? failure(401, 'invalid_token') : failure(401, 'session_revoked'),
      { stored: tokens(1) },
    );
    await manager.start();
    expect(manager.getSnapshot()).toMatchObject({ status: 'signed_out', signOutReason: 'session_ended' });
    expect(storage.map.has(KEY)).toBe(false);
    expect(events).toEqual(['SIGNED_OUT']);
    manager.dispose();
  });

  it('refreshes when the access token was refused but the session lives', async () => {
    const { manager, events } = setup(
      (call) => (call.path === '/auth/v1/user' ? failure(401, 'invalid_token') : json(200, tokens(2))),
      { stored: tokens(1) },
    );
    await manager.start();
    expect(manager.getSnapshot().status).toBe('signed_in');
    expect(manager.getAccessToken()).toBe('access-2');
    expect(events).toEqual(['SIGNED_IN']);
    manager.dispose();
  });

  it('trusts the stored session while the server cannot be reached', async () => {
    const { manager } = setup(
      () => {
        throw new TypeError('Failed to fetch');
      },
      { stored: tokens(1) },
    );
    await manager.start();
    expect(manager.getSnapshot().status).toBe('signed_in');
    manager.dispose();
  });

  it('ignores a stored value that is not a session', async () => {
    const server = fakeFetch(() => json(200, {}));
    const manager = createSessionManager({
      storageKey: KEY,
      fetch: server.fetch,
      storage: memoryStorage({ [KEY]: '{"access_token":"x"}' }),
      eventSource: null,
    });
    expect(manager.getSnapshot().status).toBe('signed_out');
    await manager.start();
    expect(server.calls).toHaveLength(0);
    manager.dispose();
  });
});

describe('other tabs', () => {
  const storageEvent = (key: string | null, newValue: string | null) =>
    Object.assign(new Event('storage'), { key, newValue });

  it('takes refreshed tokens, a changed user, and a sign-out from another tab', async () => {
    const { manager, server, eventSource, events } = setup(() => json(200, tokens(1)));
    await manager.signInWithPassword({ email: 'a@b.c', password: 'x' });

    eventSource.dispatchEvent(storageEvent(KEY, JSON.stringify(tokens(7))));
    expect(manager.getAccessToken()).toBe('access-7');
    const renamed = { ...tokens(7), user: { ...tokens(7).user, email: 'new@kiosk.local' } };
    eventSource.dispatchEvent(storageEvent(KEY, JSON.stringify(renamed)));
    eventSource.dispatchEvent(storageEvent('unrelated', null));
    eventSource.dispatchEvent(storageEvent(KEY, null));
    expect(manager.getSnapshot()).toMatchObject({ status: 'signed_out', signOutReason: 'other_tab' });
    expect(events).toEqual(['SIGNED_IN', 'TOKEN_REFRESHED', 'USER_UPDATED', 'SIGNED_OUT']);

    eventSource.dispatchEvent(storageEvent(KEY, JSON.stringify(tokens(8, { id: 'user-2' }))));
    expect(manager.getSnapshot().status).toBe('signed_in');
    expect(events.at(-1)).toBe('SIGNED_IN');
    // none of this needed the server
    expect(server.calls).toHaveLength(1);
    manager.dispose();
  });

  it("uses another tab's newer tokens instead of refreshing again", async () => {
    const { manager, server, storage } = setup(() => json(200, tokens(1)), { eventSource: null });
    await manager.signInWithPassword({ email: 'a@b.c', password: 'x' });
    // another tab refreshed, but this tab missed the storage event
    storage.map.set(KEY, JSON.stringify(tokens(2, { lifetime: 1700 })));
    await vi.advanceTimersByTimeAsync(840_000);
    expect(refreshCalls(server.calls)).toHaveLength(0);
    expect(manager.getAccessToken()).toBe('access-2');
    manager.dispose();
  });
});

describe('API calls with the session', () => {
  it('sends the access token, and on 401 refreshes and retries once', async () => {
    let accepted = 'access-1';
    const { manager, server } = setup((call) => {
      if (call.path.includes('grant_type=password')) return json(200, tokens(1));
      if (call.path.includes('grant_type=refresh_token')) {
        accepted = 'access-2';
        return json(200, tokens(2));
      }
      return call.authorization === `Bearer ${accepted}`
        ? json(200, { ok: true })
        : failure(401, 'invalid_token');
    });
    const api = createSessionApiClient(manager, { fetch: server.fetch });
    await manager.signInWithPassword({ email: 'a@b.c', password: 'x' });
    expect(await api.get('/rest/v1/thing')).toEqual({ ok: true });

    accepted = 'revoked';
    await expect(api.get('/rest/v1/thing')).resolves.toEqual({ ok: true });
    const paths = server.calls.map((c) => `${c.path} ${c.authorization ?? ''}`);
    expect(paths.slice(2)).toEqual([
      '/rest/v1/thing Bearer access-1',
      '/auth/v1/token?grant_type=refresh_token ',
      '/rest/v1/thing Bearer access-2',
    ]);
    manager.dispose();
  });

  it('refreshes an access token that is about to expire before using it', async () => {
    const { manager, server } = setup((call) => {
      if (call.path.includes('grant_type=password')) return json(200, tokens(1, { lifetime: 5 }));
      if (call.path.includes('grant_type=refresh_token')) return json(200, tokens(2));
      return json(200, { ok: true });
    });
    const api = createSessionApiClient(manager, { fetch: server.fetch });
    await manager.signInWithPassword({ email: 'a@b.c', password: 'x' });
    await api.get('/rest/v1/thing');
    expect(server.calls.at(-1)?.authorization).toBe('Bearer access-2');
    manager.dispose();
  });
});
