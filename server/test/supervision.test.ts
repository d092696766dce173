import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';
import { REPO_ROOT } from './support/test-server.js';

// The start command (scripts/serve.mjs; `npm start` runs it after building) must not hide a crash:
// when its server child dies unexpectedly the script exits non-zero, so systemd or the container
// runtime restarts it.
let database: TestDatabase;
const started: ChildProcess[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  for (const child of started)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await database?.drop();
});

function startScript(): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  let output = '';
  const child = spawn(process.execPath, ['scripts/serve.mjs'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      SERVE_FROM_SOURCE: 'true',
      SIMULATOR: 'false',
      PRINTER_SIMULATOR: 'false',
      DATABASE_URL: database.url,
      SEED_DEMO: 'false',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      KIOSK_PORT: '0',
      ADMIN_PORT: '0',
      SALE_PORT: '0',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  child.stdout?.on('data', (d) => {
    output += d.toString();
  });
  child.stderr?.on('data', (d) => {
    output += d.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function until(check: () => boolean, what: string, output: () => string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`${what} timed out:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('start command supervision', () => {
  it('exits non-zero when the server child is killed with kill -9', async () => {
    const start = startScript();
    await until(() => start.output().includes('Kiosk POS is running'), 'start-up', start.output);
    const children = spawnSync('ps', ['-o', 'pid=', '--ppid', String(start.child.pid)], { encoding: 'utf8' })
      .stdout.split('\n')
      .map((line) => Number(line.trim()))
      .filter((pid) => pid > 0);
    expect(children).toHaveLength(1);
    process.kill(children[0] as number, 'SIGKILL');
    const code = await start.exited;
    expect(code).not.toBe(0);
    expect(code).not.toBeNull();
    expect(start.output()).toMatch(/server .*SIGKILL/);
  });

  it('exits 0 after a requested stop (SIGTERM)', async () => {
    const start = startScript();
    await until(() => start.output().includes('Kiosk POS is running'), 'start-up', start.output);
    start.child.kill('SIGTERM');
    expect(await start.exited).toBe(0);
  });
});
