import type { ReplicationRepository } from '../repositories/replication.repository.js';
import {
  addNewTables,
  continueStoreNumbering,
  type FlowLists,
  refreshDownFlow,
  refreshIfBehind,
  repointIfMoved,
  requireCentralNotOlder,
} from './node-operations.js';
import { ORDER_GUARD_TABLES, ORDER_GUARD_TRIGGER, orderGuardTriggersSql } from './ownership-sql.js';
import {
  createSubscriptionSql,
  databaseTimeZoneSql,
  downPublicationSql,
  emptyDownTablesSql,
  enableAlwaysTriggersSql,
  pinSearchPathSql,
  replicaIdentitySql,
  replicationNames,
  upPublicationSql,
} from './replication-sql.js';
import { ALWAYS_TRIGGERS, DOWN_TABLES, UP_TABLES } from './tables.js';

/** NODE_ROLE and what a store node needs to reach central (config.ts). */
export type NodeRole =
  | { role: 'all' }
  | { role: 'central' }
  | {
      role: 'store';
      storeId: string;
      /** How this store's Postgres and server reach central's database. */
      centralDatabaseUrl: string;
      /** How central's Postgres reaches this store's database (for the up flow). */
      storeDatabaseUrlForCentral: string;
    };

/**
 * The settings the embedded Postgres starts with for a role: none for the one-box default; logical
 * WAL for both replication roles, and room for one slot, sender and apply worker per store at central.
 */
export function postgresSettings(role: NodeRole['role']): Record<string, string> {
  if (role === 'all') return {};
  // A subscription's apply worker whose link dropped is started again after this pause (Postgres's
  // default 5 s): a line that comes back streams again within ~1 s (`npm run bench store-node`).
  const retry = { wal_retrieve_retry_interval: '1s' };
  // a store node keeps commit times: the link's count of orders central has not confirmed (node-link)
  if (role === 'store') return { wal_level: 'logical', track_commit_timestamp: 'on', ...retry };
  return {
    ...retry,
    wal_level: 'logical',
    max_replication_slots: '64',
    max_wal_senders: '64',
    max_logical_replication_workers: '64',
    max_worker_processes: '72',
  };
}

interface CentralConnection {
  repo: ReplicationRepository;
  close(): Promise<void>;
}

export interface StoreNodeOptions {
  /** This node's database. */
  local: ReplicationRepository;
  /** Opens central's database (a store node only). */
  openCentral: () => Promise<CentralConnection>;
  log: (message: string) => void;
  /** How long a store node waits for the first copy from central. */
  syncTimeoutMs?: number;
  /** The outlet's time zone: central's apply worker counts replicated orders in it. */
  timeZone?: string;
  /** Which tables flow (default tables.ts): a release's new ones join the publications at start. */
  tables?: FlowLists;
}

/** Sets up (idempotently) the publications, subscriptions and triggers the node's role needs. */
export class StoreNodeReplication {
  constructor(private readonly options: StoreNodeOptions) {}

  /** Applies the role's replication; answers the statements it ran (none on a restart). */
  async apply(node: NodeRole): Promise<string[]> {
    if (node.role === 'all') return [];
    const ran: string[] = [];
    const { local } = this.options;
    await requireLogical(local, 'this node');
    if (node.role === 'central') {
      ran.push(...(await this.centralSide(local)));
      return ran;
    }
    const names = replicationNames(node.storeId);
    if (!(await local.publicationExists(names.upPublication)))
      ran.push(await runOne(local, upPublicationSql(node.storeId)));
    else ran.push(...(await addNewTables(local, names.upPublication, this.lists.up, node.storeId)));
    const firstStart = !(await local.subscriptionExists(names.downSubscription));
    try {
      ran.push(...(await this.onCentral(node, firstStart)));
      // a release's new down tables (just added at central) are emptied, learnt and copied
      if (!firstStart) ran.push(...(await refreshDownFlow(local, names.downSubscription, this.lists.down)));
    } catch (error) {
      if (firstStart)
        throw new Error(`A new store node needs central's database: ${(error as Error).message}`);
      this.options.log(
        `central not reachable, selling on (replication resumes by itself): ${(error as Error).message}`,
      );
    }
    if (firstStart) {
      if (await local.hasOrders())
        throw new Error(
          'A new store node needs a database without orders (its down tables are copied from central).',
        );
      const empty = emptyDownTablesSql();
      await local.runInTransaction(empty);
      ran.push(...empty);
      ran.push(
        await runOne(
          local,
          createSubscriptionSql(names.downSubscription, node.centralDatabaseUrl, names.downPublication),
        ),
      );
    }
    await this.waitForFirstCopy(names.downSubscription);
    return ran;
  }

