import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { startTestServer, type TestServer } from './support/test-server.js';

// The real server on its own seeded database.
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('server', () => {
  it('is alive and ready with every migration applied', async () => {
    const health = await fetch(`${server.urls.kiosk}/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${server.urls.admin}/ready`);
    expect(ready.status).toBe(200);
    const body = (await ready.json()) as { migrations: { applied: number } };
    expect(body).toMatchObject({ status: 'ready', database: true, migrations: { pending: 0 } });
    expect(body.migrations.applied).toBeGreaterThan(0);
  });

  it('answers unknown API routes with JSON 404 on every mode', async () => {
    for (const url of Object.values(server.urls)) {
      const res = await fetch(`${url}/functions/v1/does-not-exist`, { method: 'POST', body: '{}' });
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ success: false, error: { code: 'not_found' } });
    }
  });

  it('publishes an OpenAPI document', async () => {
    const res = await fetch(`${server.urls.admin}/api/docs/json`);
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/health', '/ready']));
  });

  it('keeps the OpenAPI document byte-for-byte as checked in (an API change updates the file on purpose: vitest -u)', async () => {
    const text = await (await fetch(`${server.urls.admin}/api/docs/json`)).text();
    await expect(`${JSON.stringify(JSON.parse(text), null, 2)}\n`).toMatchFileSnapshot(
      './openapi.snapshot.json',
    );
  });

  it("declares the bearer scheme, each route's permission and the sign-in body in the OpenAPI document", async () => {
    type Operation = {
      security?: Array<Record<string, string[]>>;
      'x-permission'?: string;
      description?: string;
      requestBody?: { content: Record<string, { schema: { anyOf?: Array<{ required?: string[] }> } }> };
    };
    const doc = (await (await fetch(`${server.urls.admin}/api/docs/json`)).json()) as {
      components: { securitySchemes: Record<string, unknown> };
      paths: Record<string, Record<string, Operation>>;
    };
    expect(doc.components.securitySchemes.bearerAuth).toEqual({
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
    });
    const op = (path: string, method: string) => doc.paths[path]?.[method] as Operation;
    for (const [path, method, permission] of [
      ['/rest/v1/categories', 'post', 'admin'],
      ['/rest/v1/categories', 'get', 'cashier'],
      ['/functions/v1/manage-orders/create', 'post', 'pos'],
      ['/auth/v1/user', 'get', 'authenticated'],
    ]) {
      const operation = op(path as string, method as string);
      expect(operation['x-permission'], `${method} ${path}`).toBe(permission);
      expect(operation.security).toEqual([{ bearerAuth: [] }]);
      expect(operation.description).toContain(`Permission: \`${permission}\``);
    }
    const signIn = op('/auth/v1/token', 'post');
    expect(signIn['x-permission']).toBe('public');
    expect(signIn.security).toEqual([]);
    const grants = signIn.requestBody?.content['application/json']?.schema.anyOf ?? [];
    expect(grants.map((grant) => grant.required)).toEqual([
      ['email', 'password'],
      ['username', 'password'],
      ['refresh_token'],
    ]);
    expect(op('/health', 'get').security).toEqual([]);
  });

  it('reads TERMINAL_ALLOWED_NETWORKS as IPv4 networks, refusing anything else', () => {
    expect(loadConfig({}).terminalNetworks).toHaveLength(5);
    expect(loadConfig({ TERMINAL_ALLOWED_NETWORKS: '10.0.0.0/8, 203.0.113.7' }).terminalNetworks).toEqual([
      { base: 0x0a000000, mask: 0xff000000 },
      { base: 0xcb007107, mask: 0xffffffff },
    ]);
    expect(() => loadConfig({ TERMINAL_ALLOWED_NETWORKS: 'intranet' })).toThrow(/TERMINAL_ALLOWED_NETWORKS/);
  });

  it('keeps the API documentation to itself in production unless API_DOCS=true', async () => {
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).apiDocs).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', API_DOCS: 'true' }).apiDocs).toBe(true);
    expect(loadConfig({ API_DOCS: 'false' }).apiDocs).toBe(false);
    const production = await startTestServer({ seeded: false, env: { NODE_ENV: 'production' } });
    try {
      for (const path of ['/api/docs', '/api/docs/json'])
        expect((await fetch(`${production.urls.admin}${path}`)).status).toBe(404);
    } finally {
      await production.close();
    }
  });

  it('serves seeded product images from public storage with long cache headers', async () => {
    const db = server.database.db;
    const product = await db
      .selectFrom('products')
      .select(['image'])
      .where('image', 'is not', null)
      .executeTakeFirstOrThrow();
    const res = await fetch(`${server.urls.kiosk}${product.image}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toContain('immutable');
    const etag = res.headers.get('etag') ?? '';
    const again = await fetch(`${server.urls.kiosk}${product.image}`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    const missing = await fetch(
      `${server.urls.kiosk}/storage/v1/object/public/product-images/products/nope.webp`,
    );
    expect(missing.status).toBe(404);
  });

  it('answers 500 without internals when the database is gone', async () => {
    const other = await startTestServer({ seeded: false });
    await other.database.pool.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
      WHERE datname = current_database() AND pid <> pg_backend_pid()`);
    await other.testDatabase.drop();
    const res = await fetch(`${other.urls.kiosk}/storage/v1/object/public/product-images/x.webp`);
    expect(res.status).toBe(500);
    const body = await res.json();
    expect(body).toEqual({
      success: false,
      error: { code: 'internal_error', message: 'An unexpected error occurred' },
    });
    const ready = await fetch(`${other.urls.kiosk}/ready`);
    expect(ready.status).toBe(503);
    await other.stop();
  });
});
