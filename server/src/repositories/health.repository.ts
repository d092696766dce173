import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.js';

/** The readiness probe's round trip to Postgres. */
export class HealthRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** One trivial query; throws when the database cannot be reached. */
  async ping(): Promise<void> {
    await sql`SELECT 1`.execute(this.db);
  }
}
