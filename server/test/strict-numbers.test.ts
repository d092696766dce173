import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, demo, nextIp } from './support/api.js';
import { startTestServer, type TestServer } from './support/test-server.js';

// Numbers are never coerced from other types: a JSON body's number must be a JSON number, and a
// query string's number is digits only (no "true", "1e3", "0x10", " 12", "12.0" or "").
let server: TestServer;
let client: ReturnType<typeof api>;
let admin: string;

beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: 'true' } });
  client = api(server.urls.admin);
  admin = (await client.signIn(demo('admin').email, demo('admin').password, nextIp())).body.access_token;
});
afterAll(() => server?.close());

const refusedNaming = (res: { status: number; body: unknown }, field: string) => {
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({
    success: false,
    error: { code: 'validation_failed', details: [expect.objectContaining({ field })] },
  });
};

describe('strict numbers', () => {
  it('device-info: port is a JSON integer in 1..65535, never coerced', async () => {
    const body = { ipAddress: '127.0.0.1', serialNumber: 'PAV-X', fingerprint: 'F-1' };
    for (const port of [true, false, '12', '4567', '', null, 0, 65536, 1.5, [4567], { n: 1 }]) {
      const res = await client.call('POST', '/api/pos/device-info', {
        token: admin,
        body: { ...body, port },
      });
      expect({ port, status: res.status }).toEqual({ port, status: 400 });
      refusedNaming(res, 'port');
    }
  });

  const queries: Array<[string, string]> = [
    ['/functions/v1/get-orders', 'page'],
    ['/functions/v1/get-orders', 'limit'],
    ['/rest/v1/products', 'page'],
    ['/rest/v1/products', 'page_size'],
    ['/rest/v1/audit_log', 'limit'],
    ['/storage/v1/object/list/product-images', 'limit'],
    ['/storage/v1/object/list/product-images', 'offset'],
  ];
  for (const [path, field] of queries) {
    it(`${path}?${field}= takes digits only`, async () => {
      for (const value of ['true', '1e1', '1e3', '0x10', '%2012', '10.0', '', '-1', '1_0', 'Infinity']) {
        const res = await client.call('GET', `${path}?${field}=${value}`, { token: admin });
        expect({ value, status: res.status }).toEqual({ value, status: 400 });
        refusedNaming(res, `query.${field}`);
      }
      const ok = await client.call('GET', `${path}?${field}=10`, { token: admin });
      expect(ok.status).toBe(200);
    });
  }

  it('image width and signed-link expiry take digits only', async () => {
    for (const value of ['3.2e2', 'true', '0x140']) {
      const res = await client.call(
        'GET',
        `/storage/v1/render/image/public/product-images/x.png?width=${value}`,
      );
      refusedNaming(res, 'query.width');
    }
    for (const value of ['1e12', 'true', '']) {
      const res = await client.call(
        'GET',
        `/storage/v1/object/sign/receipts/x.png?expires=${value}&token=0123456789ab`,
      );
      refusedNaming(res, 'query.expires');
    }
  });
});
