/**
 * Postgres error codes are read here and in the repositories only (and in db/: statement-batcher.ts
 * tells a refused statement from a lost connection, database-unavailable.ts turns a connection
 * refused or lost into DatabaseUnavailable, answered 503): a repository turns the
 * violations it expects into these typed errors, so services decide on meaning, not on SQLSTATEs.
 */

/** A write refused by a unique constraint or index (Postgres 23505); `what` names the value. */
export class UniqueConflict extends Error {
  constructor(readonly what: string) {
    super(`${what} is already taken`);
    this.name = 'UniqueConflict';
  }
}

/** A delete refused because other rows still refer to the row (Postgres 23503). */
export class StillReferenced extends Error {
  constructor(readonly what: string) {
    super(`${what} is still referred to`);
    this.name = 'StillReferenced';
  }
}

interface PostgresError {
  code?: string;
  constraint?: string;
}

/** Postgres 23505 (unique_violation), optionally only for the named constraint or index. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const pg = error as PostgresError | undefined;
  return pg?.code === '23505' && (constraint === undefined || pg.constraint === constraint);
}

/** Postgres 23503 (foreign_key_violation). */
export function isForeignKeyViolation(error: unknown): boolean {
  return (error as PostgresError | undefined)?.code === '23503';
}
