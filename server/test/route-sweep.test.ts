import { REALTIME_PATH } from '@kiosk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiPath } from '../src/http/error-handler.js';
import { isReadMethod } from '../src/http/node-ownership.js';
import { ROUTE_WRITES } from '../src/http/route-writes.js';
import { api, demo, nextIp } from './support/api.js';
import { startTestServer, type TestServer } from './support/test-server.js';

// No input may give a 500 or crash the process (the developers' guide): every route the server
// registers, called by a caller it lets in, with ids that are not ids or name nothing, a malformed
// query and bodies of every wrong shape, answers below 500 (or 502-504 with a code of its own, for
// a terminal that cannot be reached) in the one error shape, with nothing of a stack or of SQL in
// it. New routes are swept as soon as they are registered.
let server: TestServer;
let client: ReturnType<typeof api>;
let admin = '';
let kiosk = '';

const signInAdmin = async () => {
  const res = await client.signIn(demo('super_admin').email, demo('super_admin').password, nextIp());
  admin = res.body.access_token;
};
const signInKiosk = async () => {
  kiosk = (await client.signInKiosk(undefined, undefined, nextIp())).body.access_token;
};

beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: 'true' } });
  client = api(server.urls.admin);
  await signInAdmin();
  await signInKiosk();
});
afterAll(() => server?.close());

const IDS = ['not-an-id', '00000000-0000-4000-8000-000000000000', "1' OR '1'='1", '%00', 'x'.repeat(300)];
const QUERY =
  '?page=-1&limit=abc&offset=1e400&date=2026-13-45&from=yesterday&to=%00&status=nope&lang=zz&id=x&ids=1&ids=2&q=%FF&step=boom&wait_ms=-5&kiosk_id=x&order_id=%27';
const BODIES: string[] = [
  '{',
  'null',
  '[]',
  '"text"',
  '12',
  '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}',
  // 10 kB of nesting (used to overflow the control-character guard's recursion) and lone surrogates
  // in every text field a route may put in a jsonb column (Postgres refuses them)
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  JSON.stringify({
    name: '\ud800',
    notes: 'x\udc00',
    note: '\ud800',
    business_name: '\ud800',
    serial_number: '\ud800',
  }),
  JSON.stringify({
    id: {},
    ids: 'x',
    order_id: 'x',
    orderId: 12,
    attempt_id: [],
    product_id: null,
    items: 'x',
    lines: [{ product_id: 1, quantity: -1e308 }],
    quantity: 1e308,
    price_minor: -1.5,
    amount_minor: '12',
    name: ['a'],
    names: { tr: 5 },
    email: 1,
    password: {},
    status: 'nope',
    date: '2026-02-30',
    username: '',
    refresh_token: 5,
    value: { nested: { deep: [1, 2, { x: '\u0000' }] } },
    settings: [],
    outcome: 'x',
    kiosk_id: 'x',
    pos_device_id: 'x',
    page: -1,
  }),
];

interface Answer {
  status: number;
  text: string;
}

