// Issue 17: 2,000 connected kiosks, one message each. The kiosks hold their sockets on instance B
// (a separate process, so its memory is the server's alone); the admin sends on instance A. Compared
// in the same run: the bare fan-out (2,000 NOTIFY events, no storage, no acknowledgement) and the
// messenger (stored, pushed through the bus, acted on and acknowledged over HTTP, ack recorded).
import { type ChildProcess, spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import pg from 'pg';
import WebSocket from 'ws';
import { AccessTokens } from '../../server/src/auth/access-tokens.js';
import { publishEvent } from '../../server/src/realtime/realtime-bus.js';
import {
  freePort,
  ms,
  percentile,
  type Report,
  ROOT,
  startBenchServer,
  type startCluster,
} from './support.js';

const KIOSKS = 2000;
const SECRET = 'bench-kiosk-messaging-secret-0123456789abcdef';

async function rssKiB(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

async function startServerProcess(databaseUrl: string) {
  const [kiosk, admin, sale] = [await freePort(), await freePort(), await freePort()];
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=source', 'server/src/main.ts'],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATABASE_URL: databaseUrl,
        HOST: '127.0.0.1',
        KIOSK_PORT: String(kiosk),
        ADMIN_PORT: String(admin),
        SALE_PORT: String(sale),
        JWT_SECRET: SECRET,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'error',
        TRUST_PROXY: 'true',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let errors = '';
  const collect = (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-4000);
  };
  child.stderr?.on('data', collect);
  child.stdout?.on('data', collect);
  const url = `http://127.0.0.1:${kiosk}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/ready`)).status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || child.exitCode !== null)
      throw new Error(`server B did not start: ${errors}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    pid: child.pid ?? 0,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

interface Kiosk {
  id: string;
  token: string;
  ip: string;
  socket?: WebSocket;
  onEvent?: (event: { event: string; payload: Record<string, unknown> }) => void;
}

export async function kioskMessagingBench(
  cluster: Awaited<ReturnType<typeof startCluster>>,
): Promise<Report> {
  const report: Report = [];
  const url = await cluster.createDatabase('bench_messaging', { seeded: true });
  const db = new pg.Client({ connectionString: url });
  db.on('error', () => {});
  await db.connect();
  const setup = async () => {
    const store = await db.query<{ id: string }>(
      `INSERT INTO stores (name, business_id)
       SELECT 'Bench mağazası', business_id FROM kiosk_users WHERE username = 'kiosk-kadikoy-01'
     RETURNING id`,
    );
    const storeId = store.rows[0]?.id ?? '';
    const rows = await db.query<{ id: string; session_id: string }>(
      `WITH k AS (
       INSERT INTO kiosk_users (username, password_hash, business_id, store_id, public_id, device_name)
       SELECT 'bench-kiosk-' || lpad(i::text, 4, '0'), d.password_hash, d.business_id, $1,
              'K-B' || lpad(i::text, 7, '0'), 'Bench'
         FROM generate_series(1, ${KIOSKS}) i, kiosk_users d WHERE d.username = 'kiosk-kadikoy-01'
       RETURNING id)
     , s AS (
       INSERT INTO auth_sessions (kiosk_user_id, ip_address) SELECT id, '127.0.0.1' FROM k
       RETURNING id, kiosk_user_id)
     SELECT kiosk_user_id AS id, id AS session_id FROM s`,
      [storeId],
    );
    return { storeId, rows };
  };
  const { storeId, rows } = await setup()
    .catch((error: unknown) => {
      console.error('kiosk messaging bench setup failed:', error);
      throw error;
    })
    .finally(() => db.end());
  const tokens = new AccessTokens(SECRET, 3600);
  const kiosks: Kiosk[] = await Promise.all(
    rows.rows.map(async (r, i) => ({
      id: r.id,
      token: (await tokens.sign({ sub: r.id, sid: r.session_id, kind: 'kiosk' })).token,
      ip: `10.${Math.floor(i / 250)}.${i % 250}.7`,
    })),
  );

  const a = await startBenchServer(url, { JWT_SECRET: SECRET });
  const b = await startServerProcess(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const post = (path: string, token: string, body: unknown, ip: string) =>
    new Promise<number>((resolve, reject) => {
      const text = JSON.stringify(body);
      const request = http.request(
        `${b.url}${path}`,
        {
          method: 'POST',
          agent,
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(text),
            'x-forwarded-for': ip,
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      request.on('error', reject);
      request.end(text);
    });
  try {
    await new Promise((r) => setTimeout(r, 1000));
    const rssBefore = await rssKiB(b.pid);
    let started = performance.now();
    const wsUrl = `${b.url.replace('http', 'ws')}/realtime/v1`;
    for (let i = 0; i < KIOSKS; i += 100) {
      await Promise.all(
        kiosks.slice(i, i + 100).map(
          (kiosk) =>
            new Promise<void>((resolve, reject) => {
              const socket = new WebSocket(`${wsUrl}?token=${encodeURIComponent(kiosk.token)}`);
              kiosk.socket = socket;
              socket.on('message', (data) => {
                const message = JSON.parse(data.toString());
                if (message.type === 'joined') resolve();
                else if (message.type === 'event') kiosk.onEvent?.(message.event);
                else if (message.type === 'error') reject(new Error(JSON.stringify(message)));
              });
              socket.once('open', () =>
                socket.send(JSON.stringify({ type: 'join', channel: `kiosk-messages:${kiosk.id}` })),
              );
              socket.once('error', reject);
            }),
        ),
      );
    }
    report.push([`${KIOSKS} kiosks connect and join their channel`, ms(performance.now() - started)]);
    await new Promise((r) => setTimeout(r, 3000));
    const rssAfter = await rssKiB(b.pid);
    report.push([
      `server B RSS: before / with ${KIOSKS} idle kiosk sockets`,
      `${(rssBefore / 1024).toFixed(0)} MiB / ${(rssAfter / 1024).toFixed(0)} MiB (≈ ${((rssAfter - rssBefore) / KIOSKS).toFixed(1)} KiB per connection)`,
    ]);

    // Bare fan-out: one NOTIFY per kiosk in one transaction (as the messenger does), no storage, no ack.
    const bare: number[] = [];
    let done: () => void = () => {};
    let all = new Promise<void>((resolve) => {
      done = resolve;
    });
    started = performance.now();
    for (const kiosk of kiosks) {
      kiosk.onEvent = () => {
        bare.push(performance.now() - started);
        if (bare.length === KIOSKS) done();
      };
    }
    await a.database.db.transaction().execute(async (trx) => {
      for (const kiosk of kiosks) {
        await publishEvent(trx, {
          channel: `kiosk-messages:${kiosk.id}`,
          event: 'bench',
          payload: { id: kiosk.id, message: 'bare fan-out' },
        });
      }
    });
    await all;
    report.push([
      `bare fan-out to ${KIOSKS} kiosks (other instance): p50 / p99 / all received`,
      `${ms(percentile(bare, 50))} / ${ms(percentile(bare, 99))} / ${ms(Math.max(...bare))}`,
    ]);

    // The messenger: one send to the store (2,000 stored messages), each kiosk acknowledges over HTTP.
    const signIn = await fetch(`${a.urls.admin}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@kiosk.local', password: 'Demo-Admin-2026!' }),
    });
    const admin = ((await signIn.json()) as { access_token: string }).access_token;
    const acked: number[] = [];
    let failed = 0;
    all = new Promise<void>((resolve) => {
      done = resolve;
    });
    for (const kiosk of kiosks) {
      kiosk.onEvent = (event) => {
        if (event.event !== 'message') return;
        void post(
          '/functions/v1/kiosk-message-ack',
          kiosk.token,
          {
            message_id: event.payload.id,
            response: { ok: true, outcome: 'done' },
          },
          kiosk.ip,
        ).then((status) => {
          if (status !== 200) failed += 1;
          acked.push(performance.now() - started);
          if (acked.length === KIOSKS) done();
        });
      };
    }
    started = performance.now();
    const sent = await fetch(`${a.urls.admin}/rest/v1/kiosk_messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        store_id: storeId,
        message_type: 'NOTIFICATION',
        payload: { message: 'bench' },
      }),
    });
    const sendMs = performance.now() - started;
    if (sent.status !== 200) throw new Error(`send: ${sent.status} ${await sent.text()}`);
    await all;
    const check = new pg.Client({ connectionString: url });
    await check.connect();
    // An ack statement's rows share its transaction's now(): distinct times = ack statements.
    const recorded = await check.query<{ n: string; statements: string }>(
      `SELECT count(*) AS n, count(DISTINCT a.acknowledged_at) AS statements
         FROM kiosk_message_acks a JOIN kiosk_messages m ON m.id = a.message_id
         JOIN kiosk_users k ON k.id = m.target_kiosk_id WHERE k.store_id = $1`,
      [storeId],
    );
    await check.end();
    report.push([`messenger: store send (${KIOSKS} rows stored + pushed) answered in`, ms(sendMs)]);
    report.push([
      `messenger: ack recorded per message p50 / p99 / all ${KIOSKS} recorded`,
      `${ms(percentile(acked, 50))} / ${ms(percentile(acked, 99))} / ${ms(Math.max(...acked))}`,
    ]);
    report.push(['acks recorded in the database / refused', `${recorded.rows[0]?.n ?? 0} / ${failed}`]);
    report.push([
      'statements that recorded the acks (one per batch)',
      `${recorded.rows[0]?.statements ?? 0}`,
    ]);
  } catch (error) {
    console.error('kiosk messaging bench failed:', error);
    throw error;
  } finally {
    for (const kiosk of kiosks) kiosk.socket?.terminate();
    agent.destroy();
    await b.stop();
    await a.stop();
  }
  return report;
}
