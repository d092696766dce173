// Issue 37 part 3: the realtime fan-out to 10,000 kiosk sockets on one instance, against a bare `ws`
// broadcast at p99 (goal: within 1.5x), and the memory of an idle joined socket (goal: < 30 KB).
// The real server, the bare ws server and the clients (4 processes holding 10,000 sockets to each)
// all run in processes of their own. Each event is published as the server does (pg_notify of a
// realistic db-changes payload on `kiosk_realtime`); its time is until EVERY socket got it.
import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import pg from 'pg';
import { AccessTokens } from '../../server/src/auth/access-tokens.js';
import { NOTIFY_CHANNEL } from '../../server/src/realtime/realtime-bus.js';
import { ms, percentile, type Report, ROOT, type startCluster } from './support.js';

const KIOSKS = Number(process.env.FANOUT_KIOSKS ?? 10_000);
const CLIENT_PROCESSES = 4;
const EVENTS = 50;
/** Between two events: one socket gets at most ~2.5 server events a second (limit 10), no coalescing. */
const SPACING_MS = 200;
const BURST = 20;
const IDLE_MS = 10_000;
const SECRET = 'bench-fanout-secret-0123456789abcdef0123456789';

const now = () => performance.timeOrigin + performance.now();
const sleep = (millis: number) => new Promise((r) => setTimeout(r, millis));

function ipcChild(script: string, env: Record<string, string> = {}, node: string[] = []): ChildProcess {
  const process_ = spawn(
    process.execPath,
    [...node, '--conditions=source', '--import', 'tsx', `bench/src/${script}`],
    { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
  );
  return process_;
}

/** The next IPC message of `child` that has `key` (and passes `test`). */
function next<T>(
  child: ChildProcess,
  key: string,
  timeoutMs = 600_000,
  test: (message: T) => boolean = () => true,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.off('message', on);
      reject(new Error(`no '${key}' within ${timeoutMs} ms`));
    }, timeoutMs);
    const on = (message: unknown) => {
      if (typeof message !== 'object' || !message || !(key in message) || !test(message as T)) return;
      clearTimeout(timer);
      child.off('message', on);
      resolve(message as T);
    };
    child.on('message', on);
  });
}

interface Memory {
  memory: { rss: number; heapUsed: number };
  cpu: { user: number; system: number };
}
const memoryOf = (child: ChildProcess) => {
  const answer = next<Memory>(child, 'memory');
  child.send('memory');
  return answer;
};
const cpuMs = (a: Memory, b: Memory) => (b.cpu.user + b.cpu.system - a.cpu.user - a.cpu.system) / 1000;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function createKiosks(url: string) {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const store = await db.query<{ id: string }>(
      `INSERT INTO stores (name, business_id)
       SELECT 'Fan-out mağazası', business_id FROM kiosk_users WHERE username = 'kiosk-kadikoy-01'
       RETURNING id`,
    );
    const rows = await db.query<{ id: string; session_id: string }>(
      `WITH k AS (
         INSERT INTO kiosk_users (username, password_hash, business_id, store_id, public_id, device_name)
         SELECT 'fanout-kiosk-' || lpad(i::text, 5, '0'), d.password_hash, d.business_id, $1,
                'K-F' || lpad(i::text, 7, '0'), 'Fan-out'
           FROM generate_series(1, ${KIOSKS}) i, kiosk_users d WHERE d.username = 'kiosk-kadikoy-01'
         RETURNING id)
       , s AS (
         INSERT INTO auth_sessions (kiosk_user_id, ip_address) SELECT id, '127.0.0.1' FROM k
         RETURNING id, kiosk_user_id)
       SELECT kiosk_user_id AS id, id AS session_id FROM s`,
      [store.rows[0]?.id],
    );
    const tokens = new AccessTokens(SECRET, 3600);
    return Promise.all(
      rows.rows.map(async (r, i) => ({
        id: r.id,
        token: (await tokens.sign({ sub: r.id, sid: r.session_id, kind: 'kiosk' })).token,
        ip: `10.${Math.floor(i / 250)}.${i % 250}.9`,
      })),
    );
  } finally {
    await db.end();
  }
}

/** A realistic db-changes event (a product's price and availability changed in the admin). */
function productEvent(seq: number, id: string) {
  return {
    channel: 'db-changes',
    event: 'UPDATE',
    table: 'products',
    payload: {
      id,
      seq,
      old: { id, name: 'Izgara köfte menü', price: 24_500, is_available: true, sort_order: 3 },
      new: {
        id,
        name: 'Izgara köfte menü',
        description: 'Köfte, patates kızartması ve ayran',
        price: 25_500,
        is_available: true,
        sort_order: 3,
        category_id: '6c1f7d0e-4a3b-4a55-9d0e-2f61b1c7a001',
        updated_at: new Date().toISOString(),
      },
    },
    at: new Date().toISOString(),
  };
}

