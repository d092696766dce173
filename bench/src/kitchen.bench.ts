// Issue 20: time from a payment settled to the ticket on the kitchen display, with 20 displays and
// a burst of 100 orders. The server runs in this process (like the platform bench); each display
// is a WebSocket on the 'kitchen' channel that, like the app (useKitchenDisplay / useLiveFeed),
// shows the ticket an event carries for its station at once, and reloads its station's tickets
// (one load at a time, one more if events arrived meanwhile) only after an event that does not
// carry the ticket (or takes a shown one away). "Settled" is the
// payment approval repository's approve (the one statement an approval at the terminal writes, of
// an attempt made before the burst), started for all 100 orders at once; measured until (a) the order's event reaches each display, (b) the ticket is
// shown (from its event or a load, whichever first) and (c) the order is in a list the display
// loaded, if it loaded one. (b) is also given from the payment's commit (approve returned), since in a burst most of
// the time from "settled" is the 100 payment writes themselves waiting on the database.
import os from 'node:os';
import WebSocket from 'ws';
import { connectDatabase } from '../../server/src/db/database.js';
import { DEMO_ACCOUNTS, DEMO_KIOSK } from '../../server/src/db/seed/seed-demo-outlet.js';
import { NOTIFY_CHANNEL, smallEventText } from '../../server/src/realtime/realtime-bus.js';
import { type Repositories, repositories } from '../../server/src/repositories/index.js';
import { ms, percentile, type Report, startBenchServer, type startCluster } from './support.js';

const DISPLAYS = 20;

/** A card attempt for the order's total, as a kiosk's sale makes it (no terminal: it is never sent). */
async function openAttempt(repos: Repositories, orderId: string): Promise<string> {
  const order = await repos.order.findById(orderId);
  if (!order) throw new Error('order not found');
  const attempt = await repos.paymentAttempt.insertAttempt({
    order_id: orderId,
    attempt_no: 1,
    driver: 'REST',
    pos_device_id: null,
    amount_minor: Number(order.total_minor),
    handle: null,
  });
  return attempt.id;
}

/** What the terminal's approval of the attempt writes, in its one statement (no document, card or receipts). */
async function approve(repos: Repositories, orderId: string, attemptId: string): Promise<void> {
  const paid = smallEventText({
    channel: 'orders',
    event: 'UPDATE',
    table: 'orders',
    payload: { id: orderId, status: 'paid', payment_status: 'paid', payment_id: attemptId },
  });
  const approved = await repos.paymentApproval.approve(attemptId, {
    document: false,
    result: {},
    pos: {
      pos_sale_number: null,
      terminal_id: null,
      invoice_no: null,
      document_no: null,
      document_type: null,
      merchant_id: null,
      sale_inquiry_link: null,
      financial_documents: [],
    },
    card: {
      card_brand: null,
      card_last4: null,
      card_type: null,
      authorization_code: null,
      batch_no: null,
      response_code: null,
    },
    receipts: [],
    announce: { channel: NOTIFY_CHANNEL, paid, approved: paid },
  });
  if (!approved.paid) throw new Error('order not paid');
}
const ORDERS = 100;

