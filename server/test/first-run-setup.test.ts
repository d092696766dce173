import type { Product, SetupComplete } from '@kiosk/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBanner } from '../src/start-banner.js';
import { api, type ErrorBody, nextIp } from './support/api.js';
import { startTestServer, type TestServer } from './support/test-server.js';

// Issue 30: an empty production database (migrated, no demo seed) had no unit codes, KDV groups or
// settings, so the first product was refused; and nothing made the first account.
let server: TestServer;
let client: ReturnType<typeof api>;
let token: string;

const answers = (overrides: Partial<SetupComplete> = {}): SetupComplete => ({
  token,
  email: 'Owner@Bufe.com.tr',
  password: 'Kuzguncuk-Simit-77',
  display_name: 'Ayşe Yılmaz',
  business_name: 'Yılmaz Gıda Ltd.',
  tax_office: 'Kadıköy',
  tax_number: '1234567890',
  store_name: 'Moda Şubesi',
  phone: '+90 216 000 00 00',
  province: 'İstanbul',
  district: 'Kadıköy',
  address: 'Moda Cad. No 1',
  time_zone: 'Europe/Berlin',
  currency: 'EUR',
  ...overrides,
});

beforeAll(async () => {
  server = await startTestServer({
    seeded: false,
    env: {
      NODE_ENV: 'production',
      TRUST_PROXY: 'true',
      JWT_SECRET: 'x'.repeat(40),
      ADMIN_URL: 'https://admin.example.test',
    },
  });
  client = api(server.urls.admin, { ip: nextIp() });
});
afterAll(() => server?.close());

describe('reference data with the schema', () => {
  it('a migrated database has the KDV groups, unit codes with tr/en names, settings and welcome defaults', async () => {
    const { db } = server.database;
    const groups = await db.selectFrom('tax_groups').select(['id', 'code', 'rate']).orderBy('rate').execute();
    expect(groups).toEqual([
      { id: '00000000-0000-4000-8000-000000000001', code: 'KDV1', rate: 1 },
      { id: '00000000-0000-4000-8000-000000000048', code: 'KDV10', rate: 10 },
      { id: '00000000-0000-4000-8000-000000000020', code: 'KDV20', rate: 20 },
    ]);
    const units = await db.selectFrom('unit_codes').select('code').orderBy('sort_order').execute();
    expect(units.map((u) => u.code)).toEqual(['C62', 'PTN', 'KGM', 'GRM', 'LTR', 'MLT']);
    const names = await db.selectFrom('ui_translations').selectAll().where('key', 'like', 'unit.%').execute();
    expect(names).toHaveLength(12);
    expect(names).toContainEqual({ key: 'unit.piece', language_code: 'en', value: 'Piece' });
    const settings = await db.selectFrom('settings').select(['key', 'value']).execute();
    expect(Object.fromEntries(settings.map((s) => [s.key, s.value]))).toMatchObject({
      default_language: 'tr',
      default_currency: 'TL',
      show_product_images: true,
      customer_info_min_amount: { enabled: true, amount: 6000, operator: 'equal_or_greater' },
    });
    const welcome = await fetch(`${server.urls.kiosk}/rest/v1/welcome_page_settings`);
    expect(((await welcome.json()) as { updated_at: string | null }).updated_at).not.toBeNull();
  });
});