async function send(method: string, url: string, token: string | undefined, body?: string): Promise<Answer> {
  const headers: Record<string, string> = { 'x-forwarded-for': nextIp() };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${server.urls.admin}${url}`, {
    method,
    headers,
    ...(body !== undefined ? { body } : {}),
    signal: AbortSignal.timeout(15_000),
  });
  return { status: res.status, text: await res.text() };
}

/** A terminal that cannot be reached is a 502 with its own code (the seed's terminals are not running). */
const GATEWAY = new Set([502, 503, 504]);

function expectSafe(what: string, answer: Answer) {
  const said = `${what} -> ${answer.status} ${answer.text.slice(0, 300)}`;
  if (GATEWAY.has(answer.status)) expect(answer.text, said).not.toContain('internal_error');
  else expect(answer.status, said).toBeLessThan(500);
  expect(answer.text, what).not.toMatch(
    /\bat .+\.(ts|js):\d+|node_modules|syntax error at|relation "|violates/,
  );
  // API addresses answer JSON; pages (a digital receipt) answer a page of their own
  if (answer.status >= 400 && isApiPath(what.split(' ')[1] ?? '')) {
    expect(answer.text.startsWith('{'), said).toBe(true);
    const body = JSON.parse(answer.text) as { error?: { code?: unknown; message?: unknown } };
    expect(typeof body.error?.code, said).toBe('string');
    expect(typeof body.error?.message, what).toBe('string');
  }
}

describe('what every write route changes (issue 36: a store node refuses what central owns)', () => {
  it("classifies every write route 'central' or 'local', and names no route that is not there", () => {
    const writes = server.routes.filter((r) => !isReadMethod(r.method));
    expect(writes.length).toBeGreaterThan(50);
    const unclassified = writes.filter((r) => !r.writes).map((r) => `${r.method} ${r.url}`);
    expect(unclassified, 'add each to server/src/http/route-writes.ts (or config.writes)').toEqual([]);
    const registered = new Set(server.routes.map((r) => `${r.method} ${r.url}`));
    expect(Object.keys(ROUTE_WRITES).filter((line) => !registered.has(line))).toEqual([]);
    // the device-driven writes a store must keep doing stay open there
    const writesOf = (line: string) => server.routes.find((r) => `${r.method} ${r.url}` === line)?.writes;
    for (const line of [
      'POST /auth/v1/token',
      'POST /functions/v1/kiosk-health-check',
      'POST /functions/v1/products/:id/sold-out',
      'POST /functions/v1/manage-orders/create',
    ])
      expect(writesOf(line), line).toBe('local');
    for (const line of ['POST /rest/v1/products', 'PUT /rest/v1/settings/:key', 'POST /rest/v1/staff'])
      expect(writesOf(line), line).toBe('central');
  });
});

describe('every route, with input of every wrong shape', () => {
  it('answers below 500 with the one error shape, and the server goes on', async () => {
    const routes = server.routes.filter(
      (r) =>
        !['HEAD', 'OPTIONS'].includes(r.method) &&
        !r.url.includes('*') &&
        !r.url.startsWith('/api/docs') &&
        // sign-out and session ends would only cut the sweep's own sessions short (tested in auth)
        !/logout|sign-?out|sessions\/end/.test(r.url),
    );
    expect(routes.length).toBeGreaterThan(100);
    let calls = 0;
    for (const route of routes) {
      const urls = route.url.includes(':')
        ? IDS.map((id) => route.url.replace(/:[A-Za-z_]+/g, encodeURIComponent(id)))
        : [route.url];
      for (const url of urls) {
        const tokenFor = () => (route.permission === 'kiosk' ? kiosk : admin);
        const bodies = route.method === 'GET' || route.method === 'DELETE' ? [undefined] : BODIES;
        for (const body of bodies) {
          for (const path of [url, `${url}${QUERY}`]) {
            let answer = await send(route.method, path, tokenFor(), body);
            if (answer.status === 401 && route.permission !== 'public') {
              // a route may end the caller's own session (password change, kiosk sign-out): start
              // a new one and ask again
              await (route.permission === 'kiosk' ? signInKiosk() : signInAdmin());
              answer = await send(route.method, path, tokenFor(), body);
            }
            expectSafe(`${route.method} ${path} ${body ?? ''}`.slice(0, 200), answer);
            calls += 1;
          }
        }
      }
    }
    expect(calls).toBeGreaterThan(1000);
    const health = await fetch(`${server.urls.admin}/health`);
    expect(health.status).toBe(200);
  }, 600_000);

  it('answers what the router refuses (a malformed escape, an overlong id) in the one shape, without the path', async () => {
    const product = server.routes.find((r) => r.method === 'PATCH' && r.url.endsWith('/:id'));
    expect(product).toBeDefined();
    for (const id of ['%E0%A4%A', 'x'.repeat(150)]) {
      const url = (product?.url ?? '').replace(':id', id);
      const answer = await send('PATCH', url, admin, '{}');
      expect(answer.status, answer.text).toBe(400);
      const body = JSON.parse(answer.text) as { error: { code: string; details: Array<{ field: string }> } };
      expect(body.error.code).toBe('validation_failed');
      expect(body.error.details.map((d) => d.field)).toEqual(['params']);
      expect(answer.text).not.toContain(id);
    }
    const socket = await send('GET', REALTIME_PATH, undefined);
    expect(socket.status).toBe(426);
    expect(JSON.parse(socket.text).error.code).toBe('upgrade_required');
  });
});
