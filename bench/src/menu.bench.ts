// Issue 6: get-menu-data-public vs the same bytes as a static file (50 connections), the kiosk
// bundle size, and a price change reaching 2,000 WebSocket clients vs a bare ws broadcast.
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import WebSocket, { WebSocketServer } from 'ws';
import { initialSize, KIOSK_INITIAL_GOAL_KB } from '../../e2e/src/bundle-size.js';
import { connectDatabase } from '../../server/src/db/database.js';
import {
  freePort,
  load,
  ms,
  percentile,
  type Report,
  ROOT,
  startBenchServer,
  type startCluster,
} from './support.js';

async function seedLargeMenu(url: string): Promise<void> {
  const { db, close } = connectDatabase(url, 2);
  // 300 products, 50 steps with 8 options each (400), in both languages; every third product configurable.
  await sql`
    INSERT INTO products (name, description, price_minor, image, category_id, configurable, tax_group_id, sort_order)
    SELECT 'Ürün ' || g, 'Açıklama ' || g || ' — taze ve lezzetli', 1000 + g * 37, (SELECT image FROM products LIMIT 1),
           (ARRAY['food','drinks','desserts','snacks','sandwiches'])[1 + g % 5], g % 3 = 0,
           '00000000-0000-4000-8000-000000000048', g
    FROM generate_series(1, 300) g`.execute(db);
  await sql`
    INSERT INTO translations (entity_id, entity_type, language_code, field_name, field_value)
    SELECT p.id::text, 'product', l, f, CASE WHEN l = 'en' THEN 'Product ' ELSE 'Ürün ' END || f || ' ' || p.sort_order
    FROM products p, unnest(ARRAY['tr','en']) l, unnest(ARRAY['name','description']) f
    WHERE p.name LIKE 'Ürün %'`.execute(db);
  await sql`
    INSERT INTO configuration_steps (title, type, required, sort_order)
    SELECT 'Adım ' || g, CASE WHEN g % 2 = 0 THEN 'radio' ELSE 'stepper' END, g % 2 = 0, g FROM generate_series(1, 50) g`.execute(
    db,
  );
  await sql`
    WITH s AS (SELECT id, row_number() OVER (ORDER BY sort_order) AS n FROM configuration_steps WHERE title LIKE 'Adım %'),
    o AS (
      INSERT INTO configuration_options (name, price_minor, max_quantity, sort_order)
      SELECT 'Seçenek ' || s.n || '-' || k, k * 250, 3, k FROM s, generate_series(1, 8) k
      RETURNING id, name, sort_order
    )
    INSERT INTO configuration_step_options (step_id, option_id, sort_order, is_default)
    SELECT s.id, o.id, o.sort_order, o.sort_order = 1 FROM o JOIN s ON o.name LIKE 'Seçenek ' || s.n || '-%'`.execute(
    db,
  );
  await sql`
    INSERT INTO translations (entity_id, entity_type, language_code, field_name, field_value)
    SELECT o.id::text, 'configuration_option', l, 'name', o.name || ' ' || l
    FROM configuration_options o, unnest(ARRAY['tr','en']) l WHERE o.name LIKE 'Seçenek %'`.execute(db);
  await sql`
    INSERT INTO product_configurations (product_id, step_id, sort_order)
    SELECT p.id, s.id, k FROM products p
    CROSS JOIN LATERAL (SELECT id, row_number() OVER () AS k FROM configuration_steps
      WHERE title LIKE 'Adım %' ORDER BY (sort_order + p.sort_order) % 50 LIMIT 3) s
    WHERE p.configurable AND p.name LIKE 'Ürün %'`.execute(db);
  await close();
}

/** The kiosk built as `npm start` serves it (scripts/build.mjs: again only when its sources changed). */
function buildKiosk(): boolean {
  return spawnSync('node', ['scripts/build.mjs', '--apps'], { cwd: ROOT, stdio: 'ignore' }).status === 0;
}

async function bundleSize(): Promise<Report> {
  if (!buildKiosk()) return [['kiosk bundle', 'build failed (run node scripts/build.mjs --apps)']];
  const size = await initialSize(path.join(ROOT, 'apps/kiosk/dist'));
  const mark = (ok: boolean) => (ok ? '✓' : '✗');
  return [
    [
      `kiosk initial JS+CSS, gzipped (goal < ${KIOSK_INITIAL_GOAL_KB} KB; a size, not load-bound)`,
      `${size.gzippedKb.toFixed(1)} KB (${size.files.length} files) ${mark(size.gzippedKb < KIOSK_INITIAL_GOAL_KB)}`,
    ],
    [
      'kiosk largest chunk, minified (goal < 500 kB)',
      `${size.largestKb.toFixed(1)} kB ${mark(size.largestKb < 500)}`,
    ],
    [
      'zod in the kiosk start-up code (goal: none)',
      `${size.withZod.length === 0 ? 'none' : size.withZod.join(', ')} ${mark(size.withZod.length === 0)}`,
    ],
  ];
}

