import { ALWAYS_TRIGGERS, DOWN_TABLES, type FlowTable, UP_TABLES } from './tables.js';

/**
 * Pure builders of the replication statements (issue 36). Names are derived from the store's id
 * (a UUID, checked by the configuration); every identifier and literal is quoted anyway.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

export function quoteLiteral(value: string): string {
  if (value.includes('\0')) throw new Error('a literal cannot hold a NUL character');
  return `'${value.replace(/'/g, "''")}'`;
}

function storeKey(storeId: string): string {
  if (!UUID.test(storeId)) throw new Error(`not a store id (UUID): ${storeId}`);
  return storeId.toLowerCase().replace(/-/g, '');
}

/** The names one store's replication uses on both sides. */
export function replicationNames(storeId: string) {
  const key = storeKey(storeId);
  return {
    /** At central: what flows down to this store; the store's subscription has the same name. */
    downPublication: `kiosk_down_${key}`,
    downSubscription: `kiosk_down_${key}`,
    /** At the store: what flows up. */
    upPublication: 'kiosk_up',
    /** At central: its subscription to this store's `kiosk_up`. */
    upSubscription: `kiosk_up_${key}`,
  };
}

function tableSpec(entry: FlowTable, storeId: string): string {
  const filter = entry.filter?.replaceAll('$store', `${quoteLiteral(storeId.toLowerCase())}::uuid`);
  return filter ? `${quoteIdent(entry.table)} WHERE (${filter})` : quoteIdent(entry.table);
}

/** CREATE PUBLICATION over the tables, each store-scoped one with its row filter. */
function createPublicationSql(name: string, tables: readonly FlowTable[], storeId: string): string {
  return `CREATE PUBLICATION ${quoteIdent(name)} FOR TABLE ${tables.map((t) => tableSpec(t, storeId)).join(', ')}`;
}

/** The publication at central of what flows down to one store. */
export function downPublicationSql(storeId: string): string {
  return createPublicationSql(replicationNames(storeId).downPublication, DOWN_TABLES, storeId);
}

/** The publication at a store node of what flows up (no row filter: the store writes only its own). */
export function upPublicationSql(storeId: string): string {
  return createPublicationSql(
    replicationNames(storeId).upPublication,
    UP_TABLES.map(({ table }) => ({ table })),
    storeId,
  );
}

/**
 * A row filter over a column outside the replica identity makes the publisher's UPDATE fail:
 * those tables log the whole old row (only under wal_level=logical).
 */
export function replicaIdentitySql(tables: readonly FlowTable[] = DOWN_TABLES): string[] {
  return tables
    .filter((t) => t.identityFull)
    .map((t) => `ALTER TABLE ${quoteIdent(t.table)} REPLICA IDENTITY FULL`);
}

/** CREATE SUBSCRIPTION (never in a transaction: it makes the slot at the publisher). */
export function createSubscriptionSql(name: string, connection: string, publication: string): string {
  return (
    `CREATE SUBSCRIPTION ${quoteIdent(name)} CONNECTION ${quoteLiteral(connection)} ` +
    `PUBLICATION ${quoteIdent(publication)} WITH (copy_data = true, origin = none)`
  );
}

/** The triggers that keep derived tables fire for replicated rows too (the apply worker's role is replica). */
export function enableAlwaysTriggersSql(triggers = ALWAYS_TRIGGERS): string[] {
  return Object.entries(triggers).flatMap(([table, names]) =>
    names.map((name) => `ALTER TABLE ${quoteIdent(table)} ENABLE ALWAYS TRIGGER ${quoteIdent(name)}`),
  );
}

/**
 * The apply worker runs with an empty search_path, where a trigger function's unqualified table
 * names are not found: the functions of the triggers that fire for replicated rows name their schema.
 * `fn` is a regprocedure's text (already quoted by Postgres); a later CREATE OR REPLACE clears it,
 * so the role's start pins them again.
 */
export function pinSearchPathSql(fn: string, schema = 'public'): string {
  return `ALTER FUNCTION ${fn} SET search_path = ${quoteIdent(schema)}`;
}

/**
 * The apply worker's sessions take the database's settings: its time zone must be the outlet's, as
 * the server's own sessions have it, or the triggers would count a replicated order in another hour.
 */
export function databaseTimeZoneSql(database: string, timeZone: string): string {
  return `ALTER DATABASE ${quoteIdent(database)} SET timezone TO ${quoteLiteral(timeZone)}`;
}

/**
 * A new store node's copies of the down tables are emptied before the first copy from central
 * (the migrations insert reference rows there); replica role, so no foreign key or trigger fires.
 */
export function emptyDownTablesSql(): string[] {
  return [
    'SET LOCAL session_replication_role = replica',
    ...[...DOWN_TABLES].reverse().map((t) => `DELETE FROM ${quoteIdent(t.table)}`),
  ];
}
