// Issue 2/3: start-up, HTTP latency, sign-in timing (unknown e-mail vs wrong password) and
// realtime delivery across two server instances on one database.
import WebSocket from 'ws';
import { publishEvent } from '../../server/src/realtime/realtime-bus.js';
import { ms, percentile, type Report, startBenchServer, type startCluster } from './support.js';

export async function platformBench(cluster: Awaited<ReturnType<typeof startCluster>>): Promise<Report> {
  const report: Report = [];
  let started = performance.now();
  const url = await cluster.createDatabase('bench_platform', { seeded: true });
  report.push(['migrate + seed a new database', ms(performance.now() - started)]);
  started = performance.now();
  const first = await startBenchServer(url);
  report.push(['server start on a ready database', ms(performance.now() - started)]);
  const second = await startBenchServer(url);
  try {
    for (const [name, target] of [
      ['GET /health', `${first.urls.kiosk}/health`],
      ['GET /ready', `${first.urls.kiosk}/ready`],
    ] as const) {
      const times: number[] = [];
      for (let i = 0; i < 1000; i += 1) {
        const t = performance.now();
        await (await fetch(target)).arrayBuffer();
        times.push(performance.now() - t);
      }
      report.push([
        `${name} p50 / p99 (1000 sequential)`,
        `${ms(percentile(times, 50))} / ${ms(percentile(times, 99))}`,
      ]);
    }

    // Alternate the two kinds so warm-up and load affect both alike.
    const signIn = async (email: string, i: number) => {
      const t = performance.now();
      await fetch(`${first.urls.admin}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.1.${i}.${email.length}` },
        body: JSON.stringify({ email, password: `wrong-password-${i}` }),
      });
      return performance.now() - t;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    // Nine of each: the tenth failure would lock the login (and answer fast).
    for (let i = 0; i < 9; i += 1) {
      known.push(await signIn('admin@kiosk.local', i));
      unknown.push(await signIn('nobody-here@kiosk.local', i));
    }
    report.push([
      'sign-in p50: wrong password / unknown e-mail',
      `${ms(percentile(known, 50))} / ${ms(percentile(unknown, 50))}`,
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
    socket.close();
    report.push([
      'realtime publish -> client of the other instance p50 / p99',
      `${ms(percentile(latencies, 50))} / ${ms(percentile(latencies, 99))}`,
    ]);
    report.push([
      'process RSS (two instances in one process)',
      `${(process.memoryUsage().rss / 1048576).toFixed(0)} MiB`,
    ]);
  } finally {
    await second.stop();
    await first.stop();
  }
  return report;
}
