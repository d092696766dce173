import type { ReadyResponse } from '@kiosk/contracts';
import type { Kysely } from 'kysely';
import { migrationStatus } from '../db/migrate.js';
import type { DB } from '../db/schema.js';
import { HealthRepository } from '../repositories/health.repository.js';

export class HealthService {
  constructor(private readonly db: Kysely<DB>) {}

  async readiness(): Promise<ReadyResponse> {
    try {
      await new HealthRepository(this.db).ping();
      const migrations = await migrationStatus(this.db);
      return { status: migrations.pending === 0 ? 'ready' : 'not_ready', database: true, migrations };
    } catch {
      return { status: 'not_ready', database: false, migrations: { applied: 0, pending: 0 } };
    }
  }
}
