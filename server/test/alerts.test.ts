import type { AlertItem, AlertsResponse } from '@kiosk/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_KIOSK } from '../src/db/seed/seed-demo-outlet.js';
import { api, demo, nextIp } from './support/api.js';
import { startTestServer, type TestServer } from './support/test-server.js';

// Alerts (issue 34): GET /rest/v1/alerts against the real server and Postgres. Each kind appears with
// its since and link and clears when its cause goes. Thresholds come from the `alert_settings` setting.

let server: TestServer;
let client: ReturnType<typeof api>;
let admin: string;
let cashier: string;

const ZERO = {
  kiosk_offline_minutes: 0,
  terminal_unanswered_minutes: 0,
  open_order_age_minutes: 0,
  payment_unsettled_minutes: 0,
  opening_hours: null,
};

beforeAll(async () => {
  server = await startTestServer();
  client = api(server.urls.admin);
  admin = (await client.signIn(demo('admin').email, demo('admin').password, nextIp())).body.access_token;
  cashier = (await client.signIn(demo('cashier').email, demo('cashier').password, nextIp())).body
    .access_token;
  await saveSettings(ZERO);
});
afterAll(async () => {
  await server?.close();
});

async function saveSettings(value: unknown) {
  return client.call('PUT', '/rest/v1/settings/alert_settings', { token: admin, body: { value } });
}

async function alerts(): Promise<AlertItem[]> {
  const res = await client.call<AlertsResponse>('GET', '/rest/v1/alerts', { token: admin });
  expect(res.status).toBe(200);
  return res.body.alerts;
}

const find = async (key: string) => (await alerts()).find((a) => a.key === key);
const db = () => server.database.db;
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

describe('GET /rest/v1/alerts: who may read it', () => {
  it('refuses a cashier (403) and anyone signed out (401)', async () => {
    expect((await client.call('GET', '/rest/v1/alerts', { token: cashier })).status).toBe(403);
    expect((await client.call('GET', '/rest/v1/alerts')).status).toBe(401);
  });

  it('refuses a threshold out of range, naming the field', async () => {
    const res = await saveSettings({ ...ZERO, kiosk_offline_minutes: -1 });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('kiosk_offline_minutes');
    const hours = await saveSettings({ ...ZERO, opening_hours: { start: '25:00', end: '10:00' } });
    expect(hours.status).toBe(400);
  });
});

describe('kiosk offline', () => {
  it('appears when the demo kiosk signs out, since then, and clears when it signs in again', async () => {
    const kiosk = api(server.urls.kiosk);
    const first = await kiosk.signInKiosk(DEMO_KIOSK.username, DEMO_KIOSK.password, nextIp());
    expect(first.status).toBe(200);
    const kioskId = first.body.user.kiosk?.id ?? '';
    const key = `kiosk_offline:${kioskId}`;
    expect(await find(key)).toBeUndefined();

    const before = Date.now();
    expect((await kiosk.call('POST', '/auth/v1/logout', { token: first.body.access_token })).status).toBe(
      204,
    );
    const offline = await find(key);
    expect(offline).toMatchObject({
      kind: 'kiosk_offline',
      severity: 'critical',
      link: `/kiosk-management/${kioskId}`,
    });
    const since = new Date(offline?.since ?? 0).getTime();
    expect(since).toBeGreaterThanOrEqual(before - 1000);
    expect(since).toBeLessThanOrEqual(Date.now());

    // outside the opening hours a kiosk is allowed to be off
    const now = new Date();
    const hh = (h: number) => `${String(h % 24).padStart(2, '0')}:00`;
    const local = Number(
      new Intl.DateTimeFormat('en-GB', {
        hour: '2-digit',
        hour12: false,
        timeZone: 'Europe/Istanbul',
      }).format(now),
    );
    await saveSettings({ ...ZERO, opening_hours: { start: hh(local + 2), end: hh(local + 3) } });
    expect(await find(key)).toBeUndefined();
    // a threshold longer than it has been off: not yet
    await saveSettings({ ...ZERO, kiosk_offline_minutes: 5 });
    expect(await find(key)).toBeUndefined();
    await saveSettings(ZERO);
    expect(await find(key)).toBeDefined();

    const again = await kiosk.signInKiosk(DEMO_KIOSK.username, DEMO_KIOSK.password, nextIp());
    expect(again.status).toBe(200);
    expect(await find(key)).toBeUndefined();
  });
});

