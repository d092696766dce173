import { randomUUID } from 'node:crypto';
import { SignJWT, UnsecuredJWT } from 'jose';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/auth/passwords.js';
import { DEMO_KIOSK } from '../src/db/seed/seed-demo-outlet.js';
import { api, demo, nextIp } from './support/api.js';
import { startTestServer, type TestServer } from './support/test-server.js';

let server: TestServer;
let client: ReturnType<typeof api>;

beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: 'true' } });
  client = api(server.urls.admin);
});
afterAll(() => server?.close());

async function makeUser(options: { role?: 'user' | 'cashier' | 'admin'; confirmed?: boolean } = {}) {
  const email = `u-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'Kebap-Tost-2026';
  await server.database.db
    .insertInto('users')
    .values({
      email,
      password_hash: await hashPassword(password),
      role: options.role ?? 'user',
      email_confirmed: options.confirmed ?? true,
      display_name: null,
    })
    .execute();
  return { email, password };
}

describe('password sign-in', () => {
  it('signs in an admin and answers who is signed in', async () => {
    const { email, password } = demo('admin');
    const res = await client.signIn(email, password, nextIp());
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ token_type: 'bearer', expires_in: 900, user: { email, role: 'admin' } });
    expect(res.body.refresh_token.length).toBeGreaterThan(30);
    const me = await client.call('GET', '/auth/v1/user', { token: res.body.access_token });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email, role: 'admin', app_metadata: { role: 'admin' } });
  });

  it('gives a wrong password and an unknown e-mail the same answer', async () => {
    const ip = nextIp();
    const wrong = await client.signIn(demo('admin').email, 'not-the-password', ip);
    const unknown = await client.signIn('nobody@example.com', 'not-the-password', ip);
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        success: false,
        error: { code: 'invalid_credentials', message: 'Invalid login credentials' },
      });
    }
  });

  it('refuses an unconfirmed e-mail and a disabled account', async () => {
    const unconfirmed = await makeUser({ confirmed: false });
    const res = await client.signIn(unconfirmed.email, unconfirmed.password, nextIp());
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: 'email_not_confirmed', message: 'Email not confirmed' });

    const person = await makeUser();
    const signedIn = await client.signIn(person.email, person.password, nextIp());
    expect(signedIn.status).toBe(200);
    await server.database.db
      .updateTable('users')
      .set({ is_disabled: true })
      .where('email', '=', person.email)
      .execute();
    const again = await client.signIn(person.email, person.password, nextIp());
    expect(again.status).toBe(403);
    expect(again.body.error?.code).toBe('account_disabled');
    // The session that existed is no longer honoured either.
    expect((await client.call('GET', '/auth/v1/user', { token: signedIn.body.access_token })).status).toBe(
      401,
    );
    expect((await client.refresh(signedIn.body.refresh_token)).status).toBe(401);
  });

  it('locks an account for 30 minutes after 10 failures in 15 minutes from one address, even for the right password', async () => {
    const person = await makeUser();
    const attacker = nextIp();
    for (let i = 0; i < 10; i += 1) {
      expect((await client.signIn(person.email, `wrong-${i}`, attacker)).status).toBe(400);
    }
    const locked = await client.signIn(person.email, person.password, attacker);
    expect(locked.status).toBe(429);
    expect(locked.body.error?.code).toBe('account_locked');
    const retryAfter = Number(locked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(1700);
    expect(retryAfter).toBeLessThanOrEqual(1800);
    // An unknown e-mail locks the same way, so a lock does not reveal which e-mails exist.
    for (let i = 0; i < 10; i += 1) await client.signIn('ghost@example.com', `wrong-${i}`, attacker);
    expect((await client.signIn('ghost@example.com', 'x', attacker)).body.error?.code).toBe('account_locked');
  });

  it("a stranger's failures lock the account only for the stranger's address", async () => {
    const person = await makeUser();
    const attacker = nextIp();
    for (let i = 0; i < 12; i += 1) await client.signIn(person.email, `wrong-${i}`, attacker);
    expect((await client.signIn(person.email, person.password, attacker)).body.error?.code).toBe(
      'account_locked',
    );
    // The genuine user, from their own address, is not locked out of service.
    const genuine = await client.signIn(person.email, person.password, nextIp());
    expect(genuine.status).toBe(200);
    // ... and the attacker's address stays locked after that success.
    const again = await client.signIn(person.email, person.password, attacker);
    expect(again.status).toBe(429);
    expect(again.body.error?.code).toBe('account_locked');
  });

  it('a kiosk device is not locked out by failures from another address', async () => {
    const attacker = nextIp();
    for (let i = 0; i < 10; i += 1) {
      expect((await client.signInKiosk(DEMO_KIOSK.username, `wrong-${i}`, attacker)).status).toBe(400);
    }
    expect((await client.signInKiosk(DEMO_KIOSK.username, DEMO_KIOSK.password, attacker)).status).toBe(429);
    expect((await client.signInKiosk(DEMO_KIOSK.username, DEMO_KIOSK.password, nextIp())).status).toBe(200);
  });

  it('locks the account for every address after 100 failures in 15 minutes from many addresses', async () => {
    const person = await makeUser();
    const login = person.email.toLowerCase();
    // 99 failures from 33 addresses (3 each, below the per-address lock), as a botnet would.
    await server.database.db
      .insertInto('sign_in_attempts')
      .values(
        Array.from({ length: 99 }, (_, i) => ({ login, ip_address: `10.66.0.${i % 33}`, succeeded: false })),
      )
      .execute();
    expect((await client.signIn(person.email, person.password, nextIp())).status).toBe(200);
    // A success resets the count: 99 more and one through the API make 100.
    await server.database.db
      .insertInto('sign_in_attempts')
      .values(
        Array.from({ length: 99 }, (_, i) => ({ login, ip_address: `10.67.0.${i % 33}`, succeeded: false })),
      )
      .execute();
    expect((await client.signIn(person.email, 'wrong', nextIp())).status).toBe(400);
    const locked = await client.signIn(person.email, person.password, nextIp());
    expect(locked.status).toBe(429);
    expect(locked.body.error?.code).toBe('account_locked');
  });

  it('gives one address at most 30 tries in 15 minutes', async () => {
    const ip = nextIp();
    for (let i = 0; i < 30; i += 1) {
      expect((await client.signIn(`someone${i}@example.com`, 'wrong-password', ip)).status).toBe(400);
    }
    const limited = await client.signIn(demo('cashier').email, demo('cashier').password, ip);
    expect(limited.status).toBe(429);
    expect(limited.body.error?.code).toBe('rate_limited');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(800);
    expect((await client.signIn(demo('cashier').email, demo('cashier').password, nextIp())).status).toBe(200);
  });
});

describe('refresh tokens', () => {
  it('rotate on every use, and a reused token ends the whole family', async () => {
    const { email, password } = demo('cashier');
    const first = (await client.signIn(email, password, nextIp())).body;
    const second = await client.refresh(first.refresh_token);
    expect(second.status).toBe(200);
    expect(second.body.refresh_token).not.toBe(first.refresh_token);
    const third = await client.refresh(second.body.refresh_token);
    expect(third.status).toBe(200);
    // `first` is a grandparent now: reuse, even inside the grace period.
    const reuse = await client.refresh(first.refresh_token);
    expect(reuse.status).toBe(401);
    expect(reuse.body.error?.code).toBe('refresh_token_reused');
    // Every descendant of the revoked family fails too, and its access token is refused.
    expect((await client.refresh(third.body.refresh_token)).status).toBe(401);
    expect((await client.call('GET', '/auth/v1/user', { token: third.body.access_token })).status).toBe(401);
  });

  it('let two tabs refresh with the same token at once (10-second grace for the immediate parent)', async () => {
    const { email, password } = demo('cashier');
    const start = (await client.signIn(email, password, nextIp())).body;
    const [a, b] = await Promise.all([
      client.refresh(start.refresh_token),
      client.refresh(start.refresh_token),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect((await client.refresh(a.body.refresh_token)).status).toBe(200);
  });

  it('treat a parent used again after the grace as reuse', async () => {
    const { email, password } = demo('cashier');
    const start = (await client.signIn(email, password, nextIp())).body;
    const next = await client.refresh(start.refresh_token);
    expect(next.status).toBe(200);
    await sql`UPDATE refresh_tokens SET rotated_at = now() - interval '11 seconds' WHERE rotated_at IS NOT NULL`.execute(
      server.database.db,
    );
    const late = await client.refresh(start.refresh_token);
    expect(late.status).toBe(401);
    expect(late.body.error?.code).toBe('refresh_token_reused');
    expect((await client.refresh(next.body.refresh_token)).status).toBe(401);
  });

  it('refuse an unknown token', async () => {
    const res = await client.refresh('x'.repeat(43));
    expect(res.status).toBe(401);
    expect(res.body.error?.code).toBe('invalid_refresh_token');
  });
});

describe('sign-out', () => {
  it('with scope=global ends every session of the user', async () => {
    const { email, password } = demo('super_admin');
    const phone = (await client.signIn(email, password, nextIp())).body;
    const laptop = (await client.signIn(email, password, nextIp())).body;
    const out = await client.call('POST', '/auth/v1/logout?scope=global', { token: phone.access_token });
    expect(out.status).toBe(204);
    for (const session of [phone, laptop]) {
      expect((await client.call('GET', '/auth/v1/user', { token: session.access_token })).status).toBe(401);
      expect((await client.refresh(session.refresh_token)).status).toBe(401);
    }
  });

  it('without a scope ends only this session', async () => {
    const { email, password } = demo('super_admin');
    const one = (await client.signIn(email, password, nextIp())).body;
    const two = (await client.signIn(email, password, nextIp())).body;
    expect((await client.call('POST', '/auth/v1/logout', { token: one.access_token })).status).toBe(204);
    expect((await client.call('GET', '/auth/v1/user', { token: one.access_token })).status).toBe(401);
    expect((await client.call('GET', '/auth/v1/user', { token: two.access_token })).status).toBe(200);
  });
});

describe('bad input and bad tokens', () => {
  const token = (body: unknown, raw?: string) =>
    client.call('POST', '/auth/v1/token?grant_type=password', raw ? { raw } : { body });

  it('answers a clear 400 naming the field', async () => {
    const cases: Array<[unknown, string]> = [
      [{ password: 'x' }, 'email'],
      [{ email: 'a@b.co' }, 'password'],
      [{ email: 42, password: 'x' }, 'email'],
      [{ email: `${'a'.repeat(10_000)}@example.com`, password: 'x' }, 'email'],
    ];
    for (const [body, field] of cases) {
      const res = await token(body);
      expect(res.status).toBe(400);
      expect(res.body.error?.code).toBe('validation_failed');
      expect((res.body.error as { details?: Array<{ field: string }> }).details?.[0]?.field).toBe(field);
    }
    const array = await token(undefined, '[{"email":"a@b.co","password":"x"}]');
    expect(array.status).toBe(400);
    expect(array.body.error?.code).toBe('validation_failed');
    const grant = await client.call('POST', '/auth/v1/token?grant_type=magic', { body: {} });
    expect(grant.status).toBe(400);
    expect(grant.body.error?.message).toContain('query.grant_type');
  });

  it('refuses expired, forged, alg:none and malformed tokens with 401', async () => {
    const { email, password } = demo('admin');
    const good = (await client.signIn(email, password, nextIp())).body.access_token;
    const [header, payload] = good.split('.');
    const claims = JSON.parse(Buffer.from(payload as string, 'base64url').toString());
    const none = new UnsecuredJWT(claims).encode();
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('x'.repeat(48)));
    const expired = await new SignJWT({ ...claims, exp: Math.floor(Date.now() / 1000) - 10 })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('y'.repeat(48)));
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: randomUUID() })).toString('base64url')}.${good.split('.')[2]}`;
    for (const bad of [none, forged, expired, tampered, 'not-a-jwt', `${good}x`]) {
      const res = await client.call('GET', '/auth/v1/user', { token: bad });
      expect(res.status, bad).toBe(401);
      expect(res.body.error?.code).toBe('invalid_token');
    }
    const noToken = await client.call('GET', '/auth/v1/user');
    expect(noToken.status).toBe(401);
    expect(noToken.body.error?.code).toBe('unauthorized');
  });
});

