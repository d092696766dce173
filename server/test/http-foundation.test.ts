import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { connectDatabase, type Database } from '../src/db/database.js';
import { createFastify } from '../src/http/app.js';
import { freePort } from './support/free-port.js';

// The foundation every route is built on, exercised through a route with a typed body.
let app: FastifyInstance;
/** A database no one listens for: the port was free a moment ago. */
let unreachable: Database;

beforeAll(async () => {
  const port = await freePort();
  unreachable = connectDatabase(`postgres://kiosk:kiosk@127.0.0.1:${port}/kiosk`, 1);
  ({ app } = await createFastify({ logger: pino({ level: 'silent' }), bodyLimit: 1024 }));
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/orders-sample',
    {
      config: { permission: 'public' },
      schema: {
        body: z.object({ email: z.string().email(), quantity: z.number().int().min(1) }),
        querystring: z.object({ page: z.coerce.number().int().min(1).default(1) }),
      },
    },
    async (request) => ({ success: true, data: request.body }),
  );
  r.get('/api/boom', { config: { permission: 'public' } }, async () => {
    throw new Error('relation "secret_table" does not exist at SELECT * FROM secret_table');
  });
  r.get('/api/no-database', { config: { permission: 'public' } }, async () => {
    await unreachable.db.selectFrom('orders').select('id').execute();
    return { success: true };
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await unreachable.close();
});

const post = (payload: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/orders-sample',
    payload,
    headers: { 'content-type': 'application/json', ...headers },
  });

describe('HTTP foundation', () => {
  it('accepts a valid body', async () => {
    const res = await post(JSON.stringify({ email: 'a@b.co', quantity: 2 }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { email: 'a@b.co', quantity: 2 } });
    expect(res.headers['x-request-id']).toMatch(/[0-9a-f-]{36}/);
  });

  it('answers malformed JSON with 400 invalid_json', async () => {
    const res = await post('{"email": "a@b.co",');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: { code: 'invalid_json' } });
  });

  it('names a wrong-typed field', async () => {
    const res = await post(JSON.stringify({ email: 'a@b.co', quantity: 'two' }));
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.message).toContain('quantity');
    expect(body.error.details).toEqual([expect.objectContaining({ field: 'quantity' })]);
  });

  it('names a missing field', async () => {
    const res = await post(JSON.stringify({ quantity: 1 }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toEqual([expect.objectContaining({ field: 'email' })]);
  });

  it('names a bad query parameter', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/orders-sample?page=zero',
      payload: { email: 'a@b.co', quantity: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toEqual([expect.objectContaining({ field: 'query.page' })]);
  });

  it('answers an oversize body with 413', async () => {
    const res = await post(JSON.stringify({ email: 'a@b.co', quantity: 1, pad: 'x'.repeat(2000) }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, error: { code: 'payload_too_large' } });
  });

  it('answers an unknown route with a JSON 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, error: { code: 'not_found' } });
  });

  it('hides the cause of an unexpected failure', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      success: false,
      error: { code: 'internal_error', message: 'An unexpected error occurred' },
    });
    expect(res.body).not.toContain('secret_table');
    expect(res.body).not.toContain('at ');
  });

  it('answers 503 with Retry-After when the database cannot be reached, never a 500', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/no-database' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({
      success: false,
      error: {
        code: 'service_unavailable',
        message: 'The service cannot reach its database; try again in a few seconds',
        details: { retryAfterSeconds: 5 },
      },
    });
    expect(res.body).not.toContain('ECONNREFUSED');
  });

  it('sets security headers on routes, errors and unknown paths', async () => {
    for (const url of ['/api/nope', '/api/boom']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('refuses a route that declares no permission', async () => {
    const { app: other } = await createFastify({ logger: pino({ level: 'silent' }), bodyLimit: 1024 });
    expect(() => other.get('/api/open', async () => 'x')).toThrow(/must declare config.permission/);
    await other.close();
  });
});
