// Issue 37 part 2: the Postgres CPU of a created and a paid order, load-robust. One connection runs
// the order path's own statements (the repositories' code, no HTTP, no terminal) one order at a
// time: the create statement (2 lines, an idempotency key, its event), then the payment: the
// terminal's sequence, the attempt stored, its move to sent, the approval (the order paid with its
// POS / card details, receipts and event; every trigger of the reports, the kitchen, the day counts
// and the status history). The figure is that one backend's CPU (user + system from /proc, the same
// on a loaded machine as on a quiet one, within the kernel's 10 ms ticks), with the statements it
// ran (pg_stat_statements) and a single-row INSERT's CPU measured the same way as the floor.
// BENCH_ORDERS_SQL_N=<n> orders per round (default 400); BENCH_EXPERIMENT=<sql> runs first.

import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { type Kysely, sql } from 'kysely';
import { connectDatabase } from '../../server/src/db/database.js';
import type { DB } from '../../server/src/db/schema.js';
import { repositories } from '../../server/src/repositories/index.js';
import type { NewOrder } from '../../server/src/repositories/order.repository.js';
import type { ApprovalValues } from '../../server/src/repositories/payment-approval.repository.js';
import { nextSequence } from '../../server/src/repositories/pos-device-state.js';
import type { Report, startCluster } from './support.js';

const CLOCK_TICKS = 100;

function backendCpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}

type BenchProduct = { id: string; name: string; price_minor: number };

/** A kiosk order of one each of `products`, as the create service hands it to the repository. */
function newOrder(id: string, kioskId: string, products: BenchProduct[]): NewOrder {
  const total = products.reduce((sum, p) => sum + p.price_minor, 0);
  return {
    key: {
      scope: `kiosk:${kioskId}`,
      key: randomUUID(),
      requestHash: 'h',
      response: { data: { id } },
    },
    order: {
      id,
      status: 'pending_payment',
      payment_status: 'pending',
      currency_code: 'TRY',
      order_type: 'eat_in',
      payment_method: 'card',
      kiosk_id: kioskId,
      kiosk_device_id: 'KD-SQL',
      created_by_user_id: null,
      subtotal_minor: total,
      tax_minor: 0,
      total_minor: total,
      customer: null,
      notes: null,
      metadata: {},
      created_at: new Date(),
      channel: 'kiosk',
      gross_minor: total,
      discount_minor: 0,
      manual_discounts: [],
      discount_approved_by: null,
    },
    lines: products.map((p) => ({
      id: randomUUID(),
      product_id: p.id,
      product_name: p.name,
      product_sku: null,
      quantity: 1,
      unit_price_minor: p.price_minor,
      total_price_minor: p.price_minor,
      vat_rate: 10,
      vat_minor: Math.round(p.price_minor / 11),
      configurations: [],
    })),
    notify: { channel: 'db_changes', text: `{"bench":"${id}"}` },
  };
}

/** What the processor writes for a card sale the terminal approved (its POS, card and receipts). */
function approval(attemptId: string, sequence: number): ApprovalValues {
  return {
    result: { ok: true },
    pos: {
      pos_sale_number: String(sequence),
      terminal_id: 'T1',
      invoice_no: null,
      document_no: String(sequence),
      document_type: 'sale',
      merchant_id: 'M1',
      sale_inquiry_link: null,
      financial_documents: [],
    },
    card: {
      card_brand: 'VISA',
      card_last4: '4242',
      card_type: 'credit',
      authorization_code: 'A1',
      batch_no: '1',
      response_code: '00',
    },
    receipts: [
      { type: 'customer', path: `receipts/${attemptId}-c.png` },
      { type: 'merchant', path: `receipts/${attemptId}-m.png` },
    ],
    announce: { channel: 'db_changes', paid: '{"bench":"paid"}', approved: '{"bench":"approved"}' },
  };
}

