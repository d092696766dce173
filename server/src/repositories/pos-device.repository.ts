import { type Kysely, sql } from 'kysely';
import { CompiledOnce } from '../db/compiled-once.js';
import type { DB } from '../db/schema.js';
import { isForeignKeyViolation, StillReferenced } from './database-errors.js';
import {
  CONNECTION_STATUS,
  LAST_CONNECTED_AT,
  POS_DEVICE_ROW_COLUMNS,
  type PosDeviceListRow,
  type PosDeviceRow,
  type PosWrite,
  posConflict,
  TILL_TERMINAL_COLUMNS,
  type TillTerminalRow,
} from './pos-device-rows.js';
import {
  type ConnectionStatus,
  markCloudConnected,
  nextSequence,
  upsertConnectionStatus,
} from './pos-device-state.js';
import { AT_STORE_NODE } from './product-stock-sql.js';
import { restored, softDeleted, updateRow } from './row-update.js';
import { TERMINAL_COLUMNS, type TerminalRow } from './terminal-row.js';

/**
 * POS devices (spec: pos_devices), the one repository of that table: the fleet's device list and
 * form, the admin's terminal list and the CLOUD token, connection state, the payment path's terminal.
 */
export class PosDeviceRepository {
  constructor(private readonly db: Kysely<DB>) {}

  // The fleet's device list and form (get/insert/update/delete/restore_pos_device) -------------

  private rowQuery() {
    return this.db
      .selectFrom('pos_devices as p')
      .leftJoin('kiosk_users as k', 'k.id', 'p.kiosk_id')
      .select(POS_DEVICE_ROW_COLUMNS);
  }

  /** Devices newest first; search over kiosk_device_id, serial, name and model (case-insensitive). */
  search(options: { search?: string | undefined; includeDeleted: boolean }): Promise<PosDeviceRow[]> {
    let q = this.rowQuery();
    if (!options.includeDeleted) q = q.where('p.is_deleted', '=', false);
    const search = options.search?.trim();
    if (search) {
      const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      q = q.where((eb) =>
        eb.or([
          eb('p.kiosk_device_id', 'ilike', like),
          eb('p.pos_serial_number', 'ilike', like),
          eb('p.device_name', 'ilike', like),
          eb('p.device_model', 'ilike', like),
        ]),
      );
    }
    return q.orderBy('p.created_at', 'desc').execute();
  }

  find(id: string): Promise<PosDeviceRow | undefined> {
    return this.rowQuery().where('p.id', '=', id).executeTakeFirst();
  }

  async insert(
    values: PosWrite & { kiosk_device_id: string; pos_serial_number: string; fingerprint: string },
  ) {
    try {
      const { connection_status: _status, ...row } = values;
      return await this.db.insertInto('pos_devices').values(row).returning('id').executeTakeFirstOrThrow();
    } catch (error) {
      posConflict(error);
    }
  }

  /** Updates a device that is not deleted; false when there is none. */
  async update(id: string, values: PosWrite): Promise<boolean> {
    const { connection_status, ...row } = values;
    const updated =
      Object.keys(row).length === 0
        ? (await this.find(id))?.is_deleted === false
        : await updateRow(this.db.updateTable('pos_devices').set(row), id, {
            only: 'live',
            conflict: posConflict,
          });
    if (updated && connection_status !== undefined) await this.setConnectionStatus(id, connection_status);
    return updated;
  }

  /** Soft delete: flags, who and when, inactive and disconnected (the caller removes its links). */
  async softDelete(id: string, by: string | null): Promise<boolean> {
    const values = { ...softDeleted(by), is_active: false };
    const deleted = await updateRow(this.db.updateTable('pos_devices').set(values), id, { only: 'live' });
    if (deleted) await this.markDisconnected(id);
    return deleted;
  }

  /** The connection state kept by the node serving the terminal (`pos_device_state`). */
  private setConnectionStatus(id: string, status: ConnectionStatus, connectedAt?: Date): Promise<void> {
    return upsertConnectionStatus(this.db, id, status, connectedAt);
  }

  /** Restores a soft-deleted device; UniqueConflict('pos_serial_number') when another device has its serial. */
  restore(id: string): Promise<boolean> {
    const values = { ...restored(), kiosk_id: null };
    return updateRow(this.db.updateTable('pos_devices').set(values), id, {
      only: 'deleted',
      conflict: posConflict,
    });
  }

