import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connectDatabase } from '../../server/src/db/database.js';
import { startEmbeddedPostgres } from '../../server/src/db/embedded-postgres.js';
import { migrate } from '../../server/src/db/migrate.js';
import { seedDemoOutlet } from '../../server/src/db/seed/seed-demo-outlet.js';
import { PostgresStorage } from '../../server/src/repositories/storage.repository.js';

/** What every test file's startTestServer clones its database from (see server.ts). */
export interface E2ePostgres {
  /** The shared Postgres's maintenance database. */
  adminUrl: string;
  /** Template databases: migrated, and migrated plus the demo seed. */
  templates: { migrated: string; seeded: string };
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2ePostgres: E2ePostgres;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/**
 * One embedded Postgres for the whole run with two template databases, made once (initdb,
 * migrations, demo seed: ~7 s); each test file's server gets its own copy (CREATE DATABASE ...
 * TEMPLATE, well under a second), so files stay isolated without paying the set-up each time.
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'kiosk-e2e-pg-'));
  const port = await freePort();
  const embedded = await startEmbeddedPostgres({
    clusterDir: path.join(dir, 'postgres'),
    port,
    database: 'postgres',
  });
  const adminUrl = `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  // throw-away data: no waiting for the disk (the servers' own embedded Postgres waited for it)
  for (const setting of ['fsync = off', 'synchronous_commit = off', 'full_page_writes = off'])
    await admin.query(`ALTER SYSTEM SET ${setting}`);
  await admin.query('SELECT pg_reload_conf()');
  const suffix = Date.now().toString(36);
  const templates = { migrated: `tpl_migrated_${suffix}`, seeded: `tpl_seeded_${suffix}` };
  await admin.query(`CREATE DATABASE ${templates.migrated}`);
  let database = connectDatabase(withDatabase(adminUrl, templates.migrated), 2);
  await migrate(database.db);
  await database.close();
  await admin.query(`CREATE DATABASE ${templates.seeded} TEMPLATE ${templates.migrated}`);
  database = connectDatabase(withDatabase(adminUrl, templates.seeded), 2);
  await seedDemoOutlet(database.db, new PostgresStorage(database.db));
  await database.close();
  await admin.end();

  project.provide('e2ePostgres', { adminUrl, templates });

  return async () => {
    await embedded.stop();
    await rm(dir, { recursive: true, force: true });
  };
}
