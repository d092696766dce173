// Issue 18: the order and payment path against the database under it. The server and the 20
// terminal simulators run in processes of their own (as in production); this process is the 20
// kiosks. Measured in one run:
//   1. order create (kiosk token, 2 lines, idempotency key) at 20 concurrent clients;
//   2. single-row INSERTs into a scratch table of the same database at the same concurrency;
//   3. orders created and paid end to end (simulators approving at once) at 20 kiosks;
// with the queries per order (pg_stat_statements) and the CPU per order (/proc) of the server, of
// Postgres, of the simulators and of this process (the kiosks), and how many of the cores all four
// kept busy: the machine's two cores are the budget every ratio is measured in.
// BENCH_VERBOSE=1: Postgres waits sampled every 20 ms and the statements by time (with planning);
// BENCH_CPU_PROF=<dir>: a V8 profile of the server; BENCH_CREATE_ONLY=1: no paid loop;
// BENCH_PAID_ONLY=1: no create loop; BENCH_TRACE=1: the steps of one paid order in a hundred (ms);
// BENCH_EXPERIMENT=<sql>: run on the bench database before the server starts (e.g. drop a trigger);
// BENCH_PAYMENT_POLL_MS: the server's PAYMENT_POLL_MS (default 2000, the server's own default).
// Last, each order's CPU by party against its floor and issue 37's goals (orders-cost.ts).
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { sql } from 'kysely';
import pg from 'pg';
import { hashPassword } from '../../server/src/auth/passwords.js';
import { connectDatabase } from '../../server/src/db/database.js';
import { CREATE_GOAL, costRows, PAID_GOAL } from './orders-cost.js';
import { child, firstLine, freePort, ms, percentile, type Report, type startCluster } from './support.js';

const KIOSKS = 20;
const SECONDS = 10;
const CLOCK_TICKS = 100;

type Json = Record<string, unknown>;

/** CPU time (user + system) of a process so far, in ms. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}

/** The parent process id (the postmaster, for a backend). */
function parentPid(pid: number): number {
  return Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ')[1]);
}

/** The bench cluster's postmaster (set once connected): other clusters on the machine not counted. */
let postmasterPid = 0;

/** CPU time of the bench cluster's Postgres processes (postmaster and backends) so far, in ms. */
function postgresCpuMs(): number {
  let total = 0;
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') continue;
      if (Number(pid) === postmasterPid || parentPid(Number(pid)) === postmasterPid)
        total += cpuMs(Number(pid));
    } catch {
      // the process ended meanwhile
    }
  }
  return total;
}

