import { quoteLiteral, replicationNames } from './replication-sql.js';
import type { FlowTable } from './tables.js';

/**
 * Pure builders of the statements that keep a running chain going through an upgrade, a store node
 * moved to another machine and a store node lost for good (issue 36, operations). Logical
 * replication carries no DDL: each side migrates itself, and the store node's start adds a release's
 * new tables to the publications and refreshes the subscriptions (docs/ARCHITECTURE.md).
 */

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** The tables of `wanted` that are not among `present` (a publication's or subscription's tables). */
export function missingTables(wanted: readonly FlowTable[], present: readonly string[]): FlowTable[] {
  const have = new Set(present);
  return wanted.filter((t) => !have.has(t.table));
}

/**
 * ALTER PUBLICATION ... ADD TABLE for a release's new tables (with the store's row filter where the
 * table has one); undefined when there is none to add.
 */
export function addPublicationTablesSql(
  publication: string,
  tables: readonly FlowTable[],
  storeId: string,
): string | undefined {
  if (tables.length === 0) return undefined;
  const id = `${quoteLiteral(storeId.toLowerCase())}::uuid`;
  const specs = tables.map((t) => {
    const filter = t.filter?.replaceAll('$store', id);
    return filter ? `${quoteIdent(t.table)} WHERE (${filter})` : quoteIdent(t.table);
  });
  return `ALTER PUBLICATION ${quoteIdent(publication)} ADD TABLE ${specs.join(', ')}`;
}

/**
 * A release's new down tables are emptied at the store before their first copy from central: central
 * is their only writer, and rows the store's own migration inserted (defaults) would clash with the
 * copy's keys (replica role: no trigger or foreign key fires). One transaction.
 */
export function emptyTablesSql(tables: readonly FlowTable[]): string[] {
  return [
    'SET LOCAL session_replication_role = replica',
    ...[...tables].reverse().map((t) => `DELETE FROM ${quoteIdent(t.table)}`),
  ];
}

/** A subscription learns its publication's new tables and copies their rows (never in a transaction). */
export function refreshSubscriptionSql(subscription: string): string {
  return `ALTER SUBSCRIPTION ${quoteIdent(subscription)} REFRESH PUBLICATION WITH (copy_data = true)`;
}

/** Central's subscription to a store follows the store node to its new address. */
export function subscriptionConnectionSql(subscription: string, connection: string): string {
  return `ALTER SUBSCRIPTION ${quoteIdent(subscription)} CONNECTION ${quoteLiteral(connection)}`;
}

/**
 * At central, a store node lost for good: its subscription to the lost node's sales is dropped
 * without reaching for the slot (it was on the lost machine), and central's slot of the lost node's
 * down subscription is dropped (else central keeps its WAL for ever and a new node cannot make it).
 * `hasSubscription` / `hasDownSlot` say what central still holds; nothing when both are gone.
 */
export function forgetStoreNodeSql(
  storeId: string,
  state: { hasSubscription: boolean; hasDownSlot: boolean },
): string[] {
  const names = replicationNames(storeId);
  const sub = quoteIdent(names.upSubscription);
  return [
    ...(state.hasSubscription
      ? [
          `ALTER SUBSCRIPTION ${sub} DISABLE`,
          `ALTER SUBSCRIPTION ${sub} SET (slot_name = NONE)`,
          `DROP SUBSCRIPTION ${sub}`,
        ]
      : []),
    ...(state.hasDownSlot
      ? [`SELECT pg_drop_replication_slot(${quoteLiteral(names.downSubscription)})`]
      : []),
  ];
}

/**
 * The store node's release must not be newer than central's: each side migrates itself and central
 * is upgraded first. Answers the release's migrations central has not applied (empty: safe order).
 */
export function migrationsMissingAtCentral(
  release: readonly string[],
  appliedAtCentral: readonly string[],
): string[] {
  const applied = new Set(appliedAtCentral);
  return release.filter((name) => !applied.has(name));
}
