import { randomUUID } from 'node:crypto';
import type { Fixtures, LoadConfig } from './config.js';
import { type Client, connectAll, inBatches, ipOf, type Ledger, makeClients, signInAll } from './fleet.js';
import { HttpClient } from './http.js';
import { type OrderKind, type Sale, sell } from './orders.js';
import {
  cardMinorOf,
  catchUpOnRejoin,
  type PaidOrder,
  reconnectedClients,
  recoveredEvents,
} from './recovery.js';
import { resolveHosts } from './resolve.js';
import { type LoadResult, tallyEvents } from './result.js';
import { SeqTally } from './socket.js';
import { percentiles, Stats } from './stats.js';

const log = (message: string) => process.stderr.write(`[load-generator] ${message}\n`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The n-th order's kind: whichever share of the mix is furthest behind. */
export function kindOf(done: Record<OrderKind, number>, mix: LoadConfig['mix']): OrderKind {
  const total = mix.kioskCard + mix.tillCash + mix.tillSplit;
  const n = done.kioskCard + done.tillCash + done.tillSplit + 1;
  const kinds: OrderKind[] = ['kioskCard', 'tillCash', 'tillSplit'];
  let best: OrderKind = 'kioskCard';
  let behind = Number.NEGATIVE_INFINITY;
  for (const kind of kinds) {
    const lag = (mix[kind] / total) * n - done[kind];
    if (lag > behind) {
      behind = lag;
      best = kind;
    }
  }
  return best;
}

/** Every `seconds` (staggered over the clients) until `stop()`, runs `work(client)`. */
function every(clients: Client[], seconds: number, work: (client: Client) => Promise<unknown>) {
  if (seconds <= 0 || clients.length === 0) return () => {};
  const timers: NodeJS.Timeout[] = [];
  clients.forEach((client, i) => {
    const offset = (i / clients.length) * seconds * 1000;
    timers.push(
      setTimeout(() => {
        void work(client);
        timers.push(setInterval(() => void work(client), seconds * 1000));
      }, offset),
    );
  });
  return () => {
    for (const t of timers) clearTimeout(t);
  };
}

interface Orders {
  sale: Sale;
  clients: Client[];
  config: LoadConfig;
  paid: Set<string>;
  /** The same orders with their kind and card amount (the result's paidOrders). */
  paidOrders: PaidOrder[];
  done: Record<OrderKind, number>;
  notPaid: number;
  noFreeClient: number;
  next: number;
}

/** Orders paced at `rate` a second from `begin` for `seconds`, each sold by a free client of its kind. */
async function pump(orders: Orders, rate: number, seconds: number): Promise<void> {
  const begin = performance.now();
  const inFlight = new Set<Promise<void>>();
  const kiosks = orders.clients.filter((c) => c.kind === 'kiosk');
  const tills = orders.clients.filter((c) => c.kind === 'till');
  const cursor = { kiosk: 0, till: 0 };
  for (let i = 0; ; i += 1) {
    const due = begin + (i / rate) * 1000;
    if (due > begin + seconds * 1000) break;
    if (due > performance.now()) await sleep(due - performance.now());
    const kind = kindOf(orders.done, orders.config.mix);
    orders.done[kind] += 1;
    const pool = kind === 'kioskCard' ? kiosks : tills;
    const which = kind === 'kioskCard' ? 'kiosk' : 'till';
    let client: Client | undefined;
    for (let tries = 0; tries < pool.length && !client; tries += 1) {
      const candidate = pool[cursor[which] % pool.length];
      cursor[which] += 1;
      if (candidate && !candidate.busy) client = candidate;
    }
    if (!client) {
      orders.noFreeClient += 1;
      continue;
    }
    const seller = client;
    seller.busy = true;
    const n = orders.next;
    orders.next += 1;
    const measured = orders.sale.stats.measuring;
    const job: Promise<void> = sell(orders.sale, kind, seller, n)
      .then((id) => {
        if (id && measured) {
          orders.paid.add(id);
          const total = orders.sale.ledger.created?.get(id)?.total_minor ?? 0;
          orders.paidOrders.push({ id, kind, cardMinor: cardMinorOf(kind, total), paidAt: Date.now() });
        } else if (!id && measured) orders.notPaid += 1;
      })
      .finally(() => {
        seller.busy = false;
        inFlight.delete(job);
      });
    inFlight.add(job);
  }
  await Promise.all(inFlight);
}

/** The admin's part: a price change every `menuChangeEverySeconds`, the dashboard every `dashboardEverySeconds`. */
function adminLoop(
  admin: { http: HttpClient; token: string },
  config: LoadConfig,
  ledger: Ledger,
  stats: Stats,
  menuProduct: { id: string; price: number },
) {
  const timers: NodeJS.Timeout[] = [];
  const changes: string[] = [];
  if (config.menuChangeEverySeconds > 0) {
    const change = async () => {
      const price = menuProduct.price + changes.length + 1;
      const key = `${menuProduct.id}:${price}`;
      changes.push(key);
      ledger.menuChange = { key, sentAt: Date.now() };
      await admin.http.call(0, 'PATCH', `/rest/v1/products/${menuProduct.id}`, {
        token: admin.token,
        body: { price_minor: price },
      });
    };
    const first = Math.min(10, config.menuChangeEverySeconds / 2, config.durationSeconds / 2) * 1000;
    timers.push(
      setTimeout(() => {
        void change();
        timers.push(setInterval(() => void change(), config.menuChangeEverySeconds * 1000));
      }, first),
    );
  }
  if (config.dashboardEverySeconds > 0)
    timers.push(
      setInterval(async () => {
        const started = performance.now();
        const reply = await admin.http.call(0, 'GET', '/functions/v1/sales-dashboard?preset=today', {
          token: admin.token,
        });
        if (reply.status === 200) stats.latency('dashboard', performance.now() - started);
      }, config.dashboardEverySeconds * 1000),
    );
  return {
    changes,
    stop: () => {
      for (const t of timers) clearTimeout(t);
    },
  };
}

/** Everything before the window: sign-in, tills' sessions, sockets joined, the menu read. */
async function setUp(config: LoadConfig, fixtures: Fixtures, stats: Stats, ledger: Ledger) {
  const apps = {
    kiosk: new HttpClient(config.urls.kiosk, stats),
    sale: new HttpClient(config.urls.sale, stats),
    admin: new HttpClient(config.urls.admin, stats),
  };
  const clients = makeClients(config, fixtures);
  const signIns: number[] = [];
  const t0 = performance.now();
  log(`signing ${clients.length} clients in (${config.signInConcurrency} at a time)`);
  await signInAll(clients, fixtures, apps, config.signInConcurrency, signIns);
  const signInSeconds = (performance.now() - t0) / 1000;
  await inBatches(
    clients.filter((c) => c.kind === 'till'),
    20,
    async (till) => {
      const reply = await apps.sale.call(till.n, 'POST', '/api/till/sessions', {
        token: till.token,
        body: { pos_device_id: till.posDeviceId, float_minor: 100_000 },
        expect: 201,
      });
      if (reply.status !== 201 && !JSON.stringify(reply.json).includes('till_session_open'))
        throw new Error(`till session: ${reply.status} ${JSON.stringify(reply.json)}`);
    },
  );
  log(`signed in (${signInSeconds.toFixed(1)} s); opening sockets`);
  const t1 = performance.now();
  await connectAll(clients, config.urls, ledger, stats);
  const connectSeconds = (performance.now() - t1) / 1000;
  catchUpOnRejoin(clients, apps.sale, ledger);
  const adminReply = await apps.admin.call(0, 'POST', '/auth/v1/token?grant_type=password', {
    ip: ipOf(clients.length + 1),
    body: { email: fixtures.admin.email, password: fixtures.admin.password },
  });
  const adminToken = String(adminReply.json.access_token);
  const menu = await apps.kiosk.call(0, 'GET', '/functions/v1/get-menu-data-public?lang=tr');
  const products = (
    (menu.json.products ?? []) as Array<{
      id: string;
      configurable: boolean;
      is_available: boolean;
      price_minor: number;
    }>
  ).filter((p) => !p.configurable && p.is_available);
  const [first, second, third] = products;
  if (!first || !second || !third) throw new Error('the menu needs three simple products');
  return {
    apps,
    clients,
    admin: { http: apps.admin, token: adminToken },
    items: [first, second].map((p) => ({ product_id: p.id, quantity: 1 })),
    menuProduct: { id: third.id, price: third.price_minor },
    setup: { signIn: { ...percentiles(signIns), seconds: signInSeconds }, connectSeconds },
  };
}

/** What a measured window needs; its tallies start from zero each time. */
interface Window {
  config: LoadConfig;
  stats: Stats;
  ledger: Ledger;
  clients: Client[];
  orders: Orders;
  ready: Awaited<ReturnType<typeof setUp>>;
}

/** Clears what the last window counted (the sockets and their channels stay). */
function startOver(w: Window): void {
  w.stats.reset();
  w.ledger.orderStore.clear();
  w.ledger.paidSeq.clear();
  w.ledger.menuChange = undefined;
  for (const c of w.clients) {
    c.seqs = new SeqTally();
    c.menu.clear();
    c.received = 0;
    c.foreign = 0;
  }
  Object.assign(w.orders, { paid: new Set(), paidOrders: [], notPaid: 0, noFreeClient: 0 });
  w.orders.done = { kioskCard: 0, tillCash: 0, tillSplit: 0 };
}

/** One measured window at `rate` orders/s for `seconds`, then the drain; its result. */
async function measure(w: Window, rate: number, seconds: number): Promise<LoadResult> {
  const { clients, orders, stats, ledger, config } = w;
  startOver(w);
  const reconnects0 = clients.reduce((sum, c) => sum + (c.socket?.reconnects ?? 0), 0);
  log(`measuring ${seconds} s at ${rate} orders/s`);
  stats.measuring = true;
  const cpu0 = process.cpuUsage();
  const begin = performance.now();
  const admin = adminLoop(w.ready.admin, config, ledger, stats, w.ready.menuProduct);
  await pump(orders, rate, seconds);
  admin.stop();
  const elapsed = (performance.now() - begin) / 1000;
  stats.measuring = false;
  log(`window over (${elapsed.toFixed(1)} s); draining ${config.drainSeconds} s`);
  await sleep(config.drainSeconds * 1000);
  const cpu = process.cpuUsage(cpu0);
  return {
    seconds: elapsed,
    orders: {
      ...orders.done,
      paid: orders.paid.size,
      notPaid: orders.notPaid,
      noFreeClient: orders.noFreeClient,
      perSecond: orders.paid.size / elapsed,
    },
    goals: stats.goals(),
    failedRequests: stats.failedRequests(),
    retriedRequests: stats.retriedRequests(),
    events: {
      ...tallyEvents(clients, ledger, orders.paid, admin.changes),
      recovered: recoveredEvents(clients, ledger, orders.paid),
    },
    paidOrders: orders.paidOrders,
    reconnectedClients: reconnectedClients(clients),
    reconnects: clients.reduce((sum, c) => sum + (c.socket?.reconnects ?? 0), 0) - reconnects0,
    socketsOpenAtEnd: clients.filter((c) => c.socket?.isOpen).length,
    socketsFailed: clients.filter((c) => c.socket?.state === 'failed').length,
    sockets: clients.length,
    clientCpuMs: (cpu.user + cpu.system) / 1000,
    setup: w.ready.setup,
  };
}

/** The apps' background traffic: device heartbeats, the displays' and boards' periodic loads. */
function background(config: LoadConfig, clients: Client[], apps: Awaited<ReturnType<typeof setUp>>['apps']) {
  const devices = clients.filter((c) => c.kind === 'kiosk' || c.kind === 'board');
  return [
    every(devices, config.heartbeatEverySeconds, (c) =>
      (c.kind === 'kiosk' ? apps.kiosk : apps.sale).call(c.n, 'POST', '/rest/v1/rpc/touch_kiosk_session', {
        token: c.token,
        body: { metadata: { path: '/' } },
      }),
    ),
    every(
      clients.filter((c) => c.kind === 'kitchen'),
      config.kitchenPollSeconds,
      (c) => apps.sale.call(c.n, 'GET', '/functions/v1/kitchen/tickets', { token: c.token }),
    ),
    every(
      clients.filter((c) => c.kind === 'board'),
      config.boardPollSeconds,
      (c) => apps.sale.call(c.n, 'GET', '/functions/v1/kitchen/board', { token: c.token }),
    ),
  ];
}

/**
 * Runs the whole load: set-up (sign-in, sockets), warm-up, the measured window and its drain, then
 * (`config.second`) a second window at another rate on the same clients, as `second` of the result.
 */
export async function runLoad(
  config: LoadConfig,
  fixtures: Fixtures,
  warmupSeconds = 5,
): Promise<LoadResult> {
  const stats = new Stats();
  const unresolve = resolveHosts(config.resolve);
  const ledger: Ledger = {
    orderStore: new Map(),
    paidSeq: new Map(),
    menuChange: undefined,
    created: new Map(),
  };
  const ready = await setUp(config, fixtures, stats, ledger);
  const { clients, apps } = ready;
  const sale: Sale = { apps, stats, ledger, items: ready.items, run: randomUUID().slice(0, 8) };
  const orders: Orders = {
    sale,
    clients,
    config,
    paid: new Set(),
    paidOrders: [],
    done: { kioskCard: 0, tillCash: 0, tillSplit: 0 },
    notPaid: 0,
    noFreeClient: 0,
    next: 0,
  };
  const stops = background(config, clients, apps);
  log(`warm-up ${warmupSeconds} s at ${config.ordersPerSecond} orders/s`);
  if (warmupSeconds > 0) await pump(orders, config.ordersPerSecond, warmupSeconds);
  const w: Window = { config, stats, ledger, clients, orders, ready };
  const result = await measure(w, config.ordersPerSecond, config.durationSeconds);
  if (config.second)
    result.second = await measure(w, config.second.ordersPerSecond, config.second.durationSeconds);
  for (const stop of stops) stop();
  for (const c of clients) c.socket?.close();
  for (const app of Object.values(apps)) app.close();
  unresolve();
  return result;
}
