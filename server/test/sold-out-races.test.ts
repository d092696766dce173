import type { MenuData } from '@kiosk/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Repositories } from '../src/repositories/index.js';
import { SoldOutService } from '../src/services/sold-out.service.js';
import { api, demo, nextIp } from './support/api.js';
import { lineFor } from './support/menu-helpers.js';
import { startTestServer, type TestServer } from './support/test-server.js';

// "86" against its expiry (issue 32's races): the expiry job clearing marks whose time is over
// while a new mark or an un-mark of the same product arrives. No mark is lost, and no product the
// staff just marked comes back, whichever runs first. The expiry runs with an injected clock hours
// ahead, so the server's own job (real time) never touches these marks.

let server: TestServer;
let client: ReturnType<typeof api>;
let cashier: string;
let menu: MenuData;

beforeAll(async () => {
  server = await startTestServer();
  client = api(server.urls.sale);
  cashier = (await client.signIn(demo('cashier').email, demo('cashier').password, nextIp())).body
    .access_token;
  menu = (await (
    await fetch(`${server.urls.kiosk}/functions/v1/get-menu-data-public?lang=tr`)
  ).json()) as MenuData;
});
afterAll(async () => {
  await server?.close();
});

beforeEach(async () => {
  await server.database.db.updateTable('products').set({ in_stock: true }).execute();
  await server.database.db.deleteFrom('product_stock').execute();
});

type Body = { data: { sold_out: { until: string | null } | null }; error?: { code: string } };
const mark = (id: string, duration: string) =>
  client.call<Body>('POST', `/functions/v1/products/${id}/sold-out`, { token: cashier, body: { duration } });
const unmark = (id: string) =>
  client.call<Body>('DELETE', `/functions/v1/products/${id}/sold-out`, { token: cashier });
/** The product's state at this (one-box) server: the admin's switch and its own "86" (product_stock). */
const productRow = (id: string) =>
  server.database.db
    .selectFrom('products as p')
    .leftJoin('product_stock as s', 's.product_id', 'p.id')
    .select([
      sql<boolean>`p.in_stock AND coalesce(s.in_stock, true)`.as('in_stock'),
      's.sold_out_at',
      's.sold_out_by',
      's.sold_out_until',
      's.count_left',
    ])
    .where('p.id', '=', id)
    .executeTakeFirstOrThrow();
const auditActions = async (id: string) =>
  (
    await server.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity_id', '=', id)
      .where('action', 'like', 'product.sold_out%')
      .orderBy('at')
      .execute()
  ).map((a) => a.action);

/** The expiry as the job runs it, with a clock `aheadMs` ahead (over `repos`: the pool or a transaction). */
const expiryAt = (repos: Repositories, aheadMs: number) =>
  new SoldOutService(repos, { timeZone: 'Europe/Istanbul', now: () => new Date(Date.now() + aheadMs) });

const HOURS_3 = 3 * 3_600_000;

/** Waits until a statement of another connection waits for a row lock on products. */
async function blockedOnProducts() {
  await expect
    .poll(
      async () => {
        const rows = await sql<{ n: number }>`
          SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE wait_event_type = 'Lock' AND query ILIKE '%products%'`.execute(server.database.db);
        return rows.rows[0]?.n ?? 0;
      },
      { timeout: 5000, interval: 25 },
    )
    .toBeGreaterThan(0);
}

describe('a new mark or an un-mark against the expiry job', () => {
  it('a new mark arriving while the expiry holds the product waits, then stays marked (never lost)', async () => {
    const id = lineFor(menu, 'Ayran').product_id;
    expect((await mark(id, '1h')).status).toBe(200);
    let arriving: ReturnType<typeof mark> | undefined;
    await server.database.db.transaction().execute(async (trx) => {
      // the expiry (3 h later) clears the 1-hour mark and holds the row until it commits
      const back = await expiryAt(new Repositories(trx), HOURS_3).expire();
      expect(back.map((p) => p.id)).toContain(id);
      arriving = mark(id, '4h');
      await blockedOnProducts();
    });
    const marked = await arriving;
    expect(marked?.status).toBe(200);
    const row = await productRow(id);
    expect(row).toMatchObject({ in_stock: false, sold_out_by: demo('cashier').email });
    expect(row.sold_out_until?.getTime()).toBeGreaterThan(Date.now() + 3 * 3_600_000);
    expect(await auditActions(id)).toEqual([
      'product.sold_out_marked',
      'product.sold_out_expired',
      'product.sold_out_marked',
    ]);
    // a tick at the time the expiry ran does not clear the new 4-hour mark
    expect(await expiryAt(new Repositories(server.database.db), HOURS_3).expire()).toEqual([]);
    expect((await productRow(id)).in_stock).toBe(false);
  });

  it('the expiry skips a product being marked right now (no wait), and clears it on a later tick if due', async () => {
    const id = lineFor(menu, 'Ayran').product_id;
    expect((await mark(id, '1h')).status).toBe(200);
    const repos = new Repositories(server.database.db);
    await server.database.db.transaction().execute(async (trx) => {
      // another change (a mark, a paid order counting down) holds the row
      await trx
        .selectFrom('product_stock')
        .select('product_id')
        .where('product_id', '=', id)
        .forUpdate()
        .execute();
      const started = Date.now();
      expect((await expiryAt(repos, HOURS_3).expire()).map((p) => p.id)).not.toContain(id);
      expect(Date.now() - started).toBeLessThan(2_000);
    });
    expect((await productRow(id)).in_stock).toBe(false);
    expect((await expiryAt(repos, HOURS_3).expire()).map((p) => p.id)).toContain(id);
    expect(await productRow(id)).toMatchObject({ in_stock: true, sold_out_at: null });
  });

  it('at the same moment, over and over: a new mark always stays, an un-mark always stays un-marked', async () => {
    const id = lineFor(menu, 'Ayran').product_id;
    const repos = new Repositories(server.database.db);
    /** The audit actions a step added (sorted: the two transactions' times may tie). */
    const added = async (step: () => Promise<unknown>) => {
      const before = (await auditActions(id)).length;
      await step();
      return (await auditActions(id)).slice(before).sort();
    };
    for (let round = 0; round < 8; round++) {
      expect((await mark(id, '1h')).status).toBe(200);
      const onMark = await added(async () => {
        const [again] = await Promise.all([mark(id, '4h'), expiryAt(repos, HOURS_3).expire()]);
        expect(again.status).toBe(200);
      });
      // the expiry ran first (cleared the 1-hour mark, then the new mark) or found nothing due
      expect([
        ['product.sold_out_expired', 'product.sold_out_marked'],
        ['product.sold_out_marked'],
      ]).toContainEqual(onMark);
      const marked = await productRow(id);
      expect(marked.in_stock).toBe(false);
      expect(marked.sold_out_until?.getTime()).toBeGreaterThan(Date.now() + HOURS_3);

      expect((await mark(id, '1h')).status).toBe(200);
      const onUnmark = await added(async () => {
        const [back] = await Promise.all([unmark(id), expiryAt(repos, HOURS_3).expire()]);
        expect(back.status).toBe(200);
      });
      // exactly one of them cleared it, audited once
      expect([['product.sold_out_expired'], ['product.sold_out_unmarked']]).toContainEqual(onUnmark);
      expect(await productRow(id)).toMatchObject({ in_stock: true, sold_out_at: null, sold_out_until: null });
    }
  });
});
