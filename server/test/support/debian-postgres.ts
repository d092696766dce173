import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.js';

const DEBIAN_DIR = '/usr/lib/postgresql';

export interface DebianPostgres {
  /** A connection string to the cluster's database `name`. */
  url(name: string): string;
  stop(): Promise<void>;
}

/** The newest Debian PostgreSQL (server and client tools) installed, or undefined. */
export function debianPostgresBin(): string | undefined {
  if (!existsSync(DEBIAN_DIR)) return undefined;
  const versions = readdirSync(DEBIAN_DIR).filter((v) => /^\d+$/.test(v));
  const bin = versions
    .sort((a, b) => Number(b) - Number(a))
    .map((v) => path.join(DEBIAN_DIR, v, 'bin'))
    .find((dir) => ['initdb', 'pg_ctl', 'pg_dump', 'pg_restore'].every((f) => existsSync(path.join(dir, f))));
  return bin;
}

/** A throw-away cluster of Debian's PostgreSQL (run as the postgres user when the tests run as root). */
export async function startDebianPostgres(bin: string): Promise<DebianPostgres> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'kiosk-debian-pg-'));
  const asRoot = process.getuid?.() === 0;
  const run = (tool: string, args: string[]) => {
    const command = path.join(bin, tool);
    if (asRoot) execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'pipe' });
    else execFileSync(command, args, { stdio: 'pipe' });
  };
  if (asRoot) {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }));
    await chown(dir, id('-u'), id('-g'));
  }
  const data = path.join(dir, 'data');
  const port = await freePort();
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync']);
  run('pg_ctl', [
    '-D',
    data,
    '-w',
    '-l',
    path.join(dir, 'log'),
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
    'start',
  ]);
  return {
    url: (name) => `postgres://postgres@127.0.0.1:${port}/${name}`,
    async stop() {
      run('pg_ctl', ['-D', data, '-w', '-m', 'fast', 'stop']);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
