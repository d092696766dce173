import type { SalesDashboard, ZReportResponse } from '@kiosk/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, demo, nextIp } from './support/api.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/**
 * Issue 33 reports: gross, discounts and net by channel, promotion, manual discount and meal deal
 * in the dashboard, the Z report and its CSV, kept by the sales triggers (orders written straight
 * to the tables as the order service writes them).
 */

let server: TestServer;
let client: ReturnType<typeof api>;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  client = api(server.urls.admin);
  admin = (await client.signIn(demo('admin').email, demo('admin').password, nextIp())).body.access_token;
});
afterAll(() => server?.close());

const DAY = '2026-03-05';
let sequence = 0;

interface Line {
  id?: string;
  product: { id: string; name: string };
  quantity: number;
  gross: number;
  total: number;
  /** Default: gross − total (a deal's header: its savings, its total being 0). */
  discount?: number;
  kind?: 'item' | 'deal' | 'deal_part';
  parent?: string;
  savings?: Array<{ kind: 'promotion' | 'manual'; id: string; name: string; amount_minor: number }>;
}

interface Ctx {
  products: { id: string; name: string }[];
  kioskId: string;
  userId: string;
}

async function context(): Promise<Ctx> {
  const db = server.database.db;
  const products = await db.selectFrom('products').select(['id', 'name']).orderBy('name').limit(4).execute();
  const kiosk = await db.selectFrom('kiosk_users').select('id').executeTakeFirstOrThrow();
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', demo('admin').email)
    .executeTakeFirstOrThrow();
  return {
    products: products.map((p) => ({ id: p.id, name: String(p.name) })),
    kioskId: kiosk.id,
    userId: user.id,
  };
}