/** The bench's kiosk, its terminal and two plain products of the seeded menu. */
async function benchRows(db: Kysely<DB>) {
  const kiosk = await db
    .insertInto('kiosk_users')
    .values({ username: 'bench-sql-kiosk', password_hash: 'x', public_id: 'K-BENCHSQL' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const device = await db
    .insertInto('pos_devices')
    .values({
      kiosk_device_id: 'KD-SQL',
      pos_serial_number: 'PAV-SQL',
      fingerprint: 'KIOSK-SQL',
      kiosk_id: kiosk.id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const products = await db
    .selectFrom('products')
    .select(['id', 'name', 'price_minor'])
    .where('is_active', '=', true)
    .where('configurable', '=', false)
    .where('is_option_only', '=', false)
    .orderBy('name')
    .limit(2)
    .execute();
  return { kiosk, device, products };
}

export async function ordersSqlBench(cluster: Awaited<ReturnType<typeof startCluster>>): Promise<Report> {
  const n = Number(process.env.BENCH_ORDERS_SQL_N ?? 400);
  const url = await cluster.createDatabase('bench_orders_sql', { seeded: true });
  const database = connectDatabase(url, 1);
  const { db } = database;
  const repos = repositories(db);
  try {
    await sql`CREATE EXTENSION IF NOT EXISTS pg_stat_statements`.execute(db);
    if (process.env.BENCH_EXPERIMENT) await sql.raw(process.env.BENCH_EXPERIMENT).execute(db);
    const pid = (await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(db)).rows[0]?.pid ?? 0;
    const { kiosk, device, products } = await benchRows(db);
    const statements = async () =>
      Number(
        (
          await sql<{ calls: string }>`SELECT coalesce(sum(calls), 0)::bigint AS calls FROM pg_stat_statements
            WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())`.execute(db)
        ).rows[0]?.calls ?? 0,
      );
    /** CPU of the backend and statements per unit over `count` runs of `one`. */
    const measure = async (count: number, one: (i: number) => Promise<unknown>) => {
      const s0 = await statements();
      const cpu0 = backendCpuMs(pid);
      const t0 = performance.now();
      for (let i = 0; i < count; i += 1) await one(i);
      const wall = performance.now() - t0;
      const cpu = backendCpuMs(pid) - cpu0;
      return { cpu: cpu / count, wall: wall / count, statements: ((await statements()) - s0 - 1) / count };
    };

    await sql`CREATE TABLE bench_insert (id bigserial PRIMARY KEY, payload text NOT NULL, at timestamptz NOT NULL DEFAULT now())`.execute(
      db,
    );
    const insert = () =>
      sql`INSERT INTO bench_insert (payload) VALUES (${`row ${Math.random()}`})`.execute(db);
    await measure(100, insert);
    const inserted = await measure(n * 2, insert);

    const total = products.reduce((sum, p) => sum + p.price_minor, 0);
    const create = async () => {
      const id = randomUUID();
      await repos.order.createOrders([newOrder(id, kiosk.id, products)]);
      return id;
    };
    const pay = async (orderId: string) => {
      const sequence = await nextSequence(db, device.id, 1);
      const attempt = await repos.paymentAttempt.insertAttempt({
        order_id: orderId,
        attempt_no: 1,
        driver: 'REST',
        pos_device_id: device.id,
        amount_minor: total,
        handle: { sequence },
      });
      await repos.paymentAttempt.markSent(attempt.id, { channel: 'db_changes', text: '{"bench":"sent"}' });
      const approved = await repos.paymentApproval.approve(attempt.id, approval(attempt.id, sequence));
      if (!approved.paid) throw new Error('the bench order was not paid');
    };

    const round = async () => {
      const ids: string[] = [];
      const created = await measure(n, async () => ids.push(await create()));
      const paid = await measure(n, (i) => pay(ids[i] ?? ''));
      return { created, paid };
    };
    await measure(50, async () => pay(await create()));
    const row = (label: string, m: { cpu: number; wall: number; statements: number }) =>
      [
        label,
        `${m.cpu.toFixed(3)} ms CPU (${(m.cpu / inserted.cpu).toFixed(1)}x an INSERT), ${m.statements.toFixed(1)} statements, wall ${m.wall.toFixed(2)} ms`,
      ] as [string, string];
    const rows = (label: string, r: Awaited<ReturnType<typeof round>>) => [
      row(`order create (2 lines, key, event)${label}`, r.created),
      row(`payment of a created order (sequence, attempt, sent, approval)${label}`, r.paid),
      row(`  created and paid${label}`, {
        cpu: r.created.cpu + r.paid.cpu,
        wall: r.created.wall + r.paid.wall,
        statements: r.created.statements + r.paid.statements,
      }),
    ];
    const report: Report = [
      ['orders per round (one connection, one order at a time)', String(n)],
      row('single-row INSERT (autocommit), the floor', inserted),
    ];
    // BENCH_ORDERS_SQL_A / _B=<sql>: two variants (say old and new function bodies), each SQL run
    // before its rounds, alternated three times so the machine's load weighs on both alike.
    const variants = { A: process.env.BENCH_ORDERS_SQL_A, B: process.env.BENCH_ORDERS_SQL_B };
    if (!variants.A || !variants.B) return [...report, ...rows('', await round())];
    for (let r = 1; r <= 3; r += 1)
      for (const [name, setup] of Object.entries(variants)) {
        await sql.raw(setup ?? '').execute(db);
        report.push(...rows(`, ${name} round ${r}`, await round()));
      }
    return report;
  } finally {
    await database.close();
  }
}
