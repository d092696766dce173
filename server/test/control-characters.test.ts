import type { MenuData } from '@kiosk/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, demo, type ErrorBody, nextIp, type TokenBody } from './support/api.js';
import { lineFor } from './support/menu-helpers.js';
import { startTestServer, type TestServer } from './support/test-server.js';

// A U+0000 in any text used to reach Postgres, which refuses it: a 500 and, for jsonb, nothing
// said about which field. Every request string is now refused at the edge, naming the field.
let server: TestServer;
let client: ReturnType<typeof api>;
let admin: string;
let kiosk: TokenBody;
let menu: MenuData;

beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: 'true' } });
  client = api(server.urls.admin);
  admin = (await client.signIn(demo('admin').email, demo('admin').password, nextIp())).body.access_token;
  kiosk = (await client.signInKiosk(undefined, undefined, nextIp())).body;
  menu = (await (
    await fetch(`${server.urls.kiosk}/functions/v1/get-menu-data-public?lang=tr`)
  ).json()) as MenuData;
});
afterAll(() => server?.close());

const count = async (table: 'products' | 'categories' | 'orders') =>
  Number(
    (
      await sql<{ n: string }>`select count(*)::text as n from ${sql.table(table)}`.execute(
        server.database.db,
      )
    ).rows[0]?.n,
  );

function expectFieldError(res: { status: number; body: ErrorBody }, field: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body.error?.code).toBe('validation_failed');
  expect(res.body.error?.details?.map((d) => d.field)).toContain(field);
  expect(res.body.error?.message).toContain(field);
}

describe('control characters in request text', () => {
  it('products: a NUL in a name or a translation is a field error and nothing is stored', async () => {
    const before = await count('products');
    const { image } = await server.database.db
      .selectFrom('products')
      .select('image')
      .where('image', 'is not', null)
      .executeTakeFirstOrThrow();
    const body = { name: 'Ay\u0000ran', price_minor: 1000, category_id: 'drinks', image };
    expectFieldError(await client.call('POST', '/rest/v1/products', { token: admin, body }), 'name');
    const nested = { ...body, name: 'Ayran', translations: { en: { name: 'Ay\u0000ran' } } };
    expectFieldError(
      await client.call('POST', '/rest/v1/products', { token: admin, body: nested }),
      'translations.en.name',
    );
    expect(await count('products')).toBe(before);
  });

  it('products: a NUL in a search query is a field error, not a 500', async () => {
    const res = await client.call('GET', '/rest/v1/products?q=a%00b', { token: admin });
    expectFieldError(res, 'query.q');
  });

  it('categories: a NUL in a description or an id in the path is a field error', async () => {
    const before = await count('categories');
    const body = { name: 'Çorbalar', description: 'Sıcak\u0000' };
    expectFieldError(await client.call('POST', '/rest/v1/categories', { token: admin, body }), 'description');
    expect(await count('categories')).toBe(before);
    const res = await client.call('PATCH', '/rest/v1/categories/dri%00nks', {
      token: admin,
      body: { name: 'x' },
    });
    expectFieldError(res, 'params.id');
  });

  it('kiosk sessions: a NUL in the kick reason is a field error and the session stays', async () => {
    const sessionId = kiosk.user.kiosk?.kiosk_session_id as string;
    const res = await client.call('POST', '/rest/v1/rpc/kick_kiosk_session_by_id', {
      token: admin,
      body: { p_session_id: sessionId, p_reason: 'bye\u0000' },
    });
    expectFieldError(res, 'p_reason');
    const row = await server.database.db
      .selectFrom('active_kiosk_sessions')
      .select('is_active')
      .where('id', '=', sessionId)
      .executeTakeFirstOrThrow();
    expect(row.is_active).toBe(true);
  });

  it("kiosk sessions: a NUL deep in a kiosk's free-form metadata (jsonb) is a field error", async () => {
    const res = await client.call('POST', '/rest/v1/rpc/touch_kiosk_session', {
      token: kiosk.access_token,
      body: { metadata: { screen: { route: 'menu\u0000' } } },
    });
    expectFieldError(res, 'metadata.screen.route');
  });

  it("orders: a NUL in a kiosk order's notes or customer name is a field error and no order is made", async () => {
    const before = await count('orders');
    const { product: _p, ...line } = lineFor(menu, 'Ayran');
    const res = await client.call('POST', '/functions/v1/manage-orders/create', {
      token: kiosk.access_token,
      body: { idempotency_key: 'nul-notes-1', items: [line], notes: 'no\u0000onions' },
    });
    expectFieldError(res, 'notes');
    const customer = await client.call('POST', '/functions/v1/manage-orders/create', {
      token: kiosk.access_token,
      body: { idempotency_key: 'nul-notes-2', items: [line], customer: { firstName: 'A\u0001' } },
    });
    expectFieldError(customer, 'customer.firstName');
    expect(await count('orders')).toBe(before);
  });

  it('other C0 characters are refused too; tabs and line breaks are kept', async () => {
    const ansi = await client.call('POST', '/rest/v1/categories', {
      token: admin,
      body: { name: 'Tatlılar \u001b[31m' },
    });
    expectFieldError(ansi, 'name');
    const ok = await client.call<{ data?: unknown; description?: string }>('POST', '/rest/v1/categories', {
      token: admin,
      body: { name: 'Çorbalar', description: 'Sıcak\n\tçorbalar' },
    });
    expect(ok.status).toBeLessThan(300);
  });
});