/** A paid order (one approved cash part), its lines inserted in order (a deal's header before its parts). */
async function paidOrder(
  ctx: Ctx,
  channel: 'kiosk' | 'till',
  lines: Line[],
  manual: Array<{ reason: string; amount_minor: number }> = [],
) {
  const db = server.database.db;
  sequence += 1;
  const total = lines.reduce((a, l) => a + l.total, 0);
  const gross = lines.filter((l) => l.kind !== 'deal_part').reduce((a, l) => a + l.gross, 0);
  const order = await db
    .insertInto('orders')
    .values({
      order_number: `DS${String(sequence).padStart(6, '0')}`,
      reference_number: 500 + sequence,
      business_day: new Date(`${DAY}T00:00:00Z`),
      kiosk_id: channel === 'kiosk' ? ctx.kioskId : null,
      created_by_user_id: channel === 'till' ? ctx.userId : null,
      order_type: 'takeaway',
      subtotal_minor: total,
      tax_minor: 0,
      total_minor: total,
      channel,
      gross_minor: gross,
      discount_minor: gross - total,
      manual_discounts: JSON.stringify(
        manual.map((m) => ({ type: 'amount', value: m.amount_minor, scope: 'order', ...m })),
      ),
      created_at: new Date(`${DAY}T12:15:00+03:00`),
      metadata: '{}',
    } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  const ids: string[] = [];
  for (const l of lines) {
    const row = await db
      .insertInto('order_items')
      .values({
        order_id: order.id,
        product_id: l.product.id,
        product_name: l.product.name,
        quantity: l.quantity,
        unit_price_minor: l.kind === 'deal' ? 0 : Math.round(l.gross / l.quantity),
        total_price_minor: l.total,
        vat_rate: 10,
        vat_minor: 0,
        configurations: '[]',
        kind: l.kind ?? 'item',
        parent_item_id: l.parent === undefined ? null : (ids[Number(l.parent)] as string),
        gross_minor: l.gross,
        discount_minor: l.kind === 'deal_part' ? 0 : (l.discount ?? l.gross - l.total),
        savings: JSON.stringify(l.savings ?? []),
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  const part = await db
    .insertInto('payment_attempts')
    .values({
      order_id: order.id,
      attempt_no: 1,
      driver: 'REST',
      method: 'cash',
      pos_device_id: null,
      status: 'approved',
      amount_minor: total,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('orders')
    .set({ status: 'paid', payment_status: 'paid', paid_at: new Date() })
    .where('id', '=', order.id)
    .execute();
  return { id: order.id, partId: part.id, itemIds: ids };
}

async function refund(
  order: { id: string; partId: string },
  amount: number,
  lines: Array<{ order_item_id: string; quantity: number }>,
) {
  await server.database.db
    .insertInto('payment_reversals')
    .values({
      refund_id: crypto.randomUUID(),
      order_id: order.id,
      payment_attempt_id: order.partId,
      kind: 'refund',
      amount_minor: amount,
      status: 'completed',
      reason: 'test',
      lines: JSON.stringify(lines),
    } as never)
    .execute();
}

const kept = async () =>
  (
    await sql<Record<string, unknown>>`
      SELECT business_day::text AS day, kind, key, sum(n)::int AS n, sum(quantity)::int AS quantity,
        sum(gross_minor)::int AS gross, sum(discount_minor)::int AS discount, sum(net_minor)::int AS net,
        sum(refund_minor)::int AS refund
      FROM sales_discount_totals GROUP BY 1, 2, 3
      HAVING sum(n) <> 0 OR sum(gross_minor) <> 0 OR sum(discount_minor) <> 0 OR sum(net_minor) <> 0
        OR sum(refund_minor) <> 0
      ORDER BY 1, 2, 3`.execute(server.database.db)
  ).rows;

describe('discounts and meal deals in the reports', () => {
  it('reports promotions, manual discounts and deals by channel, a deal part refund reducing its net', async () => {
    const ctx = await context();
    const [burger, fries, cola, deal] = ctx.products as [
      Ctx['products'][number],
      Ctx['products'][number],
      Ctx['products'][number],
      Ctx['products'][number],
    ];
    const happy = { kind: 'promotion' as const, id: 'promo-happy', name: 'Happy hour' };
    // Kiosk: two burgers with a happy-hour saving of 10,00 on the line, a plain cola.
    await paidOrder(ctx, 'kiosk', [
      {
        product: burger,
        quantity: 2,
        gross: 30_000,
        total: 29_000,
        savings: [{ ...happy, amount_minor: 1_000 }],
      },
      { product: cola, quantity: 1, gross: 4_000, total: 4_000 },
    ]);
    // Till: an order discount of 15,00 ('Personel') spread over two lines, one with happy hour too.
    await paidOrder(
      ctx,
      'till',
      [
        {
          product: burger,
          quantity: 1,
          gross: 15_000,
          total: 13_000,
          savings: [
            { ...happy, amount_minor: 500 },
            { kind: 'manual', id: 'm1', name: 'Personel', amount_minor: 1_500 },
          ],
        },
        {
          product: fries,
          quantity: 1,
          gross: 6_000,
          total: 6_000,
          savings: [],
        },
      ],
      [{ reason: 'Personel', amount_minor: 1_500 }],
    );
    // Till: a meal deal (list 30,00 for its parts at 25,00, happy hour 2,50 on it): the header has
    // no money, its parts carry the apportioned 22,50.
    const dealOrder = await paidOrder(ctx, 'till', [
      {
        product: deal,
        quantity: 1,
        gross: 25_000,
        total: 0,
        discount: 2_500,
        kind: 'deal',
        savings: [{ ...happy, amount_minor: 2_500 }],
      },
      { product: burger, quantity: 1, gross: 0, total: 14_000, kind: 'deal_part', parent: '0' },
      { product: fries, quantity: 1, gross: 0, total: 5_000, kind: 'deal_part', parent: '0' },
      { product: cola, quantity: 1, gross: 0, total: 3_500, kind: 'deal_part', parent: '0' },
    ]);
    // The deal's fries refunded alone.
    await refund(dealOrder, 5_000, [{ order_item_id: dealOrder.itemIds[2] as string, quantity: 1 }]);

    const dashboard = await client.call<{ data: SalesDashboard }>(
      'GET',
      `/functions/v1/sales-dashboard?preset=custom&from=${DAY}&to=${DAY}`,
      { token: admin },
    );
    expect(dashboard.status).toBe(200);
    const d = dashboard.body.data.discounts;
    expect(d?.by_channel).toEqual([
      {
        channel: 'kiosk',
        orders: 1,
        gross_minor: 34_000,
        discount_minor: 1_000,
        sales_minor: 33_000,
        refunds_minor: 0,
        net_minor: 33_000,
      },
      {
        channel: 'till',
        orders: 2,
        gross_minor: 46_000,
        discount_minor: 4_500,
        sales_minor: 41_500,
        refunds_minor: 5_000,
        net_minor: 36_500,
      },
    ]);
    expect(d).toMatchObject({
      gross_minor: 80_000,
      discount_minor: 5_500,
      sales_minor: 74_500,
      refunds_minor: 5_000,
      net_minor: 69_500,
    });
    // The existing figures unchanged: gross sales are what was paid.
    expect(dashboard.body.data.summary.gross_sales_minor).toBe(74_500);
    expect(d?.promotions).toEqual([
      { id: 'promo-happy', name: 'Happy hour', times: 3, quantity: 4, discount_minor: 4_000 },
    ]);
    expect(d?.manual).toEqual({
      count: 1,
      discount_minor: 1_500,
      by_reason: [{ reason: 'Personel', count: 1, discount_minor: 1_500 }],
    });
    expect(d?.deals).toEqual([
      {
        product_key: deal.id,
        name: deal.name,
        count: 1,
        quantity: 1,
        gross_minor: 25_000,
        discount_minor: 2_500,
        sales_minor: 22_500,
        refunds_minor: 5_000,
        net_minor: 17_500,
      },
    ]);

    const z = await client.call<{ data: ZReportResponse }>('GET', `/functions/v1/z-report?day=${DAY}`, {
      token: admin,
    });
    expect(z.status).toBe(200);
    expect(z.body.data.report.discounts).toEqual(d);
    expect(z.body.data.report.net_sales_minor).toBe(d?.net_minor);

    const csv = await fetch(`${server.urls.admin}/functions/v1/z-report.csv?day=${DAY}&lang=tr`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    const rows = new TextDecoder()
      .decode(new Uint8Array(await csv.arrayBuffer()).slice(3))
      .trim()
      .split('\r\n')
      .map((r) => r.split(';'));
    expect(rows).toContainEqual(['İndirimler ve menüler', 'İndirim', '55,00', '', '']);
    expect(rows).toContainEqual(['İndirimler ve menüler', 'Kampanya: Happy hour (3 adet)', '40,00', '', '']);
    expect(rows).toContainEqual([
      'İndirimler ve menüler',
      `Menü: ${deal.name} (1 adet) – Net`,
      '175,00',
      '',
      '',
    ]);

    // The whole refund removed: the deal's net is its parts again; the rebuild gives the same rows.
    await sql`DELETE FROM payment_reversals WHERE order_id = ${dealOrder.id}`.execute(server.database.db);
    const after = await kept();
    expect(after).toContainEqual(
      expect.objectContaining({ kind: 'deal', key: deal.id, net: 22_500, refund: 0 }),
    );
    await sql`SELECT sales_totals_rebuild()`.execute(server.database.db);
    expect(await kept()).toEqual(after);

    // A whole-order refund (no lines) splits over the plain lines and the parts: the deal gets its parts' share.
    await refund(dealOrder, 22_500, []);
    expect(await kept()).toContainEqual(
      expect.objectContaining({ kind: 'deal', key: deal.id, net: 22_500, refund: 22_500 }),
    );
    // The order deleted: its figures go with it.
    await sql`DELETE FROM orders WHERE id = ${dealOrder.id}`.execute(server.database.db);
    const left = await kept();
    expect(left.some((r) => r.kind === 'deal')).toBe(false);
    await sql`SELECT sales_totals_rebuild()`.execute(server.database.db);
    expect(await kept()).toEqual(left);
  });
});