describe('authorization', () => {
  it('every registered route declares who may call it', () => {
    expect(server.routes.length).toBeGreaterThan(5);
    const undeclared = server.routes.filter((r) => !r.permission).map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
  });

  it('follows the role matrix: 401 without a token, 403 for the wrong role, allowed otherwise', async () => {
    const tokens: Record<string, string | undefined> = { none: undefined };
    for (const role of ['super_admin', 'admin', 'cashier'] as const) {
      tokens[role] = (await client.signIn(demo(role).email, demo(role).password, nextIp())).body.access_token;
    }
    const user = await makeUser({ role: 'user' });
    tokens.user = (await client.signIn(user.email, user.password, nextIp())).body.access_token;
    const kiosk = (await client.signInKiosk(DEMO_KIOSK.username, DEMO_KIOSK.password, nextIp())).body;
    tokens.kiosk = kiosk.access_token;
    const kioskId = kiosk.user.id;

    const routes: Array<{ name: string; method: string; path: string; body?: unknown; allowed: string[] }> = [
      {
        name: 'health',
        method: 'GET',
        path: '/health',
        allowed: ['none', 'user', 'cashier', 'admin', 'super_admin', 'kiosk'],
      },
      {
        name: 'me',
        method: 'GET',
        path: '/auth/v1/user',
        allowed: ['user', 'cashier', 'admin', 'super_admin', 'kiosk'],
      },
      {
        name: 'sessions',
        method: 'POST',
        path: '/rest/v1/rpc/get_active_kiosk_sessions',
        body: { p_kiosk_user_id: kioskId },
        allowed: ['admin', 'super_admin'],
      },
      {
        name: 'touch',
        method: 'POST',
        path: '/rest/v1/rpc/touch_kiosk_session',
        body: {},
        allowed: ['kiosk'],
      },
    ];
    for (const route of routes) {
      for (const [who, token] of Object.entries(tokens)) {
        const res = await client.call(route.method, route.path, {
          ...(token ? { token } : {}),
          ...(route.body !== undefined ? { body: route.body } : {}),
        });
        const expected = route.allowed.includes(who) ? 200 : token ? 403 : 401;
        expect(res.status, `${route.name} as ${who}`).toBe(expected);
      }
    }
  });
});
