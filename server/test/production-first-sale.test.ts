import type {
  MenuData,
  MenuImportResult,
  OrderDetail,
  OrderSummary,
  PaymentAttempt,
  SetupResult,
} from '@kiosk/contracts';
import { MENU_COLUMNS } from '@kiosk/domain';
import { startSimulator } from '@kiosk/terminal-simulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type ErrorBody, nextIp } from './support/api.js';
import { lineFor } from './support/menu-helpers.js';
import { startTestServer, type TestServer } from './support/test-server.js';

// Issue 30, done when: from an empty production database (no demo seed) to the first paid kiosk order,
// only through the API and the terminal simulator, as an operator would put an outlet into service.
let server: TestServer;
let simulator: Awaited<ReturnType<typeof startSimulator>>;
let admin: ReturnType<typeof api>;
let kiosk: ReturnType<typeof api>;

beforeAll(async () => {
  simulator = await startSimulator({
    port: 0,
    host: '127.0.0.1',
    mode: 'REST',
    serialNumber: 'PAV-MODA-1',
    defaultDelayMs: 100,
    log: () => {},
  });
  server = await startTestServer({
    seeded: false,
    env: {
      NODE_ENV: 'production',
      TRUST_PROXY: 'true',
      JWT_SECRET: 'p'.repeat(40),
      PAYMENT_POLL_MS: '100',
      PAYMENT_TIMEOUT_MS: '20000',
    },
  });
  admin = api(server.urls.admin, { ip: nextIp() });
  kiosk = api(server.urls.kiosk, { ip: nextIp() });
});
afterAll(async () => {
  await server?.close();
  await simulator?.stop();
});

const csv = (...lines: string[]) => `\uFEFF${[MENU_COLUMNS.join(';'), ...lines].join('\r\n')}\r\n`;
const IMAGE = 'https://example.com/menu/x.webp';
const MENU = csv(
  `product;Yiyecek > Burgerler;Klasik Burger;Classic Burger;BUR-1;"245,50";KDV10;PTN;1;${IMAGE}`,
  `product;İçecekler;Ayran;Ayran;AYR-1;15;KDV1;C62;1;${IMAGE}`,
);
const BROKEN = csv(
  `product;Yiyecek;Köfte;;KOF-1;90;KDV10;C62;1;${IMAGE}`,
  `product;Yiyecek;Tost;;TOS-1;"abc";KDV10;C62;1;${IMAGE}`,
  `product;Yiyecek;Sucuklu Tost;;KOF-1;95;KDV99;C62;1;${IMAGE}`,
);

let token: string;
let setup: SetupResult;
let kioskId: string;