describe('lone surrogates and deep nesting in JSON bodies', () => {
  it('a lone surrogate in text bound for a jsonb column (order notes, business name) is a field error', async () => {
    const before = await count('orders');
    const { product: _p, ...line } = lineFor(menu, 'Ayran');
    const notes = await client.call('POST', '/functions/v1/manage-orders/create', {
      token: kiosk.access_token,
      body: { idempotency_key: 'surrogate-1', items: [line], notes: 'no \ud800 onions' },
    });
    expectFieldError(notes, 'notes');
    expect(await count('orders')).toBe(before);
    const business = await client.call('POST', '/rest/v1/businesses', {
      token: admin,
      body: { name: 'B\udc00fe' },
    });
    expectFieldError(business, 'name');
    const key = await client.call('POST', '/rest/v1/categories', {
      token: admin,
      body: { 'k\ud800': 'x' },
    });
    expectFieldError(key, 'k?');
    // a well-formed pair (an emoji) is text like any other
    const emoji = await client.call('POST', '/rest/v1/categories', {
      token: admin,
      body: { name: 'Tatlı \ud83c\udf70' },
    });
    expect(emoji.status).toBeLessThan(300);
  });

  it('a body nested deeper than 64 levels is a 400 naming body, anonymous sign-in included', async () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    for (const path of ['/auth/v1/token?grant_type=password', '/rest/v1/categories']) {
      const res = await client.call('POST', path, { token: admin, raw: deep, ip: nextIp() });
      expectFieldError(res, 'body');
    }
    const object = `{"a":${'{"a":'.repeat(70)}1${'}'.repeat(71)}`;
    expectFieldError(await client.call('POST', '/rest/v1/categories', { token: admin, raw: object }), 'body');
    const health = await fetch(`${server.urls.admin}/health`);
    expect(health.status).toBe(200);
  });
});

describe('control characters in headers', () => {
  it('a header carrying one (Idempotency-Key is stored) is refused by the HTTP parser with a 400', async () => {
    const net = await import('node:net');
    const port = server.ports.kiosk;
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(
          `POST /functions/v1/manage-orders/create HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${kiosk.access_token}\r\nIdempotency-Key: abcdefgh\u0000ij\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}`,
        );
      });
      let data = '';
      socket.on('data', (chunk) => {
        data += chunk.toString();
      });
      socket.on('end', () => resolve(data));
      socket.on('error', reject);
    });
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request');
  });
});
