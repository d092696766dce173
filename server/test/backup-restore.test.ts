import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../src/db/database.js';
import { migrate } from '../src/db/migrate.js';
import { seedDemoOutlet } from '../src/db/seed/seed-demo-outlet.js';
import { PostgresStorage } from '../src/repositories/storage.repository.js';
import { type DebianPostgres, debianPostgresBin, startDebianPostgres } from './support/debian-postgres.js';
import { REPO_ROOT } from './support/test-server.js';

// npm run backup / npm run restore on Debian's PostgreSQL (the production database; its pg_dump
// matches it, while the embedded Postgres 18 of the other tests is newer than any Debian client).
const bin = debianPostgresBin();
if (!bin) console.warn('backup round trip skipped: no Debian PostgreSQL (apt-get install postgresql)');

let cluster: DebianPostgres;
let folder: string;

async function query<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

/** Each table's row count and the md5 of its rows in order; each sequence's last value. */
async function contents(url: string): Promise<Record<string, string>> {
  const tables = await query<{ name: string }>(
    url,
    `SELECT quote_ident(table_name) AS name FROM information_schema.tables
     WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
  );
  const found: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await query<{ n: number; h: string }>(
      url,
      `SELECT count(*)::int AS n, md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS h FROM ${name} t`,
    );
    found[name] = `${row?.n} ${row?.h}`;
  }
  for (const { sequencename, last_value } of await query<{ sequencename: string; last_value: string | null }>(
    url,
    `SELECT sequencename, last_value FROM pg_sequences WHERE schemaname = 'public'`,
  ))
    found[`sequence ${sequencename}`] = String(last_value);
  return found;
}

function cli(script: 'backup' | 'restore', databaseUrl: string, file: string) {
  return spawnSync(
    process.execPath,
    ['--import', 'tsx', '--conditions=source', `server/src/cli/${script}.ts`, file],
    { cwd: REPO_ROOT, env: { ...process.env, DATABASE_URL: databaseUrl }, encoding: 'utf8' },
  );
}

describe.skipIf(!bin)('backup and restore (Debian PostgreSQL)', () => {
  beforeAll(async () => {
    cluster = await startDebianPostgres(bin as string);
    folder = await mkdtemp(path.join(os.tmpdir(), 'kiosk-backup-'));
    await query(cluster.url('postgres'), 'CREATE DATABASE source');
    await query(cluster.url('postgres'), 'CREATE DATABASE target');
    const database = connectDatabase(cluster.url('source'), 2);
    await migrate(database.db);
    await seedDemoOutlet(database.db, new PostgresStorage(database.db));
    await database.close();
  });
  afterAll(async () => {
    await cluster?.stop();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('restores into a fresh database every table row for row, stored files included', async () => {
    const file = path.join(folder, 'kiosk.dump');
    const backup = cli('backup', cluster.url('source'), file);
    expect(backup.status, backup.stderr).toBe(0);
    expect(backup.stdout).toContain(`backup written to ${file}`);
    const restore = cli('restore', cluster.url('target'), file);
    expect(restore.status, restore.stderr).toBe(0);

    const source = await contents(cluster.url('source'));
    expect(Number(source.products?.split(' ')[0])).toBeGreaterThan(0);
    expect(Number(source.storage_objects?.split(' ')[0])).toBeGreaterThan(0);
    expect(Number(source.storage_blobs?.split(' ')[0])).toBeGreaterThan(0);
    expect(await contents(cluster.url('target'))).toEqual(source);
  });

  it('refuses a missing file with the usage line', () => {
    const restore = cli('restore', cluster.url('target'), path.join(folder, 'none.dump'));
    expect(restore.status).toBe(2);
    expect(restore.stderr).toContain('usage: npm run restore -- FILE');
  });
});
