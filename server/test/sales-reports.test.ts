import type { SalesDashboard, ZReportResponse } from '@kiosk/contracts';
import { refundVat, splitReversalByRate } from '@kiosk/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, demo, nextIp } from './support/api.js';
import { keptRangeAggregates, plainRangeAggregates } from './support/range-aggregates.js';
import { startTestServer, type TestServer } from './support/test-server.js';

let server: TestServer;
let client: ReturnType<typeof api>;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  client = api(server.urls.admin);
  admin = (await client.signIn(demo('admin').email, demo('admin').password, nextIp())).body.access_token;
});
afterAll(() => server?.close());

/** A small deterministic generator (the same random history on every run). */
function random(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  return { next, int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)) };
}

const DAYS = ['2026-01-12', '2026-01-13', '2026-01-14'];
let sequence = 0;

interface Made {
  id: string;
  parts: { id: string; amount: number }[];
}

/** An order with lines and 1-2 parts written straight to the tables (as the services would). */
async function makeOrder(rnd: ReturnType<typeof random>, ctx: Ctx, day: string): Promise<Made> {
  const db = server.database.db;
  sequence += 1;
  const lines = Array.from({ length: rnd.int(1, 3) }, () => {
    const product = ctx.products[rnd.int(0, ctx.products.length - 1)] as { id: string; name: string };
    const quantity = rnd.int(1, 4);
    const unit = rnd.int(100, 9_999);
    const vat_rate = [1, 10, 20][rnd.int(0, 2)] as number;
    const total = quantity * unit;
    return {
      product,
      quantity,
      unit,
      vat_rate,
      total,
      vat: Math.round((total * vat_rate) / (100 + vat_rate)),
    };
  });
  const total = lines.reduce((a, l) => a + l.total, 0);
  const till = rnd.next() < 0.5;
  const order = await db
    .insertInto('orders')
    .values({
      order_number: `SR${String(sequence).padStart(6, '0')}`,
      reference_number: sequence % 999,
      business_day: new Date(`${day}T00:00:00Z`),
      kiosk_id: till ? null : ctx.kioskId,
      created_by_user_id: till ? ctx.userId : null,
      channel: till ? 'till' : 'kiosk',
      order_type: rnd.next() < 0.5 ? 'eat_in' : 'takeaway',
      subtotal_minor: total,
      tax_minor: lines.reduce((a, l) => a + l.vat, 0),
      total_minor: total,
      created_at: new Date(`${day}T${String(rnd.int(6, 20)).padStart(2, '0')}:15:00+03:00`),
      metadata: '{}',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('order_items')
    .values(
      lines.map((l) => ({
        order_id: order.id,
        product_id: l.product.id,
        product_name: l.product.name,
        quantity: l.quantity,
        unit_price_minor: l.unit,
        total_price_minor: l.total,
        vat_rate: l.vat_rate,
        vat_minor: l.vat,
        configurations: '[]',
      })),
    )
    .execute();
  const cut = total > 1 && rnd.next() < 0.5 ? rnd.int(1, total - 1) : total;
  const amounts = cut === total ? [total] : [cut, total - cut];
  const parts: Made['parts'] = [];
  for (const [i, amount] of amounts.entries()) {
    const cash = rnd.next() < 0.4;
    const part = await db
      .insertInto('payment_attempts')
      .values({
        order_id: order.id,
        attempt_no: i + 1,
        driver: 'REST',
        method: cash ? 'cash' : 'card',
        pos_device_id: cash ? null : ctx.posId,
        // Not live (one live attempt per order); set approved or failed below.
        status: 'cancelled',
        amount_minor: amount,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    parts.push({ id: part.id, amount });
  }
  return { id: order.id, parts };
}

interface Ctx {
  products: { id: string; name: string }[];
  kioskId: string;
  userId: string;
  posId: string | null;
}

async function context(): Promise<Ctx> {
  const db = server.database.db;
  const products = await db.selectFrom('products').select(['id', 'name']).limit(5).execute();
  const kiosk = await db.selectFrom('kiosk_users').select('id').executeTakeFirstOrThrow();
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', demo('admin').email)
    .executeTakeFirstOrThrow();
  const pos = await db.selectFrom('pos_devices').select('id').executeTakeFirst();
  return {
    products: products.map((p) => ({ id: p.id, name: String(p.name) })),
    kioskId: kiosk.id,
    userId: user.id,
    posId: pos?.id ?? null,
  };
}

async function pay(made: Made) {
  const db = server.database.db;
  for (const part of made.parts)
    await db.updateTable('payment_attempts').set({ status: 'approved' }).where('id', '=', part.id).execute();
  await db
    .updateTable('orders')
    .set({ status: 'paid', payment_status: 'paid', paid_at: new Date() })
    .where('id', '=', made.id)
    .execute();
}

async function refund(
  made: Made,
  kind: 'void' | 'refund' | 'cash_return',
  amount: number,
  complete: boolean,
  lines: Array<{ order_item_id: string; quantity: number }> = [],
) {
  const db = server.database.db;
  const part = made.parts[0] as { id: string };
  const row = await db
    .insertInto('payment_reversals')
    .values({
      refund_id: crypto.randomUUID(),
      order_id: made.id,
      payment_attempt_id: part.id,
      kind,
      amount_minor: amount,
      status: 'pending',
      reason: 'test',
      lines: JSON.stringify(lines),
    } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  if (complete)
    await db
      .updateTable('payment_reversals')
      .set({ status: 'completed' } as never)
      .where('id', '=', row.id)
      .execute();
}

/** The aggregates as a plain GROUP BY over the orders, their lines, parts and reversals. */
async function plainAggregates() {
  const db = server.database.db;
  const hours = await sql<Record<string, unknown>>`
    SELECT o.business_day::text AS day, extract(hour FROM o.created_at)::int AS hour,
      CASE WHEN o.kiosk_id IS NULL THEN 'till' ELSE 'kiosk' END AS channel, o.order_type,
      coalesce(o.kiosk_id::text, o.created_by_user_id::text, '') AS source_key, count(*)::int AS orders,
      sum((SELECT coalesce(sum(total_price_minor), 0) FROM order_items i WHERE i.order_id = o.id))::bigint::text AS gross
    FROM orders o WHERE o.payment_status = 'paid' GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5`.execute(db);
  const lines = await sql<Record<string, unknown>>`
    SELECT o.business_day::text AS day, coalesce(i.product_id::text, i.product_name) AS product_key, i.vat_rate,
      sum(i.quantity)::int AS quantity, sum(i.total_price_minor)::text AS gross, sum(i.vat_minor)::text AS vat
    FROM orders o JOIN order_items i ON i.order_id = o.id WHERE o.payment_status = 'paid'
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`.execute(db);
  const money = await sql<Record<string, unknown>>`
    SELECT day, method, terminal_key, kind, sum(n)::int AS n, sum(amount)::text AS amount FROM (
      SELECT o.business_day::text AS day, p.method, coalesce(p.pos_device_id::text, '') AS terminal_key, 'sale' AS kind,
        1 AS n, p.amount_minor AS amount
      FROM payment_attempts p JOIN orders o ON o.id = p.order_id WHERE p.status = 'approved'
      UNION ALL
      SELECT o.business_day::text, p.method, coalesce(p.pos_device_id::text, ''), r.kind, 1, r.amount_minor
      FROM payment_reversals r JOIN payment_attempts p ON p.id = r.payment_attempt_id JOIN orders o ON o.id = r.order_id
      WHERE r.status = 'completed') x GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`.execute(db);
  // Refunds by KDV rate: each completed reversal split by the domain rule (not by SQL), summed.
  const reversals = await sql<{ day: string; order_id: string; amount: string; lines: unknown }>`
    SELECT o.business_day::text AS day, r.order_id, r.amount_minor::text AS amount, r.lines
    FROM payment_reversals r JOIN payment_attempts p ON p.id = r.payment_attempt_id JOIN orders o ON o.id = r.order_id
    WHERE r.status = 'completed'`.execute(db);
  const items = await sql<{
    id: string;
    order_id: string;
    quantity: number;
    total: string;
    vat_rate: number;
  }>`
    SELECT id, order_id, quantity, total_price_minor::text AS total, vat_rate FROM order_items`.execute(db);
  const refundRates = new Map<string, number>();
  for (const r of reversals.rows) {
    const orderLines = items.rows
      .filter((i) => i.order_id === r.order_id)
      .map((i) => ({
        id: i.id,
        productKey: i.id,
        productName: '',
        quantity: i.quantity,
        totalMinor: Number(i.total),
        vatRate: i.vat_rate,
        vatMinor: 0,
      }));
    const chosen = (
      (typeof r.lines === 'string' ? JSON.parse(r.lines) : r.lines) as Array<{
        order_item_id: string;
        quantity: number;
      }>
    ).map((l) => ({ orderItemId: l.order_item_id, quantity: l.quantity }));
    const split = splitReversalByRate({ amountMinor: Number(r.amount), lines: chosen }, orderLines);
    for (const [rate, amount] of split) {
      const key = `${r.day}|${String(rate).padStart(3, '0')}`;
      refundRates.set(key, (refundRates.get(key) ?? 0) + amount);
    }
  }
  const refunds = [...refundRates.entries()]
    .filter(([, amount]) => amount !== 0)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([key, amount]) => {
      const [day, rate] = key.split('|');
      return { day, vat_rate: Number(rate), amount: String(amount) };
    });
  return { hours: hours.rows, lines: lines.rows, money: money.rows, refunds };
}

async function keptAggregates() {
  const db = server.database.db;
  const hours = await sql<Record<string, unknown>>`
    SELECT business_day::text AS day, hour::int AS hour, channel, order_type, source_key, orders::int AS orders, gross_minor::text AS gross
    FROM sales_hour_totals WHERE orders <> 0 OR gross_minor <> 0 ORDER BY 1, 2, 3, 4, 5`.execute(db);
  const lines = await sql<Record<string, unknown>>`
    SELECT business_day::text AS day, product_key, vat_rate, sum(quantity)::int AS quantity, sum(gross_minor)::text AS gross,
      sum(vat_minor)::text AS vat
    FROM sales_line_totals GROUP BY 1, 2, 3 HAVING sum(quantity) <> 0 OR sum(gross_minor) <> 0 ORDER BY 1, 2, 3`.execute(
    db,
  );
  const money = await sql<Record<string, unknown>>`
    SELECT business_day::text AS day, method, terminal_key, kind, n::int AS n, amount_minor::text AS amount
    FROM sales_money_totals WHERE n <> 0 OR amount_minor <> 0 ORDER BY 1, 2, 3, 4`.execute(db);
  const refunds = await sql<Record<string, unknown>>`
    SELECT business_day::text AS day, vat_rate, amount_minor::text AS amount
    FROM sales_refund_rate_totals WHERE amount_minor <> 0 ORDER BY 1, 2`.execute(db);
  return { hours: hours.rows, lines: lines.rows, money: money.rows, refunds: refunds.rows };
}

/** Paid orders by day and channel (sales_discount_totals' channel rows) as a plain GROUP BY. */
async function plainChannels() {
  const { rows } = await sql<Record<string, unknown>>`
    SELECT day, channel, sum(n)::int AS n, sum(gross)::text AS gross, sum(net)::text AS net, sum(refund)::text AS refund
    FROM (
      SELECT o.business_day::text AS day, o.channel, 1 AS n, o.gross_minor AS gross,
        (SELECT coalesce(sum(i.total_price_minor), 0) FROM order_items i WHERE i.order_id = o.id) AS net, 0 AS refund
      FROM orders o WHERE o.payment_status = 'paid'
      UNION ALL
      SELECT o.business_day::text, o.channel, 0, 0, 0, r.amount_minor
      FROM payment_reversals r JOIN payment_attempts p ON p.id = r.payment_attempt_id JOIN orders o ON o.id = r.order_id
      WHERE r.status = 'completed') x
    GROUP BY 1, 2 HAVING sum(n) <> 0 OR sum(gross) <> 0 OR sum(net) <> 0 OR sum(refund) <> 0
    ORDER BY 1, 2`.execute(server.database.db);
  return rows;
}

async function keptChannels() {
  const { rows } = await sql<Record<string, unknown>>`
    SELECT business_day::text AS day, key AS channel, sum(n)::int AS n, sum(gross_minor)::text AS gross,
      sum(net_minor)::text AS net, sum(refund_minor)::text AS refund
    FROM sales_discount_totals WHERE kind = 'channel'
    GROUP BY 1, 2 HAVING sum(n) <> 0 OR sum(gross_minor) <> 0 OR sum(net_minor) <> 0 OR sum(refund_minor) <> 0
    ORDER BY 1, 2`.execute(server.database.db);
  return rows;
}

describe('sales aggregates', () => {
  it('equal a plain aggregate query after random payments, line changes, refunds, day moves and deletes', async () => {
    const ctx = await context();
    const rnd = random(21);
    const db = server.database.db;
    for (let i = 0; i < 60; i += 1) {
      const made = await makeOrder(rnd, ctx, DAYS[rnd.int(0, 2)] as string);
      const fate = rnd.next();
      if (fate < 0.7) await pay(made);
      else if (fate < 0.8) {
        // Taken in part, order still open (money on an unpaid order).
        await db
          .updateTable('payment_attempts')
          .set({ status: 'approved' })
          .where('id', '=', (made.parts[0] as { id: string }).id)
          .execute();
      } else
        await db
          .updateTable('payment_attempts')
          .set({ status: 'failed' })
          .where('order_id', '=', made.id)
          .execute();
      const after = rnd.next();
      if (fate < 0.7 && after < 0.25) {
        // Whole-order or chosen lines (some units of some lines); then maybe a line changes.
        const items = await db
          .selectFrom('order_items')
          .select(['id', 'quantity'])
          .where('order_id', '=', made.id)
          .orderBy('id')
          .execute();
        const lines =
          rnd.next() < 0.5
            ? items
                .map((i) => ({ order_item_id: i.id, quantity: rnd.int(0, i.quantity) }))
                .filter((l) => l.quantity > 0)
            : [];
        await refund(
          made,
          (['void', 'refund', 'cash_return'] as const)[rnd.int(0, 2)] ?? 'refund',
          rnd.int(1, (made.parts[0] as { amount: number }).amount),
          rnd.next() < 0.8,
          lines,
        );
        if (rnd.next() < 0.3)
          await db
            .updateTable('order_items')
            .set((eb) => ({
              quantity: eb('quantity', '+', 1),
              total_price_minor: eb('total_price_minor', '+', eb.ref('unit_price_minor')),
            }))
            .where('id', '=', (items[0] as { id: string }).id)
            .execute();
        if (rnd.next() < 0.2)
          await db
            .updateTable('orders')
            .set({ business_day: new Date(`${DAYS[rnd.int(0, 2)]}T00:00:00Z`) })
            .where('id', '=', made.id)
            .execute();
      } else if (fate < 0.7 && after < 0.35)
        await db
          .updateTable('order_items')
          .set((eb) => ({
            quantity: eb('quantity', '+', 1),
            total_price_minor: eb('total_price_minor', '+', eb.ref('unit_price_minor')),
          }))
          .where('order_id', '=', made.id)
          .execute();
      else if (after < 0.42)
        await db
          .updateTable('orders')
          .set({ business_day: new Date(`${DAYS[rnd.int(0, 2)]}T00:00:00Z`) })
          .where('id', '=', made.id)
          .execute();
      else if (after < 0.47) await db.deleteFrom('orders').where('id', '=', made.id).execute();
      else if (fate < 0.7 && after < 0.52)
        await db
          .updateTable('payment_attempts')
          .set({ status: 'cancelled' })
          .where('order_id', '=', made.id)
          .execute();
      else if (after < 0.62)
        // lines added to the order (paid or not), two in one statement, copies of its first line
        await sql`INSERT INTO order_items (order_id, product_id, product_name, quantity, unit_price_minor,
            total_price_minor, vat_rate, vat_minor, configurations)
          SELECT order_id, product_id, product_name, quantity + g, unit_price_minor, total_price_minor * (quantity + g) / quantity,
            vat_rate, vat_minor, configurations
          FROM (SELECT * FROM order_items WHERE order_id = ${made.id} ORDER BY id LIMIT 1) i, generate_series(0, 1) g`.execute(
          db,
        );
    }
    const plain = await plainAggregates();
    expect(plain.hours.length).toBeGreaterThan(10);
    expect(new Set(plain.money.map((m) => m.kind)).size).toBeGreaterThan(2);
    expect(new Set(plain.refunds.map((r) => r.vat_rate)).size).toBeGreaterThan(1);
    expect(await keptAggregates()).toEqual(plain);
    // The discount aggregates' channels (issue 33): orders, gross, what was paid and the refunds.
    const channels = await plainChannels();
    expect(new Set(channels.map((c) => c.channel))).toEqual(new Set(['kiosk', 'till']));
    expect(await keptChannels()).toEqual(channels);
    // The range aggregate (issue 34): by day, store and channel, hours, items, methods, refunds and voids.
    const range = await plainRangeAggregates(db as never);
    expect(new Set(range.map((r) => r.kind))).toEqual(new Set(['hour', 'item', 'method', 'refund', 'void']));
    expect(await keptRangeAggregates(db as never)).toEqual(range);
    // The rebuild (used after bulk loads) gives the same rows.
    const before = await keptAggregates();
    await sql`SELECT sales_totals_rebuild()`.execute(db);
    expect(await keptAggregates()).toEqual(before);
    expect(await keptChannels()).toEqual(channels);
    expect(await keptRangeAggregates(db as never)).toEqual(range);
  });
});

describe('Z report, close the day and CSV', () => {
  const DAY = '2026-02-10';

  it('reports the day, closes it once, flags later changes and exports Turkish CSV', async () => {
    const ctx = await context();
    const rnd = random(7);
    const made: Made[] = [];
    for (let i = 0; i < 6; i += 1) {
      const order = await makeOrder(rnd, ctx, DAY);
      await pay(order);
      made.push(order);
    }
    await refund(made[0] as Made, 'refund', 150, true);
    const totals = await sql<{ gross: string; vat: string; paid: string; refunds: string }>`
      SELECT (SELECT sum(total_minor) FROM orders WHERE business_day = ${DAY}::date AND payment_status = 'paid')::text AS gross,
        (SELECT sum(i.vat_minor) FROM order_items i JOIN orders o ON o.id = i.order_id WHERE o.business_day = ${DAY}::date)::text AS vat,
        (SELECT sum(p.amount_minor) FROM payment_attempts p JOIN orders o ON o.id = p.order_id WHERE o.business_day = ${DAY}::date AND p.status = 'approved')::text AS paid,
        (SELECT sum(r.amount_minor) FROM payment_reversals r JOIN orders o ON o.id = r.order_id WHERE o.business_day = ${DAY}::date)::text AS refunds`.execute(
      server.database.db,
    );
    const expected = totals.rows[0] as { gross: string; vat: string; paid: string; refunds: string };

    const get = await client.call<{ data: ZReportResponse }>('GET', `/functions/v1/z-report?day=${DAY}`, {
      token: admin,
    });
    expect(get.status).toBe(200);
    const report = get.body.data.report;
    expect(get.body.data.closing).toBeNull();
    // The printout's header: the outlet (the active businesses) and, once closed, the Z number.
    expect(get.body.data.outlet_name).toBe('Demo Büfe');
    expect(report.gross_sales_minor).toBe(Number(expected.gross));
    expect(report.collected_minor).toBe(Number(expected.paid));
    expect(report.unreconciled_minor).toBe(0);
    expect(report.refunds_minor).toBe(150);
    expect(report.net_sales_minor).toBe(Number(expected.gross) - 150);
    expect(report.vat_total_minor).toBe(Number(expected.vat));
    expect(report.by_vat_rate.map((r) => r.vat_rate)).toEqual([1, 10, 20]);
    // The refund split by rate: the parts add up to it, net per rate = gross - refunds and adds up
    // to net sales, the net's KDV is the lines' KDV less the refunds' share and with its matrah makes the net.
    const sumOf = (f: (r: (typeof report.by_vat_rate)[number]) => number | undefined) =>
      report.by_vat_rate.reduce((a, r) => a + (f(r) ?? 0), 0);
    expect(sumOf((r) => r.refund_minor)).toBe(150);
    expect(sumOf((r) => r.net_minor)).toBe(report.net_sales_minor);
    for (const r of report.by_vat_rate) {
      expect(r.net_minor).toBe(r.gross_minor - (r.refund_minor ?? 0));
      expect(r.net_vat_minor).toBe(
        r.vat_minor -
          refundVat({
            ...r,
            vatRate: r.vat_rate,
            grossMinor: r.gross_minor,
            vatMinor: r.vat_minor,
            refundMinor: r.refund_minor ?? 0,
          }),
      );
      expect((r.net_vat_minor ?? 0) + (r.net_net_base_minor ?? 0)).toBe(r.net_minor);
    }
    expect((report.net_vat_total_minor ?? 0) + (report.net_net_base_total_minor ?? 0)).toBe(
      report.net_sales_minor,
    );
    expect(report.counts).toEqual({ sales: 6, cancellations: 0, refunds: 1 });
    expect(report.first_sale_at).not.toBeNull();

    const dashboard = await client.call<{ data: SalesDashboard }>(
      'GET',
      `/functions/v1/sales-dashboard?preset=custom&from=${DAY}&to=${DAY}`,
      { token: admin },
    );
    expect(dashboard.status).toBe(200);
    expect(dashboard.body.data.summary.gross_sales_minor).toBe(Number(expected.gross));
    expect(dashboard.body.data.summary.orders).toBe(6);
    expect(dashboard.body.data.by_hour.reduce((a, h) => a + h.gross_minor, 0)).toBe(Number(expected.gross));
    expect(dashboard.body.data.previous.from).toBe('2026-02-03');

    const close = await client.call<{ data: ZReportResponse }>('POST', '/functions/v1/z-report/close', {
      token: admin,
      body: { day: DAY },
    });
    expect(close.status).toBe(201);
    expect(close.body.data.closing?.closed_by).toBeTruthy();
    expect(close.body.data.closing?.changed_at).toBeNull();
    expect(close.body.data.closing?.z_number).toBe(1);
    const unchanged = await client.call<{ data: ZReportResponse }>(
      'GET',
      `/functions/v1/z-report?day=${DAY}`,
      {
        token: admin,
      },
    );
    expect(unchanged.body.data.closing?.current).toBeNull();
    expect(unchanged.body.data.report).toEqual(report);
    const again = await client.call<{ error: { code: string } }>('POST', '/functions/v1/z-report/close', {
      token: admin,
      body: { day: DAY },
    });
    expect(again.status).toBe(409);

    // A later refund on the closed day: the closed report stays, the change is flagged.
    await refund(made[1] as Made, 'cash_return', 100, true);
    const later = await client.call<{ data: ZReportResponse }>('GET', `/functions/v1/z-report?day=${DAY}`, {
      token: admin,
    });
    expect(later.body.data.report.refunds_minor).toBe(150);
    expect(later.body.data.closing?.changed_at).not.toBeNull();
    expect(later.body.data.closing?.current?.refunds_minor).toBe(250);

    const csv = await fetch(`${server.urls.admin}/functions/v1/z-report.csv?day=${DAY}&lang=tr`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const rows = text
      .trim()
      .split('\r\n')
      .map((r) => r.split(';'));
    expect(rows[0]).toEqual(['Bölüm', 'Kalem', 'Tutar (TL)', 'KDV (TL)', 'Matrah (TL)']);
    expect(rows).toContainEqual(['Özet', 'İş günü', '10.02.2026', '', '']);
    const gross = Number(expected.gross);
    const trAmount = `${String(Math.trunc(gross / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${String(gross % 100).padStart(2, '0')}`;
    expect(rows.find((r) => r[1] === 'Brüt satış')?.[2]).toBe(trAmount);
    expect(rows.find((r) => r[1] === 'İadeler')?.[2]).toBe('1,50');
    // Refunds by rate: one row per rate, adding up to the day's refunds (closed report: 1,50).
    const rateRefunds = rows.filter((r) => r[0] === 'KDV oranı' && r[1]?.endsWith('– İadeler'));
    expect(rateRefunds.map((r) => r[1])).toEqual([
      'KDV %1 – İadeler',
      'KDV %10 – İadeler',
      'KDV %20 – İadeler',
    ]);
    expect(
      rateRefunds.reduce((a, r) => a + Number((r[2] ?? '').replace(/\./g, '').replace(',', '')), 0),
    ).toBe(150);
  });

  it('refuses bad days with a field-named error, a future day, callers not signed in and staff who are not admins', async () => {
    const bad = await client.call<{ error: { code: string; message: string } }>(
      'GET',
      '/functions/v1/z-report?day=2026-02-30',
      {
        token: admin,
      },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('validation_failed');
    expect(bad.body.error.message).toContain('day');
    const range = await client.call<{ error: { message: string } }>(
      'GET',
      '/functions/v1/sales-dashboard?preset=custom&from=2026-02-10',
      {
        token: admin,
      },
    );
    expect(range.status).toBe(400);
    expect(range.body.error.message).toContain('to');
    const future = await client.call('POST', '/functions/v1/z-report/close', {
      token: admin,
      body: { day: '2099-01-01' },
    });
    expect(future.status).toBe(400);
    expect((await client.call('GET', '/functions/v1/z-report?day=2026-02-10')).status).toBe(401);
    const cashier = (await client.signIn(demo('cashier').email, demo('cashier').password, nextIp())).body
      .access_token;
    expect(
      (await client.call('GET', '/functions/v1/z-report?day=2026-02-10', { token: cashier })).status,
    ).toBe(403);
    expect(
      (
        await client.call('POST', '/functions/v1/z-report/close', {
          token: cashier,
          body: { day: '2026-02-11' },
        })
      ).status,
    ).toBe(403);
  });
});