export async function ordersBench(cluster: Awaited<ReturnType<typeof startCluster>>): Promise<Report> {
  const url = await cluster.createDatabase('bench_orders', { seeded: true });
  const database = connectDatabase(url, 4);
  const { db } = database;
  await sql`CREATE EXTENSION IF NOT EXISTS pg_stat_statements`.execute(db);
  const backend = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(db);
  postmasterPid = parentPid(backend.rows[0]?.pid ?? 0);

  if (process.env.BENCH_EXPERIMENT) await sql.raw(process.env.BENCH_EXPERIMENT).execute(db);
  const simulators = child(['bench/src/simulators-process.ts', String(KIOSKS)]);
  const { ports } = await firstLine<{ ports: number[] }>(simulators, 'simulators');
  const bare = child(['bench/src/bare-http-process.ts']);
  const barePort = (await firstLine<{ port: number }>(bare, 'bare HTTP server')).port;

  const passwordHash = await hashPassword('Bench-Kiosk-2026!');
  for (const [i, port] of ports.entries()) {
    const kiosk = await db
      .insertInto('kiosk_users')
      .values({
        username: `bench-kiosk-${i}`,
        password_hash: passwordHash,
        public_id: `K-BENCH${String(i).padStart(3, '0')}`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const device = await db
      .insertInto('pos_devices')
      .values({
        kiosk_device_id: `KD-BENCH${i}`,
        pos_serial_number: `PAV-BENCH-${i}`,
        fingerprint: `KIOSK-BENCH-${i}`,
        ip_address: '127.0.0.1',
        port,
        kiosk_id: kiosk.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('kiosk_pos_devices')
      .values({ kiosk_user_id: kiosk.id, pos_device_id: device.id, is_primary: true })
      .execute();
  }

  const [kioskPort, adminPort, salePort] = [await freePort(), await freePort(), await freePort()];
  const server = child(
    ['server/src/main.ts'],
    {
      DATABASE_URL: url,
      HOST: '127.0.0.1',
      KIOSK_PORT: String(kioskPort),
      ADMIN_PORT: String(adminPort),
      SALE_PORT: String(salePort),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      // the server's default (a sale unanswered that long is asked about); BENCH_PAYMENT_POLL_MS=200
      // as before issue 37, when every sale slower than 200 ms (all of them at load) was asked about
      PAYMENT_POLL_MS: process.env.BENCH_PAYMENT_POLL_MS ?? '2000',
    },
    // BENCH_CPU_PROF=<dir>: a V8 CPU profile of the server for the whole bench.
    process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [],
  );
  let serverOutput = '';
  server.stdout?.on('data', (d: Buffer) => (serverOutput += d.toString()));
  server.stderr?.on('data', (d: Buffer) => (serverOutput += d.toString()));
  const base = `http://127.0.0.1:${kioskPort}`;
  for (let i = 0; ; i += 1) {
    if (server.exitCode !== null) throw new Error(`server exited:\n${serverOutput}`);
    const ready = await fetch(`${base}/ready`).catch(() => undefined);
    if (ready?.status === 200) break;
    if (i > 300) throw new Error(`server not ready:\n${serverOutput}`);
    await new Promise((r) => setTimeout(r, 200));
  }

  const agent = new http.Agent({ keepAlive: true, maxSockets: KIOSKS * 2 });
  const call = (
    method: string,
    path: string,
    token: string,
    body?: unknown,
    headers: Json = {},
    to: string = base,
  ) =>
    new Promise<{ status: number; json: Json }>((resolve, reject) => {
      const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
      const request = http.request(
        `${to}${path}`,
        {
          method,
          agent,
          headers: {
            authorization: `Bearer ${token}`,
            ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}),
            ...headers,
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (c: Buffer) => chunks.push(c));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              json: JSON.parse(Buffer.concat(chunks).toString() || '{}') as Json,
            }),
          );
        },
      );
      request.on('error', reject);
      request.end(payload);
    });

  const queries = async () =>
    Number(
      (
        await sql<{ calls: string }>`SELECT coalesce(sum(calls), 0)::bigint AS calls FROM pg_stat_statements
          WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())`.execute(db)
      ).rows[0]?.calls ?? 0,
    );
  const serverPid = server.pid ?? 0;
  const simulatorsPid = simulators.pid ?? 0;

  /** Runs `one` from 20 clients for `seconds`; latencies of the ones that succeeded. */
  async function loop(tokens: string[], seconds: number, one: (token: string) => Promise<boolean>) {
    const latencies: number[] = [];
    let failures = 0;
    const deadline = performance.now() + seconds * 1000;
    if (process.env.BENCH_VERBOSE) {
      await sql`SELECT pg_stat_statements_reset()`.execute(db);
      await sql`SELECT pg_stat_reset()`.execute(db);
    }
    const q0 = await queries();
    const cpu0 = cpuMs(serverPid);
    const pg0 = postgresCpuMs();
    const sim0 = cpuMs(simulatorsPid);
    const client0 = process.cpuUsage();
    const begin = performance.now();
    // BENCH_VERBOSE=1: what the server's Postgres sessions wait on, sampled every 20 ms.
    const waits = new Map<string, number>();
    const sampler = process.env.BENCH_VERBOSE
      ? setInterval(() => {
          void sql<{ w: string }>`SELECT coalesce(wait_event_type || ':' || wait_event, state) AS w
              FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()
                AND state <> 'idle'`
            .execute(db)
            .then((r) => {
              for (const { w } of r.rows) waits.set(w, (waits.get(w) ?? 0) + 1);
            });
        }, 20)
      : undefined;
    await Promise.all(
      tokens.map(async (token) => {
        while (performance.now() < deadline) {
          const t = performance.now();
          if (await one(token)) latencies.push(performance.now() - t);
          else failures += 1;
        }
      }),
    );
    const elapsed = (performance.now() - begin) / 1000;
    if (sampler) {
      clearInterval(sampler);
      console.log('waits:', JSON.stringify([...waits].sort((a, b) => b[1] - a[1]).slice(0, 10)));
    }
    const cpu = cpuMs(serverPid) - cpu0;
    if (process.env.BENCH_VERBOSE) {
      const f = readFileSync(`/proc/${serverPid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      console.log(`server user / system so far: ${f[11]} / ${f[12]} ticks`);
    }
    const pgCpu = postgresCpuMs() - pg0;
    const simCpu = cpuMs(simulatorsPid) - sim0;
    const clientUsage = process.cpuUsage(client0);
    const clientCpu = (clientUsage.user + clientUsage.system) / 1000;
    if (process.env.BENCH_VERBOSE) {
      // BENCH_VERBOSE=1: where Postgres spends its time, statement by statement.
      const top = await sql<{
        calls: string;
        total: number;
        plan: number;
        query: string;
      }>`SELECT calls, total_exec_time AS total, total_plan_time AS plan,
          left(regexp_replace(query, '\\s+', ' ', 'g'), 110) AS query FROM pg_stat_statements
        WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
        ORDER BY total_exec_time DESC LIMIT 40`.execute(db);
      for (const r of top.rows)
        console.log(
          `${String(r.calls).padStart(7)} ${Number(r.total).toFixed(0).padStart(7)} ms ${Number(r.plan).toFixed(0).padStart(6)} ms plan  ${r.query}`,
        );
      // and in the triggers' functions (their own time, without the statements they run)
      await new Promise((resolve) => setTimeout(resolve, 1100)); // sessions report them every second
      const functions = await sql<{ calls: string; total: number; self: number; name: string }>`
        SELECT calls, total_time AS total, self_time AS self, funcname AS name FROM pg_stat_user_functions
        ORDER BY total_time DESC LIMIT 15`.execute(db);
      for (const r of functions.rows)
        console.log(
          `${String(r.calls).padStart(7)} ${Number(r.total).toFixed(0).padStart(7)} ms ${Number(r.self).toFixed(0).padStart(6)} ms self  ${r.name}()`,
        );
    }
    const calls = (await queries()) - q0 - 2; // less this function's own two reads
    return {
      perSecond: latencies.length / elapsed,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      done: latencies.length,
      failures,
      queriesPer: calls / Math.max(1, latencies.length),
      cpuPer: cpu / Math.max(1, latencies.length),
      pgCpuPer: pgCpu / Math.max(1, latencies.length),
      simCpuPer: simCpu / Math.max(1, latencies.length),
      clientCpuPer: clientCpu / Math.max(1, latencies.length),
      busy: (cpu + pgCpu + simCpu + clientCpu) / (elapsed * 1000),
    };
  }

  const report: Report = [];
  try {
    const menu = (await (await fetch(`${base}/functions/v1/get-menu-data-public?lang=tr`)).json()) as {
      products: Array<{ id: string; configurable: boolean; is_available: boolean }>;
    };
    const items = menu.products
      .filter((p) => !p.configurable && p.is_available)
      .slice(0, 2)
      .map((p) => ({ product_id: p.id, quantity: 1 }));
    const tokens = await Promise.all(
      Array.from({ length: KIOSKS }, async (_, i) => {
        const res = await fetch(`${base}/auth/v1/token?grant_type=kiosk_password`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.2.0.${i + 1}` },
          body: JSON.stringify({ username: `bench-kiosk-${i}`, password: 'Bench-Kiosk-2026!' }),
        });
        return ((await res.json()) as { access_token: string }).access_token;
      }),
    );
    let n = 0;
    const create = async (token: string) => {
      n += 1;
      const res = await call(
        'POST',
        '/functions/v1/manage-orders/create',
        token,
        { items },
        {
          'idempotency-key': `bench-order-${n}-${Math.random()}`,
        },
      );
      return res.status === 201 ? (res.json.data as { id: string }) : undefined;
    };

    // Warm up (menu caches, connections, JIT).
    await loop(tokens, 1, async (token) => (await create(token)) !== undefined);
    const created = await loop(
      tokens,
      process.env.BENCH_PAID_ONLY ? 0 : SECONDS,
      async (token) => (await create(token)) !== undefined,
    );

    await sql`CREATE TABLE bench_insert (id bigserial PRIMARY KEY, payload text NOT NULL, at timestamptz NOT NULL DEFAULT now())`.execute(
      db,
    );
    const pool = new pg.Pool({ connectionString: url, max: KIOSKS });
    let inserts = 0;
    const insertLatencies: number[] = [];
    const insertDeadline = performance.now() + 5000;
    const insertPg0 = postgresCpuMs();
    const insertClient0 = process.cpuUsage();
    const insertBegin = performance.now();
    await Promise.all(
      Array.from({ length: KIOSKS }, async () => {
        while (performance.now() < insertDeadline) {
          const t = performance.now();
          await pool.query('INSERT INTO bench_insert (payload) VALUES ($1)', [`row ${inserts}`]);
          insertLatencies.push(performance.now() - t);
          inserts += 1;
        }
      }),
    );
    const insertsPerSecond = inserts / ((performance.now() - insertBegin) / 1000);
    const insertClient = process.cpuUsage(insertClient0);
    const insertCpuPer =
      (postgresCpuMs() - insertPg0 + (insertClient.user + insertClient.system) / 1000) / Math.max(1, inserts);
    await pool.end();

    // The floor of one HTTP exchange: the kiosks' own client, the same request, against a server
    // in its own process that does no work (bare-http-process.ts).
    const bareBase = `http://127.0.0.1:${barePort}`;
    const barePid = bare.pid ?? 0;
    let exchanges = 0;
    const bareDeadline = performance.now() + 3000;
    const bareCpu0 = cpuMs(barePid);
    const bareClient0 = process.cpuUsage();
    const bareBegin = performance.now();
    await Promise.all(
      tokens.map(async (token, i) => {
        while (performance.now() < bareDeadline) {
          await call(
            'POST',
            '/functions/v1/manage-orders/create',
            token,
            { items },
            { 'idempotency-key': `bare-${i}-${exchanges}` },
            bareBase,
          );
          exchanges += 1;
        }
      }),
    );
    const exchangesPerSecond = exchanges / ((performance.now() - bareBegin) / 1000);
    const bareClient = process.cpuUsage(bareClient0);
    const exchangeCpu =
      (cpuMs(barePid) - bareCpu0 + (bareClient.user + bareClient.system) / 1000) / Math.max(1, exchanges);
    // What a goal allows per unit: both cores flat out at `share` of the INSERT rate.
    const allowed = (share: number) => (2 * 1000) / (share * insertsPerSecond);

    // the pool's backends gone before the next loop counts Postgres CPU (an exiting one takes its
    // CPU along)
    await new Promise((resolve) => setTimeout(resolve, 1000));

    const payOne = async (token: string) => {
      const t0 = performance.now();
      const order = await create(token);
      if (!order) return false;
      const trace: string[] = [`create ${(performance.now() - t0).toFixed(0)}`];
      const started = await call('POST', '/functions/v1/kiosk-payment/start', token, { order_id: order.id });
      const attempt = started.json.data as { attempt_id: string; step: string } | undefined;
      if (!attempt) return false;
      trace.push(`start ${attempt.step} ${(performance.now() - t0).toFixed(0)}`);
      let step = attempt.step;
      // as the kiosk does: the status long-polled, answered when the attempt moves on
      while (step === 'connecting' || step === 'waiting') {
        const status = await call(
          'GET',
          `/functions/v1/kiosk-payment/status?attempt_id=${attempt.attempt_id}&step=${step}&wait_ms=5000`,
          token,
        );
        step = (status.json.data as { step: string }).step;
        trace.push(`${step} ${(performance.now() - t0).toFixed(0)}`);
      }
      if (process.env.BENCH_TRACE && (performance.now() - t0 > 600 || Math.random() < 0.005))
        console.log(trace.join(' | '));
      return step === 'paid';
    };
    // Warm up as for create (and each simulator renders its receipts once, see fixedReceipts).
    if (!process.env.BENCH_CREATE_ONLY) await loop(tokens, 1, payOne);
    const paid = await loop(tokens, process.env.BENCH_CREATE_ONLY ? 0 : SECONDS, payOne);

    const pct = (x: number) => `${((x / insertsPerSecond) * 100).toFixed(1)}%`;
    report.push(
      [
        `single-row INSERTs, ${KIOSKS} concurrent clients`,
        `${insertsPerSecond.toFixed(0)} rows/s (p50 ${ms(percentile(insertLatencies, 50))})`,
      ],
      ['  per row: Postgres and client CPU', ms(insertCpuPer)],
      [
        `bare HTTP exchange (a server doing no work), ${KIOSKS} clients`,
        `${exchangesPerSecond.toFixed(0)}/s; CPU, both sides ${ms(exchangeCpu)}`,
      ],
      [
        '  floor of a create (1 exchange, 1 INSERT) / 40% allows',
        `${ms(exchangeCpu + insertCpuPer)} / ${ms(allowed(0.4))}`,
      ],
      [
        '  floor of a paid order (4 exchanges, 3 INSERTs) / 15% allows',
        `${ms(4 * exchangeCpu + 3 * insertCpuPer)} / ${ms(allowed(0.15))}`,
      ],
      [
        `order create, ${KIOSKS} concurrent kiosks`,
        `${created.perSecond.toFixed(0)} orders/s (${created.failures} failed), p50 / p99 ${ms(created.p50)} / ${ms(created.p99)}`,
      ],
      ['  vs INSERTs (goal 40%, p99 < 50 ms)', pct(created.perSecond)],
      [
        '  per order: queries / server CPU / Postgres CPU',
        `${created.queriesPer.toFixed(1)} / ${created.cpuPer.toFixed(2)} ms / ${created.pgCpuPer.toFixed(2)} ms`,
      ],
      [
        '  per order: kiosks (this process) CPU; all four, cores busy',
        `${created.clientCpuPer.toFixed(2)} ms; ${created.busy.toFixed(2)} of 2`,
      ],
      [
        `orders created and paid, ${KIOSKS} kiosks, simulators in their own process`,
        `${paid.perSecond.toFixed(1)} orders/s (${paid.failures} not paid), p50 / p99 ${ms(paid.p50)} / ${ms(paid.p99)}`,
      ],
      ['  vs INSERTs (goal 15%)', pct(paid.perSecond)],
      [
        '  per paid order: queries / server CPU / Postgres CPU',
        `${paid.queriesPer.toFixed(1)} / ${paid.cpuPer.toFixed(2)} ms / ${paid.pgCpuPer.toFixed(2)} ms`,
      ],
      [
        '  per paid order: simulators / kiosks CPU; all four, cores busy',
        `${paid.simCpuPer.toFixed(2)} ms / ${paid.clientCpuPer.toFixed(2)} ms; ${paid.busy.toFixed(2)} of 2`,
      ],
      ...costRows('order create', created, exchangeCpu + insertCpuPer, CREATE_GOAL, false),
      ...costRows('order created and paid', paid, 4 * exchangeCpu + 3 * insertCpuPer, PAID_GOAL, true),
    );
  } finally {
    agent.destroy();
    server.kill('SIGTERM');
    simulators.kill('SIGTERM');
    bare.kill('SIGTERM');
    await Promise.all(
      [server, simulators, bare].map(
        (c) => new Promise((resolve) => (c.exitCode !== null ? resolve(null) : c.once('exit', resolve))),
      ),
    );
    await database.close();
  }
  return report;
}
