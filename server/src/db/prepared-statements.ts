import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type pg from 'pg';

const PER_RUN_MARK = '/* planned per run */';
/**
 * Put first in a statement whose best plan depends on its values (a date range of a day or of a
 * month): it is never prepared, so Postgres plans it for the values of each run.
 */
export const PLANNED_PER_RUN = sql.raw(PER_RUN_MARK);

/** Statement texts prepared per connection, at most (the first ones seen often enough). */
const MAX_PREPARED = 256;
/** A text is prepared from its third run on: one-off statements (IN lists of any length) are not. */
const RUNS_BEFORE_PREPARING = 2;
/** Texts counted but not yet prepared, at most (the count starts again when it is full). */
const MAX_COUNTED = 5000;

/**
 * Named (prepared) statements for the statements an instance runs over and over. Postgres parses
 * and plans an unnamed statement on every run; a named one is parsed once per connection and, once
 * its plan is known to be as good for any value, not planned again. On the order path planning was
 * most of each small statement's time in Postgres (issue 18). Only statements with parameters are
 * named (BEGIN, COMMIT and the like gain nothing), and only the first MAX_PREPARED texts seen at
 * least three times, so statements built for one list length never pile up on a connection.
 */
export class StatementNames {
  private readonly named = new Map<string, string>();
  private readonly runs = new Map<string, number>();

  /** The name to run `text` under, or undefined to run it unnamed. */
  nameOf(text: string): string | undefined {
    const name = this.named.get(text);
    if (name) return name;
    if (this.named.size >= MAX_PREPARED || text.startsWith(PER_RUN_MARK)) return undefined;
    const seen = (this.runs.get(text) ?? 0) + 1;
    if (seen <= RUNS_BEFORE_PREPARING) {
      if (this.runs.size >= MAX_COUNTED) this.runs.clear();
      this.runs.set(text, seen);
      return undefined;
    }
    this.runs.delete(text);
    const made = `s_${createHash('sha1').update(text).digest('base64url')}`;
    this.named.set(text, made);
    return made;
  }

  /** Makes a new pool client run the named statements by name (Kysely calls query(text, values)). */
  attach(client: pg.PoolClient): void {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    const names = this;
    Object.assign(client, {
      query(config: unknown, values?: unknown, callback?: unknown) {
        const name =
          typeof config === 'string' && Array.isArray(values) && values.length > 0
            ? names.nameOf(config)
            : undefined;
        return name ? query({ name, text: config, values }, callback) : query(config, values, callback);
      },
    });
  }
}
