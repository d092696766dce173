import { type Kysely, sql } from 'kysely';
import { CompiledOnce } from '../db/compiled-once.js';
import type { DB } from '../db/schema.js';

// What the node serving a terminal writes about it (`pos_device_state`, issue 36): its connection
// state and TransactionSequence, apart from the device row central edits (PosDeviceRepository's).

export type ConnectionStatus = 'connected' | 'connecting' | 'disconnected';

/** Sets the connection state (and when it connected, if given), making the state row if needed. */
export async function upsertConnectionStatus(
  db: Kysely<DB>,
  id: string,
  status: ConnectionStatus,
  connectedAt?: Date,
): Promise<void> {
  await db
    .insertInto('pos_device_state')
    .values({ pos_device_id: id, connection_status: status, last_connected_at: connectedAt ?? null })
    .onConflict((oc) =>
      oc.column('pos_device_id').doUpdateSet({
        connection_status: status,
        ...(connectedAt ? { last_connected_at: connectedAt } : {}),
        updated_at: sql`now()`,
      }),
    )
    .execute();
}

/**
 * Marks a CLOUD connection live, only while the token it signed in with is still the current
 * one (the device row read FOR SHARE): false when a rotation committed in between.
 */
export async function markCloudConnected(db: Kysely<DB>, id: string, tokenSha256: string): Promise<boolean> {
  const now = new Date();
  const row = await db
    .insertInto('pos_device_state')
    .columns(['pos_device_id', 'connection_status', 'last_connected_at'])
    .expression((eb) =>
      eb
        .selectFrom('pos_devices')
        .select([
          'id',
          sql<'connected'>`'connected'`.as('connection_status'),
          sql<Date>`${now}::timestamptz`.as('last_connected_at'),
        ])
        .where('id', '=', id)
        .where('cloud_token_sha256', '=', tokenSha256)
        .forShare(),
    )
    .onConflict((oc) =>
      oc
        .column('pos_device_id')
        .doUpdateSet({ connection_status: 'connected', last_connected_at: now, updated_at: sql`now()` }),
    )
    .returning('pos_device_id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The next TransactionSequence, at least `atLeast`, in one statement: the first sale makes the
 * row, a concurrent one waits on it and takes the next; a sequence never goes back. Throws when
 * the device does not exist.
 */
export async function nextSequence(db: Kysely<DB>, posDeviceId: string, atLeast: number): Promise<number> {
  const [row] = await NEXT_SEQUENCE.rows(db, { posDeviceId, atLeast });
  if (!row) throw new Error(`no POS device ${posDeviceId}`);
  return Number(row.last_sequence);
}

/** nextSequence's statement (built once: CompiledOnce). */
const NEXT_SEQUENCE = new CompiledOnce((db, v: { posDeviceId: string; atLeast: number }) =>
  db
    .insertInto('pos_device_state')
    .columns(['pos_device_id', 'last_sequence'])
    .expression((eb) =>
      eb
        .selectFrom('pos_devices')
        .select(['id', sql<number>`greatest(1, ${v.atLeast}::bigint)`.as('last_sequence')])
        .where('id', '=', v.posDeviceId),
    )
    .onConflict((oc) =>
      oc.column('pos_device_id').doUpdateSet({
        last_sequence: sql`greatest(pos_device_state.last_sequence + 1, excluded.last_sequence)`,
        updated_at: sql`now()`,
      }),
    )
    .returning('last_sequence'),
);
