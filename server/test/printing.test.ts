import { type AddressInfo, createServer } from 'node:net';
import type { KitchenStation, MenuData, OrderSummary, Printer } from '@kiosk/contracts';
import { TURKISH_LETTERS } from '@kiosk/domain';
import { type RunningPrinterSimulator, startPrinterSimulator } from '@kiosk/printer-simulator';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repositories } from '../src/repositories/index.js';
import { PrintWorker } from '../src/services/printing/print-worker.js';
import { api, demo, nextIp } from './support/api.js';
import { lineFor } from './support/menu-helpers.js';
import { markOrderPaid } from './support/order-payment-fixtures.js';
import { startTestServer, type TestServer } from './support/test-server.js';

let server: TestServer;
let client: ReturnType<typeof api>;
let admin: string;
let cashier: string;
let kiosk: string;
let menu: MenuData;
let kitchenSim: RunningPrinterSimulator;
let drinksSim: RunningPrinterSimulator;
let kitchenPrinter: Printer;
let drinksPrinter: Printer;

const quiet = { warn: () => {} };
const workerOptions = {
  leaseMs: 3_000,
  connectTimeoutMs: 300,
  answerTimeoutMs: 2_000,
  retryDelaysMs: [30],
  batch: 8,
};
const worker = (id: string) =>
  new PrintWorker(repositories(server.database.db), { ...workerOptions, workerId: id }, quiet);

async function call<T>(method: string, path: string, token: string | undefined, body?: unknown) {
  return client.call<{ data: T; error?: { code: string; details?: unknown } }>(method, path, {
    ...(token ? { token } : {}),
    ...(body === undefined ? {} : { body }),
  });
}

const printerBody = (name: string, port: number, stationIds: string[]) => ({
  name,
  host: '127.0.0.1',
  port,
  paper_width_mm: 80,
  columns: 48,
  station_ids: stationIds,
});

async function kioskOrder(...names: string[]): Promise<OrderSummary> {
  const res = await client.call<{ data: OrderSummary }>('POST', '/functions/v1/manage-orders/create', {
    token: kiosk,
    body: {
      order_type: 'takeaway',
      items: names.map((n) => (({ product: _p, ...line }) => line)(lineFor(menu, n))),
    },
  });
  expect(res.status).toBe(201);
  return res.body.data;
}

async function paidOrder(...names: string[]): Promise<OrderSummary> {
  const order = await kioskOrder(...names);
  await markOrderPaid(server.database.db, order.id);
  return order;
}

const jobsOf = (orderId: string) =>
  server.database.db
    .selectFrom('print_jobs')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('seq')
    .execute();
const pagesOf = (sim: RunningPrinterSimulator, orderId: string) =>
  sim.printer.printed.filter((page) => page.qrCodes.includes(orderId));
const textOf = (page: { lines: string[] }) => page.lines.map((l) => l.trim()).join('\n');

/** Runs the worker until no job waits (retries included), at most `ms`. */
async function drain(w: PrintWorker, ms = 8_000) {
  const until = Date.now() + ms;
  for (;;) {
    await w.run();
    const { n } = await server.database.db
      .selectFrom('print_jobs')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('status', 'in', ['queued', 'sending'])
      .executeTakeFirstOrThrow();
    if (n === 0 || Date.now() > until) return n;
    await new Promise((r) => setTimeout(r, 40));
  }
}

beforeAll(async () => {
  server = await startTestServer({ env: { PRINT_WORKER: 'false' } });
  client = api(server.urls.sale);
  admin = (await client.signIn(demo('admin').email, demo('admin').password, nextIp())).body.access_token;
  cashier = (await client.signIn(demo('cashier').email, demo('cashier').password, nextIp())).body
    .access_token;
  kiosk = (await client.signInKiosk(undefined, undefined, nextIp())).body.access_token;
  menu = (await (
    await fetch(`${server.urls.kiosk}/functions/v1/get-menu-data-public?lang=tr`)
  ).json()) as MenuData;
  const stations = (await call<KitchenStation[]>('GET', '/functions/v1/kitchen/stations', cashier)).body.data;
  const mutfak = stations.find((s) => s.is_default) as KitchenStation;
  const cay = menu.products.find((p) => p.name === 'Çay');
  const drinks = await call<KitchenStation>('POST', '/functions/v1/kitchen/stations', admin, {
    name: 'İçecek',
    category_ids: [cay?.category_id],
    move_categories: true,
  });
  expect(drinks.status).toBe(201);
  kitchenSim = await startPrinterSimulator({ name: 'Mutfak', port: 0, controlPort: 0, host: '127.0.0.1' });
  drinksSim = await startPrinterSimulator({ name: 'İçecek', port: 0, controlPort: 0, host: '127.0.0.1' });
  const a = await call<Printer>(
    'POST',
    '/functions/v1/printers',
    admin,
    printerBody('Mutfak yazıcı', kitchenSim.port, [mutfak.id]),
  );
  const b = await call<Printer>(
    'POST',
    '/functions/v1/printers',
    admin,
    printerBody('İçecek yazıcı', drinksSim.port, [drinks.body.data.id]),
  );
  expect([a.status, b.status]).toEqual([201, 201]);
  kitchenPrinter = a.body.data;
  drinksPrinter = b.body.data;
}, 60_000);

