import { randomUUID } from 'node:crypto';
import type { Client, Ledger } from './fleet.js';
import type { HttpClient, Reply } from './http.js';
import type { Stats } from './stats.js';

export type OrderKind = 'kioskCard' | 'tillCash' | 'tillSplit';

const FINAL = new Set(['paid', 'failed', 'cancelled', 'timed_out']);
/** As the apps: the kiosk's status long poll waits 8 s; the till polls a part every 600 ms. */
const KIOSK_STATUS_WAIT_MS = 8000;
const TILL_POLL_MS = 600;

interface Sale {
  apps: { kiosk: HttpClient; sale: HttpClient };
  stats: Stats;
  ledger: Ledger;
  items: unknown[];
  run: string;
}

const data = (reply: Reply) => (reply.json.data ?? {}) as Record<string, unknown>;

/** POST manage-orders/create with the checkout's idempotency key; the order (id, total) or undefined. */
async function create(sale: Sale, app: HttpClient, client: Client, n: number) {
  const started = performance.now();
  const reply = await app.call(client.n, 'POST', '/functions/v1/manage-orders/create', {
    token: client.token,
    body: { items: sale.items },
    headers: { 'idempotency-key': `peak-${sale.run}-${n}` },
    expect: 201,
  });
  sale.stats.latency('orderCreate', performance.now() - started);
  if (reply.status !== 201) return undefined;
  const order = data(reply) as { id: string; total_minor: number; reference_number?: number };
  sale.ledger.created?.set(order.id, order);
  if (sale.stats.measuring) sale.ledger.orderStore.set(order.id, client.storeIndex);
  return order;
}

/** The kiosk's checkout: create, start the payment at its terminal, long-poll until final. */
async function kioskCard(sale: Sale, client: Client, n: number): Promise<string | undefined> {
  const app = sale.apps.kiosk;
  const order = await create(sale, app, client, n);
  if (!order) return undefined;
  const tapped = performance.now();
  const started = await app.call(client.n, 'POST', '/functions/v1/kiosk-payment/start', {
    token: client.token,
    body: { order_id: order.id },
  });
  const attempt = data(started) as { attempt_id?: string; step?: string };
  if (!attempt.attempt_id) return undefined;
  let step = attempt.step ?? 'connecting';
  while (!FINAL.has(step)) {
    const query = new URLSearchParams({
      attempt_id: attempt.attempt_id,
      step,
      wait_ms: String(KIOSK_STATUS_WAIT_MS),
    });
    const status = await app.call(client.n, 'GET', `/functions/v1/kiosk-payment/status?${query}`, {
      token: client.token,
    });
    if (status.status !== 200) return undefined;
    step = String(data(status).step);
  }
  if (step !== 'paid') {
    sale.stats.failed('kiosk card payment', 0, { step });
    return undefined;
  }
  sale.stats.latency('payTapToApproved', performance.now() - tapped);
  return order.id;
}

/** One till part (its own idempotency key), followed every 600 ms until the terminal settled it. */
async function part(
  sale: Sale,
  client: Client,
  orderId: string,
  body: { method: 'card' | 'cash'; amount_minor: number; tendered_minor?: number },
): Promise<boolean> {
  const app = sale.apps.sale;
  const started = await app.call(client.n, 'POST', `/api/till/orders/${orderId}/payments`, {
    token: client.token,
    body: { pos_device_id: client.posDeviceId, ...body },
    headers: { 'idempotency-key': randomUUID() },
  });
  const partId = data(started).id;
  if (typeof partId !== 'string') return false;
  let step = String(data(started).step);
  while (!FINAL.has(step)) {
    await new Promise((r) => setTimeout(r, TILL_POLL_MS));
    const polled = await app.call(client.n, 'GET', `/api/till/payments/${partId}`, { token: client.token });
    if (polled.status !== 200) return false;
    step = String(data(polled).step);
  }
  if (step !== 'paid') sale.stats.failed(`till ${body.method} part`, 0, { step });
  return step === 'paid';
}

/** A till order paid in cash, or split: half by card at the till's terminal, the rest in cash. */
async function till(sale: Sale, client: Client, n: number, split: boolean): Promise<string | undefined> {
  const order = await create(sale, sale.apps.sale, client, n);
  if (!order) return undefined;
  const total = order.total_minor;
  if (split) {
    const card = Math.floor(total / 2);
    if (!(await part(sale, client, order.id, { method: 'card', amount_minor: card }))) return undefined;
    const rest = total - card;
    if (!(await part(sale, client, order.id, { method: 'cash', amount_minor: rest, tendered_minor: rest })))
      return undefined;
  } else if (
    !(await part(sale, client, order.id, { method: 'cash', amount_minor: total, tendered_minor: total }))
  )
    return undefined;
  return order.id;
}

/** Sells one order of `kind` as `client`; the id of the order when it ended paid. */
export function sell(sale: Sale, kind: OrderKind, client: Client, n: number): Promise<string | undefined> {
  if (kind === 'kioskCard') return kioskCard(sale, client, n);
  return till(sale, client, n, kind === 'tillSplit');
}

export type { Sale };
