import type { Logger } from 'pino';
import type { Config } from '../config.js';
import { connectDatabase, type Database } from '../db/database.js';
import { migrationFiles } from '../db/migrate.js';
import { ReplicationRepository } from '../repositories/replication.repository.js';
import { StoreNodeReplication } from './store-node.js';

/** The replication set-up of this node's role, over its database (and central's, for a store node). */
function replicationFor(
  config: Config,
  database: Database,
  logger: Logger,
  timeZone?: string,
): StoreNodeReplication {
  const node = config.node;
  return new StoreNodeReplication({
    local: new ReplicationRepository(database.db),
    openCentral: async () => {
      if (node.role !== 'store') throw new Error('only a store node opens central');
      const central = connectDatabase(node.centralDatabaseUrl, 1);
      return { repo: new ReplicationRepository(central.db), close: () => central.close() };
    },
    log: (m) => logger.warn(m),
    ...(timeZone ? { timeZone } : {}),
  });
}

/** Before a store node migrates: it runs no release central has not got yet (central is upgraded first). */
export async function requireCentralRelease(
  config: Config,
  database: Database,
  logger: Logger,
): Promise<void> {
  if (config.node.role !== 'store') return;
  const release = (await migrationFiles()).map((f) => f.replace(/\.sql$/, ''));
  await replicationFor(config, database, logger).requireCentralUpgraded(release);
}

/** Issue 36: a central or store node's publications, subscriptions and triggers (nothing for the one box). */
export async function applyReplication(
  config: Config,
  database: Database,
  logger: Logger,
  timeZone?: string,
): Promise<void> {
  if (config.node.role === 'all') return;
  const node = config.node;
  const ran = await replicationFor(config, database, logger, timeZone).apply(node);
  logger.info({ statements: ran.length }, `replication ready (NODE_ROLE=${node.role})`);
}