afterAll(async () => {
  await kitchenSim?.stop();
  await drinksSim?.stop();
  await server?.close();
});

describe('printers (admin API)', () => {
  it('answers 404 simulator_not_configured for the simulator pages when no simulator is configured', async () => {
    const res = await call('GET', '/functions/v1/printers/simulator/pages', admin);
    expect(res.status).toBe(404);
    expect(res.body.error?.code).toBe('simulator_not_configured');
  });

  it('refuses a bad printer with the field named; only an admin configures printers', async () => {
    const bad = await call('POST', '/functions/v1/printers', admin, {
      ...printerBody('X', 70000, []),
      host: 'bad host!',
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body.error)).toMatch(/port/);
    expect(JSON.stringify(bad.body.error)).toMatch(/host/);
    const width = await call('POST', '/functions/v1/printers', admin, {
      ...printerBody('X', 9100, []),
      paper_width_mm: 80,
      columns: 32,
    });
    expect(width.status).toBe(400);
    expect(JSON.stringify(width.body.error)).toMatch(/columns/);
    const page = await call('POST', '/functions/v1/printers', admin, {
      ...printerBody('X', 9100, []),
      code_page: 'klingon',
    });
    expect(JSON.stringify(page.body.error)).toMatch(/code_page/);
    expect((await call('POST', '/functions/v1/printers', cashier, printerBody('X', 9100, []))).status).toBe(
      403,
    );
    expect((await call('GET', '/functions/v1/printers', cashier)).status).toBe(403);
    expect((await call('GET', '/functions/v1/printers/status', cashier)).status).toBe(200);
  });

  it.each([
    ['cp857', 13],
    ['windows1254', 48],
  ] as const)(
    'prints the test page with every Turkish letter through %s (ESC t %i) and a QR',
    async (codePage, number) => {
      const saved = await call<Printer>('PUT', `/functions/v1/printers/${drinksPrinter.id}`, admin, {
        ...printerBody('İçecek yazıcı', drinksSim.port, drinksPrinter.station_ids),
        code_page: codePage,
        code_page_number: number,
      });
      expect(saved.status).toBe(200);
      const before = drinksSim.printer.printed.length;
      expect((await call('POST', `/functions/v1/printers/${drinksPrinter.id}/test`, admin)).status).toBe(201);
      expect(await drain(worker('w-test'))).toBe(0);
      const page = drinksSim.printer.printed.at(-1);
      expect(drinksSim.printer.printed.length).toBe(before + 1);
      expect(page?.lines).toContain(TURKISH_LETTERS);
      expect(textOf(page ?? { lines: [] })).toContain('Pijamalı hasta yağız şoföre çabucak güvendi.');
      expect(page?.qrCodes).toEqual(['KIOSK-PRINTER-TEST']);
      expect(page?.warnings).toEqual([]);
    },
  );
});

