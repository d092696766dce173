import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { redactUrl } from '../src/http/log-redaction.js';
import { type RunningServer, startServer } from '../src/runtime.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';
import { REPO_ROOT } from './support/test-server.js';

// The server's info log, captured: request URLs carry credentials in their query strings.
const lines: string[] = [];
let server: RunningServer;
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase({ seeded: false });
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      KIOSK_PORT: '0',
      ADMIN_PORT: '0',
      SALE_PORT: '0',
      DATABASE_URL: database.url,
      SEED_DEMO: 'false',
    },
    REPO_ROOT,
  );
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  server = await startServer(config, pino({ level: 'info' }, sink));
});
afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

describe('request logging', () => {
  it('logs request URLs with credential query parameters redacted', async () => {
    const secrets = {
      cloud: 'cloud-terminal-secret-0001',
      realtime: 'eyJhbGciOiJIUzI1NiJ9.realtime-jwt.sig0002',
      signed: 'signed-link-mac-0003abcdef',
      apikey: 'api-key-0004',
    };
    const base = server.urls.kiosk;
    await fetch(`${base}/api/pos/cloud/v1?serial=PAV-1&token=${secrets.cloud}`);
    await fetch(`${base}/realtime/v1?token=${encodeURIComponent(secrets.realtime)}&vsn=1`);
    await fetch(`${base}/storage/v1/object/sign/receipts/r.png?expires=1&token=${secrets.signed}`);
    await fetch(`${base}/health?apikey=${secrets.apikey}&Access_Token=${secrets.apikey}`);
    await new Promise((resolve) => setTimeout(resolve, 100));

    const log = lines.join('\n');
    for (const secret of Object.values(secrets)) {
      expect(log).not.toContain(secret);
      expect(log).not.toContain(encodeURIComponent(secret));
    }
    const urls = lines
      .map((line) => JSON.parse(line) as { msg?: string; req?: { url?: string } })
      .filter((entry) => entry.msg === 'incoming request')
      .map((entry) => entry.req?.url);
    expect(urls).toContain('/api/pos/cloud/v1?serial=PAV-1&token=[REDACTED]');
    expect(urls).toContain('/realtime/v1?token=[REDACTED]&vsn=1');
    expect(urls).toContain('/storage/v1/object/sign/receipts/r.png?expires=1&token=[REDACTED]');
    expect(urls).toContain('/health?apikey=[REDACTED]&Access_Token=[REDACTED]');
  });

  it('redactUrl keeps everything else as it is', () => {
    expect(redactUrl('/rest/v1/products?q=ayran&page=2')).toBe('/rest/v1/products?q=ayran&page=2');
    expect(redactUrl('/auth/v1/token?grant_type=password')).toBe('/auth/v1/token?grant_type=password');
    expect(redactUrl('/x?refresh_token=a&sig=b&signature=c&client_secret=d&password=e')).toBe(
      '/x?refresh_token=[REDACTED]&sig=[REDACTED]&signature=[REDACTED]&client_secret=[REDACTED]&password=[REDACTED]',
    );
    expect(redactUrl('/plain')).toBe('/plain');
  });

  it('redacts the bearer token of a digital-receipt link, which sits in the path', async () => {
    const token = 'receipt-bearer-token-0005abcdef';
    await fetch(`${server.urls.kiosk}/receipt/${token}?lang=en`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(lines.join('\n')).not.toContain(token);
    expect(redactUrl(`/receipt/${token}?lang=en`)).toBe('/receipt/[REDACTED]?lang=en');
    expect(redactUrl(`/receipt/${token}`)).toBe('/receipt/[REDACTED]');
    expect(redactUrl('/receipts/list')).toBe('/receipts/list');
  });
});
