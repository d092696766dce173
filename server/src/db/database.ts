import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { asUnavailable, DatabaseUnavailable } from './database-unavailable.js';
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

/**
 * Fails the start when the database's connections are not in the outlet's time zone. Each pooled
 * connection asks for it (the TimeZone startup option); PgBouncer drops that option
 * (`ignore_startup_parameters = options`), so behind it the zone is the one its `[databases]` line
 * sets (`timezone=`): a different one would put orders on the wrong business day without a word.
 */
export async function requireTimeZone(db: Kysely<DB>, timeZone: string): Promise<void> {
  const { rows } = await sql<{ zone: string; same: boolean }>`
    SELECT current_setting('TimeZone') AS zone, now()::timestamp = (now() AT TIME ZONE ${timeZone}) AS same`.execute(
    db,
  );
  const row = rows[0];
  if (row && !row.same)
    throw new Error(
      `The database connections run in time zone ${row.zone}, not the outlet's ${timeZone}: behind PgBouncer set timezone=${timeZone} on its [databases] line (README, "Several instances").`,
    );
}

/** How long a statement waits for a connection (a new one, or a free one of the pool). */
const CONNECT_TIMEOUT_MS = 10_000;

/** Clients whose connection was lost during a statement: released, they leave the pool. */
const lostClients = new WeakSet<object>();

/** Makes a client's statements fail with DatabaseUnavailable when its connection is lost. */
function reportUnavailable(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  Object.assign(client, {
    query(...args: unknown[]) {
      const result = query(...args);
      if (!(result instanceof Promise)) return result;
      return result.catch((error: unknown) => {
        const translated = asUnavailable(error);
        if (translated instanceof DatabaseUnavailable) lostClients.add(client);
        return Promise.reject(translated);
      });
    },
  });
}

/**
 * A pooled client for Kysely. One that lost its connection is destroyed on release rather than
 * handed to the next statement (pg may not have seen the socket close yet when that one comes);
 * pg-pool sets `release` anew at every checkout, so it is wrapped here.
 */
async function checkOut(pool: pg.Pool): Promise<pg.PoolClient> {
  const client = await pool.connect().catch((error: unknown) => Promise.reject(asUnavailable(error)));
  const release = client.release;
  client.release = (destroy?: Error | boolean) => release(destroy || lostClients.has(client));
  return client;
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
    // a database that does not answer (or a pool kept busy that long) fails the request with 503
    // instead of holding it, and the kiosk's own time-out, forever
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
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
    reportUnavailable(client);
  });
  // A connection refused, lost or not had in time surfaces as DatabaseUnavailable (503), whichever
  // statement met it.
  const dialectPool = { connect: () => checkOut(pool), end: () => pool.end() };
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: dialectPool }) });
  return {
    db,
    pool,
    url,
    async close() {
      await db.destroy();
    },
  };
}
