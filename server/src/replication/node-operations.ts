import type { ReplicationRepository } from '../repositories/replication.repository.js';
import {
  addPublicationTablesSql,
  emptyTablesSql,
  forgetStoreNodeSql,
  migrationsMissingAtCentral,
  missingTables,
  refreshSubscriptionSql,
  subscriptionConnectionSql,
} from './operations-sql.js';
import { replicationNames } from './replication-sql.js';
import type { FlowTable } from './tables.js';

/** Which tables flow which way (tables.ts; a test may give a release's longer lists). */
export interface FlowLists {
  down: readonly FlowTable[];
  up: readonly FlowTable[];
}

async function run(repo: ReplicationRepository, statement: string): Promise<string> {
  await repo.run(statement);
  return statement;
}

/** A release's new tables join a publication (the store's row filter kept); nothing when none is new. */
export async function addNewTables(
  repo: ReplicationRepository,
  publication: string,
  tables: readonly FlowTable[],
  storeId: string,
): Promise<string[]> {
  const statement = addPublicationTablesSql(
    publication,
    missingTables(tables, await repo.publicationTables(publication)),
    storeId,
  );
  return statement ? [await run(repo, statement)] : [];
}

/** A subscription that lacks a table of its flow learns it and copies its rows (its publisher must answer). */
export async function refreshIfBehind(
  repo: ReplicationRepository,
  subscription: string,
  tables: readonly FlowTable[],
): Promise<string[]> {
  if (missingTables(tables, await repo.subscriptionTables(subscription)).length === 0) return [];
  return [await run(repo, refreshSubscriptionSql(subscription))];
}

/**
 * At the store: the down subscription learns a release's new tables, emptied first (the store's
 * migration may have put default rows there that central's copy brings again).
 */
export async function refreshDownFlow(
  local: ReplicationRepository,
  subscription: string,
  tables: readonly FlowTable[],
): Promise<string[]> {
  const added = missingTables(tables, await local.subscriptionTables(subscription));
  if (added.length === 0) return [];
  const empty = emptyTablesSql(added);
  await local.runInTransaction(empty);
  return [...empty, await run(local, refreshSubscriptionSql(subscription))];
}

/** Central's subscription to the store follows STORE_DATABASE_URL_FOR_CENTRAL when it changed (a moved node). */
export async function repointIfMoved(
  central: ReplicationRepository,
  subscription: string,
  connection: string,
): Promise<string[]> {
  const current = await central.subscriptionConnection(subscription);
  if (current === undefined || current === connection) return [];
  return [await run(central, subscriptionConnectionSql(subscription, connection))];
}

/**
 * Refuses a store node whose release has migrations central has not applied: central is upgraded
 * first (its new columns and tables must exist before a store sends or asks for them).
 */
export function requireCentralNotOlder(
  release: readonly string[],
  appliedAtCentral: readonly string[],
): void {
  const missing = migrationsMissingAtCentral(release, appliedAtCentral);
  if (missing.length > 0)
    throw new Error(
      `Central runs an older release than this store node (central lacks migration ${missing.join(', ')}): ` +
        'upgrade central first, then the store nodes (README, "Upgrading central and the store nodes").',
    );
}

/**
 * At central, for a store node lost for good: drops central's subscription to it (the slot was on the
 * lost machine) and central's slot of its down flow, unless a node is reading that slot now, and
 * closes the till sessions it left open (uncounted). Answers what it did (nothing the second time).
 */
export async function forgetStoreNode(
  central: ReplicationRepository,
  storeId: string,
): Promise<{ statements: string[]; tillSessionsClosed: number }> {
  const names = replicationNames(storeId);
  const slot = await central.replicationSlot(names.downSubscription);
  if (slot?.active)
    throw new Error(
      `A store node is connected to central for this store now (slot ${names.downSubscription} is active): ` +
        'stop it first; forget is for a node that is gone.',
    );
  const statements = forgetStoreNodeSql(storeId, {
    hasSubscription: await central.subscriptionExists(names.upSubscription),
    hasDownSlot: slot !== undefined,
  });
  for (const statement of statements) await central.run(statement);
  const tillSessionsClosed = await central.closeOpenTillSessionsOfStore(
    storeId,
    'store node lost: closed uncounted by npm run store-node -- forget',
  );
  return { statements, tillSessionsClosed };
}

/**
 * A new node for a store that sold before (a replacement): its order numbers and today's queue
 * numbers go on after central's, so none repeats one of the lost node's (order numbers are unique
 * per store).
 */
export async function continueStoreNumbering(
  local: ReplicationRepository,
  central: ReplicationRepository,
  storeId: string,
): Promise<{ orderSeq: number; queueToday: number }> {
  const last = await central.storeNumbering(storeId);
  await local.continueNumbering(storeId, last);
  return last;
}
