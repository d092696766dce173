import type { OpenOrder, OrderSummary } from '@kiosk/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { OrderRepository } from '../src/repositories/order.repository.js';
import { nextIp } from './support/api.js';
import { type TillFixture, tillFixture } from './support/till-fixtures.js';
import { openTillSession } from './support/till-session-fixtures.js';

// Open orders (tabs) shared by every till, against the real server, Postgres and the simulator.

let till: TillFixture;
beforeAll(async () => {
  till = await tillFixture();
  await openTillSession(till);
});
afterAll(async () => {
  await till?.close();
});

type Body = { data: OpenOrder; error?: { code: string; message: string; details?: Record<string, unknown> } };

const call = (method: string, path: string, body?: unknown, token?: string) =>
  till.client.call<Body>(method, path, { token: token ?? till.cashier, ...(body ? { body } : {}) });

async function openTab(label = 'Masa 5', items = [till.line('Klasik Burger'), till.line('Ayran')]) {
  const res = await call('POST', '/api/till/open-orders', { label: { kind: 'table', text: label }, items });
  expect(res.status).toBe(201);
  return res.body.data;
}

/** The 'open-orders' events published on the realtime bus since. */
async function listenOpenOrders() {
  const listener = new pg.Client({ connectionString: till.server.testDatabase.url });
  await listener.connect();
  const events: Array<{ event: string; payload: Record<string, unknown> }> = [];
  listener.on('notification', (message) => {
    const event = JSON.parse(message.payload ?? '{}') as { channel?: string; event: string; payload: never };
    if (event.channel === 'open-orders') events.push({ event: event.event, payload: event.payload });
  });
  await listener.query('LISTEN kiosk_realtime');
  return { events, close: () => listener.end() };
}