describe('first-run setup', () => {
  it('prints a one-time setup link at start while no account exists', async () => {
    // on the admin's public origin (ADMIN_URL behind a proxy), not this machine's port
    expect(server.setupUrl).toMatch(/^https:\/\/admin\.example\.test\/setup\?token=[\w-]{40,}$/);
    token = new URL(server.setupUrl as string).searchParams.get('token') as string;
    const banner = startBanner({
      urls: server.urls,
      apiDocs: false,
      demoSignIns: [],
      setupUrl: server.setupUrl,
      readySeconds: 1,
    });
    expect(banner).toContain(server.setupUrl);
    const status = await client.call('GET', '/functions/v1/setup');
    expect(status.body).toEqual({ needed: true });
    expect((await client.call('GET', `/functions/v1/setup?token=${token}`)).body).toEqual({
      needed: true,
      token_valid: true,
    });
    expect((await client.call('GET', '/functions/v1/setup?token=wrong')).body).toEqual({
      needed: true,
      token_valid: false,
    });
  });

  it('refuses a wrong token and a bad tax number (with its field), writing nothing', async () => {
    const wrong = await client.call('POST', '/functions/v1/setup', { body: answers({ token: 'guess' }) });
    expect(wrong.status).toBe(403);
    expect(wrong.body.error?.code).toBe('setup_token_invalid');
    const bad = await client.call('POST', '/functions/v1/setup', {
      body: answers({ tax_number: '10000000147', password: 'password' }),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.details).toEqual([
      { field: 'password', key: 'passwordTooCommon', message: expect.any(String) },
      { field: 'tax_number', key: 'taxNumberChecksum', message: expect.any(String) },
    ]);
    const missing = await client.call('POST', '/functions/v1/setup', { body: { token } });
    expect(missing.status).toBe(400);
    expect(missing.body.error?.code).toBe('validation_failed');
    const users = await server.database.db.selectFrom('users').select('id').execute();
    expect(users).toEqual([]);
  });

  it('completes once when two completes race; the second and any later one are refused', async () => {
    const [a, b] = await Promise.all([
      client.call('POST', '/functions/v1/setup', { body: answers() }),
      client.call('POST', '/functions/v1/setup', { body: answers({ email: 'other@bufe.com.tr' }) }),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const refused = (a.status === 409 ? a : b) as { body: ErrorBody };
    expect(refused.body.error?.code).toBe('setup_already_done');
    const { db } = server.database;
    expect(await db.selectFrom('users').select(['email', 'role']).execute()).toHaveLength(1);
    expect(await db.selectFrom('businesses').select('id').execute()).toHaveLength(1);
    const store = await db.selectFrom('stores').selectAll().executeTakeFirstOrThrow();
    expect(store).toMatchObject({ name: 'Moda Şubesi', province: 'İstanbul', district: 'Kadıköy' });
    const business = await db.selectFrom('businesses').selectAll().executeTakeFirstOrThrow();
    expect(business).toMatchObject({ tax_office: 'Kadıköy', tax_number: '1234567890' });
    const zone = await db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', 'outlet_time_zone')
      .execute();
    expect(zone).toEqual([{ value: 'Europe/Berlin' }]);

    const again = await client.call('POST', '/functions/v1/setup', { body: answers() });
    expect(again.status).toBe(409);
    expect(again.body.error?.code).toBe('setup_already_done');
    expect((await client.call('GET', `/functions/v1/setup?token=${token}`)).body).toEqual({
      needed: false,
      token_valid: false,
    });
  });

  it('the new super admin signs in and creates the first product with the KDV group and unit of the schema', async () => {
    const winner = (await server.database.db.selectFrom('users').select('email').executeTakeFirstOrThrow())
      .email;
    const signIn = await client.signIn(winner, 'Kuzguncuk-Simit-77');
    expect(signIn.status).toBe(200);
    expect(signIn.body.user.role).toBe('super_admin');
    const auth = { token: signIn.body.access_token };
    const category = await client.call<{ id: string }>('POST', '/rest/v1/categories', {
      ...auth,
      body: { name: 'Tostlar' },
    });
    expect(category.status).toBe(201);
    const product = await client.call<Product>('POST', '/rest/v1/products', {
      ...auth,
      body: {
        name: 'Kaşarlı Tost',
        price_minor: 9000,
        image: 'https://example.com/tost.webp',
        category_id: category.body.id,
        tax_group_id: '00000000-0000-4000-8000-000000000048',
        unit_code: 'PTN',
      },
    });
    expect(product.status).toBe(201);
    expect(product.body).toMatchObject({ name: 'Kaşarlı Tost', unit_code: 'PTN' });
  });

  it('the next start follows the chosen time zone (unless OUTLET_TIME_ZONE is set) and prints no setup link', async () => {
    const zoneOf = async (next: TestServer) =>
      (await sql<{ zone: string }>`SELECT current_setting('TimeZone') AS zone`.execute(next.database.db))
        .rows[0]?.zone;
    const next = await startTestServer({ databaseUrl: server.testDatabase.url });
    try {
      expect(next.setupUrl).toBeUndefined();
      expect(await zoneOf(next)).toBe('Europe/Berlin');
    } finally {
      await next.close();
    }
    const pinned = await startTestServer({
      databaseUrl: server.testDatabase.url,
      env: { OUTLET_TIME_ZONE: 'Europe/Istanbul' },
    });
    try {
      expect(await zoneOf(pinned)).toBe('Europe/Istanbul');
    } finally {
      await pinned.close();
    }
  });
});