  /** Removes the device for good; refused (StillReferenced) while transactions refer to it. */
  async hardDelete(id: string): Promise<boolean> {
    try {
      const result = await this.db
        .deleteFrom('pos_devices')
        .where('id', '=', id)
        .where((eb) =>
          eb.not(eb.exists(eb.selectFrom('payment_attempts').select('id').where('pos_device_id', '=', id))),
        )
        .executeTakeFirst();
      if (Number(result.numDeletedRows) === 1) return true;
    } catch (error) {
      if (isForeignKeyViolation(error)) throw new StillReferenced('pos_device');
      throw error;
    }
    if (await this.find(id)) throw new StillReferenced('pos_device');
    return false;
  }

  /** update_fingerprint_secure for pos_devices: the paired fingerprint, or a source/target hash. */
  setFingerprint(
    id: string,
    type: 'device' | 'source' | 'target',
    fingerprint: string,
    hash: string,
  ): Promise<boolean> {
    const values =
      type === 'device'
        ? { fingerprint }
        : type === 'source'
          ? { source_fingerprint_hash: hash }
          : { target_fingerprint_hash: hash };
    return updateRow(this.db.updateTable('pos_devices').set(values), id, { only: 'live' });
  }

  /** A device linked to a kiosk points at it (pos_devices.kiosk_id). */
  async assignKiosk(id: string, kioskId: string): Promise<void> {
    await this.db.updateTable('pos_devices').set({ kiosk_id: kioskId }).where('id', '=', id).execute();
  }

  /** A link removed: the device's kiosk_id is cleared when it pointed at that kiosk. */
  async releaseFromKiosk(id: string, kioskId: string): Promise<void> {
    await this.db
      .updateTable('pos_devices')
      .set({ kiosk_id: null })
      .where('id', '=', id)
      .where('kiosk_id', '=', kioskId)
      .execute();
  }

  /** A kiosk removed for good: no device points at it any more. */
  async releaseKiosk(kioskId: string): Promise<void> {
    await this.db
      .updateTable('pos_devices')
      .set({ kiosk_id: null })
      .where('kiosk_id', '=', kioskId)
      .execute();
  }

  /** The kiosk's primary (else first active) linked terminal, as last seen. */
  primaryOfKiosk(kioskId: string) {
    return this.db
      .selectFrom('kiosk_pos_devices as l')
      .innerJoin('pos_devices as p', 'p.id', 'l.pos_device_id')
      .select(['p.id', 'p.pos_serial_number', CONNECTION_STATUS, LAST_CONNECTED_AT])
      .where('l.kiosk_user_id', '=', kioskId)
      .where('p.is_deleted', '=', false)
      .orderBy('l.is_primary', 'desc')
      .orderBy('l.is_active_for_kiosk', 'desc')
      .orderBy('l.created_at')
      .executeTakeFirst();
  }

  // The till's terminals, with the payment mode each is reached by ------------------------------

  /** The terminals a till may be linked to: active and not deleted. */
  tillTerminals(): Promise<TillTerminalRow[]> {
    return this.db
      .selectFrom('pos_devices as p')
      .select(TILL_TERMINAL_COLUMNS)
      .where('p.is_active', '=', true)
      .where('p.is_deleted', '=', false)
      .orderBy('p.device_name')
      .orderBy('p.pos_serial_number')
      .execute();
  }

  /** One terminal (whatever its state: the caller tells not found, deleted and inactive apart). */
  tillTerminal(id: string): Promise<TillTerminalRow | undefined> {
    return this.db
      .selectFrom('pos_devices as p')
      .select(TILL_TERMINAL_COLUMNS)
      .where('p.id', '=', id)
      .executeTakeFirst();
  }

  // The admin's terminal list and the CLOUD token ---------------------------------------------

  /**
   * Every terminal that is not deleted, with the kiosk it serves (its primary active link, else
   * any active link, else pos_devices.kiosk_id) and that kiosk's payment mode.
   */
  list(): Promise<PosDeviceListRow[]> {
    return this.db
      .selectFrom('pos_devices as p')
      .leftJoinLateral(
        (eb) =>
          eb
            .selectFrom('kiosk_users as k')
            .leftJoin('kiosk_pos_devices as l', (join) =>
              join
                .onRef('l.kiosk_user_id', '=', 'k.id')
                .onRef('l.pos_device_id', '=', 'p.id')
                .on('l.is_active_for_kiosk', '=', true),
            )
            .select(['k.id', 'k.username', 'k.payment_mode'])
            .where((w) => w.or([w('l.id', 'is not', null), w('k.id', '=', w.ref('p.kiosk_id'))]))
            .where('k.is_deleted', '=', false)
            .orderBy(sql`l.is_primary IS TRUE`, 'desc')
            .orderBy(sql`l.id IS NOT NULL`, 'desc')
            .orderBy('k.username')
            .limit(1)
            .as('kiosk'),
        (join) => join.onTrue(),
      )
      .select([
        'p.id',
        'p.pos_serial_number',
        'p.device_name',
        'p.device_model',
        'p.is_active',
        CONNECTION_STATUS,
        LAST_CONNECTED_AT,
        sql<boolean>`p.cloud_token_sha256 IS NOT NULL`.as('cloud_token_set'),
        'p.cloud_token_rotated_at',
        'kiosk.id as kiosk_id',
        'kiosk.username as kiosk_username',
        'kiosk.payment_mode',
      ])
      .where('p.is_deleted', '=', false)
      .orderBy('p.device_name')
      .orderBy('p.pos_serial_number')
      .execute();
  }

