import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './support/free-port.js';
import { type ServerProcess, spawnServer, waitForReady } from './support/server-process.js';

// The real entry point on an embedded Postgres in a fresh DATA_DIR, as a user runs it.
let dataDir: string;
let env: Record<string, string>;
let kioskUrl: string;
const running: ServerProcess[] = [];

function postmasterPid(): number | undefined {
  const file = path.join(dataDir, 'postgres', 'postmaster.pid');
  return existsSync(file) ? Number(readFileSync(file, 'utf8').split('\n')[0]) : undefined;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'kiosk-data-'));
  const [kiosk, admin, sale, pgPort] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  env = {
    DATA_DIR: dataDir,
    KIOSK_PORT: String(kiosk),
    ADMIN_PORT: String(admin),
    SALE_PORT: String(sale),
    EMBEDDED_PG_PORT: String(pgPort),
    HOST: '127.0.0.1',
    DATABASE_URL: '',
  };
  kioskUrl = `http://127.0.0.1:${kiosk}`;
});

afterAll(async () => {
  for (const proc of running) if (proc.child.exitCode === null) proc.child.kill('SIGKILL');
  const pid = postmasterPid();
  if (pid && alive(pid)) process.kill(pid, 'SIGINT');
  await new Promise((resolve) => setTimeout(resolve, 500));
  await rm(dataDir, { recursive: true, force: true });
});

async function query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({
    connectionString: `postgres://postgres:postgres@127.0.0.1:${env.EMBEDDED_PG_PORT}/kiosk`,
  });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

describe('server lifecycle on the embedded Postgres', () => {
  it('starts, seeds once, prints the addresses and sign-ins, and survives kill -9 with all data', async () => {
    const first = spawnServer(env);
    running.push(first);
    await waitForReady(kioskUrl, first);
    // the banner may reach the pipe after /ready answers (seen empty 200 ms later at load 10)
    await expect.poll(() => first.output(), { timeout: 15_000 }).toContain(`Kiosk  ${kioskUrl}`);
    await expect.poll(() => first.output(), { timeout: 15_000 }).toContain('admin@kiosk.local');
    const products = Number((await query<{ n: string }>('SELECT count(*) AS n FROM products'))[0]?.n);
    expect(products).toBeGreaterThanOrEqual(25);
    await query(`INSERT INTO categories (id, name) VALUES ('written-before-crash', 'Yazıldı')`);

    const leftover = postmasterPid();
    expect(leftover).toBeDefined();
    first.child.kill('SIGKILL');
    await first.exited;
    // The embedded Postgres outlives its parent; the next start must deal with it.
    expect(alive(leftover as number)).toBe(true);

    const second = spawnServer(env);
    running.push(second);
    await waitForReady(kioskUrl, second);
    expect(alive(leftover as number)).toBe(false);
    const rows = await query<{ name: string }>(
      `SELECT name FROM categories WHERE id = 'written-before-crash'`,
    );
    expect(rows).toEqual([{ name: 'Yazıldı' }]);
    const again = Number((await query<{ n: string }>('SELECT count(*) AS n FROM products'))[0]?.n);
    expect(again).toBe(products);

    // SIGTERM stops the server and its Postgres cleanly.
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    const pid = postmasterPid();
    expect(pid === undefined || !alive(pid)).toBe(true);
  }, 120_000);
});
