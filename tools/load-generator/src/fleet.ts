import type { Fixtures, LoadConfig } from './config.js';
import type { HttpClient } from './http.js';
import { type LiveEvent, LiveSocket, SeqTally } from './socket.js';
import type { Stats } from './stats.js';

type ClientKind = 'kiosk' | 'till' | 'kitchen' | 'board';

/** One simulated device or person: its account, token, socket and what reached it. */
export interface Client {
  kind: ClientKind;
  /** Index among all clients (spreads them over the instances and the forwarded addresses). */
  n: number;
  storeIndex: number;
  accountId: string;
  token: string;
  socket?: LiveSocket;
  busy: boolean;
  /** Kitchen / board events by `seq`; menu changes by product and price. */
  seqs: SeqTally;
  menu: Map<string, number>;
  received: number;
  /** Kitchen events of other stores' orders (every display hears every store today). */
  foreign: number;
  /** A till's terminal. */
  posDeviceId?: string;
  /** Displays and boards: the orders their catch-up reads after a re-join showed (recovery.ts). */
  recovered?: Set<string>;
}

/** The channels each app joins (apps/kiosk, apps/sale: till, kitchen display, order-ready board). */
export function channelsOf(client: Client): string[] {
  switch (client.kind) {
    case 'kiosk':
      return ['db-changes', `kick_user:${client.accountId}`, `kiosk-messages:${client.accountId}`];
    case 'till':
      // the till's live menu, its open orders, and the printer status on the kitchen channel
      return ['db-changes', 'open-orders', 'kitchen'];
    case 'kitchen':
      return ['kitchen'];
    case 'board':
      return ['board', `kick_user:${client.accountId}`];
  }
}

/** Shared state the event handlers read: which order is whose, the current menu change. */
export interface Ledger {
  /** Paid orders of the measured window -> their store. */
  orderStore: Map<string, number>;
  /** The kitchen event `seq` of each order's `paid` status (learned from the displays). */
  paidSeq: Map<string, number>;
  menuChange: { key: string; sentAt: number } | undefined;
  /** Every order created, by id: its total and queue number (recovery.ts: the paid orders, the board's catch-up). */
  created?: Map<string, { total_minor: number; reference_number?: number }>;
}

export function ipOf(n: number): string {
  return `10.${40 + Math.floor(n / 62_500)}.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
}

/** Counts an event for its client and times the ones a goal measures. */
export function handleEvent(client: Client, event: LiveEvent, ledger: Ledger, stats: Stats): void {
  client.received += 1;
  const now = Date.now();
  const seq = Number(event.payload.seq);
  if ((event.channel === 'kitchen' || event.channel === 'board') && Number.isSafeInteger(seq)) {
    if (client.kind === 'till') return;
    client.seqs.add(seq);
    if (event.payload.status !== 'paid' || event.event !== 'status') return;
    const orderId = event.payload.order_id;
    if (typeof orderId === 'string') {
      ledger.paidSeq.set(orderId, seq);
      const store = ledger.orderStore.get(orderId);
      if (store !== undefined && store !== client.storeIndex) client.foreign += 1;
      if (store !== client.storeIndex) return;
    }
    const delay = event.at ? now - Date.parse(event.at) : undefined;
    if (delay !== undefined)
      stats.latency(client.kind === 'kitchen' ? 'paidToKitchenDisplay' : 'paidToBoard', delay);
    return;
  }
  if (event.channel === 'db-changes' && event.table === 'products') {
    const next = (event.payload.new ?? {}) as { price_minor?: number };
    const key = `${String(event.payload.id)}:${String(next.price_minor)}`;
    client.menu.set(key, (client.menu.get(key) ?? 0) + 1);
    const change = ledger.menuChange;
    if (client.kind === 'kiosk' && change?.key === key)
      stats.latency('menuChangeToKiosk', now - change.sentAt);
  }
}

/** Runs `work` over `items`, `concurrency` at a time. */
export async function inBatches<T>(items: T[], concurrency: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const item = items[next];
        next += 1;
        if (item !== undefined) await work(item);
      }
    }),
  );
}

/** The clients the config asks for, from the fixtures' accounts (kiosks, tills, displays, boards). */
export function makeClients(config: LoadConfig, fixtures: Fixtures): Client[] {
  const clients: Client[] = [];
  const add = (kind: ClientKind, accountId: string, storeIndex: number, posDeviceId?: string) =>
    clients.push({
      kind,
      n: clients.length,
      storeIndex,
      accountId,
      token: '',
      busy: false,
      seqs: new SeqTally(),
      menu: new Map(),
      received: 0,
      foreign: 0,
      ...(posDeviceId ? { posDeviceId } : {}),
    });
  for (const k of fixtures.kiosks.slice(0, config.sockets.kiosk)) add('kiosk', k.id, k.storeIndex);
  for (const t of fixtures.tills.slice(0, config.sockets.till))
    add('till', t.id, t.storeIndex, t.posDeviceId);
  for (const k of fixtures.kitchens.slice(0, config.sockets.kitchen)) add('kitchen', k.id, k.storeIndex);
  for (const b of fixtures.boards.slice(0, config.sockets.board)) add('board', b.id, b.storeIndex);
  return clients;
}

/** Signs every client in over HTTP as its app does (kiosk and board devices: kiosk_password; people: password). */
export async function signInAll(
  clients: Client[],
  fixtures: Fixtures,
  apps: { kiosk: HttpClient; sale: HttpClient },
  concurrency: number,
  durations: number[],
): Promise<void> {
  const usernames = new Map([...fixtures.kiosks, ...fixtures.boards].map((k) => [k.id, k.username]));
  const emails = new Map([...fixtures.tills, ...fixtures.kitchens].map((p) => [p.id, p.email]));
  await inBatches(clients, concurrency, async (client) => {
    const device = client.kind === 'kiosk' || client.kind === 'board';
    const app = client.kind === 'kiosk' ? apps.kiosk : apps.sale;
    const started = performance.now();
    const reply = await app.call(
      client.n,
      'POST',
      `/auth/v1/token?grant_type=${device ? 'kiosk_password' : 'password'}`,
      {
        ip: ipOf(client.n),
        body: device
          ? { username: usernames.get(client.accountId), password: fixtures.kioskPassword }
          : { email: emails.get(client.accountId), password: fixtures.staffPassword },
      },
    );
    durations.push(performance.now() - started);
    const token = reply.json.access_token;
    if (typeof token !== 'string')
      throw new Error(`${client.kind} sign-in: ${reply.status} ${JSON.stringify(reply.json)}`);
    client.token = token;
  });
}

/** Opens every client's socket and joins its channels (in batches, as a fleet coming online would). */
export async function connectAll(
  clients: Client[],
  bases: { kiosk: string[]; sale: string[] },
  ledger: Ledger,
  stats: Stats,
): Promise<void> {
  await inBatches(clients, 100, async (client) => {
    const socket = new LiveSocket(
      client.kind === 'kiosk' ? bases.kiosk : bases.sale,
      client.n,
      client.token,
      channelsOf(client),
      (event) => handleEvent(client, event, ledger, stats),
    );
    client.socket = socket;
    await socket.open();
  });
}
