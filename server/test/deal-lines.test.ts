import type {
  DigitalReceipt,
  DigitalReceiptLink,
  KitchenStation,
  KitchenTickets,
  MenuData,
  OrderDetail,
  OrderSummary,
  PaymentAttempt,
} from '@kiosk/contracts';
import { startSimulator } from '@kiosk/terminal-simulator';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, demo, nextIp } from './support/api.js';
import { lineFor } from './support/menu-helpers.js';
import { startTestServer, type TestServer } from './support/test-server.js';

// Issue 33 downstream of the order: a paid order with a meal deal (its header row without money,
// its parts carrying the apportioned amounts) and a discounted line, as order creation writes them,
// through the kitchen display, the printers' jobs and the card terminal's fiscal sale.

let server: TestServer;
let simulator: Awaited<ReturnType<typeof startSimulator>>;
let client: ReturnType<typeof api>;
let kiosk: string;
let cashier: string;
let admin: string;
let menu: MenuData;
let mutfak: KitchenStation;
let bar: string;

beforeAll(async () => {
  simulator = await startSimulator({ port: 0, host: '127.0.0.1', defaultDelayMs: 50, log: () => {} });
  server = await startTestServer({ env: { PAYMENT_POLL_MS: '200', PAYMENT_TIMEOUT_MS: '20000' } });
  const { db } = server.database;
  await db.updateTable('pos_devices').set({ ip_address: '127.0.0.1', port: simulator.port }).execute();
  client = api(server.urls.kiosk);
  kiosk = (await client.signInKiosk(undefined, undefined, nextIp())).body.access_token;
  admin = (await client.signIn(demo('admin').email, demo('admin').password, nextIp())).body.access_token;
  cashier = (await client.signIn(demo('cashier').email, demo('cashier').password, nextIp())).body
    .access_token;
  menu = (await (
    await fetch(`${server.urls.kiosk}/functions/v1/get-menu-data-public?lang=tr`)
  ).json()) as MenuData;
  const stations = await client.call<{ data: KitchenStation[] }>('GET', '/functions/v1/kitchen/stations', {
    token: cashier,
  });
  mutfak = stations.body.data.find((s) => s.is_default) as KitchenStation;
  // drinks to a bar station; a printer for each station (never answering: the jobs wait, as written)
  const drinks = menu.products.find((p) => p.name === 'Ayran')?.category_id as string;
  bar = (
    await db
      .insertInto('kitchen_stations')
      .values({ name: 'Bar', sort_order: 5 })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  await db
    .insertInto('kitchen_station_categories')
    .values({ station_id: bar, category_id: drinks })
    .execute();
  await db
    .insertInto('printers')
    .values([
      { name: 'Mutfak yazıcısı', host: '192.0.2.1', station_ids: [mutfak.id] },
      { name: 'Bar yazıcısı', host: '192.0.2.1', station_ids: [bar] },
    ])
    .execute();
});
afterAll(async () => {
  await server?.close();
  await simulator?.stop();
});

interface Row {
  id: string;
  product_id: string;
  product_name: string;
  unit_price_minor: number;
  vat_rate: number;
}

/**
 * A kiosk order of a burger and an Ayran rewritten as a priced order: one "Klasik Burger Menü"
 * (header: no money) whose parts are the burger (200,01 TL) and the Ayran (49,99 TL), and 3 Ayran
 * at 30,00 with 10,00 off ("Happy hour": 80,00, which does not divide by 3). Total 330,00.
 */
async function dealOrder(): Promise<{ order: OrderSummary; burger: Row; ayran: Row; plain: string }> {
  const strip = (name: string) => (({ product: _p, ...line }) => line)(lineFor(menu, name));
  const res = await client.call<{ data: OrderSummary }>('POST', '/functions/v1/manage-orders/create', {
    token: kiosk,
    body: { order_type: 'takeaway', items: [strip('Klasik Burger'), strip('Ayran')] },
  });
  expect(res.status).toBe(201);
  const order = res.body.data;
  const { db } = server.database;
  const rows = (await db
    .selectFrom('order_items')
    .select(['id', 'product_id', 'product_name', 'unit_price_minor', 'vat_rate'])
    .where('order_id', '=', order.id)
    .orderBy('sort_order')
    .execute()) as Row[];
  const [burger, ayran] = rows as [Row, Row];
  const header = await db
    .insertInto('order_items')
    .values({
      order_id: order.id,
      product_id: null,
      product_name: 'Klasik Burger Menü',
      product_sku: null,
      quantity: 1,
      unit_price_minor: 0,
      total_price_minor: 0,
      vat_rate: 0,
      vat_minor: 0,
      configurations: JSON.stringify([]),
      sort_order: 0,
      kind: 'deal',
      gross_minor: 25_000,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const part = (row: Row, group: string, total: number, sort: number) =>
    db
      .updateTable('order_items')
      .set({
        kind: 'deal_part',
        parent_item_id: header.id,
        deal_group_name: group,
        total_price_minor: total,
        gross_minor: total,
        sort_order: sort,
      })
      .where('id', '=', row.id)
      .execute();
  await part(burger, 'Ana ürün', 20_001, 1);
  await part(ayran, 'İçecek', 4_999, 2);
  const plain = await db
    .insertInto('order_items')
    .values({
      order_id: order.id,
      product_id: ayran.product_id,
      product_name: 'Ayran',
      product_sku: null,
      quantity: 3,
      unit_price_minor: 3_000,
      gross_minor: 9_000,
      discount_minor: 1_000,
      total_price_minor: 8_000,
      savings: JSON.stringify([{ kind: 'promotion', id: 'p1', name: 'Happy hour', amount_minor: 1_000 }]),
      vat_rate: ayran.vat_rate,
      vat_minor: 0,
      configurations: JSON.stringify([]),
      sort_order: 3,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('orders')
    .set({ total_minor: 33_000, gross_minor: 34_000, discount_minor: 1_000 })
    .where('id', '=', order.id)
    .execute();
  return { order: { ...order, total_minor: 33_000 }, burger, ayran, plain: plain.id };
}

async function payAtKiosk(orderId: string): Promise<PaymentAttempt> {
  const started = await client.call<{ data: PaymentAttempt }>('POST', '/functions/v1/kiosk-payment/start', {
    token: kiosk,
    body: { order_id: orderId },
  });
  expect(started.status).toBe(200);
  const deadline = Date.now() + 15_000;
  for (;;) {
    const res = await client.call<{ data: PaymentAttempt }>(
      'GET',
      `/functions/v1/kiosk-payment/status?attempt_id=${started.body.data.attempt_id}`,
      { token: kiosk },
    );
    if (!['connecting', 'waiting'].includes(res.body.data.step)) return res.body.data;
    if (Date.now() > deadline) throw new Error(`not settled: ${JSON.stringify(res.body)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('a meal deal and a discounted line after the order', () => {
  let deal: Awaited<ReturnType<typeof dealOrder>>;

  beforeAll(async () => {
    deal = await dealOrder();
    expect((await payAtKiosk(deal.order.id)).step).toBe('paid');
  });

  it("sends the terminal what the customer pays: the deal's parts at their rates, the discounted units a kuruş apart", () => {
    const sale = simulator.device.saleList().find((r) => r.sale.OrderNo === deal.order.order_number)?.sale;
    expect(sale?.TotalPriceMinor).toBe(33_000);
    const lines = sale?.Lines ?? [];
    const sum = (rate?: number) =>
      lines
        .filter((l) => rate === undefined || l.VatRate === rate)
        .reduce((t, l) => t + l.Quantity * l.UnitPriceMinor, 0);
    expect(sum()).toBe(33_000);
    const byRate = new Map<number, number>([[deal.burger.vat_rate, 20_001]]);
    byRate.set(deal.ayran.vat_rate, (byRate.get(deal.ayran.vat_rate) ?? 0) + 4_999 + 8_000);
    for (const [rate, total] of byRate) expect(sum(rate)).toBe(total);
    expect(lines.map((l) => [l.Name, l.Quantity, l.UnitPriceMinor])).toEqual([
      ['Klasik Burger', 1, 20_001],
      ['Ayran', 1, 4_999],
      ['Ayran', 1, 2_666],
      ['Ayran', 2, 2_667],
    ]);
    expect(lines.some((l) => l.Name === 'Klasik Burger Menü')).toBe(false);
  });

  it("routes each part to its own product's station labelled with the deal; the header is no dish; parts are marked done", async () => {
    const view = async (station: string) => {
      const res = await client.call<{ data: KitchenTickets }>(
        'GET',
        `/functions/v1/kitchen/tickets?station=${station}`,
        {
          token: cashier,
        },
      );
      return res.body.data.tickets.find((t) => t.id === deal.order.id);
    };
    const atMutfak = await view(mutfak.id);
    expect(atMutfak?.lines.map((l) => [l.name, l.quantity, l.deal])).toEqual([
      ['Klasik Burger', 1, { name: 'Klasik Burger Menü', group: 'Ana ürün' }],
    ]);
    const atBar = await view(bar);
    expect(atBar?.lines.map((l) => [l.name, l.quantity, l.deal])).toEqual([
      ['Ayran', 1, { name: 'Klasik Burger Menü', group: 'İçecek' }],
      ['Ayran', 3, undefined],
    ]);
    expect(atMutfak?.stations.map((s) => s.id).sort()).toEqual([mutfak.id, bar].sort());
    const done = await client.call('POST', '/functions/v1/kitchen/line-done', {
      token: cashier,
      body: { order_item_id: deal.ayran.id, done: true },
    });
    expect(done.status).toBe(200);
    expect((await view(bar))?.lines.map((l) => l.done)).toEqual([true, false]);
  });

  it("prints each station's parts under the deal's name; the slip has the deal priced with its parts and the savings", async () => {
    const { db } = server.database;
    const jobs = await db
      .selectFrom('print_jobs as j')
      .innerJoin('printers as p', 'p.id', 'j.printer_id')
      .select(['p.name', 'j.kind', 'j.payload'])
      .where('j.order_id', '=', deal.order.id)
      .orderBy('p.name')
      .execute();
    type Ticket = { stations: Array<{ lines: Array<Record<string, unknown>> }> };
    const ticket = (name: string) =>
      (jobs.find((j) => j.name === name)?.payload as Ticket | undefined)?.stations[0]?.lines;
    expect(ticket('Mutfak yazıcısı')).toEqual([
      expect.objectContaining({
        product_name: 'Klasik Burger',
        deal_name: 'Klasik Burger Menü',
        deal_group: 'Ana ürün',
        deal_quantity: 1,
      }),
    ]);
    expect(ticket('Bar yazıcısı')?.map((l) => [l.product_name, l.deal_name, l.deal_group])).toEqual([
      ['Ayran', 'Klasik Burger Menü', 'İçecek'],
      ['Ayran', undefined, undefined],
    ]);
    // a slip printer for this kiosk: the slip of a newly paid order
    const kioskId = (
      await db
        .selectFrom('orders')
        .select('kiosk_id')
        .where('id', '=', deal.order.id)
        .executeTakeFirstOrThrow()
    ).kiosk_id as string;
    await db
      .insertInto('printers')
      .values({ name: 'Fiş', host: '192.0.2.1', slip_source_ids: [kioskId] })
      .execute();
    await sql`SELECT enqueue_customer_slips(${deal.order.id}::uuid)`.execute(db);
    const slip = await db
      .selectFrom('print_jobs')
      .select('payload')
      .where('order_id', '=', deal.order.id)
      .where('kind', '=', 'customer_slip')
      .executeTakeFirstOrThrow();
    expect(slip.payload).toMatchObject({
      total_minor: 33_000,
      gross_minor: 34_000,
      discount_minor: 1_000,
      lines: [
        {
          product_name: 'Klasik Burger Menü',
          total_price_minor: 25_000,
          parts: [
            { product_name: 'Klasik Burger', group_name: 'Ana ürün' },
            { product_name: 'Ayran', group_name: 'İçecek' },
          ],
        },
        {
          product_name: 'Ayran',
          quantity: 3,
          total_price_minor: 8_000,
          savings: [{ name: 'Happy hour', amount_minor: 1_000 }],
          parts: [],
        },
      ],
    });
  });

  it('writes no job and reads no order when no printer could take it', async () => {
    const { db } = server.database;
    await db.updateTable('printers').set({ is_deleted: true }).execute();
    try {
      const { rows } = await sql<{ tickets: number; slips: number }>`SELECT
          enqueue_kitchen_tickets(${deal.order.id}::uuid, 'new', NULL) AS tickets,
          enqueue_customer_slips(${deal.order.id}::uuid) AS slips`.execute(db);
      expect(rows[0]).toEqual({ tickets: 0, slips: 0 });
    } finally {
      await db.updateTable('printers').set({ is_deleted: false }).execute();
    }
    const { rows } = await sql<{
      n: number;
    }>`SELECT enqueue_kitchen_tickets(${deal.order.id}::uuid, 'new', NULL) AS n`.execute(db);
    expect(rows[0]?.n).toBe(2);
  });

  it('shows the deal with its parts and the savings on the digital receipt and in the back office', async () => {
    const link = await client.call<{ data: DigitalReceiptLink }>(
      'POST',
      '/functions/v1/digital-receipt/link',
      {
        token: kiosk,
        body: { order_id: deal.order.id },
      },
    );
    expect(link.status).toBe(200);
    const view = await client.call<{ data: DigitalReceipt }>(
      'GET',
      `/functions/v1/digital-receipt?token=${encodeURIComponent(link.body.data.token)}`,
    );
    const receipt = view.body.data;
    expect(receipt).toMatchObject({ total_minor: 33_000, gross_minor: 34_000, discount_minor: 1_000 });
    expect(receipt.lines.map((l) => [l.name, l.quantity, l.total_price_minor])).toEqual([
      ['Klasik Burger Menü', 1, 25_000],
      ['Ayran', 3, 8_000],
    ]);
    expect(receipt.lines[0]?.parts.map((p) => [p.group, p.name])).toEqual([
      ['Ana ürün', 'Klasik Burger'],
      ['İçecek', 'Ayran'],
    ]);
    expect(receipt.lines[1]?.savings).toEqual([{ name: 'Happy hour', amount_minor: 1_000 }]);
    expect(receipt.vat.reduce((sum, v) => sum + v.gross_minor, 0)).toBe(33_000);
    expect(receipt.vat.some((v) => v.rate === 0)).toBe(false);
    for (const [lang, discount] of [
      ['tr', 'İndirim'],
      ['en', 'Discount'],
    ] as const) {
      const html = await (await fetch(`${server.urls.kiosk}${link.body.data.path}?lang=${lang}`)).text();
      expect(html).toContain('Klasik Burger Menü');
      expect(html).toContain('Ana ürün:</span> Klasik Burger');
      expect(html).toMatch(/data-testid="receipt-saving"><span>Happy hour<\/span>/);
      expect(html).toContain(`<span>${discount}</span>`);
    }

    const detail = await client.call<{ data: OrderDetail }>(
      'GET',
      `/functions/v1/get-order-detail?orderId=${deal.order.id}`,
      { token: admin },
    );
    expect(detail.body.data).toMatchObject({ gross_minor: 34_000, discount_minor: 1_000 });
    expect(
      detail.body.data.order_items.map((i) => [
        i.product_name,
        i.kind,
        i.deal_group_name,
        i.total_price_minor,
      ]),
    ).toEqual([
      ['Klasik Burger Menü', 'deal', null, 0],
      ['Klasik Burger', 'deal_part', 'Ana ürün', 20_001],
      ['Ayran', 'deal_part', 'İçecek', 4_999],
      ['Ayran', 'item', null, 8_000],
    ]);
    expect(detail.body.data.order_items[3]).toMatchObject({
      gross_minor: 9_000,
      discount_minor: 1_000,
      savings: [{ kind: 'promotion', name: 'Happy hour', amount_minor: 1_000 }],
    });
  });
});
