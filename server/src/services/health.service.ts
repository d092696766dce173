import type { ReadyResponse } from '@kiosk/contracts';
import { migrationStatus } from '../db/migrate.js';
import type { Repositories } from '../repositories/index.js';

export class HealthService {
  constructor(private readonly repos: Repositories) {}

  async readiness(): Promise<ReadyResponse> {
    try {
      await this.repos.health.ping();
      const migrations = await migrationStatus(this.repos.db);
      return { status: migrations.pending === 0 ? 'ready' : 'not_ready', database: true, migrations };
    } catch {
      return { status: 'not_ready', database: false, migrations: { applied: 0, pending: 0 } };
    }
  }
}