async function openSockets(
  clients: ChildProcess[],
  target: 'server' | 'bare',
  url: string,
  kiosks: unknown[],
) {
  const share = Math.ceil(kiosks.length / clients.length);
  const opened = clients.map((c) => next<{ ms: number; failed: number }>(c, 'opened'));
  clients.forEach((c, i) => {
    c.send({ open: { target, url, kiosks: kiosks.slice(i * share, (i + 1) * share) } });
  });
  const answers = await Promise.all(opened);
  return {
    ms: Math.max(...answers.map((a) => a.ms)),
    failed: answers.reduce((n, a) => n + a.failed, 0),
  };
}

/** When every socket of one client process got event `seq` (epoch ms). */
const allGot = (client: ChildProcess, seq: number) =>
  next<{ got: { seq: number; last: number } }>(client, 'got', 60_000, (m) => m.got.seq === seq).then(
    (m) => m.got.last,
  );

/** Publishes one event and waits until every client process reports every socket got it. */
async function deliver(clients: ChildProcess[], seq: number, publish: () => Promise<void>) {
  const got = clients.map((c) => allGot(c, seq));
  const started = now();
  await publish();
  const lasts = await Promise.all(got);
  return Math.max(...lasts) - started;
}

interface Servers {
  clients: ChildProcess[];
  bare: ChildProcess;
  notifier: pg.Client;
}

/** EVENTS events to each server, interleaved so the machine's load weighs on both alike. */
async function interleaved({
  clients,
  bare,
  notifier,
}: Servers): Promise<Record<'server' | 'bare', number[]>> {
  const times = { server: [] as number[], bare: [] as number[] };
  let seq = 0;
  for (let i = 0; i < EVENTS; i += 1) {
    for (const target of ['server', 'bare'] as const) {
      seq += 1;
      const event = productEvent(seq, `p-${seq}`);
      const publish =
        target === 'server'
          ? async () => {
              await notifier.query('SELECT pg_notify($1, $2)', [NOTIFY_CHANNEL, JSON.stringify(event)]);
            }
          : async () => {
              bare.send({ broadcast: JSON.stringify({ type: 'event', event }) });
            };
      times[target].push(await deliver(clients, seq, publish));
      await sleep(SPACING_MS);
    }
  }
  return times;
}

/**
 * A burst about one product: beyond 10 a second a newer event replaces the queued one, so every
 * socket ends on the latest state. The time until every socket has the last one.
 */
async function burst({ clients, notifier }: Servers): Promise<number> {
  const first = 2 * EVENTS + 1;
  const last = first + BURST - 1;
  const done = clients.map((c) => allGot(c, last));
  const started = now();
  for (let seq = first; seq <= last; seq += 1) {
    await notifier.query('SELECT pg_notify($1, $2)', [
      NOTIFY_CHANNEL,
      JSON.stringify(productEvent(seq, 'p-burst')),
    ]);
  }
  return Math.max(...(await Promise.all(done))) - started;
}

function memoryRows(
  before: Record<'server' | 'bare', Memory>,
  idle: Record<'server' | 'bare', Memory>,
): Report {
  const per = (target: 'server' | 'bare', key: 'rss' | 'heapUsed') =>
    (idle[target].memory[key] - before[target].memory[key]) / KIOSKS;
  const mib = (m: Memory) => `${(m.memory.rss / 1048576).toFixed(0)} MiB`;
  return [
    ['server RSS before / with the idle joined sockets', `${mib(before.server)} / ${mib(idle.server)}`],
    [
      'memory per idle socket: server RSS / heap (goal < 30 KB RSS)',
      `${kb(per('server', 'rss'))} / ${kb(per('server', 'heapUsed'))} ${per('server', 'rss') < 30 * 1024 ? '✓' : '✗'}`,
    ],
    [
      'memory per idle socket, bare ws: RSS / heap',
      `${kb(per('bare', 'rss'))} / ${kb(per('bare', 'heapUsed'))}`,
    ],
    [
      'server CPU per socket opened and joined (3 token checks, presence)',
      ms(cpuMs(before.server, idle.server) / KIOSKS),
    ],
  ];
}

