import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { type Kysely, sql } from 'kysely';
import type { DB } from './schema.js';

/** SQL files live in server/src/db/migrations; the path works from src/db and dist/db alike. */
export const MIGRATIONS_DIR = fileURLToPath(new URL('../../src/db/migrations/', import.meta.url));

const MIGRATION_LOCK = 'kiosk-pos:migrations';

/**
 * Runs fn while holding a session-level Postgres advisory lock on one connection of `db`. Give it a
 * direct connection (DIRECT_DATABASE_URL), never one through a pooler in transaction mode: there the
 * lock would stay on whichever server connection ran it, and the unlock might run on another.
 */
export async function withAdvisoryLock<T>(
  db: Kysely<DB>,
  name: string,
  fn: (db: Kysely<DB>) => Promise<T>,
): Promise<T> {
  return db.connection().execute(async (conn) => {
    await sql`SELECT pg_advisory_lock(hashtext(${name}))`.execute(conn);
    try {
      return await fn(conn);
    } finally {
      await sql`SELECT pg_advisory_unlock(hashtext(${name}))`.execute(conn);
    }
  });
}

export async function migrationFiles(dir = MIGRATIONS_DIR): Promise<string[]> {
  return (await readdir(dir)).filter((f) => /^\d{14}_[a-z0-9_]+\.sql$/.test(f)).sort();
}

async function ensureTable(db: Kysely<DB>): Promise<void> {
  await sql`CREATE TABLE IF NOT EXISTS schema_migrations (
    name text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
}

async function appliedNames(db: Kysely<DB>): Promise<Set<string>> {
  const rows = await db.selectFrom('schema_migrations').select('name').execute();
  return new Set(rows.map((r) => r.name));
}

/**
 * Applies pending migrations in name order, each in its own transaction, under an advisory lock
 * so that two instances starting together do not race.
 */
export async function migrate(
  db: Kysely<DB>,
  log: (message: string) => void = () => {},
  dir = MIGRATIONS_DIR,
): Promise<string[]> {
  const files = await migrationFiles(dir);
  return withAdvisoryLock(db, MIGRATION_LOCK, async (conn) => {
    await ensureTable(conn);
    const done = await appliedNames(conn);
    const applied: string[] = [];
    for (const file of files) {
      const name = file.replace(/\.sql$/, '');
      if (done.has(name)) continue;
      const text = await readFile(new URL(file, `file://${dir.endsWith('/') ? dir : `${dir}/`}`), 'utf8');
      await sql`BEGIN`.execute(conn);
      try {
        await sql.raw(text).execute(conn);
        await conn.insertInto('schema_migrations').values({ name }).execute();
        await sql`COMMIT`.execute(conn);
      } catch (error) {
        await sql`ROLLBACK`.execute(conn);
        throw new Error(`Migration ${file} failed: ${(error as Error).message}`);
      }
      log(`applied migration ${name}`);
      applied.push(name);
    }
    return applied;
  });
}

export async function migrationStatus(
  db: Kysely<DB>,
  dir = MIGRATIONS_DIR,
): Promise<{ applied: number; pending: number }> {
  const files = (await migrationFiles(dir)).map((f) => f.replace(/\.sql$/, ''));
  const rows = await sql<{ name: string }>`SELECT name FROM schema_migrations`.execute(db);
  const done = new Set(rows.rows.map((r) => r.name));
  return {
    applied: files.filter((f) => done.has(f)).length,
    pending: files.filter((f) => !done.has(f)).length,
  };
}