describe('kitchen tickets', () => {
  it('prints a ticket per station from a paid kiosk order, each with its own lines', async () => {
    const order = await paidOrder('Klasik Burger', 'Çay');
    const jobs = await jobsOf(order.id);
    expect(jobs.map((j) => j.printer_id).sort()).toEqual([kitchenPrinter.id, drinksPrinter.id].sort());
    expect(await drain(worker('w1'))).toBe(0);
    const [food] = pagesOf(kitchenSim, order.id);
    const [drink] = pagesOf(drinksSim, order.id);
    expect(textOf(food ?? { lines: [] })).toContain('Klasik Burger');
    expect(textOf(food ?? { lines: [] })).not.toContain('Çay');
    expect(textOf(food ?? { lines: [] })).toContain('MUTFAK');
    expect(textOf(drink ?? { lines: [] })).toContain('1 x Çay');
    expect(textOf(drink ?? { lines: [] })).toContain('İÇECEK');
    expect(textOf(drink ?? { lines: [] })).not.toContain('Burger');
    for (const page of [food, drink]) {
      expect(page?.lines.map((l) => l.trim())).toContain(`#${order.reference_number}`);
      expect(textOf(page ?? { lines: [] })).toContain('PAKET');
      expect(textOf(page ?? { lines: [] })).not.toContain('TEKRAR');
    }
    expect((await jobsOf(order.id)).every((j) => j.status === 'printed' && j.attempts === 1)).toBe(true);
  });

  it('prints only the lines added to an order the kitchen has ("EK"), and a line taken off as "İPTAL"', async () => {
    const order = await kioskOrder('Klasik Burger');
    await server.database.db
      .updateTable('orders')
      .set({ status: 'confirmed' })
      .where('id', '=', order.id)
      .execute();
    expect(await drain(worker('w1'))).toBe(0);
    expect(pagesOf(kitchenSim, order.id)).toHaveLength(1);
    const burger = lineFor(menu, 'Klasik Burger').product_id;
    const cay = lineFor(menu, 'Çay').product_id;
    const edit = (items: unknown[]) =>
      call('POST', '/functions/v1/update-order-items', admin, { order_id: order.id, items });
    expect(
      (
        await edit([
          { product_id: burger, quantity: 1 },
          { product_id: cay, quantity: 2 },
        ])
      ).status,
    ).toBe(200);
    expect(await drain(worker('w1'))).toBe(0);
    expect(pagesOf(kitchenSim, order.id)).toHaveLength(1);
    const [added] = pagesOf(drinksSim, order.id);
    expect(textOf(added ?? { lines: [] })).toContain('+++ EK +++');
    expect(textOf(added ?? { lines: [] })).toContain('2 x Çay');

    expect(
      (
        await edit([
          { product_id: burger, quantity: 1 },
          { product_id: cay, quantity: 1 },
        ])
      ).status,
    ).toBe(200);
    expect(await drain(worker('w1'))).toBe(0);
    const cancelled = pagesOf(drinksSim, order.id)[1];
    expect(textOf(cancelled ?? { lines: [] })).toContain('xxx İPTAL xxx');
    expect(textOf(cancelled ?? { lines: [] })).toContain('1 x İPTAL Çay');
    expect(pagesOf(kitchenSim, order.id)).toHaveLength(1);
  });
  it('prints an order again on request (staff): every line, marked "TEKRAR"; an order not at the kitchen is refused', async () => {
    const order = await paidOrder('Klasik Burger', 'Çay');
    expect(await drain(worker('w1'))).toBe(0);
    const again = await call<{ jobs: number }>('POST', '/functions/v1/printers/reprint', cashier, {
      order_id: order.id,
    });
    expect(again.status).toBe(201);
    expect(again.body.data.jobs).toBe(2);
    expect(await drain(worker('w1'))).toBe(0);
    for (const sim of [kitchenSim, drinksSim]) {
      const [first, second] = pagesOf(sim, order.id);
      expect(textOf(first ?? { lines: [] })).not.toContain('TEKRAR');
      expect(textOf(second ?? { lines: [] })).toContain('*** TEKRAR ***');
    }
    const pending = await kioskOrder('Klasik Burger');
    const refused = await call('POST', '/functions/v1/printers/reprint', cashier, { order_id: pending.id });
    expect(refused.status).toBe(409);
    expect(refused.body.error?.code).toBe('order_not_at_kitchen');
  });
});