function latencyRows(
  times: Record<'server' | 'bare', number[]>,
  cpu: { server: number; bare: number },
): Report {
  const p99 = { server: percentile(times.server, 99), bare: percentile(times.bare, 99) };
  const ratio = p99.server / p99.bare;
  return [
    [
      `server: publish -> every one of ${KIOSKS} sockets, p50 / p99 (${EVENTS} events)`,
      `${ms(percentile(times.server, 50))} / ${ms(p99.server)}`,
    ],
    [
      `bare ws broadcast -> every socket, p50 / p99 (${EVENTS} events)`,
      `${ms(percentile(times.bare, 50))} / ${ms(p99.bare)}`,
    ],
    [
      'p99 ratio server / bare (goal <= 1.5x; load-bound)',
      `${ratio.toFixed(2)}x ${ratio <= 1.5 ? '✓' : '✗'}`,
    ],
    [
      'CPU per event to all sockets, idle upkeep taken off: server / bare (less load-bound)',
      `${ms(cpu.server / EVENTS)} / ${ms(cpu.bare / EVENTS)}`,
    ],
  ];
}

/** After a timeout: per client process and target, the sockets closed and the newest event seen. */
async function explain(clients: ChildProcess[]): Promise<void> {
  for (const target of ['server', 'bare'] as const) {
    for (const client of clients) {
      const answer = next<{ latest: { sockets: number; seqs: number[]; closed: number } }>(
        client,
        'latest',
        5000,
      );
      client.send({ latest: target });
      const { sockets, seqs, closed } = (await answer).latest;
      const counts = new Map<number, number>();
      for (const seq of seqs) counts.set(seq, (counts.get(seq) ?? 0) + 1);
      console.error(
        `${target}: ${sockets} sockets, ${closed} closed by the server, newest event seen:`,
        counts,
      );
    }
  }
}

export async function fanoutBench(cluster: Awaited<ReturnType<typeof startCluster>>): Promise<Report> {
  const report: Report = [];
  const url = await cluster.createDatabase('bench_fanout', { seeded: true });
  const kiosks = await createKiosks(url);
  const server = ipcChild('fanout-server-process.ts', { DATABASE_URL: url, JWT_SECRET: SECRET }, [
    '--expose-gc',
  ]);
  const bare = ipcChild('fanout-bare-process.ts', {}, ['--expose-gc']);
  const clients = Array.from({ length: CLIENT_PROCESSES }, () => ipcChild('fanout-clients-process.ts'));
  const notifier = new pg.Client({ connectionString: url });
  try {
    const { urls } = await next<{ urls: { kiosk: string } }>(server, 'urls', 120_000);
    const { port } = await next<{ port: number }>(bare, 'port');
    await Promise.all(clients.map((c) => next(c, 'ready')));
    await notifier.connect();
    await sleep(1000);
    const before = { server: await memoryOf(server), bare: await memoryOf(bare) };
    const realtimeUrl = `${urls.kiosk.replace('http', 'ws')}/realtime/v1`;
    const opened = await openSockets(clients, 'server', realtimeUrl, kiosks);
    report.push([
      `${KIOSKS} kiosk sockets open and join db-changes + kick + messages (${CLIENT_PROCESSES} client processes)`,
      `${(opened.ms / 1000).toFixed(1)} s, ${opened.failed} failed`,
    ]);
    const bareOpened = await openSockets(clients, 'bare', `ws://127.0.0.1:${port}`, kiosks);
    if (opened.failed + bareOpened.failed > 0) throw new Error('some sockets did not open');
    await sleep(3000);
    const idle = { server: await memoryOf(server), bare: await memoryOf(bare) };
    report.push(...memoryRows(before, idle));
    // What the idle sockets cost by the second (heartbeat, session re-check, presence writes).
    await sleep(IDLE_MS);
    const quiet = { server: await memoryOf(server), bare: await memoryOf(bare) };
    const upkeep = {
      server: cpuMs(idle.server, quiet.server) / IDLE_MS,
      bare: cpuMs(idle.bare, quiet.bare) / IDLE_MS,
    };
    const started = performance.now();
    const times = await interleaved({ clients, bare, notifier });
    const elapsed = performance.now() - started;
    const after = { server: await memoryOf(server), bare: await memoryOf(bare) };
    const cpu = {
      server: cpuMs(quiet.server, after.server) - upkeep.server * elapsed,
      bare: cpuMs(quiet.bare, after.bare) - upkeep.bare * elapsed,
    };
    report.push([
      `CPU of ${KIOSKS} idle sockets, by the second: server / bare`,
      `${ms(upkeep.server * 1000)} / ${ms(upkeep.bare * 1000)}`,
    ]);
    report.push(...latencyRows(times, cpu));
    report.push([
      `burst of ${BURST} changes to one product: every socket on the latest (coalesced)`,
      ms(await burst({ clients, bare, notifier })),
    ]);
  } catch (error) {
    console.error('fan-out bench failed:', error);
    await explain(clients).catch(() => {});
    throw error;
  } finally {
    await notifier.end().catch(() => {});
    for (const c of clients) c.send('close');
    bare.send('stop');
    const stopped = new Promise((resolve) => server.once('exit', resolve));
    server.send('stop');
    await Promise.race([stopped, sleep(20_000)]);
  }
  return report;
}
