import { randomUUID } from 'node:crypto';
import type { MenuData, OpenOrder, OrderSummary, PaymentAttempt, TillPayment } from '@kiosk/contracts';
import type { Kysely } from 'kysely';
import WebSocket from 'ws';
import type { DB } from '../../src/db/schema.js';
import { DEMO_KIOSK } from '../../src/db/seed/seed-demo-outlet.js';
import { lineFor } from './menu-helpers.js';

/**
 * A lunch rush at a store node, through its HTTP API as the apps call it: kiosks paying by card at
 * their own terminals, a till taking cash and split payments, editing an open order, refunding,
 * and the kitchen bumping tickets. Every call is retried while the server is unreachable (as the
 * apps do across a restart), with the same idempotency key where a payment or refund is made.
 */

const FINAL_STEPS = ['paid', 'failed', 'cancelled', 'timed_out'];

interface RushStore {
  saleUrl: string;
  kioskUrl: string;
}

export interface Till {
  token: string;
  deviceId: string;
}

/** Extra kiosks, each with its own terminal (a simulator), made at central before the store node starts. */
export async function addKioskTerminals(
  db: Kysely<DB>,
  storeId: string,
  terminals: Array<{ port: number; serialNumber: string }>,
): Promise<string[]> {
  const demo = await db
    .selectFrom('kiosk_users')
    .select(['password_hash', 'pin_hash', 'business_id'])
    .where('username', '=', DEMO_KIOSK.username)
    .executeTakeFirstOrThrow();
  const names: string[] = [];
  for (const [i, terminal] of terminals.entries()) {
    const username = `rush-kiosk-${i + 1}`;
    const kiosk = await db
      .insertInto('kiosk_users')
      .values({
        username,
        password_hash: demo.password_hash,
        pin_hash: demo.pin_hash,
        business_id: demo.business_id,
        store_id: storeId,
        public_id: `K-RUSH000${i + 1}`,
        device_name: `Rush kiosk ${i + 1}`,
        payment_mode: 'REST',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const pos = await db
      .insertInto('pos_devices')
      .values({
        kiosk_device_id: `KD-RUSH-${i + 1}`,
        pos_serial_number: terminal.serialNumber,
        serial_number: terminal.serialNumber,
        fingerprint: `rush-${i + 1}`,
        kiosk_id: kiosk.id,
        store_id: storeId,
        ip_address: '127.0.0.1',
        port: terminal.port,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('kiosk_pos_devices')
      .values({ kiosk_user_id: kiosk.id, pos_device_id: pos.id, is_primary: true })
      .execute();
    names.push(username);
  }
  return names;
}

type Json = { data: Record<string, unknown> & unknown; error?: { code: string; message?: string } };

/** One HTTP call; an unreachable server (killed, restarting) or a 5xx is retried until `patienceMs`. */
async function call<T = Record<string, unknown>>(
  url: string,
  method: string,
  token: string,
  body?: unknown,
  key?: string,
  patienceMs = 60_000,
): Promise<{ status: number; body: { data: T; error?: Json['error'] } }> {
  const deadline = Date.now() + patienceMs;
  for (;;) {
    try {
      const res = await fetch(url, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(key ? { 'idempotency-key': key } : {}),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await res.text();
      if (res.status < 500) return { status: res.status, body: text ? JSON.parse(text) : undefined };
      if (Date.now() > deadline) throw new Error(`${method} ${url}: ${res.status} ${text}`);
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

function expectStatus(res: { status: number; body: unknown }, status: number, what: string): void {
  if (res.status !== status) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
}

export function lunchRush(store: RushStore, menu: MenuData) {
  const line = (name: string, quantity = 1) => {
    const { product: _p, ...rest } = lineFor(menu, name, quantity);
    return rest;
  };
  const sale = (path: string) => `${store.saleUrl}${path}`;
  const kioskApi = (path: string) => `${store.kioskUrl}${path}`;

  async function createOrder(url: string, token: string, items: unknown[]): Promise<OrderSummary> {
    const res = await call<OrderSummary>(url, 'POST', token, { items });
    expectStatus(res, 201, 'create order');
    return res.body.data;
  }

  /** The till's part followed until the terminal settled it. */
  async function settledPart(till: Till, partId: string): Promise<TillPayment> {
    const deadline = Date.now() + 90_000;
    for (;;) {
      const res = await call<TillPayment>(sale(`/api/till/payments/${partId}`), 'GET', till.token);
      expectStatus(res, 200, 'till part');
      if (FINAL_STEPS.includes(res.body.data.step)) return res.body.data;
      if (Date.now() > deadline) throw new Error(`part not settled: ${JSON.stringify(res.body.data)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** A till part, POSTed with its idempotency key (retried with the same key) and followed. */
  async function payPart(
    till: Till,
    orderId: string,
    body: { method: 'card' | 'cash'; amount_minor: number; tendered_minor?: number },
    key = randomUUID(),
  ): Promise<TillPayment> {
    const res = await call<TillPayment>(
      sale(`/api/till/orders/${orderId}/payments`),
      'POST',
      till.token,
      { pos_device_id: till.deviceId, ...body },
      key,
    );
    expectStatus(res, 200, `till ${body.method} part`);
    return settledPart(till, res.body.data.id);
  }

  /** The kiosk's card payment followed (long poll) until final, across a restart of the server. */
  async function followKioskPayment(token: string, attemptId: string): Promise<PaymentAttempt> {
    const deadline = Date.now() + 90_000;
    let step = 'connecting';
    for (;;) {
      const query = new URLSearchParams({ attempt_id: attemptId, step, wait_ms: '2000' });
      const res = await call<PaymentAttempt>(
        kioskApi(`/functions/v1/kiosk-payment/status?${query}`),
        'GET',
        token,
      );
      expectStatus(res, 200, 'kiosk payment status');
      if (FINAL_STEPS.includes(res.body.data.step)) return res.body.data;
      step = res.body.data.step;
      if (Date.now() > deadline) throw new Error(`kiosk payment not final: ${JSON.stringify(res.body.data)}`);
    }
  }

  return {
    call,
    payPart,
    settledPart,
    followKioskPayment,

    /** A kiosk's order started at its terminal (the payment not followed yet). */
    async startKioskCard(token: string, items = [line('Klasik Burger'), line('Ayran')]) {
      const order = await createOrder(kioskApi('/functions/v1/manage-orders/create'), token, items);
      const started = await call<PaymentAttempt>(
        kioskApi('/functions/v1/kiosk-payment/start'),
        'POST',
        token,
        { order_id: order.id },
      );
      expectStatus(started, 200, 'kiosk payment start');
      return { order, attemptId: started.body.data.attempt_id };
    },

    /** A till order; its payments are the caller's. */
    tillOrder: (till: Till, items = [line('Klasik Burger'), line('Ayran')]) =>
      createOrder(sale('/functions/v1/manage-orders/create'), till.token, items),

    /** An open order (a tab) with two lines, a line added, then one removed, then paid in cash. */
    async editedOpenOrder(till: Till): Promise<OpenOrder> {
      const opened = await call<OpenOrder>(sale('/api/till/open-orders'), 'POST', till.token, {
        label: { kind: 'table', text: `Masa ${Math.floor(Math.random() * 90) + 10}` },
        items: [line('Klasik Burger'), line('Ayran')],
      });
      expectStatus(opened, 201, 'open order');
      const added = await call<OpenOrder>(
        sale(`/api/till/open-orders/${opened.body.data.id}`),
        'PUT',
        till.token,
        {
          expected_version: opened.body.data.version,
          items: [line('Klasik Burger'), line('Ayran'), line('Mercimek Çorbası')],
        },
      );
      expectStatus(added, 200, 'open order: a line added');
      const removed = await call<OpenOrder>(
        sale(`/api/till/open-orders/${opened.body.data.id}`),
        'PUT',
        till.token,
        {
          expected_version: added.body.data.version,
          items: [line('Klasik Burger'), line('Mercimek Çorbası')],
        },
      );
      expectStatus(removed, 200, 'open order: a line removed');
      const total = removed.body.data.total_minor;
      await payPart(till, removed.body.data.id, {
        method: 'cash',
        amount_minor: total,
        tendered_minor: total,
      });
      return removed.body.data;
    },

    /** A full refund of a paid till order, with its idempotency key. */
    async refund(till: Till, orderId: string) {
      const res = await call(
        sale(`/api/till/orders/${orderId}/refunds`),
        'POST',
        till.token,
        { pos_device_id: till.deviceId, reason: 'Sipariş iptal' },
        randomUUID(),
      );
      expectStatus(res, 200, 'refund');
    },

    /** The kitchen bumps a paid order at a station (ready). */
    async bump(token: string, orderId: string, stationId: string) {
      const res = await call(sale('/functions/v1/kitchen/bump'), 'POST', token, {
        order_id: orderId,
        station_id: stationId,
      });
      expectStatus(res, 200, 'kitchen bump');
    },
  };
}

export type LunchRush = ReturnType<typeof lunchRush>;

/**
 * The kitchen display's live feed, as the app keeps it: a socket to the store's realtime endpoint
 * joined to the kitchen channel, opened again whenever it closes (a restart of the server), and
 * the orders whose bump it heard.
 */
export function kitchenDisplay(saleUrl: string, token: string) {
  const bumped = new Set<string>();
  const state = { joined: false, stopped: false, socket: undefined as WebSocket | undefined };
  const connect = () => {
    if (state.stopped) return;
    const socket = new WebSocket(
      `${saleUrl.replace('http', 'ws')}/realtime/v1?token=${encodeURIComponent(token)}`,
    );
    state.socket = socket;
    socket.on('open', () => socket.send(JSON.stringify({ type: 'join', channel: 'kitchen' })));
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as {
        type: string;
        event?: { event: string; payload: { order_id?: string } };
      };
      if (message.type === 'joined') state.joined = true;
      if (message.type === 'event' && message.event?.event === 'bump' && message.event.payload.order_id) {
        bumped.add(message.event.payload.order_id);
      }
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      state.joined = false;
      setTimeout(connect, 200);
    });
  };
  connect();
  return {
    bumped,
    joined: () => state.joined,
    close() {
      state.stopped = true;
      state.socket?.close();
    },
  };
}
