import type { DigitalReceipt, DigitalReceiptLink, MenuData, OrderSummary } from '@kiosk/contracts';
import { DIGITAL_RECEIPT_TTL_SECONDS } from '@kiosk/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReceiptTokens } from '../src/auth/receipt-tokens.js';
import { sharedSecret } from '../src/repositories/server-secret.repository.js';
import { PostgresStorage } from '../src/repositories/storage.repository.js';
import { api, demo, nextIp } from './support/api.js';
import { lineFor } from './support/menu-helpers.js';
import { markOrderPaid } from './support/order-payment-fixtures.js';
import { startTestServer, type TestServer } from './support/test-server.js';

let server: TestServer;
let client: ReturnType<typeof api>;
let admin: string;
let kiosk: string;
let menu: MenuData;

beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: 'true' } });
  client = api(server.urls.kiosk);
  admin = (await client.signIn(demo('admin').email, demo('admin').password, nextIp())).body.access_token;
  kiosk = (await client.signInKiosk(undefined, undefined, nextIp())).body.access_token;
  menu = (await (
    await fetch(`${server.urls.kiosk}/functions/v1/get-menu-data-public?lang=tr`)
  ).json()) as MenuData;
});
afterAll(() => server?.close());

async function newOrder(...names: string[]): Promise<OrderSummary> {
  const res = await client.call<{ data: OrderSummary }>('POST', '/functions/v1/manage-orders/create', {
    token: kiosk,
    body: { items: names.map((n) => (({ product: _p, ...line }) => line)(lineFor(menu, n))) },
  });
  expect(res.status).toBe(201);
  return res.body.data;
}

const link = (orderId: string, token = kiosk) =>
  client.call<{ data: DigitalReceiptLink }>('POST', '/functions/v1/digital-receipt/link', {
    ...(token ? { token } : {}),
    body: { order_id: orderId },
  });
const view = (token: string) =>
  client.call<{ data: DigitalReceipt }>(
    'GET',
    `/functions/v1/digital-receipt?token=${encodeURIComponent(token)}`,
  );
const page = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.urls.kiosk}${path}`, { headers });

describe('receipt tokens', () => {
  const tokens = new ReceiptTokens('a-test-secret-of-enough-length-0123456789');
  const id = '0f8fad5b-d9cb-469f-a165-70867728950e';

  it('sign the order id and expiry; the expiry is 30 days', () => {
    const now = Date.UTC(2026, 10, 24, 12);
    const { token, expiresAt } = tokens.sign(id, now);
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}\.[0-9a-z]+\.[A-Za-z0-9_-]{43}$/);
    expect(token).not.toContain(id);
    expect(expiresAt.getTime()).toBe(now + DIGITAL_RECEIPT_TTL_SECONDS * 1000);
    expect(tokens.verify(token, now)).toEqual({ ok: true, orderId: id });
    expect(tokens.verify(token, expiresAt.getTime() - 1000)).toEqual({ ok: true, orderId: id });
    expect(tokens.verify(token, expiresAt.getTime())).toEqual({ ok: false, code: 'receipt_link_expired' });
  });

  it('refuse altered, foreign and malformed tokens as invalid (never as expired)', () => {
    const now = Date.now();
    const { token } = tokens.sign(id, now);
    const [packed, expires, mac] = token.split('.') as [string, string, string];
    const later = (Number.parseInt(expires, 36) + 86_400).toString(36);
    const otherId = tokens.sign('11111111-2222-4333-8444-555555555555', now).token.split('.')[0];
    const flip = (s: string) => `${s.slice(0, -1)}${s.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [
      `${packed}.${later}.${mac}`,
      `${otherId}.${expires}.${mac}`,
      `${packed}.${expires}.${flip(mac)}`,
      new ReceiptTokens('another-secret-of-enough-length-0123456789').sign(id, now).token,
      '',
      'abc',
      `${token}.x`,
      token.toUpperCase(),
    ]) {
      expect(tokens.verify(bad, now), bad).toEqual({ ok: false, code: 'receipt_link_invalid' });
    }
    // an expired token altered is invalid too
    expect(tokens.verify(`${packed}.${expires}.${flip(mac)}`, now + 40 * 86_400_000)).toEqual({
      ok: false,
      code: 'receipt_link_invalid',
    });
  });
});