  findActive(id: string) {
    return this.db
      .selectFrom('pos_devices')
      .select(['id', 'pos_serial_number', 'device_name'])
      .where('id', '=', id)
      .where('is_deleted', '=', false)
      .executeTakeFirst();
  }

  /** The terminals with this serial number (not deleted), for a CLI that names one. */
  findBySerial(serialNumber: string) {
    return this.db
      .selectFrom('pos_devices')
      .select(['id', 'pos_serial_number', 'device_name'])
      .where('pos_serial_number', '=', serialNumber)
      .where('is_deleted', '=', false)
      .execute();
  }

  /** Replaces the CLOUD token hash; the previous token stops working with this commit. */
  async setCloudToken(id: string, tokenSha256: string, at: Date): Promise<boolean> {
    const result = await this.db
      .updateTable('pos_devices')
      .set({ cloud_token_sha256: tokenSha256, cloud_token_rotated_at: at })
      .where('id', '=', id)
      .where('is_deleted', '=', false)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** A terminal's stored CLOUD token hash (null: none set, or no such terminal). */
  async cloudTokenSha256(id: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('pos_devices')
      .select('cloud_token_sha256')
      .where('id', '=', id)
      .executeTakeFirst();
    return row?.cloud_token_sha256 ?? null;
  }

  /** Active terminals whose CLOUD token hash is one of these (e.g. a published demo token). */
  withCloudTokenHash(hashes: readonly string[]) {
    return this.db
      .selectFrom('pos_devices')
      .select(['id', 'pos_serial_number', 'device_name'])
      .where('cloud_token_sha256', 'in', [...hashes])
      .where('is_deleted', '=', false)
      .where('is_active', '=', true)
      .orderBy('pos_serial_number')
      .execute();
  }

  /** The active terminals with this serial number and their token hashes (CLOUD sign-in only). */
  cloudCredentials(serialNumber: string) {
    return this.db
      .selectFrom('pos_devices')
      .select(['id', 'cloud_token_sha256'])
      .where('pos_serial_number', '=', serialNumber)
      .where('is_active', '=', true)
      .where('is_deleted', '=', false)
      .where('cloud_token_sha256', 'is not', null)
      .execute();
  }

  /**
   * Marks a CLOUD connection live, only while the token it signed in with is still the current
   * one: false when a rotation committed in between (the caller then drops the connection).
   */
  markCloudConnected(id: string, tokenSha256: string): Promise<boolean> {
    return markCloudConnected(this.db, id, tokenSha256);
  }

  /** Whether this terminal is linked to this kiosk (any link row, active or not). */
  async isLinkedToKiosk(kioskId: string, posDeviceId: string): Promise<boolean> {
    const link = await this.db
      .selectFrom('kiosk_pos_devices')
      .select('id')
      .where('kiosk_user_id', '=', kioskId)
      .where('pos_device_id', '=', posDeviceId)
      .executeTakeFirst();
    return link !== undefined;
  }

  /** A successful device-info call: connected now, with the identity the terminal reported. */
  async markConnectedWithInfo(
    id: string,
    info: { TerminalId: string; MerchantId: string; Version: string },
  ): Promise<void> {
    await this.setConnectionStatus(id, 'connected', new Date());
    // The identity the terminal reported is part of the device row central edits: written only when
    // it changed, and never at a store node, whose copy of the row stays as central sent it (else
    // central's next edit of the terminal, say its address, would not find it: AT_STORE_NODE).
    await this.db
      .updateTable('pos_devices')
      .set({ terminal_id: info.TerminalId, merchant_id: info.MerchantId, firmware_version: info.Version })
      .where('id', '=', id)
      .where(sql<boolean>`NOT ${AT_STORE_NODE}`)
      .where((eb) =>
        eb.or([
          eb('terminal_id', 'is distinct from', info.TerminalId),
          eb('merchant_id', 'is distinct from', info.MerchantId),
          eb('firmware_version', 'is distinct from', info.Version),
        ]),
      )
      .execute();
  }

  async markDisconnected(id: string): Promise<void> {
    await this.db
      .updateTable('pos_device_state')
      .set({ connection_status: 'disconnected', updated_at: sql`now()` })
      .where('pos_device_id', '=', id)
      .where('connection_status', '!=', 'disconnected')
      .execute();
  }

  // The payment path's terminal: the kiosk's, one by id, and its transaction sequence ------------

  /** The kiosk's terminal: its primary active linked device, else any active linked one, else by kiosk id or fingerprint. */
  async terminalForKiosk(kioskUserId: string): Promise<TerminalRow | undefined> {
    const columns = TERMINAL_COLUMNS;
    const linked = await this.db
      .selectFrom('kiosk_pos_devices as l')
      .innerJoin('pos_devices as p', 'p.id', 'l.pos_device_id')
      .select(columns)
      .where('l.kiosk_user_id', '=', kioskUserId)
      .where('l.is_active_for_kiosk', '=', true)
      .where('p.is_active', '=', true)
      .where('p.is_deleted', '=', false)
      .orderBy('l.is_primary', 'desc')
      .orderBy('l.created_at')
      .executeTakeFirst();
    if (linked) return linked;
    const byKiosk = await this.db
      .selectFrom('pos_devices as p')
      .select(columns)
      .where('p.kiosk_id', '=', kioskUserId)
      .where('p.is_active', '=', true)
      .where('p.is_deleted', '=', false)
      .executeTakeFirst();
    if (byKiosk) return byKiosk;
    return this.db
      .selectFrom('pos_devices as p')
      .innerJoin('kiosk_users as k', 'k.device_fingerprint', 'p.kiosk_device_id')
      .select(columns)
      .where('k.id', '=', kioskUserId)
      .where('p.is_active', '=', true)
      .where('p.is_deleted', '=', false)
      .executeTakeFirst();
  }

  /**
   * The kiosk's terminal (as terminalForKiosk) and the kiosk's payment mode, the mode read in the
   * same statement.
   */
  async terminalAndModeForKiosk(
    kioskUserId: string,
  ): Promise<{ terminal: TerminalRow | undefined; mode: string | null }> {
    const [linked] = await TERMINAL_AND_MODE.rows(this.db, { kioskUserId });
    if (linked) {
      const { payment_mode, ...terminal } = linked;
      return { terminal, mode: payment_mode };
    }
    // No linked terminal (rare): the other ways to find one, and the mode on its own.
    return {
      terminal: await this.terminalForKiosk(kioskUserId),
      mode: await this.paymentModeOf(kioskUserId),
    };
  }

  terminal(id: string): Promise<TerminalRow | undefined> {
    return this.db
      .selectFrom('pos_devices as p')
      .select(TERMINAL_COLUMNS)
      .where('p.id', '=', id)
      .executeTakeFirst();
  }

  /** The next TransactionSequence for a terminal: kept in the database so it increases across restarts. */
  nextSequence(posDeviceId: string, atLeast = 0): Promise<number> {
    return nextSequence(this.db, posDeviceId, atLeast);
  }

  /** REST or CLOUD: how a kiosk reaches its terminal. */
  async paymentModeOf(kioskUserId: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('kiosk_users')
      .select('payment_mode')
      .where('id', '=', kioskUserId)
      .executeTakeFirst();
    return row?.payment_mode ?? null;
  }
}

/** terminalAndModeForKiosk's statement (built once: CompiledOnce). */
const TERMINAL_AND_MODE = new CompiledOnce((db, v: { kioskUserId: string }) =>
  db
    .selectFrom('kiosk_pos_devices as l')
    .innerJoin('pos_devices as p', 'p.id', 'l.pos_device_id')
    .select(TERMINAL_COLUMNS)
    .select(
      sql<string | null>`(SELECT k.payment_mode FROM kiosk_users k WHERE k.id = ${v.kioskUserId})`.as(
        'payment_mode',
      ),
    )
    .where('l.kiosk_user_id', '=', v.kioskUserId)
    .where('l.is_active_for_kiosk', '=', true)
    .where('p.is_active', '=', true)
    .where('p.is_deleted', '=', false)
    .orderBy('l.is_primary', 'desc')
    .orderBy('l.created_at'),
);
