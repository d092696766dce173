import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './support/free-port.js';
import { REPO_ROOT } from './support/test-server.js';

// The production start command (scripts/serve.mjs) on the embedded Postgres with the simulator:
// a SIGTERM to its own pid (not to its process group) stops the server, the simulators and Postgres;
// started through npm, a SIGTERM to npm's pid does too.
const started: ChildProcess[] = [];
/** Every process the commands started: killed after a failed test so none outlives the run. */
const family: number[] = [];
let dataDir: string | undefined;

afterAll(async () => {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
  for (const pid of family) if (alive(pid)) process.kill(pid, 'SIGKILL');
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** Living (not zombie) processes below pid, from /proc. */
function descendants(pid: number): number[] {
  const parents = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (state === 'Z') continue;
      parents.set(Number(ppid), [...(parents.get(Number(ppid)) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  const found: number[] = [];
  const walk = (parent: number) => {
    for (const child of parents.get(parent) ?? []) {
      found.push(child);
      walk(child);
    }
  };
  walk(pid);
  return found;
}

function alive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function until(
  check: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs: number,
  output: () => string,
) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} timed out:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Starts `command` on the embedded Postgres of one data folder with the simulator, sends SIGTERM to
 * its pid only, and checks that within 10 s every process it started is gone and no port listens. */
async function startThenTerminate(command: string, args: string[]): Promise<number | null> {
  dataDir ??= await mkdtemp(path.join(os.tmpdir(), 'kiosk-serve-'));
  const ports = {
    KIOSK_PORT: await freePort(),
    ADMIN_PORT: await freePort(),
    SALE_PORT: await freePort(),
    EMBEDDED_PG_PORT: await freePort(),
    SIM_PORT: await freePort(),
    PRINTER_SIM_PORT: await freePort(),
    PRINTER_SIM_CONTROL_PORT: await freePort(),
  };
  let output = '';
  const child = spawn(command, args, {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      ...Object.fromEntries(Object.entries(ports).map(([name, port]) => [name, String(port)])),
      SERVE_FROM_SOURCE: 'true',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SIM_STATE_FILE: path.join(dataDir, 'simulator.json'),
      SEED_DEMO: 'false',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
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
  const pid = child.pid as number;
  await until(
    () =>
      output.includes('Kiosk POS is running') &&
      output.includes('[terminal-simulator] terminal') &&
      output.includes('[printer-simulator]'),
    'start-up',
    90_000,
    () => output,
  );
  const children = descendants(pid);
  family.push(...children);
  const commands = children.map((p) => readFileSync(`/proc/${p}/cmdline`, 'utf8'));
  expect(commands.some((c) => c.includes('server/src/main.ts'))).toBe(true);
  expect(commands.some((c) => c.includes('terminal-simulator/src/main.ts'))).toBe(true);
  expect(commands.some((c) => c.includes('printer-simulator/src/main.ts'))).toBe(true);
  expect(commands.some((c) => c.includes('postgres'))).toBe(true);
  for (const port of Object.values(ports)) expect(await listening(port)).toBe(true);

  const signalled = Date.now();
  process.kill(pid, 'SIGTERM');
  const code = await exited;
  await until(
    async () => {
      if (children.some(alive)) return false;
      for (const port of Object.values(ports)) if (await listening(port)) return false;
      return true;
    },
    'every child gone and every port closed',
    10_000 - (Date.now() - signalled),
    () => `${output}\nstill alive: ${children.filter(alive).join(', ')}`,
  );
  return code;
}

describe('production start command', () => {
  it('stops the server, the simulator and the embedded Postgres within 10 s of a SIGTERM to its pid', async () => {
    expect(await startThenTerminate(process.execPath, ['scripts/serve.mjs'])).toBe(0);
  });

  it('also when started through npm and the SIGTERM goes to npm', async () => {
    await startThenTerminate('npm', ['run', 'serve']);
  });
});