async function waitFor<T>(check: () => T | undefined, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not met');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('open orders', () => {
  it('opens a tab with its numbers and server-priced totals; an empty one too; listed and searchable', async () => {
    const tab = await openTab('Şükrü Bey');
    expect(tab).toMatchObject({
      status: 'OPEN',
      back_office_status: 'pending_payment',
      version: 1,
      paid_minor: 0,
    });
    expect(tab.order_number).toMatch(/^\d{6}-\d{5,}$/);
    expect(tab.reference_number).toBeGreaterThan(0);
    expect(tab.total_minor).toBe(tab.items.reduce((sum, line) => sum + line.total_price_minor, 0));
    expect(tab.remaining_minor).toBe(tab.total_minor);
    expect(tab.created_by).toContain('@');

    const empty = await call('POST', '/api/till/open-orders', { label: { kind: 'pager', text: '12' } });
    expect(empty.status).toBe(201);
    expect(empty.body.data).toMatchObject({ total_minor: 0, items: [], status: 'OPEN' });

    const noLabel = await call('POST', '/api/till/open-orders', { label: { kind: 'table', text: ' ' } });
    expect(noLabel.status).toBe(400);

    for (const q of ['sukru', 'ŞÜKRÜ', String(tab.reference_number), tab.order_number.slice(-5)]) {
      const found = await call('GET', `/api/till/open-orders?q=${encodeURIComponent(q)}`);
      expect(found.status).toBe(200);
      expect((found.body.data as unknown as OpenOrder[]).map((o) => o.id)).toContain(tab.id);
    }
    const none = await call('GET', '/api/till/open-orders?q=zzzz');
    expect(none.body.data).toEqual([]);
  });

  it('two tills saving the same version at once: exactly one wins, the other gets version_conflict naming who', async () => {
    const tab = await openTab('Masa 9');
    const events = await listenOpenOrders();
    const base = [till.line('Klasik Burger'), till.line('Ayran')];
    const itemsA = [...base, till.line('Ayran')];
    const itemsB = [...base, till.line('Klasik Burger')];
    const [a, b] = await Promise.all([
      call('PUT', `/api/till/open-orders/${tab.id}`, { expected_version: tab.version, items: itemsA }),
      call(
        'PUT',
        `/api/till/open-orders/${tab.id}`,
        { expected_version: tab.version, items: itemsB },
        till.admin,
      ),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const lost = a.status === 409 ? a : b;
    const won = a.status === 200 ? a : b;
    expect(lost.body.error?.code).toBe('version_conflict');
    expect(lost.body.error?.details).toMatchObject({ version: tab.version + 1 });
    expect(lost.body.error?.details?.updated_by).toBe(won.body.data.updated_by);
    expect(won.body.data.version).toBe(tab.version + 1);
    expect(won.body.data.items).toHaveLength(3);

    // The loser reloads and saves against the latest version: nothing of the winner's is lost.
    const latest = (await call('GET', `/api/till/open-orders/${tab.id}`)).body.data;
    expect(latest.version).toBe(tab.version + 1);
    const again = await call(
      'PUT',
      `/api/till/open-orders/${tab.id}`,
      {
        expected_version: latest.version,
        items: [...(won === a ? itemsA : itemsB), till.line('Ayran')],
      },
      lost === a ? till.cashier : till.admin,
    );
    expect(again.body.error).toBeUndefined();
    expect(again.body.data.items).toHaveLength(4);
    const updated = await waitFor(() => {
      const mine = events.events.filter((e) => e.payload.id === tab.id && e.event === 'updated');
      return mine.length >= 2 ? mine : undefined;
    });
    await events.close();
    expect(updated[0]?.payload.by).toBe(won.body.data.updated_by);
  });

  it('an empty save over a tab with lines is refused unless it says so (confirm_empty); an empty tab saves empty', async () => {
    const tab = await openTab('Pager 7', [till.line('Mercimek Çorbası')]);
    const silent = await call('PUT', `/api/till/open-orders/${tab.id}`, {
      expected_version: tab.version,
      items: [],
    });
    expect(silent.status).toBe(409);
    expect(silent.body.error?.code).toBe('open_order_would_empty');
    expect(silent.body.error?.details).toMatchObject({ field: 'items', lines: 1 });
    const kept = (await call('GET', `/api/till/open-orders/${tab.id}`)).body.data;
    expect(kept).toMatchObject({ version: tab.version, total_minor: tab.total_minor });
    expect(kept.items).toHaveLength(1);

    const confirmed = await call('PUT', `/api/till/open-orders/${tab.id}`, {
      expected_version: tab.version,
      items: [],
      confirm_empty: true,
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toMatchObject({ total_minor: 0, items: [] });
    const again = await call('PUT', `/api/till/open-orders/${tab.id}`, {
      expected_version: confirmed.body.data.version,
      items: [],
    });
    expect(again.status).toBe(200);
    const wrongShape = await call('PUT', `/api/till/open-orders/${tab.id}`, {
      expected_version: again.body.data.version,
      items: [],
      confirm_empty: 'yes',
    });
    expect(wrongShape.status).toBe(400);
  });

  it('two payments on one tab at once: the remaining never goes negative; the last part completes it', async () => {
    const tab = await openTab('Masa 3');
    const events = await listenOpenOrders();
    const part = Math.ceil(tab.total_minor * 0.6);
    const both = await Promise.all([
      till.pay(tab.id, { method: 'cash', amount_minor: part, tendered_minor: part }),
      till.pay(tab.id, { method: 'cash', amount_minor: part, tendered_minor: part }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 422]);
    expect(both.find((r) => r.status === 422)?.body.error?.code).toBe('amount_exceeds_remaining');
    const partly = (await call('GET', `/api/till/open-orders/${tab.id}`)).body.data;
    expect(partly).toMatchObject({
      status: 'PARTIAL_PAYMENT',
      paid_minor: part,
      remaining_minor: tab.total_minor - part,
    });
    expect(partly.version).toBeGreaterThan(tab.version);

    // A stale edit after the payment is a conflict (the payment moved the version on).
    const stale = await call('PUT', `/api/till/open-orders/${tab.id}`, {
      expected_version: tab.version,
      items: [],
    });
    expect(stale.body.error?.code).toBe('version_conflict');
    // Not below what was paid.
    const below = await call('PUT', `/api/till/open-orders/${tab.id}`, {
      expected_version: partly.version,
      items: [],
    });
    expect(below.status).toBe(409);
    expect(below.body.error?.code).toBe('total_below_paid');
    // A partly paid tab is not cancelled: its money is refunded first.
    const cancel = await call('POST', `/api/till/open-orders/${tab.id}/cancel`, {
      reason: 'customer_request',
    });
    expect(cancel.status).toBe(409);
    expect(cancel.body.error?.code).toBe('open_order_paid_refund_required');

    await till.next('approve');
    const rest = await till.pay(tab.id, { method: 'card', amount_minor: tab.total_minor - part });
    expect(rest.status).toBe(200);
    expect(await till.settled(rest.body.data.id)).toMatchObject({ step: 'paid' });
    const done = (await call('GET', `/api/till/open-orders/${tab.id}`)).body.data;
    expect(done).toMatchObject({ status: 'COMPLETED', back_office_status: 'paid', remaining_minor: 0 });
    const kinds = await waitFor(() => {
      const mine = events.events.filter((e) => e.payload.id === tab.id).map((e) => e.event);
      return mine.includes('completed') ? mine : undefined;
    });
    await events.close();
    expect(kinds).toContain('paid');

    // A completed tab is closed: no edit, no cancel; the default list leaves it out.
    const edit = await call('PUT', `/api/till/open-orders/${tab.id}`, {
      expected_version: done.version,
      items: [],
    });
    expect(edit.body.error?.code).toBe('open_order_closed');
    const closed = await call('POST', `/api/till/open-orders/${tab.id}/cancel`, { reason: 'other' });
    expect(closed.body.error?.code).toBe('open_order_closed');
    const open = (await call('GET', '/api/till/open-orders')).body.data as unknown as OpenOrder[];
    expect(open.map((o) => o.id)).not.toContain(tab.id);
    const completed = (await call('GET', '/api/till/open-orders?status=COMPLETED')).body
      .data as unknown as OpenOrder[];
    expect(completed.map((o) => o.id)).toContain(tab.id);
  });

  it('cancels an open tab only with one of the five reasons; the reason is in its history', async () => {
    const tab = await openTab('Masa 7');
    const noReason = await call('POST', `/api/till/open-orders/${tab.id}/cancel`, { description: 'x' });
    expect(noReason.status).toBe(400);
    const badReason = await call('POST', `/api/till/open-orders/${tab.id}/cancel`, { reason: 'bored' });
    expect(badReason.status).toBe(400);
    const stale = await call('POST', `/api/till/open-orders/${tab.id}/cancel`, {
      reason: 'wrong_order',
      expected_version: tab.version + 5,
    });
    expect(stale.body.error?.code).toBe('version_conflict');
    const ok = await call('POST', `/api/till/open-orders/${tab.id}/cancel`, {
      reason: 'wrong_order',
      description: 'Yanlış masa',
      expected_version: tab.version,
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({
      status: 'CANCELLED',
      back_office_status: 'cancelled',
      remaining_minor: 0,
    });
    const row = await till.db
      .selectFrom('orders')
      .select('metadata')
      .where('id', '=', tab.id)
      .executeTakeFirstOrThrow();
    expect(row.metadata).toMatchObject({ cancel_reason: 'wrong_order', cancel_description: 'Yanlış masa' });
    const pay = await till.pay(tab.id, { method: 'cash', amount_minor: 100, tendered_minor: 100 });
    expect(pay.status).toBe(409);
  });
});

describe('still open (admin dashboard)', () => {
  it('lists tabs not closed and older than the age; admins only', async () => {
    const tab = await openTab('Masa 12');
    await till.db
      .updateTable('orders')
      .set({ created_at: new Date(Date.now() - 3 * 3_600_000) })
      .where('id', '=', tab.id)
      .execute();
    const old = await call(
      'GET',
      '/api/admin/open-orders/still-open?older_than_minutes=120',
      undefined,
      till.admin,
    );
    expect(old.status).toBe(200);
    expect((old.body.data as unknown as OpenOrder[]).map((o) => o.id)).toContain(tab.id);
    const younger = await call(
      'GET',
      '/api/admin/open-orders/still-open?older_than_minutes=240',
      undefined,
      till.admin,
    );
    expect((younger.body.data as unknown as OpenOrder[]).map((o) => o.id)).not.toContain(tab.id);
    const bad = await call(
      'GET',
      '/api/admin/open-orders/still-open?older_than_minutes=abc',
      undefined,
      till.admin,
    );
    expect(bad.status).toBe(400);
    const cashier = await call('GET', '/api/admin/open-orders/still-open');
    expect(cashier.status).toBe(403);
  });
});

describe('pay at the counter (kiosk orders as open orders)', () => {
  it('refused while the setting is off; when on, the kiosk order is a tab the tills hear of at once, never abandoned, paid in cash at a till', async () => {
    const kiosk = (await till.client.signInKiosk(undefined, undefined, nextIp())).body.access_token;
    const create = (body: Record<string, unknown>) =>
      till.client.call<{ data: OrderSummary; error?: { code: string } }>(
        'POST',
        '/functions/v1/manage-orders/create',
        { token: kiosk, body: { items: [till.line('Klasik Burger')], ...body } },
      );
    const setting = (value: unknown) =>
      till.client.call<{ error?: { code: string } }>('PUT', '/rest/v1/settings/pay_at_counter', {
        token: till.admin,
        body: { value },
      });

    const off = await create({ pay_at_counter: true });
    expect(off.status).toBe(409);
    expect(off.body.error?.code).toBe('pay_at_counter_disabled');
    expect((await setting('yes')).status).toBe(400);
    expect((await setting(true)).status).toBe(200);

    // A till's realtime socket on 'open-orders' (as the panel listens).
    const ws = new WebSocket(
      `${till.server.urls.sale.replace('http', 'ws')}/realtime/v1?token=${encodeURIComponent(till.cashier)}`,
    );
    const messages: Array<{
      type: string;
      channel?: string;
      event?: { event: string; payload: { id: string } };
    }> = [];
    ws.on('message', (data) => messages.push(JSON.parse(data.toString())));
    await new Promise((resolve, reject) => {
      ws.once('open', resolve);
      ws.once('error', reject);
    });
    ws.send(JSON.stringify({ type: 'join', channel: 'open-orders' }));
    await waitFor(() => messages.find((m) => m.type === 'joined') ?? undefined);

    const started = Date.now();
    const created = await create({ pay_at_counter: true, payment_method: 'cash' });
    expect(created.status).toBe(201);
    const order = created.body.data;
    await waitFor(
      () => messages.find((m) => m.event?.event === 'created' && m.event.payload.id === order.id),
      1_000,
    );
    expect(Date.now() - started).toBeLessThan(1_500);
    ws.close();

    const listed = (await call('GET', '/api/till/open-orders')).body.data as unknown as OpenOrder[];
    const tab = listed.find((o) => o.id === order.id);
    expect(tab).toMatchObject({
      status: 'OPEN',
      label: { kind: 'name', text: `Kiosk ${order.reference_number}` },
      reference_number: order.reference_number,
      total_minor: order.total_minor,
    });

    // The housekeeping abandons unpaid kiosk orders after the time-out, never a tab.
    const plain = await create({});
    expect(plain.status).toBe(201);
    const abandoned = await new OrderRepository(till.db).abandonStale(new Date(Date.now() + 60_000));
    expect(abandoned).toContain(plain.body.data.id);
    expect(abandoned).not.toContain(order.id);

    const paid = await till.pay(order.id, {
      method: 'cash',
      amount_minor: order.total_minor,
      tendered_minor: order.total_minor,
    });
    expect(paid.status).toBe(200);
    expect(await till.settled(paid.body.data.id)).toMatchObject({ step: 'paid' });
    const done = (await call('GET', `/api/till/open-orders/${order.id}`)).body.data;
    expect(done).toMatchObject({ status: 'COMPLETED', back_office_status: 'paid', remaining_minor: 0 });

    // Turned off again: refused again.
    expect((await setting(false)).status).toBe(200);
    expect((await create({ pay_at_counter: true })).body.error?.code).toBe('pay_at_counter_disabled');
  });
});
