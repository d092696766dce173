import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { StatementNames } from './prepared-statements.js';
import type { DB } from './schema.js';

// int8 (bigint) columns hold money in minor units and counts; they fit a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

export interface Database {
  db: Kysely<DB>;
  pool: pg.Pool;
  url: string;
  close(): Promise<void>;
}

/**
 * The outlet's time zone. Every connection uses it, so `current_date` (an order's business day, the
 * date in its number, the day its queue number restarts) is the outlet's day, not the server's.
 */
export const DEFAULT_TIME_ZONE = 'Europe/Istanbul';

/** An IANA zone name Intl knows (and nothing that could reach the connection options otherwise). */
export function isTimeZone(zone: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+/-]*$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export function connectDatabase(
  url: string,
  poolSize = 10,
  timeZone = DEFAULT_TIME_ZONE,
  prepare = true,
): Database {
  if (!isTimeZone(timeZone)) throw new Error(`Unknown time zone: ${timeZone}`);
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    idleTimeoutMillis: 30_000,
    options: `-c TimeZone=${timeZone}`,
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  // Nor a checked-out client that loses it between two statements (a restart or a terminated
  // backend while a transaction waits on JavaScript): pg emits that as the client's own 'error',
  // which nothing else listens to. The statement that needs it fails instead, and the client,
  // no longer queryable, is dropped from the pool when it is released.
  // statements run over and over are prepared once per connection (see StatementNames)
  const names = new StatementNames();
  pool.on('connect', (client) => {
    client.on('error', () => {});
    if (prepare) names.attach(client);
  });
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    pool,
    url,
    async close() {
      await db.destroy();
    },
  };
}