describe('terminal, printer, till session', () => {
  it('a terminal that stopped answering, since its last answer, until it answers again', async () => {
    const device = await db()
      .selectFrom('pos_devices')
      .select('id')
      .where('is_active', '=', true)
      .where('is_deleted', '=', false)
      .executeTakeFirstOrThrow();
    const lastAnswer = minutesAgo(3);
    await db()
      .insertInto('pos_device_state')
      .values({ pos_device_id: device.id, connection_status: 'disconnected', last_connected_at: lastAnswer })
      .onConflict((oc) =>
        oc
          .column('pos_device_id')
          .doUpdateSet({ connection_status: 'disconnected', last_connected_at: lastAnswer }),
      )
      .execute();
    const alert = await find(`terminal_unanswered:${device.id}`);
    expect(alert).toMatchObject({ link: `/pos-device-management?device=${device.id}` });
    expect(new Date(alert?.since ?? 0).getTime()).toBe(lastAnswer.getTime());
    await db()
      .updateTable('pos_device_state')
      .set({ connection_status: 'connected' })
      .where('pos_device_id', '=', device.id)
      .execute();
    expect(await find(`terminal_unanswered:${device.id}`)).toBeUndefined();
  });

  it('a printer problem with its status, cleared when it is back online', async () => {
    const { id } = await db()
      .insertInto('printers')
      .values({ name: 'Alarm Mutfak', host: '127.0.0.1' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const since = minutesAgo(1);
    await db()
      .insertInto('printer_state')
      .values({ printer_id: id, status: 'paper_out', status_since: since })
      .execute();
    expect(await find(`printer_problem:${id}`)).toMatchObject({
      detail: 'paper_out',
      subject_name: 'Alarm Mutfak',
      link: '/printers',
      since: since.toISOString(),
    });
    await db().updateTable('printer_state').set({ status: 'online' }).where('printer_id', '=', id).execute();
    expect(await find(`printer_problem:${id}`)).toBeUndefined();
  });

  it('a till session left open past its business day, gone once closed', async () => {
    const device = await db()
      .selectFrom('pos_devices')
      .select('id')
      .where('is_deleted', '=', false)
      .executeTakeFirstOrThrow();
    const opened = minutesAgo(26 * 60);
    const session = await db()
      .insertInto('till_sessions')
      .values({
        pos_device_id: device.id,
        float_minor: 0,
        opened_at: opened,
        business_day: sql<Date>`current_date - 1`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const alert = await find(`till_session_open:${session.id}`);
    expect(alert).toMatchObject({ severity: 'warning', link: `/till-sessions/${session.id}` });
    expect(alert?.since).toBe(opened.toISOString());
    await db()
      .updateTable('till_sessions')
      .set({ status: 'closed', closed_at: new Date() })
      .where('id', '=', session.id)
      .execute();
    expect(await find(`till_session_open:${session.id}`)).toBeUndefined();
  });
});

describe('orders and payments', () => {
  it('an open order older than the configured age, gone when it is cancelled', async () => {
    const created = await client.call<{ data: { id: string } }>('POST', '/api/till/open-orders', {
      token: cashier,
      body: { label: { kind: 'table', text: 'Masa 7' }, items: [] },
    });
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    expect(await find(`open_order_old:${id}`)).toMatchObject({ detail: 'Masa 7', link: `/orders/${id}` });
    await saveSettings({ ...ZERO, open_order_age_minutes: 60 });
    expect(await find(`open_order_old:${id}`)).toBeUndefined();
    await saveSettings(ZERO);
    const cancelled = await client.call('POST', `/api/till/open-orders/${id}/cancel`, {
      token: cashier,
      body: { reason: 'customer_request' },
    });
    expect(cancelled.status).toBe(200);
    expect(await find(`open_order_old:${id}`)).toBeUndefined();
  });

  it('a payment part left unsettled links to its order, gone once settled', async () => {
    const tab = await client.call<{ data: { id: string; order_number: string } }>(
      'POST',
      '/api/till/open-orders',
      {
        token: cashier,
        body: { label: { kind: 'name', text: 'Ödeme' }, items: [] },
      },
    );
    expect(tab.status).toBe(201);
    const order = tab.body.data;
    const started = minutesAgo(3);
    const attempt = await db()
      .insertInto('payment_attempts')
      .values({
        order_id: order.id,
        attempt_no: 900,
        driver: 'REST',
        status: 'unknown',
        amount_minor: 1000,
        created_at: started,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await find(`payment_unsettled:${attempt.id}`)).toMatchObject({
      detail: 'unknown',
      subject_name: order.order_number,
      link: `/orders/${order.id}`,
      since: started.toISOString(),
    });
    await db()
      .updateTable('payment_attempts')
      .set({ status: 'failed' })
      .where('id', '=', attempt.id)
      .execute();
    expect(await find(`payment_unsettled:${attempt.id}`)).toBeUndefined();
  });

  it('answers quickly enough to poll (median of 20 reads)', async () => {
    const times: number[] = [];
    for (let i = 0; i < 20; i++) {
      const t = performance.now();
      await alerts();
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    const median = times[10] ?? 0;
    console.info(`GET /rest/v1/alerts median ${median.toFixed(1)} ms, max ${times[19]?.toFixed(1)} ms`);
    expect(median).toBeLessThan(200);
  });
});