describe('the print worker', () => {
  it('keeps jobs while the printer is off or out of paper, shows it, and prints them once, in order, when it is back', async () => {
    kitchenSim.printer.configure({ mode: 'off' });
    const orders = [
      await paidOrder('Klasik Burger'),
      await paidOrder('Klasik Burger'),
      await paidOrder('Klasik Burger'),
    ];
    const w = worker('w-off');
    await w.run();
    const waiting = (await Promise.all(orders.map((o) => jobsOf(o.id))))
      .flat()
      .filter((j) => j.printer_id === kitchenPrinter.id);
    expect(waiting.map((j) => j.status)).toEqual(['queued', 'queued', 'queued']);
    expect(waiting[0]?.attempts).toBeGreaterThanOrEqual(1);
    expect(waiting[0]?.last_error).toBeTruthy();
    const status = await call<Array<{ id: string; status: string; waiting_jobs: number }>>(
      'GET',
      '/functions/v1/printers/status',
      cashier,
    );
    expect(status.body.data.find((p) => p.id === kitchenPrinter.id)).toMatchObject({
      status: 'offline',
      waiting_jobs: 3,
    });

    kitchenSim.printer.configure({ mode: 'paper_out' });
    await new Promise((r) => setTimeout(r, 50));
    await w.run();
    const paper = await call<Array<{ id: string; status: string }>>(
      'GET',
      '/functions/v1/printers/status',
      cashier,
    );
    expect(paper.body.data.find((p) => p.id === kitchenPrinter.id)?.status).toBe('paper_out');
    expect(kitchenSim.printer.lost).toHaveLength(0);

    kitchenSim.printer.configure({ mode: 'normal' });
    expect(await drain(w)).toBe(0);
    const printedOrder = kitchenSim.printer.printed
      .map((page) => page.qrCodes[0])
      .filter((id) => orders.some((o) => o.id === id));
    expect(printedOrder).toEqual(orders.map((o) => o.id));
    const back = await call<Array<{ id: string; status: string }>>(
      'GET',
      '/functions/v1/printers/status',
      cashier,
    );
    expect(back.body.data.find((p) => p.id === kitchenPrinter.id)?.status).toBe('online');
  });

  it('sends a job again, marked "TEKRAR", when its sender died during the send (lease over, never marked)', async () => {
    const order = await paidOrder('Klasik Burger');
    const repos = repositories(server.database.db);
    const claimed = await repos.printing.claim('crashed-instance', 1, 8);
    expect(claimed.some((j) => j.order_id === order.id)).toBe(true);
    await new Promise((r) => setTimeout(r, 20));
    expect(await drain(worker('w-after-crash'))).toBe(0);
    const pages = pagesOf(kitchenSim, order.id);
    expect(pages).toHaveLength(1);
    expect(textOf(pages[0] ?? { lines: [] })).toContain('*** TEKRAR ***');
    const [job] = (await jobsOf(order.id)).filter((j) => j.printer_id === kitchenPrinter.id);
    expect(job).toMatchObject({ status: 'printed', reprint: true, attempts: 2 });
  });

  it('prints each job once with two workers (two instances) at once, in order', async () => {
    const orders: OrderSummary[] = [];
    for (let i = 0; i < 6; i += 1) orders.push(await paidOrder('Klasik Burger', 'Çay'));
    await Promise.all([drain(worker('instance-a')), drain(worker('instance-b'))]);
    for (const sim of [kitchenSim, drinksSim]) {
      const ids = sim.printer.printed
        .map((p) => p.qrCodes[0])
        .filter((id) => orders.some((o) => o.id === id));
      expect(ids).toEqual(orders.map((o) => o.id));
    }
  });

  it('never makes the order or its payment wait for a printer that does not answer', async () => {
    const stations = (await call<KitchenStation[]>('GET', '/functions/v1/kitchen/stations', cashier)).body
      .data;
    const mutfak = stations.find((s) => s.is_default) as KitchenStation;
    // a "printer" that takes the connection and never answers: the worker waits its full answer time
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const dead = await call<Printer>(
      'POST',
      '/functions/v1/printers',
      admin,
      printerBody('Cevapsız', (silent.address() as AddressInfo).port, [mutfak.id]),
    );
    expect(dead.status).toBe(201);
    const slow = new PrintWorker(
      repositories(server.database.db),
      { ...workerOptions, answerTimeoutMs: 3_000, workerId: 'w-dead' },
      quiet,
    );
    const first = await paidOrder('Klasik Burger');
    let settled = false;
    const sending = slow.run().then(() => {
      settled = true;
    });
    const started = Date.now();
    const order = await kioskOrder('Klasik Burger');
    await markOrderPaid(server.database.db, order.id);
    const took = Date.now() - started;
    expect(settled).toBe(false);
    expect(took).toBeLessThan(2_000);
    expect((await jobsOf(order.id)).some((j) => j.printer_id === dead.body.data.id)).toBe(true);
    await sending;
    silent.close();
    expect((await jobsOf(first.id)).find((j) => j.printer_id === dead.body.data.id)?.status).toBe('queued');
    // the admin moves the dead printer's waiting jobs to the kitchen printer: they print there
    const moved = await call<{ moved: number }>(
      'POST',
      `/functions/v1/printers/${dead.body.data.id}/move-jobs`,
      admin,
      {
        to_printer_id: kitchenPrinter.id,
      },
    );
    expect(moved.body.data.moved).toBeGreaterThanOrEqual(2);
    expect(await drain(worker('w-moved'))).toBe(0);
    expect(pagesOf(kitchenSim, order.id)).toHaveLength(2);
    expect((await call('DELETE', `/functions/v1/printers/${dead.body.data.id}`, admin)).status).toBe(200);
  }, 20_000);
});