async function token(base: string, grant: string, body: unknown, ip: string): Promise<string> {
  const res = await fetch(`${base}/auth/v1/token?grant_type=${grant}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  });
  if (res.status !== 200) throw new Error(`sign-in ${res.status}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

export async function kitchenBench(cluster: Awaited<ReturnType<typeof startCluster>>): Promise<Report> {
  const url = await cluster.createDatabase('bench_kitchen', { seeded: true });
  const server = await startBenchServer(url);
  const database = connectDatabase(url, 20);
  const sockets: WebSocket[] = [];
  try {
    const base = server.urls.sale;
    const cashierAccount = DEMO_ACCOUNTS.find((a) => a.role === 'cashier');
    if (!cashierAccount) throw new Error('no demo cashier');
    const cashier = await token(
      base,
      'password',
      { email: cashierAccount.email, password: cashierAccount.password },
      '10.20.0.1',
    );
    const kiosk = await token(
      base,
      'kiosk_password',
      { username: DEMO_KIOSK.username, password: DEMO_KIOSK.password },
      '10.20.0.2',
    );
    const menu = (await (await fetch(`${base}/functions/v1/get-menu-data-public?lang=tr`)).json()) as {
      products: Array<{ id: string; configurable: boolean; is_available: boolean }>;
    };
    const items = menu.products
      .filter((p) => !p.configurable && p.is_available)
      .slice(0, 2)
      .map((p) => ({ product_id: p.id, quantity: 1 }));
    const stations = (await (
      await fetch(`${base}/functions/v1/kitchen/stations`, {
        headers: { authorization: `Bearer ${cashier}` },
      })
    ).json()) as { data: Array<{ id: string; is_default: boolean }> };
    const station = stations.data.find((s) => s.is_default)?.id as string;

    // 100 orders waiting for their payment (not on any display yet)
    const orders: string[] = [];
    for (let i = 0; i < ORDERS; i += 1) {
      const res = await fetch(`${base}/functions/v1/manage-orders/create`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${kiosk}` },
        body: JSON.stringify({ items }),
      });
      orders.push(((await res.json()) as { data: { id: string } }).data.id);
    }

    const settledAt = new Map<string, number>();
    const eventLatency: number[] = [];
    const ticketLatency: number[] = [];
    const committedAt = new Map<string, number>();
    const shownLatency: number[] = [];
    const shownFromCommit: number[] = [];
    const seenTicket: Array<Set<string>> = [];
    let loads = 0;
    let stopping = false;
    const allSeen = new Promise<void>((resolve) => {
      const check = () => {
        if (seenTicket.every((s) => s.size === ORDERS)) resolve();
      };
      for (let d = 0; d < DISPLAYS; d += 1) {
        const seen = new Set<string>();
        const shown = new Set<string>();
        const show = (id: string) => {
          const at = settledAt.get(id);
          if (at === undefined || shown.has(id)) return;
          shown.add(id);
          if (shown.size === ORDERS) check();
          const now = performance.now();
          shownLatency.push(now - at);
          // an event can overtake the markPaid promise: then the commit time is not known yet
          const committed = committedAt.get(id);
          shownFromCommit.push(committed === undefined ? 0 : Math.max(0, now - committed));
        };
        seenTicket.push(shown);
        const socket = new WebSocket(`${base.replace('http', 'ws')}/realtime/v1?token=${cashier}`);
        sockets.push(socket);
        let running = false;
        let again = false;
        const reload = async () => {
          if (running) {
            again = true;
            return;
          }
          running = true;
          do {
            again = false;
            if (stopping) break;
            loads += 1;
            let body: { data: { tickets: Array<{ id: string }> } };
            try {
              const res = await fetch(`${base}/functions/v1/kitchen/tickets?station=${station}`, {
                headers: { authorization: `Bearer ${cashier}` },
              });
              body = (await res.json()) as typeof body;
            } catch (error) {
              if (stopping) break;
              throw error;
            }
            const now = performance.now();
            for (const t of body.data.tickets) {
              const at = settledAt.get(t.id);
              if (at !== undefined && !seen.has(t.id)) {
                seen.add(t.id);
                ticketLatency.push(now - at);
              }
              show(t.id);
            }
          } while (again);
          running = false;
          check();
        };
        socket.on('message', (data) => {
          const message = JSON.parse(data.toString()) as {
            type: string;
            event?: { payload: { order_id: string; status: string; tickets?: Record<string, unknown> } };
          };
          if (message.type !== 'event' || message.event?.payload.status !== 'paid') return;
          const at = settledAt.get(message.event.payload.order_id);
          if (at !== undefined) eventLatency.push(performance.now() - at);
          const tickets = message.event.payload.tickets;
          if (tickets?.[station]) {
            show(message.event.payload.order_id);
            return;
          }
          if (tickets && !shown.has(message.event.payload.order_id)) return;
          void reload();
        });
      }
    });
    await Promise.all(
      sockets.map(
        (socket) =>
          new Promise<void>((resolve) => {
            socket.once('open', () => {
              socket.send(JSON.stringify({ type: 'join', channel: 'kitchen' }));
              socket.once('message', () => resolve());
            });
          }),
      ),
    );

    const repos = repositories(database.db);
    const attempts = new Map<string, string>();
    for (const id of orders) attempts.set(id, await openAttempt(repos, id));
    const burstStart = performance.now();
    await Promise.all(
      orders.map(async (id) => {
        settledAt.set(id, performance.now());
        await approve(repos, id, attempts.get(id) as string);
        committedAt.set(id, performance.now());
      }),
    );
    const settledAll = performance.now() - burstStart;
    await Promise.race([
      allSeen,
      new Promise((_, reject) =>
        setTimeout(() => reject(new Error('not every ticket arrived in 60 s')), 60_000),
      ),
    ]);
    const total = performance.now() - burstStart;
    stopping = true;
    return [
      [
        `payment settled -> ticket event on ${DISPLAYS} displays, ${ORDERS} orders at once, p50 / p99`,
        `${ms(percentile(eventLatency, 50))} / ${ms(percentile(eventLatency, 99))} (${eventLatency.length} deliveries)`,
      ],
      [
        'payment settled -> ticket shown on the display (its event’s ticket, or a reload if first), p50 / p99',
        `${ms(percentile(shownLatency, 50))} / ${ms(percentile(shownLatency, 99))} (${shownLatency.length} tickets)`,
      ],
      [
        'payment committed (approve returned) -> ticket shown on the display, p50 / p99',
        `${ms(percentile(shownFromCommit, 50))} / ${ms(percentile(shownFromCommit, 99))}`,
      ],
      [
        'payment settled -> ticket in the display’s reloaded list, p50 / p99',
        ticketLatency.length === 0
          ? 'no list loaded (every event carried its ticket)'
          : `${ms(percentile(ticketLatency, 50))} / ${ms(percentile(ticketLatency, 99))} (${ticketLatency.length} tickets)`,
      ],
      [
        'whole burst on every display',
        `${ms(total)} (the 100 payments themselves took ${ms(settledAll)}); ${loads} ticket list loads in all (coalesced)`,
      ],
      ['load average while measured (2 cores)', os.loadavg()[0]?.toFixed(1) ?? '?'],
    ];
  } finally {
    for (const s of sockets) s.close();
    await database.close();
    await server.stop();
  }
}