describe('an empty production server to the first paid kiosk order', () => {
  it('completes the first-run setup with the token of the start output', async () => {
    const { db } = server.database;
    expect(await db.selectFrom('users').select('id').execute()).toEqual([]);
    expect(await db.selectFrom('products').select('id').execute()).toEqual([]);
    expect(server.setupUrl).toMatch(/\/setup\?token=[\w-]{40,}$/);
    const setupToken = new URL(server.setupUrl as string).searchParams.get('token') as string;
    const res = await admin.call<SetupResult & ErrorBody>('POST', '/functions/v1/setup', {
      body: {
        token: setupToken,
        email: 'sahip@bufe.com.tr',
        password: 'Kuzguncuk-Simit-77',
        display_name: 'Ayşe Yılmaz',
        business_name: 'Yılmaz Gıda Ltd.',
        tax_office: 'Kadıköy',
        tax_number: '1234567890',
        store_name: 'Moda Şubesi',
        province: 'İstanbul',
        district: 'Kadıköy',
        address: 'Moda Cad. No 1',
        time_zone: 'Europe/Istanbul',
        currency: 'TL',
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    setup = res.body;
    const signIn = await admin.signIn('sahip@bufe.com.tr', 'Kuzguncuk-Simit-77');
    expect(signIn.status).toBe(200);
    token = signIn.body.access_token;
  });

  it('refuses a broken menu file with line-numbered errors, writing nothing, then imports the menu', async () => {
    const importFile = (content: string) =>
      admin.call<MenuImportResult & ErrorBody>('POST', '/functions/v1/menu-import?dry_run=false', {
        token,
        body: { format: 'csv', content_base64: Buffer.from(content).toString('base64') },
      });
    const broken = await importFile(BROKEN);
    expect(broken.status).toBe(422);
    expect(broken.body.error?.code).toBe('menu_import_invalid');
    expect(broken.body.error?.details).toEqual({
      issues: [
        { line: 3, column: 'price', code: 'priceInvalid' },
        { line: 4, column: 'kdv_group', code: 'kdvUnknown' },
        { line: 4, column: 'sku', code: 'skuDuplicate' },
      ],
    });
    const { db } = server.database;
    expect(await db.selectFrom('products').select('id').execute()).toEqual([]);
    expect(await db.selectFrom('categories').select('id').execute()).toEqual([]);

    const imported = await importFile(MENU);
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body).toMatchObject({ applied: true, issues: [] });
    expect(imported.body.summary.products.created).toBe(2);
  });

  it('adds a kiosk (a common password refused) and a terminal on the simulator, linked as primary', async () => {
    const createKiosk = (password: string) =>
      admin.call<{ data: { id: string } } & ErrorBody>('POST', '/functions/v1/manage-kiosk-users', {
        token,
        body: {
          action: 'create',
          username: 'moda-kiosk-01',
          password,
          device_name: 'Giriş Kioskı',
          device_fingerprint: 'KIOSK-MODA-0001',
          business_id: setup.business.id,
          store_id: setup.store.id,
        },
      });
    const weak = await createKiosk('12345678');
    expect(weak.status).toBe(400);
    expect(weak.body.error?.details).toMatchObject([{ field: 'password', key: 'passwordTooCommon' }]);
    const created = await createKiosk('Moda-Kiosk-Sifre-2026');
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    kioskId = created.body.data.id;

    const pos = await admin.call<{ id: string } & ErrorBody>('POST', '/rest/v1/rpc/insert_pos_device', {
      token,
      body: {
        p_pos_serial_number: 'PAV-MODA-1',
        p_device_name: 'Kasa Terminali',
        p_ip_address: '127.0.0.1',
        p_port: simulator.port,
      },
    });
    expect(pos.status, JSON.stringify(pos.body)).toBe(200);
    const link = await admin.call('POST', '/functions/v1/admin-kiosk-management', {
      token,
      body: { action: 'link_pos_device', kiosk_id: kioskId, pos_device_id: pos.body.id, is_primary: true },
    });
    expect(link.status, JSON.stringify(link.body)).toBe(200);
    const detail = await admin.call<{ data: { pos_devices: Array<{ id: string; is_primary: boolean }> } }>(
      'GET',
      `/rest/v1/kiosk_users/${kioskId}`,
      { token },
    );
    expect(detail.body.data.pos_devices).toMatchObject([{ id: pos.body.id, is_primary: true }]);
  });

  it('the kiosk signs in, orders the imported products and pays at the simulator; the order is paid', async () => {
    const signIn = await kiosk.signInKiosk('moda-kiosk-01', 'Moda-Kiosk-Sifre-2026');
    expect(signIn.status, JSON.stringify(signIn.body)).toBe(200);
    const kioskToken = signIn.body.access_token;
    const menu = (await (
      await fetch(`${server.urls.kiosk}/functions/v1/get-menu-data-public?lang=tr`)
    ).json()) as MenuData;
    const line = (name: string, quantity: number) => {
      const { product: _p, ...rest } = lineFor(menu, name, quantity);
      return rest;
    };
    const created = await kiosk.call<{ data: OrderSummary } & ErrorBody>(
      'POST',
      '/functions/v1/manage-orders/create',
      { token: kioskToken, body: { items: [line('Klasik Burger', 2), line('Ayran', 1)] } },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const order = created.body.data;
    expect(order.total_minor).toBe(2 * 24550 + 1500);

    const approve = await fetch(`${simulator.url}/__sim/next`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ outcome: 'approve', delayMs: 100 }),
    });
    expect(approve.ok).toBe(true);
    const started = await kiosk.call<{ data: PaymentAttempt }>('POST', '/functions/v1/kiosk-payment/start', {
      token: kioskToken,
      body: { order_id: order.id },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    // the kiosk's long poll: each status request waits (on the server) until the shown step changes
    const status = (step: string) =>
      kiosk.call<{ data: PaymentAttempt }>(
        'GET',
        `/functions/v1/kiosk-payment/status?attempt_id=${started.body.data.attempt_id}&step=${step}&wait_ms=10000`,
        { token: kioskToken },
      );
    let done = started.body.data;
    for (let asked = 0; asked < 5 && ['connecting', 'waiting'].includes(done.step); asked += 1) {
      done = (await status(done.step)).body.data;
    }
    expect(done).toMatchObject({ step: 'paid', order_number: order.order_number });

    const paid = await admin.call<{ data: OrderDetail }>(
      'GET',
      `/functions/v1/get-order-detail?orderId=${order.id}`,
      { token },
    );
    expect(paid.body.data).toMatchObject({
      status: 'paid',
      payment_status: 'paid',
      total_amount_minor: 50600,
      paid_minor: 50600,
      due_minor: 0,
    });
    const state = (await (await fetch(`${simulator.url}/__sim/state`)).json()) as {
      sales: Array<{ orderNo: string; status: string; amountMinor: number }>;
    };
    expect(
      state.sales.filter((s) => s.orderNo === order.order_number).map((s) => [s.status, s.amountMinor]),
    ).toEqual([['Completed', 50600]]);
  });
});
