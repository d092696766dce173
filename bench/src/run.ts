// `npm run bench`: start-up time, HTTP latency and realtime delivery latency across two
// server instances, on an embedded Postgres in a temporary folder. Prints a table; no asserts.
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pino } from 'pino';
import WebSocket from 'ws';
import { loadConfig } from '../../server/src/config.js';
import { publishEvent } from '../../server/src/realtime/realtime-bus.js';
import { startServer } from '../../server/src/runtime.js';

const root = fileURLToPath(new URL('../../', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

const results: Array<[string, string]> = [];
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kiosk-bench-'));
const silent = pino({ level: 'silent' });
const env = (extra: Record<string, string>) =>
  loadConfig({ HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...extra }, root);

let started = performance.now();
const first = await startServer(
  env({
    KIOSK_PORT: '0',
    ADMIN_PORT: '0',
    SALE_PORT: '0',
    EMBEDDED_PG_PORT: String(await freePort()),
    TRUST_PROXY: 'true',
  }),
  silent,
);
results.push(['cold start (init cluster, migrate, seed)', `${(performance.now() - started).toFixed(0)} ms`]);
const url = first.database.url;
started = performance.now();
const second = await startServer(
  env({ KIOSK_PORT: '0', ADMIN_PORT: '0', SALE_PORT: '0', DATABASE_URL: url, SEED_DEMO: 'true' }),
  silent,
);
results.push(['warm start (second instance, seeded db)', `${(performance.now() - started).toFixed(0)} ms`]);

for (const [name, target] of [
  ['GET /health', `${first.urls.kiosk}/health`],
  ['GET /ready', `${first.urls.kiosk}/ready`],
] as const) {
  const times: number[] = [];
  for (let i = 0; i < 1000; i += 1) {
    const t = performance.now();
    const res = await fetch(target);
    await res.arrayBuffer();
    times.push(performance.now() - t);
  }
  results.push([
    `${name} p50 / p99 (1000 sequential)`,
    `${percentile(times, 50).toFixed(2)} / ${percentile(times, 99).toFixed(2)} ms`,
  ]);
}

// An unknown e-mail must cost as much as a wrong password (no account enumeration by timing).
const signInTimes = async (email: string) => {
  const times: number[] = [];
  for (let i = 0; i < 20; i += 1) {
    const t = performance.now();
    await fetch(`${first.urls.admin}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.1.${i}.${email.length}` },
      body: JSON.stringify({ email, password: `wrong-password-${i}` }),
    });
    times.push(performance.now() - t);
  }
  return percentile(times, 50);
};
const wrongPassword = await signInTimes('admin@kiosk.local');
const unknownEmail = await signInTimes('nobody-here@kiosk.local');
results.push([
  'sign-in p50: wrong password / unknown e-mail',
  `${wrongPassword.toFixed(1)} / ${unknownEmail.toFixed(1)} ms`,
]);

const socket = new WebSocket(`${second.urls.kiosk.replace('http', 'ws')}/realtime/v1`);
await new Promise((resolve) => socket.once('open', resolve));
socket.send(JSON.stringify({ type: 'join', channel: 'db-changes' }));
await new Promise((resolve) => socket.once('message', resolve));
const latencies: number[] = [];
for (let i = 0; i < 100; i += 1) {
  const t = performance.now();
  const got = new Promise((resolve) => socket.once('message', resolve));
  await publishEvent(first.database.db, {
    channel: 'db-changes',
    event: 'UPDATE',
    table: 'products',
    payload: { id: `b${i}` },
  });
  await got;
  latencies.push(performance.now() - t);
  await new Promise((resolve) => setTimeout(resolve, 110));
}
results.push([
  'realtime publish -> other instance client p50 / p99',
  `${percentile(latencies, 50).toFixed(2)} / ${percentile(latencies, 99).toFixed(2)} ms`,
]);
results.push([
  'server RSS after run',
  `${(process.memoryUsage().rss / 1048576).toFixed(0)} MiB (both instances, one process)`,
]);
socket.close();

await second.stop();
await first.stop();
await rm(dataDir, { recursive: true, force: true });

const width = Math.max(...results.map(([k]) => k.length));
for (const [k, v] of results) console.log(`${k.padEnd(width)}  ${v}`);