describe('digital receipt', () => {
  it('is issued only for a paid order, to its kiosk or staff, and shows the order on a public page', async () => {
    const order = await newOrder('Klasik Burger', 'Ayran');
    expect((await link(order.id, '')).status).toBe(401);
    const unpaid = await link(order.id);
    expect(unpaid.status).toBe(409);
    expect(unpaid.body).toMatchObject({ error: { code: 'receipt_not_available' } });

    await markOrderPaid(server.database.db, order.id);
    const png = await sharp({ create: { width: 40, height: 60, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const path = `orders/${order.id}/customer-digital.png`;
    await new PostgresStorage(server.database.db).put('receipts', path, png, { contentType: 'image/png' });
    await server.database.db
      .insertInto('order_receipts')
      .values({ order_id: order.id, receipt_type: 'customer', storage_path: path })
      .execute();

    const issued = await link(order.id);
    expect(issued.status).toBe(200);
    const { token, path: pagePath, url, expires_at } = issued.body.data;
    expect(pagePath).toBe(`/receipt/${token}`);
    expect(url).toBeNull();
    expect(Date.parse(expires_at) - Date.now()).toBeGreaterThan((DIGITAL_RECEIPT_TTL_SECONDS - 60) * 1000);
    expect(token).not.toContain(order.id);
    expect((await link(order.id, admin)).status).toBe(200);
    expect((await link('00000000-0000-4000-8000-000000000000')).status).toBe(404);

    // the data: lines with options, totals, VAT by rate, outlet time zone, the terminal's receipt
    const data = (await view(token)).body.data;
    expect(data).toMatchObject({
      order_number: order.order_number,
      reference_number: order.reference_number,
      payment_state: 'paid',
      time_zone: 'Europe/Istanbul',
      total_minor: order.total_minor,
    });
    expect(data.lines.map((l) => l.name)).toEqual(['Klasik Burger', 'Ayran']);
    expect(data.lines[0]?.options.length).toBeGreaterThan(0);
    expect(data.vat.reduce((sum, v) => sum + v.gross_minor, 0)).toBe(data.total_minor);
    expect(data.vat.reduce((sum, v) => sum + v.vat_minor, 0)).toBe(data.tax_minor);
    expect(data.outlet.business).toBeTruthy();
    expect(data.receipt_image_url).toMatch(/^\/storage\/v1\/object\/sign\/receipts\//);
    const image = await fetch(`${server.urls.kiosk}${data.receipt_image_url}`);
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer()).equals(png)).toBe(true);

    // the page: Turkish by default, English by ?lang=en or the browser's language
    const tr = await page(pagePath);
    expect(tr.status).toBe(200);
    expect(tr.headers.get('content-type')).toMatch(/^text\/html/);
    expect(tr.headers.get('cache-control')).toBe('no-store');
    const trHtml = await tr.text();
    expect(trHtml).toContain('<html lang="tr">');
    expect(trHtml).toContain(order.order_number);
    expect(trHtml).toContain('Klasik Burger');
    expect(trHtml).toContain('İşletme saati (Europe/Istanbul)');
    expect(trHtml).toContain('data-testid="receipt-image"');
    const en = await (await page(`${pagePath}?lang=en`)).text();
    expect(en).toContain('<html lang="en">');
    expect(en).toContain('Outlet time (Europe/Istanbul)');
    const byBrowser = await (await page(pagePath, { 'accept-language': 'en-GB,en;q=0.9,tr;q=0.5' })).text();
    expect(byBrowser).toContain('<html lang="en">');
    const preferTr = await (await page(pagePath, { 'accept-language': 'de-DE,tr;q=0.8,en;q=0.5' })).text();
    expect(preferTr).toContain('<html lang="tr">');
  });

  it('answers an altered or expired link with a clear page and a stable code, never a 500', async () => {
    const order = await newOrder('Çay');
    await markOrderPaid(server.database.db, order.id);
    const { token } = (await link(order.id)).body.data;
    const [packed, expires, mac] = token.split('.') as [string, string, string];
    const later = (Number.parseInt(expires, 36) + 86_400).toString(36);

    for (const bad of [
      `${packed}.${later}.${mac}`,
      `${packed}.${expires}.${mac.slice(0, -2)}xx`,
      'nonsense',
    ]) {
      const json = await view(bad);
      expect(json.status, bad).toBe(404);
      expect(json.body).toMatchObject({ error: { code: 'receipt_link_invalid' } });
      const html = await page(`/receipt/${bad}`);
      expect(html.status).toBe(404);
      expect(html.headers.get('x-error-code')).toBe('receipt_link_invalid');
      const text = await html.text();
      expect(text).toContain('data-error-code="receipt_link_invalid"');
      expect(text).toContain('Bağlantı geçersiz');
      expect(text).not.toContain(order.order_number);
    }

    const secret = await sharedSecret(server.database.db, 'receipt_link_key');
    const old = new ReceiptTokens(secret).sign(
      order.id,
      Date.now() - (DIGITAL_RECEIPT_TTL_SECONDS + 60) * 1000,
    );
    const json = await view(old.token);
    expect(json.status).toBe(410);
    expect(json.body).toMatchObject({ error: { code: 'receipt_link_expired' } });
    const html = await page(`/receipt/${old.token}?lang=en`);
    expect(html.status).toBe(410);
    expect(await html.text()).toContain('This link has expired');

    // a link whose order was removed
    const gone = new ReceiptTokens(secret).sign('00000000-0000-4000-8000-000000000001').token;
    expect((await view(gone)).body).toMatchObject({ error: { code: 'receipt_not_found' } });
    expect((await page(`/receipt/${gone}`)).status).toBe(404);
  });
});

describe('success screen setting', () => {
  const put = (value: unknown, token = admin) =>
    client.call('PUT', '/rest/v1/settings/success_screen_seconds', { token, body: { value } });

  it('takes whole seconds from 3 to 60, names the field otherwise, and the kiosk reads it', async () => {
    for (const bad of [2, 61, 4.5, '10', null]) {
      const res = await put(bad);
      expect(res.status, String(bad)).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'validation_failed', details: [{ field: 'value' }] });
    }
    expect((await put(2)).body.error?.message).toContain('success_screen_seconds must be between 3 and 60');
    expect((await put(12)).status).toBe(200);
    const read = (await (
      await fetch(`${server.urls.kiosk}/rest/v1/settings?key=success_screen_seconds`)
    ).json()) as Array<{ value: unknown }>;
    expect(read[0]?.value).toBe(12);
    expect((await put(3)).status).toBe(200);
  });
});
