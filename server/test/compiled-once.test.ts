// CompiledOnce (issue 37, COSTNODE): a statement built and compiled once, run with each call's values.
// No database: a driver that records what it is asked to run.
import {
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import { CompiledOnce } from '../src/db/compiled-once.js';
import type { AttemptStatus, DB } from '../src/db/schema.js';

function recordingDb(): { db: Kysely<DB>; ran: CompiledQuery[] } {
  const ran: CompiledQuery[] = [];
  const connection: DatabaseConnection = {
    executeQuery: async (query) => {
      ran.push(query);
      return { rows: [{ id: 'row' }] as never[] };
    },
    streamQuery: () => {
      throw new Error('not used');
    },
  };
  const driver: Driver = {
    init: async () => {},
    acquireConnection: async () => connection,
    beginTransaction: async () => {},
    commitTransaction: async () => {},
    rollbackTransaction: async () => {},
    releaseConnection: async () => {},
    destroy: async () => {},
  };
  const db = new Kysely<DB>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => driver,
      createIntrospector: (k) => new PostgresIntrospector(k),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
  return { db, ran };
}

const attemptQuery = (db: Kysely<DB>, v: { id: string; status: AttemptStatus; limit: number }) =>
  db
    .selectFrom('payment_attempts')
    .select('id')
    .where('id', '=', v.id)
    .where('status', '=', v.status)
    .where('attempt_no', '<', sql<number>`${v.limit}::int`)
    .where('method', '=', 'card');

describe('CompiledOnce', () => {
  it("runs the builder's own text with each call's values in their places, building it once", async () => {
    const { db, ran } = recordingDb();
    let builds = 0;
    const statement = new CompiledOnce((d, v: { id: string; status: AttemptStatus; limit: number }) => {
      builds += 1;
      return attemptQuery(d, v);
    });
    const first = { id: 'a1', status: 'sent' as const, limit: 3 };
    const second = { id: 'b2', status: 'waiting' as const, limit: 7 };
    expect(await statement.rows(db, first)).toEqual([{ id: 'row' }]);
    await statement.rows(db, second);
    await statement.rows(db, { id: 'c3', status: 'sent', limit: 1 });
    expect(builds).toBe(1);
    const direct = attemptQuery(db, second).compile();
    expect(ran[1]?.sql).toBe(direct.sql);
    expect(ran.map((q) => q.parameters)).toEqual([
      ['a1', 'sent', 3, 'card'],
      ['b2', 'waiting', 7, 'card'],
      ['c3', 'sent', 1, 'card'],
    ]);
  });

  it('runs on the database it is given each time (a transaction after the pool)', async () => {
    const pool = recordingDb();
    const other = recordingDb();
    const statement = new CompiledOnce((d, v: { id: string; status: AttemptStatus; limit: number }) =>
      attemptQuery(d, v),
    );
    await statement.rows(pool.db, { id: 'a', status: 'sent', limit: 1 });
    await other.db
      .transaction()
      .execute((trx) => statement.rows(trx, { id: 'b', status: 'waiting', limit: 2 }));
    expect(pool.ran.map((q) => q.parameters[0])).toEqual(['a']);
    expect(other.ran.map((q) => q.parameters[0])).toEqual(['b']);
  });

  it('refuses a value changed before it reached the statement (it would be built in once)', async () => {
    const { db, ran } = recordingDb();
    const stringified = new CompiledOnce((d, v: { handle: Record<string, unknown> }) =>
      d.selectFrom('payment_attempts').select('id').where('id', '=', JSON.stringify(v.handle)),
    );
    await expect(stringified.rows(db, { handle: { a: 1 } })).rejects.toThrow(/"handle" did not reach/);
    const inArray = new CompiledOnce((d, v: { id: string }) =>
      d
        .selectFrom('payment_attempts')
        .select('id')
        .where('id', '=', sql<string>`ANY(${[v.id]}::uuid[])`),
    );
    await expect(inArray.rows(db, { id: 'x' })).rejects.toThrow(/"id" did not reach/);
    expect(ran).toEqual([]);
  });

  it("builds every run through a database's plugins (as a test's statement counter needs)", async () => {
    const { db, ran } = recordingDb();
    let builds = 0;
    const seen: string[] = [];
    const counted = db.withPlugin({
      transformQuery: (args) => {
        seen.push(args.node.kind);
        return args.node;
      },
      transformResult: async (args) => args.result,
    });
    const statement = new CompiledOnce((d, v: { id: string; status: AttemptStatus; limit: number }) => {
      builds += 1;
      return attemptQuery(d, v);
    });
    await statement.rows(db, { id: 'a', status: 'sent', limit: 1 });
    await statement.rows(counted, { id: 'b', status: 'waiting', limit: 2 });
    await statement.rows(counted, { id: 'c', status: 'unknown', limit: 3 });
    expect(builds).toBe(3);
    expect(seen).toEqual(['SelectQueryNode', 'SelectQueryNode']);
    expect(ran.map((q) => q.parameters[0])).toEqual(['a', 'b', 'c']);
  });
});