  /**
   * Central's part: derived-table triggers fire for replicated rows; store-filtered tables log whole
   * rows; the order tables refuse central's own changes of a store node's orders (ownership-sql.ts).
   */
  private async centralSide(central: ReplicationRepository): Promise<string[]> {
    const ran: string[] = [];
    const { timeZone } = this.options;
    const current = await central.databaseTimeZone();
    if (timeZone && current.timeZone !== timeZone)
      ran.push(await runOne(central, databaseTimeZoneSql(current.database, timeZone)));
    const triggers = new Set(await central.triggersNotAlways(ALWAYS_TRIGGERS));
    for (const statement of enableAlwaysTriggersSql(
      Object.fromEntries(
        Object.entries(ALWAYS_TRIGGERS).map(([table, names]) => [
          table,
          names.filter((n) => triggers.has(`${table}.${n}`)),
        ]),
      ),
    ))
      ran.push(await runOne(central, statement));
    for (const fn of await central.triggerFunctionsNotPinned(ALWAYS_TRIGGERS))
      ran.push(await runOne(central, pinSearchPathSql(fn)));
    const filtered = DOWN_TABLES.filter((t) => t.identityFull);
    const notFull = new Set(await central.tablesNotIdentityFull(filtered.map((t) => t.table)));
    for (const statement of replicaIdentitySql(filtered.filter((t) => notFull.has(t.table))))
      ran.push(await runOne(central, statement));
    const unguarded = await central.tablesWithoutTrigger(
      ORDER_GUARD_TRIGGER,
      Object.keys(ORDER_GUARD_TABLES),
    );
    for (const statement of orderGuardTriggersSql(unguarded)) ran.push(await runOne(central, statement));
    return ran;
  }

  /** At central: the store's down publication and central's subscription to the store's up flow. */
  private async onCentral(
    node: Extract<NodeRole, { role: 'store' }>,
    firstStart: boolean,
  ): Promise<string[]> {
    const names = replicationNames(node.storeId);
    const central = await this.options.openCentral();
    try {
      await requireLogical(central.repo, 'central');
      const ran = await this.centralSide(central.repo);
      if (!(await central.repo.publicationExists(names.downPublication)))
        ran.push(await runOne(central.repo, downPublicationSql(node.storeId)));
      else
        ran.push(...(await addNewTables(central.repo, names.downPublication, this.lists.down, node.storeId)));
      if (!(await central.repo.subscriptionExists(names.upSubscription)))
        ran.push(
          await runOne(
            central.repo,
            createSubscriptionSql(names.upSubscription, node.storeDatabaseUrlForCentral, names.upPublication),
          ),
        );
      else {
        // a node moved to another machine, then the release's new up tables
        ran.push(
          ...(await repointIfMoved(central.repo, names.upSubscription, node.storeDatabaseUrlForCentral)),
        );
        ran.push(...(await refreshIfBehind(central.repo, names.upSubscription, this.lists.up)));
      }
      if (firstStart) {
        // a replacement node numbers on after the orders its store already has at central
        const last = await continueStoreNumbering(this.options.local, central.repo, node.storeId);
        if (last.orderSeq > 0)
          this.options.log(
            `numbering goes on after central's order ${last.orderSeq} (queue ${last.queueToday})`,
          );
      }
      return ran;
    } finally {
      await central.close();
    }
  }

  private get lists(): FlowLists {
    return this.options.tables ?? { down: DOWN_TABLES, up: UP_TABLES };
  }

  /**
   * Before a store node migrates: refuses a release central has not got yet (central is upgraded
   * first). When central cannot be reached the node starts anyway (it must sell through an outage);
   * its flows then wait for central's upgrade.
   */
  async requireCentralUpgraded(release: readonly string[]): Promise<void> {
    let applied: string[];
    try {
      const central = await this.options.openCentral();
      try {
        applied = await central.repo.appliedMigrations();
      } finally {
        await central.close();
      }
    } catch (error) {
      this.options.log(`central not reachable, its release not checked: ${(error as Error).message}`);
      return;
    }
    requireCentralNotOlder(release, applied);
  }

  /** A store node never serves before the first copy of the down tables is complete. */
  private async waitForFirstCopy(subscription: string): Promise<void> {
    const deadline = Date.now() + (this.options.syncTimeoutMs ?? 120_000);
    for (;;) {
      const left = await this.options.local.tablesNotSynced(subscription);
      if (left === 0) return;
      if (Date.now() > deadline)
        throw new Error(
          `The first copy from central is not complete (${left} tables left); is central reachable?`,
        );
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

async function requireLogical(repo: ReplicationRepository, side: string): Promise<void> {
  const level = await repo.walLevel();
  if (level !== 'logical')
    throw new Error(
      `Replication needs wal_level=logical on ${side}'s Postgres (it is ${level}); set it and restart Postgres.`,
    );
}

async function runOne(repo: ReplicationRepository, statement: string): Promise<string> {
  await repo.run(statement);
  return statement;
}
