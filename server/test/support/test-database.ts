import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { connectDatabase, type Database } from '../../src/db/database.js';

export interface TestDatabase {
  url: string;
  name: string;
  connect(): Database;
  drop(): Promise<void>;
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A fresh database copied from the migrated (or migrated and seeded) template. */
export async function createTestDatabase(options: { seeded?: boolean } = {}): Promise<TestDatabase> {
  const templates = inject('pgTemplates');
  const template = options.seeded ? templates.seeded : templates.migrated;
  const name = `t_${process.ppid}_${randomBytes(5).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  const url = new URL(inject('pgAdminUrl'));
  url.pathname = `/${name}`;
  const opened: Database[] = [];
  return {
    url: url.toString(),
    name,
    connect() {
      const database = connectDatabase(url.toString(), 5);
      opened.push(database);
      return database;
    },
    async drop() {
      for (const database of opened) await database.close();
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
