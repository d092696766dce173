import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

/**
 * `server/src/db/schema.ts` is written by hand beside the migrations. This test reads it with the
 * TypeScript parser and compares it with the migrated database: the same tables, the same columns,
 * and a column's type allows null exactly when the column is nullable.
 */

/** Tables the server reads only with raw SQL: the sales totals that triggers keep, and the day closings. */
const UNTYPED_TABLES = new Set([
  'sales_hour_totals',
  'sales_line_totals',
  'sales_money_totals',
  'sales_refund_rate_totals',
  'sales_discount_totals',
  'sales_range_totals',
  'sales_day_closings',
]);

type Columns = Map<string, { nullable: boolean }>;

function declaredTables(): Map<string, Columns> {
  const path = new URL('../src/db/schema.ts', import.meta.url);
  const file = ts.createSourceFile('schema.ts', readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const interfaces = new Map<string, ts.InterfaceDeclaration>();
  file.forEachChild((node) => {
    if (ts.isInterfaceDeclaration(node)) interfaces.set(node.name.text, node);
  });
  const db = interfaces.get('DB');
  if (!db) throw new Error('schema.ts has no DB interface');
  const tables = new Map<string, Columns>();
  for (const member of db.members) {
    if (!ts.isPropertySignature(member) || !member.type) continue;
    const table = member.name.getText(file);
    const shape = interfaces.get(member.type.getText(file));
    if (!shape)
      throw new Error(`schema.ts: ${table}'s type ${member.type.getText(file)} is not an interface here`);
    const columns: Columns = new Map();
    for (const column of shape.members) {
      if (!ts.isPropertySignature(column) || !column.type) continue;
      columns.set(column.name.getText(file), { nullable: /\bnull\b/.test(column.type.getText(file)) });
    }
    tables.set(table, columns);
  }
  return tables;
}

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.drop());

describe('schema.ts', () => {
  it('declares every table and column of the migrated database, nullable exactly where the database is', async () => {
    const { db } = database.connect();
    const rows = await sql<{ table_name: string; column_name: string; is_nullable: 'YES' | 'NO' }>`
      SELECT c.table_name, c.column_name, c.is_nullable
      FROM information_schema.columns c
      JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
      ORDER BY c.table_name, c.ordinal_position`.execute(db);
    const actual = new Map<string, Columns>();
    for (const row of rows.rows) {
      if (UNTYPED_TABLES.has(row.table_name)) continue;
      const columns = actual.get(row.table_name) ?? new Map();
      columns.set(row.column_name, { nullable: row.is_nullable === 'YES' });
      actual.set(row.table_name, columns);
    }
    const declared = declaredTables();
    const describe = (tables: Map<string, Columns>) =>
      Object.fromEntries(
        [...tables.entries()]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([table, columns]) => [
            table,
            [...columns.entries()]
              .map(([name, { nullable }]) => `${name}${nullable ? ' | null' : ''}`)
              .sort(),
          ]),
      );
    expect(describe(declared)).toEqual(describe(actual));
  });
});
