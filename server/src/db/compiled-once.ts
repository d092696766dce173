import type { CompiledQuery, Kysely, QueryExecutorProvider, QueryResult } from 'kysely';
import type { DB } from './schema.js';

/** Stands for one named value while a statement is built; replaced by the call's value at each run. */
class Slot {
  constructor(readonly name: string) {}
}

/** What `build` returns: a query builder, or an `sql` template (compiled on the database). */
interface Statement<Row> {
  compile(executorProvider: QueryExecutorProvider): CompiledQuery<Row>;
}

interface Template {
  compiled: CompiledQuery;
  /** Per parameter: the name of the call's value that goes there, or undefined for a constant. */
  slots: Array<string | undefined>;
}

/**
 * A statement of fixed shape that Kysely builds and compiles once per process and then runs with
 * each call's values (issue 37: building and compiling the order path's statements again on every
 * call was about a tenth of the server's CPU per paid order; 50-260 µs each at load).
 *
 * `build` gets, instead of the values, placeholders it must hand to Kysely untouched (as a `where`,
 * `values` or `sql` value): the SQL text, and so the prepared statement and its plan, stays exactly
 * the one the builder makes. A value changed before it reaches Kysely (sliced, stringified, put in
 * an array or an object) would be built in once, so the first run refuses it: every placeholder
 * `build` read must come out as a parameter of its own. Only for statements whose text does not
 * depend on the values (no lists expanded into `IN (...)`, no column present only when given).
 * The shared form is for databases without Kysely plugins (the server's); one with plugins builds
 * every run through them.
 */
export class CompiledOnce<V extends Record<string, unknown>, Row> {
  private template: Template | undefined;

  constructor(private readonly build: (db: Kysely<DB>, values: V) => Statement<Row>) {}

  /** The statement run with `values` on `db` (the pool, or the caller's transaction). */
  async execute(db: Kysely<DB>, values: V): Promise<QueryResult<Row>> {
    // a database with plugins (a test's statement counter) has each run built as before, through them
    if (db.getExecutor().plugins.length > 0) return db.executeQuery(this.build(db, values).compile(db));
    this.template ??= this.compile(db);
    const { compiled, slots } = this.template;
    const parameters = slots.map((name, i) => (name === undefined ? compiled.parameters[i] : values[name]));
    return db.executeQuery<Row>({ ...compiled, parameters } as CompiledQuery<Row>);
  }

  /** The rows of the statement run with `values`. */
  async rows(db: Kysely<DB>, values: V): Promise<Row[]> {
    return (await this.execute(db, values)).rows;
  }

  private compile(db: Kysely<DB>): Template {
    const read = new Set<string>();
    const placeholders = new Proxy({} as V, {
      get: (_target, name) => {
        read.add(String(name));
        return new Slot(String(name));
      },
    });
    const compiled = this.build(db, placeholders).compile(db);
    const slots = compiled.parameters.map((p) => (p instanceof Slot ? p.name : undefined));
    for (const name of read) {
      if (!slots.includes(name)) {
        throw new Error(
          `CompiledOnce: the value "${name}" did not reach the statement as a parameter of its own`,
        );
      }
    }
    return { compiled, slots };
  }
}