async function fanout(port: number, clients: number, message: () => Promise<void>, rounds: number) {
  const sockets: WebSocket[] = [];
  const latencies: number[] = [];
  let sentAt = 0;
  let pendingRound: { left: number; done: () => void } | undefined;
  await Promise.all(
    Array.from(
      { length: clients },
      () =>
        new Promise<void>((resolve, reject) => {
          const ws = new WebSocket(`ws://127.0.0.1:${port}/realtime/v1`);
          ws.on('open', () => ws.send(JSON.stringify({ type: 'join', channel: 'db-changes' })));
          ws.on('message', (data) => {
            const m = JSON.parse(data.toString());
            if (m.type === 'joined') resolve();
            if (m.type === 'event' && pendingRound) {
              latencies.push(performance.now() - sentAt);
              pendingRound.left -= 1;
              if (pendingRound.left === 0) pendingRound.done();
            }
          });
          ws.on('error', reject);
          sockets.push(ws);
        }),
    ),
  );
  for (let r = 0; r < rounds; r += 1) {
    await new Promise<void>((resolve) => {
      pendingRound = { left: clients, done: resolve };
      sentAt = performance.now();
      void message();
    });
    await new Promise((resolve) => setTimeout(resolve, 1100));
  }
  for (const ws of sockets) ws.terminate();
  return { p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

export async function menuBench(cluster: Awaited<ReturnType<typeof startCluster>>): Promise<Report> {
  const url = await cluster.createDatabase('bench_menu', { seeded: true });
  await seedLargeMenu(url);
  const appsDir = await mkdtemp(path.join(os.tmpdir(), 'bench-apps-'));
  await mkdir(path.join(appsDir, 'kiosk', 'dist'), { recursive: true });
  await writeFile(path.join(appsDir, 'kiosk', 'dist', 'index.html'), '<!doctype html>');
  const server = await startBenchServer(url, { APPS_DIR: appsDir });
  const report: Report = [];
  try {
    const menuUrl = `${server.urls.kiosk}/functions/v1/get-menu-data-public?lang=tr`;
    const body = Buffer.from(await (await fetch(menuUrl)).arrayBuffer());
    await writeFile(path.join(appsDir, 'kiosk', 'dist', 'menu-static.json'), body);
    const menu = JSON.parse(body.toString()) as {
      products: unknown[];
      configurationOptions: unknown[];
      configurationSteps: unknown[];
    };
    report.push([
      'menu size',
      `${(body.length / 1024).toFixed(0)} KB (${menu.products.length} products, ${menu.configurationSteps.length} steps, ${menu.configurationOptions.length} options)`,
    ]);
    await load(menuUrl, 10, 1); // warm-up
    const dynamic = await load(menuUrl, 50, 5);
    const staticFile = await load(`${server.urls.kiosk}/menu-static.json`, 50, 5);
    report.push(
      [
        'get-menu-data-public, 50 connections',
        `${dynamic.requestsPerSecond.toFixed(0)} req/s, p50 ${ms(dynamic.p50)}, p99 ${ms(dynamic.p99)}`,
      ],
      [
        'same bytes as a static file',
        `${staticFile.requestsPerSecond.toFixed(0)} req/s, p50 ${ms(staticFile.p50)}, p99 ${ms(staticFile.p99)}`,
      ],
      [
        'menu / static throughput (goal >= 80%)',
        `${((dynamic.requestsPerSecond / staticFile.requestsPerSecond) * 100).toFixed(0)}%`,
      ],
    );
    const conditional = await load(menuUrl, 50, 3, {
      'if-none-match': (await fetch(menuUrl)).headers.get('etag') ?? '',
    });
    report.push([
      'unchanged menu (304), 50 connections',
      `${conditional.requestsPerSecond.toFixed(0)} req/s, p99 ${ms(conditional.p99)}`,
    ]);

    // A price change through the admin API reaching 2,000 WebSocket clients.
    const token = (
      (await (
        await fetch(`${server.urls.admin}/auth/v1/token?grant_type=password`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'admin@kiosk.local', password: 'Demo-Admin-2026!' }),
        })
      ).json()) as { access_token: string }
    ).access_token;
    const product = (menu.products[0] as { id: string; price_minor: number }) ?? { id: '', price_minor: 0 };
    let price = product.price_minor;
    const change = async () => {
      price += 100;
      await fetch(`${server.urls.admin}/rest/v1/products/${product.id}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ price_minor: price }),
      });
    };
    const full = await fanout(server.ports.kiosk, 2000, change, 5);

    const barePort = await freePort();
    const bare = new WebSocketServer({ port: barePort, host: '127.0.0.1' });
    bare.on('connection', (ws) =>
      ws.on('message', () => ws.send(JSON.stringify({ type: 'joined', channel: 'db-changes' }))),
    );
    const sample = JSON.stringify({
      type: 'event',
      event: {
        channel: 'db-changes',
        event: 'UPDATE',
        table: 'products',
        payload: { id: product.id, old: {}, new: {} },
        at: new Date().toISOString(),
      },
    });
    const bareResult = await fanout(
      barePort,
      2000,
      async () => {
        for (const ws of bare.clients) ws.send(sample);
      },
      5,
    );
    bare.close();
    report.push(
      ['price change -> 2,000 WS clients p50 / p99', `${ms(full.p50)} / ${ms(full.p99)}`],
      ['bare ws broadcast to 2,000 clients p50 / p99', `${ms(bareResult.p50)} / ${ms(bareResult.p99)}`],
      ['full path / bare broadcast at p99 (goal <= 2x)', `${(full.p99 / bareResult.p99).toFixed(2)}x`],
    );
  } finally {
    await server.stop();
    await rm(appsDir, { recursive: true, force: true });
  }
  return [...report, ...(await bundleSize())];
}
