import { createHash } from 'node:crypto';
import {
  type Business,
  type BusinessWrite,
  type HealthCheckResult,
  KIOSK_USERS_CHANNEL,
  type KioskDetail,
  type KioskMessageAckResponse,
  type KioskUser,
  type LinkedPosDevice,
  type PosDevice,
  type Store,
  type StoreWrite,
} from '@kiosk/contracts';
import {
  checkFingerprint,
  checkKioskPassword,
  checkKioskPin,
  checkKioskUsername,
  checkOptionalEmail,
  checkOptionalPhone,
  checkPosIpAddress,
  checkPosPort,
  checkPublicId,
  checkTaxNumber,
  connectionQuality,
  defaultTerminalNetworks,
  type FleetMessageKey,
  generatePosFingerprint,
  generatePosKioskDeviceId,
  generatePublicId,
  type Ipv4Network,
  isAllowedTerminalAddress,
  isSuperAdmin,
  kioskPresenceStatus,
  nameKey,
  type Principal,
  posFormPort,
} from '@kiosk/domain';
import { tr } from '@kiosk/i18n';
import type { Kysely } from 'kysely';
import { hashPassword } from '../auth/passwords.js';
import { PublishedSecrets } from '../auth/published-secrets.js';
import type { DB } from '../db/schema.js';
import { AppError, errors } from '../errors.js';
import { publishEvent } from '../realtime/realtime-bus.js';
import { AuditRepository } from '../repositories/audit.repository.js';
import { StillReferenced, UniqueConflict } from '../repositories/database-errors.js';
import {
  FleetRepository,
  type KioskRow,
  type KioskWrite,
  type LinkRow,
} from '../repositories/fleet.repository.js';
import { FleetPosRepository, type FleetPosRow, type PosWrite } from '../repositories/fleet-pos.repository.js';
import { KioskMessageRepository } from '../repositories/kiosk-message.repository.js';
import { KioskSessionRepository } from '../repositories/kiosk-session.repository.js';
import { PosDeviceRepository } from '../repositories/pos-device.repository.js';
import { KioskMessagingService } from './kiosk-messaging.service.js';

/** The admin making a fleet change. */
export interface FleetActor {
  userId: string;
  email: string;
  superAdmin: boolean;
}

export function fleetActorOf(principal: Principal): FleetActor {
  if (principal.kind !== 'user') throw errors.forbidden();
  return { userId: principal.userId, email: principal.email, superAdmin: isSuperAdmin(principal.role) };
}

/** The kiosks connected to realtime (on any instance), with their round trip. */
export type KioskConnections = () => Promise<Map<string, { roundTripMs: number | undefined }>>;

/** Ends a kiosk's sessions (the kick, with its broadcast); used when a kiosk is deleted or deactivated. */
export interface SessionKicker {
  kick(sessionId: string, reason: string): Promise<boolean>;
}

const SESSION_HISTORY_LIMIT = 20;

/** The fleet's error texts the API answers with: the Turkish catalogue's, one text for every code. */
const FLEET_MESSAGES: Record<FleetMessageKey, string> = tr.fleet.errors;

const invalid = (field: string, key: FleetMessageKey) =>
  errors.validation([{ field, message: FLEET_MESSAGES[key], key }]);
const fail = (code: string, status: number, key: FleetMessageKey) =>
  new AppError(code, status, FLEET_MESSAGES[key], { key });
const superAdminOnly = () => fail('forbidden', 403, 'superAdminOnly');

function check(field: string, key: FleetMessageKey | undefined): void {
  if (key) throw invalid(field, key);
}

/** A POS write refused by a unique index: 409 naming the field (serial number or kiosk device id). */
function posConflict(error: unknown): unknown {
  if (!(error instanceof UniqueConflict)) return error;
  return error.what === 'pos_serial_number'
    ? new AppError('conflict', 409, FLEET_MESSAGES.posSerialTaken, {
        field: 'p_pos_serial_number',
        key: 'posSerialTaken',
      })
    : new AppError('conflict', 409, FLEET_MESSAGES.posDeviceIdTaken, {
        field: 'p_kiosk_device_id',
        key: 'posDeviceIdTaken',
      });
}

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
/** Empty strings from forms are "no value". */
const orNull = (value: string | null | undefined) => (value ? value : null);

/** Kiosk accounts, businesses, stores, POS devices and their links (spec 001 sections 2-9). */
export class FleetService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly deps: {
      connections: KioskConnections;
      sessions: SessionKicker;
      /** In production the demo's published passwords, PIN and CLOUD token are refused (default: allowed). */
      published?: PublishedSecrets;
      /** Where a card terminal may be (TERMINAL_ALLOWED_NETWORKS; default the private ranges, loopback, link-local). */
      terminalNetworks?: readonly Ipv4Network[];
      now?: () => Date;
    },
  ) {
    this.messaging = new KioskMessagingService(db, () => this.now());
    this.published = deps.published ?? PublishedSecrets.allowed;
  }

  private readonly published: PublishedSecrets;

  /** A kiosk password: the one password rule, and never a published demo password in production. */
  private checkPassword(
    field: string,
    password: string,
    required: 'passwordRequired' | 'newPasswordRequired',
  ) {
    check(field, checkKioskPassword(password, required));
    if (this.published.password(password)) throw invalid(field, 'passwordPublished');
  }

  /** A terminal may not become active in production while it has the published demo CLOUD token. */
  private async refuseDemoToken(posDeviceId: string): Promise<void> {
    const hash = await new PosDeviceRepository(this.db).cloudTokenSha256(posDeviceId);
    if (this.published.cloudTokenSha256(hash)) throw fail('conflict', 409, 'posDemoToken');
  }

  /** Kiosk messaging; the health check below is one of its STATUS_REQUEST messages. */
  readonly messaging: KioskMessagingService;

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  // Presentation --------------------------------------------------------------------------------

  private presentLink(row: LinkRow): LinkedPosDevice {
    return {
      link_id: row.link_id,
      id: row.id,
      device_name: row.device_name,
      pos_serial_number: row.pos_serial_number,
      device_model: row.device_model,
      ip_address: row.ip_address,
      port: row.port,
      is_primary: row.is_primary,
      is_active_for_kiosk: row.is_active_for_kiosk,
      is_active: row.is_active,
      connection_status: row.connection_status,
      last_connected_at: iso(row.last_connected_at),
      terminal_id: row.terminal_id,
      merchant_id: row.merchant_id,
      firmware_version: row.firmware_version,
    };
  }

  private presentKiosk(
    row: KioskRow,
    links: LinkRow[],
    connections: Map<string, { roundTripMs: number | undefined }>,
  ): KioskUser {
    const connection = connections.get(row.id);
    const lastActivityAt = row.last_activity_at ? new Date(row.last_activity_at) : undefined;
    const status = kioskPresenceStatus(
      { lastActivityAt, connected: connection !== undefined, roundTripMs: connection?.roundTripMs },
      this.now(),
    );
    return {
      id: row.id,
      username: row.username,
      email: row.email,
      device_name: row.device_name,
      device_fingerprint: row.device_fingerprint,
      device_fingerprint_hash: row.device_fingerprint_hash,
      business_id: row.business_id,
      business_name: row.business_name,
      store_id: row.store_id,
      store_name: row.store_name,
      is_active: row.is_active,
      is_deleted: row.is_deleted,
      deleted_at: iso(row.deleted_at),
      deleted_by: row.deleted_by,
      public_id: row.public_id,
      payment_mode: row.payment_mode,
      last_login_at: iso(row.last_login_at),
      created_at: row.created_at.toISOString(),
      is_online: status !== 'offline',
      last_heartbeat_at: iso(row.last_heartbeat_at),
      last_ip_address: row.last_ip_address,
      location: row.location,
      has_pin: row.has_pin,
      has_orders: row.has_orders,
      presence: {
        status,
        connectionQuality: connection ? connectionQuality(connection.roundTripMs) : 'unknown',
        round_trip_ms: connection?.roundTripMs ?? null,
        connected: connection !== undefined,
        last_activity_at: iso(lastActivityAt),
      },
      pos_devices: links.filter((l) => l.kiosk_user_id === row.id).map((l) => this.presentLink(l)),
    };
  }

  private presentPos(row: FleetPosRow, links: Awaited<ReturnType<FleetPosRepository['linksOf']>>): PosDevice {
    return {
      id: row.id,
      kiosk_device_id: row.kiosk_device_id,
      pos_serial_number: row.pos_serial_number,
      serial_number: row.serial_number,
      fingerprint: row.fingerprint,
      source_fingerprint_hash: row.source_fingerprint_hash,
      target_fingerprint_hash: row.target_fingerprint_hash,
      device_name: row.device_name,
      device_model: row.device_model,
      firmware_version: row.firmware_version,
      is_active: row.is_active,
      kiosk_id: row.kiosk_id,
      kiosk_username: row.kiosk_username,
      target_serial_no: row.target_serial_no,
      merchant_id: row.merchant_id,
      terminal_id: row.terminal_id,
      ip_address: row.ip_address,
      port: row.port,
      connection_status: row.connection_status,
      last_connected_at: iso(row.last_connected_at),
      metadata: row.metadata ?? {},
      is_deleted: row.is_deleted,
      deleted_at: iso(row.deleted_at),
      deleted_by: row.deleted_by,
      created_at: row.created_at.toISOString(),
      has_transactions: row.has_transactions,
      links: links
        .filter((l) => l.pos_device_id === row.id)
        .map((l) => ({
          link_id: l.link_id,
          kiosk_user_id: l.kiosk_user_id,
          username: l.username,
          is_primary: l.is_primary,
          is_active_for_kiosk: l.is_active_for_kiosk,
        })),
    };
  }

  /** Audit entry plus a `kiosk-users` realtime event, inside the caller's transaction. */
  private async record(
    trx: Kysely<DB>,
    actor: FleetActor,
    entry: {
      action: string;
      entityType: 'kiosk' | 'business' | 'store' | 'pos_device' | 'kiosk_pos_device';
      entityId: string;
      summary: string;
      before?: Record<string, unknown> | null | undefined;
      after?: Record<string, unknown> | null | undefined;
      kioskId?: string | null | undefined;
    },
  ): Promise<void> {
    await new AuditRepository(trx).record({
      actorUserId: actor.userId,
      actorEmail: actor.email,
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId,
      summary: entry.summary,
      before: entry.before,
      after: entry.after,
    });
    await publishEvent(trx, {
      channel: KIOSK_USERS_CHANNEL,
      event: entry.action,
      table: entry.entityType,
      payload: { id: entry.entityId, ...(entry.kioskId ? { kiosk_id: entry.kioskId } : {}) },
    });
  }

  // Kiosks ------------------------------------------------------------------------------------

  async listKiosks(actor: FleetActor, includeDeleted: boolean): Promise<KioskUser[]> {
    if (includeDeleted && !actor.superAdmin) throw superAdminOnly();
    const repo = new FleetRepository(this.db);
    const rows = await repo.listKiosks(includeDeleted);
    const links = await repo.linksOf(rows.map((r) => r.id));
    const connections = await this.deps.connections();
    return rows.map((row) => this.presentKiosk(row, links, connections));
  }

  async kioskDetail(actor: FleetActor, id: string): Promise<KioskDetail> {
    const repo = new FleetRepository(this.db);
    const row = await repo.findKiosk(id);
    if (!row || (row.is_deleted && !actor.superAdmin)) throw fail('not_found', 404, 'kioskNotFound');
    const links = await repo.linksOf([id]);
    const history = await repo.sessionHistory(id, SESSION_HISTORY_LIMIT);
    return {
      ...this.presentKiosk(row, links, await this.deps.connections()),
      note: row.note,
      session_history: history.map((h) => ({
        id: h.id,
        is_active: h.is_active,
        logged_in_at: h.logged_in_at.toISOString(),
        last_activity_at: h.last_activity_at.toISOString(),
        ended_at: iso(h.ended_at),
        end_reason: h.end_reason,
        ip_address: h.ip_address,
        user_agent: h.user_agent,
      })),
    };
  }

  /** The kiosk's form fields, checked by the spec's rules (section 5). */
  private async kioskValues(
    input: {
      username?: string | undefined;
      email?: string | null | undefined;
      pin?: string | null | undefined;
      pin_hash?: string | null | undefined;
      device_name?: string | null | undefined;
      business_id?: string | null | undefined;
      store_id?: string | null | undefined;
      is_active?: boolean | undefined;
      location?: string | null | undefined;
      note?: string | null | undefined;
    },
    current?: { business_id: string | null; store_id: string | null },
  ): Promise<KioskWrite> {
    const values: KioskWrite = {};
    if (input.username !== undefined) {
      check('username', checkKioskUsername(input.username));
      values.username = input.username;
    }
    if (input.email !== undefined) {
      check('email', checkOptionalEmail(input.email));
      values.email = orNull(input.email);
    }
    if (input.pin) {
      check('pin', checkKioskPin(input.pin));
      if (this.published.pin({ pin: input.pin })) throw invalid('pin', 'pinPublished');
      values.pin_hash = await hashPassword(sha256(input.pin));
    } else if (input.pin_hash) {
      if (this.published.pin({ pinSha256: input.pin_hash })) throw invalid('pin_hash', 'pinPublished');
      values.pin_hash = await hashPassword(input.pin_hash.toLowerCase());
    } else if (input.pin === null || input.pin_hash === null) {
      values.pin_hash = null;
    }
    if (input.device_name !== undefined) values.device_name = orNull(input.device_name);
    if (input.location !== undefined) values.location = orNull(input.location);
    if (input.note !== undefined) values.note = orNull(input.note);
    if (input.is_active !== undefined) values.is_active = input.is_active;
    if (input.business_id !== undefined) values.business_id = input.business_id || null;
    if (input.store_id !== undefined) values.store_id = input.store_id || null;
    const businessId = values.business_id !== undefined ? values.business_id : (current?.business_id ?? null);
    const storeId = values.store_id !== undefined ? values.store_id : (current?.store_id ?? null);
    const repo = new FleetRepository(this.db);
    if (values.business_id) {
      const business = await repo.findBusiness(values.business_id);
      if (!business) throw invalid('business_id', 'businessNotFound');
      // A passive business is not offered for kiosks; one the kiosk already has may stay.
      if (!business.is_active && values.business_id !== current?.business_id)
        throw invalid('business_id', 'businessInactive');
    }
    if (storeId && (values.store_id !== undefined || values.business_id !== undefined)) {
      const store = await repo.findStore(storeId);
      if (!store) throw invalid('store_id', 'storeNotFound');
      if (store.business_id !== businessId) throw invalid('store_id', 'storeNotInBusiness');
      if (!store.is_active && storeId !== current?.store_id) throw invalid('store_id', 'storeInactive');
    }
    return values;
  }

  /** manage-kiosk-users: create, update, delete (soft; hard for super admins), restore, reset_password. */
  async manageKioskUsers(
    actor: FleetActor,
    body: import('zod').infer<typeof import('@kiosk/contracts').manageKioskUsersSchema>,
  ): Promise<{ id: string; message: string }> {
    switch (body.action) {
      case 'create':
        return this.createKiosk(actor, body);
      case 'update':
        return this.updateKiosk(actor, body);
      case 'delete':
        return this.deleteKiosk(actor, body.id, body.hard);
      case 'restore':
        return this.restoreKiosk(actor, body.id);
      case 'reset_password':
        return this.resetPassword(actor, body.id, body.new_password);
    }
  }

  private async createKiosk(
    actor: FleetActor,
    body: Extract<
      import('zod').infer<typeof import('@kiosk/contracts').manageKioskUsersSchema>,
      { action: 'create' }
    >,
  ) {
    if (!body.username) throw invalid('username', 'usernameRequired');
    this.checkPassword('password', body.password, 'passwordRequired');
    if (!body.device_name) throw invalid('device_name', 'deviceNameRequired');
    if (!body.device_fingerprint) throw invalid('device_fingerprint', 'fingerprintRequired');
    check('device_fingerprint', checkFingerprint(body.device_fingerprint));
    const publicId = body.public_id ? body.public_id.trim().toUpperCase() : generatePublicId();
    check('public_id', checkPublicId(publicId));
    const values = await this.kioskValues(body);
    const passwordHash = await hashPassword(body.password);
    try {
      return await this.db.transaction().execute(async (trx) => {
        const created = await new FleetRepository(trx).insertKiosk({
          ...values,
          username: body.username,
          password_hash: passwordHash,
          device_fingerprint: body.device_fingerprint,
          device_fingerprint_hash: sha256(body.device_fingerprint),
          public_id: publicId,
          payment_mode: body.payment_mode ?? 'REST',
        });
        await this.record(trx, actor, {
          action: 'kiosk.created',
          entityType: 'kiosk',
          entityId: created.id,
          kioskId: created.id,
          summary: created.username,
          after: this.auditable({
            ...values,
            public_id: publicId,
            device_fingerprint: body.device_fingerprint,
          }),
        });
        return { id: created.id, message: 'Kiosk oluşturuldu' };
      });
    } catch (error) {
      throw this.kioskConflict(error);
    }
  }

  /** The audit's copy of a kiosk write, without secrets. */
  private auditable(values: KioskWrite & { device_fingerprint?: string }): Record<string, unknown> {
    const { password_hash: _p, pin_hash, ...rest } = values;
    return { ...rest, ...(pin_hash !== undefined ? { pin_changed: true } : {}) };
  }

  private kioskConflict(error: unknown): unknown {
    if (error instanceof UniqueConflict) {
      if (error.what === 'username')
        return new AppError('conflict', 409, FLEET_MESSAGES.usernameTaken, {
          key: 'usernameTaken',
          field: 'username',
        });
      if (error.what === 'public_id')
        return new AppError('conflict', 409, FLEET_MESSAGES.publicIdTaken, {
          key: 'publicIdTaken',
          field: 'public_id',
        });
    }
    return error;
  }

  private async kioskBefore(id: string): Promise<KioskRow> {
    const row = await new FleetRepository(this.db).findKiosk(id);
    if (!row || row.is_deleted) throw fail('not_found', 404, 'kioskNotFound');
    return row;
  }

  private async updateKiosk(
    actor: FleetActor,
    body: Extract<
      import('zod').infer<typeof import('@kiosk/contracts').manageKioskUsersSchema>,
      { action: 'update' }
    >,
  ) {
    const before = await this.kioskBefore(body.id);
    const values = await this.kioskValues(body, before);
    try {
      await this.db.transaction().execute(async (trx) => {
        if (!(await new FleetRepository(trx).updateKiosk(body.id, values)))
          throw fail('not_found', 404, 'kioskNotFound');
        await this.record(trx, actor, {
          action: 'kiosk.updated',
          entityType: 'kiosk',
          entityId: body.id,
          kioskId: body.id,
          summary: values.username ?? before.username,
          before: pick(before, Object.keys(this.auditable(values))),
          after: this.auditable(values),
        });
      });
    } catch (error) {
      throw this.kioskConflict(error);
    }
    // A deactivated kiosk is signed out (its sessions end, it hears kick_user).
    if (values.is_active === false) await this.endSessions(body.id, 'deactivated');
    return { id: body.id, message: 'Kiosk güncellendi' };
  }

  private async endSessions(kioskId: string, reason: string): Promise<void> {
    const active = await new KioskSessionRepository(this.db).listActive(kioskId);
    for (const session of active) await this.deps.sessions.kick(session.id, reason);
  }

  private async deleteKiosk(actor: FleetActor, id: string, hard: boolean) {
    // Spec 6: only super admins delete kiosks (soft or hard).
    if (!actor.superAdmin) throw superAdminOnly();
    const row = await new FleetRepository(this.db).findKiosk(id);
    if (!row) throw fail('not_found', 404, 'kioskNotFound');
    if (hard) {
      if (row.has_orders) throw fail('kiosk_has_orders', 409, 'kioskHasOrders');
      await this.endSessions(id, 'deleted');
      try {
        await this.db.transaction().execute(async (trx) => {
          if (!(await new FleetRepository(trx).hardDeleteKiosk(id)))
            throw fail('not_found', 404, 'kioskNotFound');
          await this.record(trx, actor, {
            action: 'kiosk.hard_deleted',
            entityType: 'kiosk',
            entityId: id,
            kioskId: id,
            summary: row.username,
            before: { username: row.username, public_id: row.public_id, is_deleted: row.is_deleted },
          });
        });
      } catch (error) {
        if (error instanceof StillReferenced) throw fail('kiosk_has_orders', 409, 'kioskHasOrders');
        throw error;
      }
      return { id, message: 'Kiosk kalıcı olarak silindi' };
    }
    if (row.is_deleted) throw fail('not_found', 404, 'kioskNotFound');
    await this.db.transaction().execute(async (trx) => {
      if (!(await new FleetRepository(trx).softDeleteKiosk(id, actor.userId)))
        throw fail('not_found', 404, 'kioskNotFound');
      await this.record(trx, actor, {
        action: 'kiosk.deleted',
        entityType: 'kiosk',
        entityId: id,
        kioskId: id,
        summary: row.username,
        before: { is_deleted: false },
        after: { is_deleted: true, deleted_by: actor.userId },
      });
    });
    await this.endSessions(id, 'deleted');
    return { id, message: 'Kiosk silindi' };
  }

  private async restoreKiosk(actor: FleetActor, id: string) {
    if (!actor.superAdmin) throw superAdminOnly();
    const row = await new FleetRepository(this.db).findKiosk(id);
    if (!row) throw fail('not_found', 404, 'kioskNotFound');
    if (!row.is_deleted) throw fail('conflict', 409, 'kioskNotDeleted');
    try {
      await this.db.transaction().execute(async (trx) => {
        if (!(await new FleetRepository(trx).restoreKiosk(id)))
          throw fail('conflict', 409, 'kioskNotDeleted');
        await this.record(trx, actor, {
          action: 'kiosk.restored',
          entityType: 'kiosk',
          entityId: id,
          kioskId: id,
          summary: row.username,
          before: { is_deleted: true, deleted_at: iso(row.deleted_at), deleted_by: row.deleted_by },
          after: { is_deleted: false },
        });
      });
    } catch (error) {
      throw this.kioskConflict(error);
    }
    return { id, message: 'Kiosk geri yüklendi' };
  }

  private async resetPassword(actor: FleetActor, id: string, password: string) {
    this.checkPassword('new_password', password, 'newPasswordRequired');
    const row = await this.kioskBefore(id);
    const hash = await hashPassword(password);
    await this.db.transaction().execute(async (trx) => {
      if (!(await new FleetRepository(trx).updateKiosk(id, { password_hash: hash })))
        throw fail('not_found', 404, 'kioskNotFound');
      await this.record(trx, actor, {
        action: 'kiosk.password_reset',
        entityType: 'kiosk',
        entityId: id,
        kioskId: id,
        summary: row.username,
      });
    });
    return { id, message: 'Şifre sıfırlandı' };
  }

  /** Edit public id and payment mode (the kiosk detail's table updates). */
  async patchKiosk(
    actor: FleetActor,
    id: string,
    input: { public_id?: string | undefined; payment_mode?: 'REST' | 'CLOUD' | undefined },
  ): Promise<KioskDetail> {
    const before = await this.kioskBefore(id);
    const values: KioskWrite = {};
    if (input.public_id !== undefined) {
      check('public_id', checkPublicId(input.public_id));
      values.public_id = input.public_id.trim().toUpperCase();
    }
    if (input.payment_mode !== undefined) values.payment_mode = input.payment_mode;
    try {
      await this.db.transaction().execute(async (trx) => {
        if (!(await new FleetRepository(trx).updateKiosk(id, values)))
          throw fail('not_found', 404, 'kioskNotFound');
        await this.record(trx, actor, {
          action: values.payment_mode && !values.public_id ? 'kiosk.payment_mode_changed' : 'kiosk.updated',
          entityType: 'kiosk',
          entityId: id,
          kioskId: id,
          summary: `${before.username}: ${Object.entries(values)
            .map(([k, v]) => `${k} ${String(v)}`)
            .join(', ')}`,
          before: pick(before, Object.keys(values)),
          after: values as Record<string, unknown>,
        });
      });
    } catch (error) {
      throw this.kioskConflict(error);
    }
    return this.kioskDetail(actor, id);
  }

  // Links -----------------------------------------------------------------------------------------

  /** admin-kiosk-management link_pos_device: links a device to a kiosk, optionally as primary. */
  async linkPosDevice(
    actor: FleetActor,
    input: { kiosk_id: string; pos_device_id: string; is_primary: boolean },
  ): Promise<{ link_id: string }> {
    return this.db.transaction().execute(async (trx) => {
      const repo = new FleetRepository(trx);
      const kiosk = await repo.lockKiosk(input.kiosk_id);
      if (!kiosk || kiosk.is_deleted) throw fail('not_found', 404, 'kioskNotFound');
      const device = await new FleetPosRepository(trx).find(input.pos_device_id);
      if (!device || device.is_deleted) throw fail('not_found', 404, 'posNotFound');
      const linkId = await repo.link(input.kiosk_id, input.pos_device_id);
      // The kiosk's first link is its primary even when not asked (a kiosk pays through its primary).
      const existing = await repo.linksOf([input.kiosk_id]);
      if (input.is_primary || !existing.some((l) => l.is_primary))
        await repo.setPrimary(input.kiosk_id, linkId);
      await this.record(trx, actor, {
        action: 'pos_device.linked',
        entityType: 'kiosk_pos_device',
        entityId: linkId,
        kioskId: input.kiosk_id,
        summary: `${device.pos_serial_number} → ${kiosk.username}`,
        before: { kiosk_id: device.kiosk_id },
        after: { kiosk_id: input.kiosk_id, is_primary: input.is_primary },
      });
      return { link_id: linkId };
    });
  }

  /** pos-kiosk-manager: set_primary, toggle_active, unlink. */
  async posKioskManager(
    actor: FleetActor,
    input:
      | { action: 'set_primary'; linkId: string; kioskUserId: string }
      | { action: 'toggle_active'; linkId: string; isActive: boolean }
      | { action: 'unlink'; linkId: string },
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const repo = new FleetRepository(trx);
      const link = await repo.findLink(input.linkId);
      if (!link) throw fail('not_found', 404, 'linkNotFound');
      // One kiosk's link changes are serialised on its row: concurrent set_primary calls then
      // run one after the other, and the partial unique index is the last word either way.
      await repo.lockKiosk(link.kiosk_user_id);
      if (input.action === 'set_primary') {
        if (input.kioskUserId !== link.kiosk_user_id) throw fail('not_found', 404, 'linkNotFound');
        if (!(await repo.setPrimary(link.kiosk_user_id, link.id)))
          throw fail('not_found', 404, 'linkNotFound');
        await this.record(trx, actor, {
          action: 'pos_device.primary_set',
          entityType: 'kiosk_pos_device',
          entityId: link.id,
          kioskId: link.kiosk_user_id,
          summary: `${link.pos_serial_number} → ${link.username}`,
          before: { is_primary: link.is_primary },
          after: { is_primary: true },
        });
      } else if (input.action === 'toggle_active') {
        await repo.setLinkActive(link.id, input.isActive);
        await this.record(trx, actor, {
          action: input.isActive ? 'pos_device.link_activated' : 'pos_device.link_deactivated',
          entityType: 'kiosk_pos_device',
          entityId: link.id,
          kioskId: link.kiosk_user_id,
          summary: `${link.pos_serial_number} → ${link.username}`,
          before: { is_active_for_kiosk: link.is_active_for_kiosk },
          after: { is_active_for_kiosk: input.isActive },
        });
      } else {
        await repo.unlink(link.id);
        await this.record(trx, actor, {
          action: 'pos_device.unlinked',
          entityType: 'kiosk_pos_device',
          entityId: link.id,
          kioskId: link.kiosk_user_id,
          summary: `${link.pos_serial_number} ✕ ${link.username}`,
          before: { kiosk_id: link.kiosk_user_id, is_primary: link.is_primary },
          after: { kiosk_id: null },
        });
      }
    });
  }

  // Fingerprints -------------------------------------------------------------------------------

  /** update_fingerprint_secure: a kiosk's device fingerprint or a POS device's fingerprint / hashes. */
  async updateFingerprintSecure(
    actor: FleetActor,
    input: {
      p_record_id: string;
      p_table_name: 'kiosk_users' | 'pos_devices';
      p_fingerprint: string;
      p_client_hash: string;
      p_fingerprint_type: 'device' | 'source' | 'target';
    },
  ): Promise<Array<{ id: string; fingerprint_hash: string; updated_at: string }>> {
    const fingerprint = input.p_fingerprint.trim();
    check('p_fingerprint', checkFingerprint(fingerprint));
    const hash = sha256(fingerprint);
    return this.db.transaction().execute(async (trx) => {
      let updated: boolean;
      if (input.p_table_name === 'kiosk_users') {
        updated = await new FleetRepository(trx).updateKiosk(input.p_record_id, {
          device_fingerprint: fingerprint,
          device_fingerprint_hash: hash,
        });
      } else {
        updated = await new FleetPosRepository(trx).setFingerprint(
          input.p_record_id,
          input.p_fingerprint_type,
          fingerprint,
          hash,
        );
      }
      if (!updated) return [];
      await this.record(trx, actor, {
        action: 'fingerprint.updated',
        entityType: input.p_table_name === 'kiosk_users' ? 'kiosk' : 'pos_device',
        entityId: input.p_record_id,
        kioskId: input.p_table_name === 'kiosk_users' ? input.p_record_id : null,
        summary: `${input.p_fingerprint_type} ${hash.slice(0, 8)}`,
        after: {
          fingerprint_hash: hash,
          client_hash: input.p_client_hash.toLowerCase(),
          type: input.p_fingerprint_type,
        },
      });
      return [{ id: input.p_record_id, fingerprint_hash: hash, updated_at: this.now().toISOString() }];
    });
  }

  // Businesses and stores ----------------------------------------------------------------------

  async listBusinesses(): Promise<Business[]> {
    const rows = await new FleetRepository(this.db).listBusinesses();
    return rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() }));
  }

  private async businessValues(input: BusinessWrite, id: string | undefined) {
    const values: Record<string, unknown> = {};
    if (id === undefined || input.name !== undefined) {
      if (!input.name?.trim()) throw invalid('name', 'businessNameRequired');
      values.name = input.name.trim();
      const key = nameKey(input.name);
      const businesses = await new FleetRepository(this.db).listBusinesses();
      if (businesses.some((b) => b.id !== id && nameKey(b.name) === key))
        throw new AppError('conflict', 409, FLEET_MESSAGES.businessNameTaken, {
          field: 'name',
          key: 'businessNameTaken',
        });
    }
    if (input.email !== undefined) {
      check('email', checkOptionalEmail(input.email));
      values.email = orNull(input.email);
    }
    if (input.phone !== undefined) {
      check('phone', checkOptionalPhone(input.phone));
      values.phone = orNull(input.phone);
    }
    if (input.tax_number !== undefined) {
      check('tax_number', checkTaxNumber(input.tax_number));
      values.tax_number = orNull(input.tax_number);
    }
    if (input.address !== undefined) values.address = orNull(input.address);
    if (input.is_active !== undefined) values.is_active = input.is_active;
    return values;
  }

  async createBusiness(actor: FleetActor, input: BusinessWrite): Promise<Business> {
    const values = await this.businessValues(input, undefined);
    const id = await this.db.transaction().execute(async (trx) => {
      const row = await new FleetRepository(trx).insertBusiness({
        name: values.name as string,
        tax_number: (values.tax_number as string | null) ?? null,
        address: (values.address as string | null) ?? null,
        phone: (values.phone as string | null) ?? null,
        email: (values.email as string | null) ?? null,
        is_active: (values.is_active as boolean | undefined) ?? true,
      });
      await this.record(trx, actor, {
        action: 'business.created',
        entityType: 'business',
        entityId: row.id,
        summary: values.name as string,
        after: values,
      });
      return row.id;
    });
    return this.business(id);
  }

  private async business(id: string): Promise<Business> {
    const found = (await this.listBusinesses()).find((b) => b.id === id);
    if (!found) throw fail('not_found', 404, 'businessNotFound');
    return found;
  }

  async updateBusiness(actor: FleetActor, id: string, input: BusinessWrite): Promise<Business> {
    const before = await new FleetRepository(this.db).findBusiness(id);
    if (!before) throw fail('not_found', 404, 'businessNotFound');
    const values = await this.businessValues(input, id);
    await this.db.transaction().execute(async (trx) => {
      if (Object.keys(values).length > 0) await new FleetRepository(trx).updateBusiness(id, values);
      await this.record(trx, actor, {
        action:
          Object.keys(values).length === 1 && values.is_active !== undefined
            ? values.is_active
              ? 'business.activated'
              : 'business.deactivated'
            : 'business.updated',
        entityType: 'business',
        entityId: id,
        summary: (values.name as string | undefined) ?? before.name,
        before: pick(before, Object.keys(values)),
        after: values,
      });
    });
    return this.business(id);
  }

  async deleteBusiness(actor: FleetActor, id: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const repo = new FleetRepository(trx);
      const before = await repo.findBusiness(id);
      if (!before) throw fail('not_found', 404, 'businessNotFound');
      const result = await repo.deleteBusiness(id);
      if (result === 'has_stores') throw fail('business_has_stores', 409, 'businessHasStores');
      if (result === 'not_found') throw fail('not_found', 404, 'businessNotFound');
      await this.record(trx, actor, {
        action: 'business.deleted',
        entityType: 'business',
        entityId: id,
        summary: before.name,
        before: { name: before.name },
      });
    });
  }

  async listStores(filter: {
    businessId?: string | undefined;
    active?: boolean | undefined;
  }): Promise<Store[]> {
    const rows = await new FleetRepository(this.db).listStores(filter);
    return rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() }));
  }

  private async storeValues(
    input: StoreWrite,
    id: string | undefined,
    current?: { name: string; business_id: string },
  ) {
    const create = id === undefined;
    const currentBusinessId = current?.business_id;
    const values: Record<string, unknown> = {};
    if (create || input.name !== undefined) {
      if (!input.name?.trim()) throw invalid('name', 'storeNameRequired');
      values.name = input.name.trim();
    }
    if (create || input.business_id !== undefined) {
      if (!input.business_id) throw invalid('business_id', 'storeBusinessRequired');
      const business = await new FleetRepository(this.db).findBusiness(input.business_id);
      if (!business) throw invalid('business_id', 'businessNotFound');
      if (!business.is_active && input.business_id !== currentBusinessId)
        throw invalid('business_id', 'businessInactive');
      values.business_id = input.business_id;
    }
    if (input.phone !== undefined) {
      check('phone', checkOptionalPhone(input.phone));
      values.phone = orNull(input.phone);
    }
    if (input.address !== undefined) values.address = orNull(input.address);
    if (input.is_active !== undefined) values.is_active = input.is_active;
    // Two stores of one business may not share a name (Turkish-aware, any case).
    const name = (values.name as string | undefined) ?? current?.name;
    const businessId = (values.business_id as string | undefined) ?? currentBusinessId;
    if (name && businessId && (values.name !== undefined || values.business_id !== undefined)) {
      const stores = await new FleetRepository(this.db).listStores({ businessId });
      if (stores.some((s) => s.id !== id && nameKey(s.name) === nameKey(name)))
        throw new AppError('conflict', 409, FLEET_MESSAGES.storeNameTaken, {
          field: 'name',
          key: 'storeNameTaken',
        });
    }
    return values;
  }

  private async store(id: string): Promise<Store> {
    const found = (await this.listStores({})).find((s) => s.id === id);
    if (!found) throw fail('not_found', 404, 'storeNotFound');
    return found;
  }

  async createStore(actor: FleetActor, input: StoreWrite): Promise<Store> {
    const values = await this.storeValues(input, undefined);
    const id = await this.db.transaction().execute(async (trx) => {
      const row = await new FleetRepository(trx).insertStore({
        name: values.name as string,
        business_id: values.business_id as string,
        address: (values.address as string | null) ?? null,
        phone: (values.phone as string | null) ?? null,
        is_active: (values.is_active as boolean | undefined) ?? true,
      });
      await this.record(trx, actor, {
        action: 'store.created',
        entityType: 'store',
        entityId: row.id,
        summary: values.name as string,
        after: values,
      });
      return row.id;
    });
    return this.store(id);
  }

  async updateStore(actor: FleetActor, id: string, input: StoreWrite): Promise<Store> {
    const before = await new FleetRepository(this.db).findStore(id);
    if (!before) throw fail('not_found', 404, 'storeNotFound');
    const values = await this.storeValues(input, id, before);
    await this.db.transaction().execute(async (trx) => {
      if (Object.keys(values).length > 0) await new FleetRepository(trx).updateStore(id, values);
      await this.record(trx, actor, {
        action:
          Object.keys(values).length === 1 && values.is_active !== undefined
            ? values.is_active
              ? 'store.activated'
              : 'store.deactivated'
            : 'store.updated',
        entityType: 'store',
        entityId: id,
        summary: (values.name as string | undefined) ?? before.name,
        before: pick(before, Object.keys(values)),
        after: values,
      });
    });
    return this.store(id);
  }

  async deleteStore(actor: FleetActor, id: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const repo = new FleetRepository(trx);
      const before = await repo.findStore(id);
      if (!before) throw fail('not_found', 404, 'storeNotFound');
      const result = await repo.deleteStore(id);
      if (result === 'has_kiosks') throw fail('store_has_kiosks', 409, 'storeHasKiosks');
      if (result === 'not_found') throw fail('not_found', 404, 'storeNotFound');
      await this.record(trx, actor, {
        action: 'store.deleted',
        entityType: 'store',
        entityId: id,
        summary: before.name,
        before: { name: before.name, business_id: before.business_id },
      });
    });
  }

  // POS devices ----------------------------------------------------------------------------------

  async getPosDevices(actor: FleetActor, options: { search?: string | undefined; includeDeleted: boolean }) {
    if (options.includeDeleted && !actor.superAdmin) throw superAdminOnly();
    const repo = new FleetPosRepository(this.db);
    const rows = await repo.list(options);
    const links = await repo.linksOf(rows.map((r) => r.id));
    return rows.map((row) => this.presentPos(row, links));
  }

  private async posDevice(id: string, db: Kysely<DB> = this.db): Promise<PosDevice> {
    const repo = new FleetPosRepository(db);
    const row = await repo.find(id);
    if (!row) throw fail('not_found', 404, 'posNotFound');
    return this.presentPos(row, await repo.linksOf([id]));
  }

  private posValues(input: Record<string, unknown>): PosWrite {
    const v: PosWrite = {};
    const textField = (key: string, column: keyof PosWrite) => {
      if (input[key] !== undefined)
        (v as Record<string, unknown>)[column] = orNull(input[key] as string | null);
    };
    textField('p_serial_number', 'serial_number');
    textField('p_device_name', 'device_name');
    textField('p_device_model', 'device_model');
    textField('p_firmware_version', 'firmware_version');
    check('p_ip_address', checkPosIpAddress(input.p_ip_address as string | null | undefined));
    const ip = (input.p_ip_address as string | null | undefined)?.trim();
    if (ip && !isAllowedTerminalAddress(ip, this.deps.terminalNetworks ?? defaultTerminalNetworks))
      throw invalid('p_ip_address', 'ipNotAllowed');
    textField('p_ip_address', 'ip_address');
    textField('p_merchant_id', 'merchant_id');
    textField('p_terminal_id', 'terminal_id');
    textField('p_target_serial_no', 'target_serial_no');
    if (input.p_port !== undefined) {
      check('p_port', checkPosPort(input.p_port as string | number | null));
      v.port = posFormPort(input.p_port as string | number | null);
    }
    if (input.p_is_active !== undefined) v.is_active = input.p_is_active as boolean;
    if (input.p_metadata !== undefined) v.metadata = JSON.stringify(input.p_metadata);
    return v;
  }

  /** insert_pos_device: serial required; kiosk device id and fingerprint generated when empty. */
  async insertPosDevice(
    actor: FleetActor,
    input: Record<string, unknown> & {
      p_pos_serial_number: string;
      p_fingerprint?: string | null | undefined;
      p_kiosk_device_id?: string | null | undefined;
      p_kiosk_id?: string | null | undefined;
    },
  ): Promise<PosDevice> {
    if (!input.p_pos_serial_number) throw invalid('p_pos_serial_number', 'posSerialRequired');
    const fingerprint = input.p_fingerprint?.trim() || generatePosFingerprint();
    if (input.p_fingerprint?.trim()) check('p_fingerprint', checkFingerprint(fingerprint));
    const values = this.posValues(input);
    try {
      return await this.db.transaction().execute(async (trx) => {
        const row = await new FleetPosRepository(trx).insert({
          ...values,
          pos_serial_number: input.p_pos_serial_number,
          kiosk_device_id: input.p_kiosk_device_id?.trim() || generatePosKioskDeviceId(),
          fingerprint,
          port: values.port ?? posFormPort(undefined),
          connection_status: 'disconnected',
        });
        if (input.p_kiosk_id) {
          const kiosk = await new FleetRepository(trx).findKiosk(input.p_kiosk_id);
          if (!kiosk || kiosk.is_deleted) throw fail('not_found', 404, 'kioskNotFound');
          await new FleetRepository(trx).link(input.p_kiosk_id, row.id);
        }
        await this.record(trx, actor, {
          action: 'pos_device.created',
          entityType: 'pos_device',
          entityId: row.id,
          kioskId: input.p_kiosk_id ?? null,
          summary: input.p_pos_serial_number,
          after: { ...values, pos_serial_number: input.p_pos_serial_number },
        });
        return this.posDevice(row.id, trx);
      });
    } catch (error) {
      throw posConflict(error);
    }
  }

  /** update_pos_device with p_ parameters; in edit mode the fingerprint may not be emptied. */
  async updatePosDevice(
    actor: FleetActor,
    input: Record<string, unknown> & {
      p_id: string;
      p_pos_serial_number?: string | undefined;
      p_fingerprint?: string | null | undefined;
      p_kiosk_id?: string | null | undefined;
      p_connection_status?: 'connected' | 'connecting' | 'disconnected' | undefined;
    },
  ): Promise<PosDevice> {
    const repo = new FleetPosRepository(this.db);
    const before = await repo.find(input.p_id);
    if (!before || before.is_deleted) throw fail('not_found', 404, 'posNotFound');
    const values = this.posValues(input);
    if (input.p_pos_serial_number !== undefined) {
      if (!input.p_pos_serial_number) throw invalid('p_pos_serial_number', 'posSerialRequired');
      values.pos_serial_number = input.p_pos_serial_number;
    }
    if (input.p_fingerprint !== undefined) {
      if (!input.p_fingerprint?.trim()) throw invalid('p_fingerprint', 'fingerprintEmpty');
      check('p_fingerprint', checkFingerprint(input.p_fingerprint));
      values.fingerprint = input.p_fingerprint.trim();
    }
    if (input.p_connection_status !== undefined) values.connection_status = input.p_connection_status;
    // Spec 4: reactivating sets it active and disconnected.
    if (values.is_active === true && !before.is_active) {
      await this.refuseDemoToken(input.p_id);
      values.connection_status = 'disconnected';
    }
    if (values.is_active === false) values.connection_status = 'disconnected';
    await this.db
      .transaction()
      .execute(async (trx) => {
        if (!(await new FleetPosRepository(trx).update(input.p_id, values)))
          throw fail('not_found', 404, 'posNotFound');
        if (input.p_kiosk_id !== undefined && input.p_kiosk_id !== before.kiosk_id) {
          const fleet = new FleetRepository(trx);
          if (input.p_kiosk_id) {
            const kiosk = await fleet.findKiosk(input.p_kiosk_id);
            if (!kiosk || kiosk.is_deleted) throw fail('not_found', 404, 'kioskNotFound');
            await fleet.link(input.p_kiosk_id, input.p_id);
          } else if (before.kiosk_id) {
            const links = await fleet.linksOf([before.kiosk_id]);
            const link = links.find((l) => l.id === input.p_id);
            if (link) await fleet.unlink(link.link_id);
            await new FleetPosRepository(trx).update(input.p_id, { kiosk_id: null });
          }
        }
        const only = Object.keys(values);
        await this.record(trx, actor, {
          action:
            only.length <= 2 && values.is_active !== undefined
              ? values.is_active
                ? 'pos_device.activated'
                : 'pos_device.deactivated'
              : 'pos_device.updated',
          entityType: 'pos_device',
          entityId: input.p_id,
          kioskId: input.p_kiosk_id ?? before.kiosk_id,
          summary: values.pos_serial_number ?? before.pos_serial_number,
          before: pick(before as unknown as Record<string, unknown>, [
            ...only,
            ...(input.p_kiosk_id !== undefined ? ['kiosk_id'] : []),
          ]),
          after: { ...values, ...(input.p_kiosk_id !== undefined ? { kiosk_id: input.p_kiosk_id } : {}) },
        });
      })
      .catch((error: unknown) => {
        throw posConflict(error);
      });
    return this.posDevice(input.p_id);
  }

  /** delete_pos_device: soft (anyone admin) or hard (super admins; not with transactions or when soft-deleted). */
  async deletePosDevice(actor: FleetActor, id: string, hard: boolean): Promise<void> {
    const repo = new FleetPosRepository(this.db);
    const before = await repo.find(id);
    if (!before || (before.is_deleted && !actor.superAdmin)) throw fail('not_found', 404, 'posNotFound');
    if (hard) {
      if (!actor.superAdmin) throw superAdminOnly();
      if (before.is_deleted) throw fail('conflict', 409, 'hardDeleteOfDeleted');
      if (before.has_transactions) throw fail('pos_has_transactions', 409, 'posHasTransactions');
      try {
        await this.db.transaction().execute(async (trx) => {
          if (!(await new FleetPosRepository(trx).hardDelete(id)))
            throw fail('not_found', 404, 'posNotFound');
          await this.record(trx, actor, {
            action: 'pos_device.hard_deleted',
            entityType: 'pos_device',
            entityId: id,
            kioskId: before.kiosk_id,
            summary: before.pos_serial_number,
            before: { pos_serial_number: before.pos_serial_number, kiosk_id: before.kiosk_id },
          });
        });
      } catch (error) {
        if (error instanceof StillReferenced) throw fail('pos_has_transactions', 409, 'posHasTransactions');
        throw error;
      }
      return;
    }
    if (before.is_deleted) throw fail('not_found', 404, 'posNotFound');
    await this.db.transaction().execute(async (trx) => {
      if (!(await new FleetPosRepository(trx).softDelete(id, actor.userId)))
        throw fail('not_found', 404, 'posNotFound');
      await this.record(trx, actor, {
        action: 'pos_device.deleted',
        entityType: 'pos_device',
        entityId: id,
        kioskId: before.kiosk_id,
        summary: before.pos_serial_number,
        before: { is_deleted: false, kiosk_id: before.kiosk_id },
        after: { is_deleted: true, deleted_by: actor.userId },
      });
    });
  }

  async restorePosDevice(actor: FleetActor, id: string): Promise<PosDevice> {
    if (!actor.superAdmin) throw superAdminOnly();
    const before = await new FleetPosRepository(this.db).find(id);
    if (!before) throw fail('not_found', 404, 'posNotFound');
    if (before.is_active) await this.refuseDemoToken(id);
    await this.db
      .transaction()
      .execute(async (trx) => {
        if (!(await new FleetPosRepository(trx).restore(id))) throw fail('conflict', 409, 'posNotDeleted');
        await this.record(trx, actor, {
          action: 'pos_device.restored',
          entityType: 'pos_device',
          entityId: id,
          summary: before.pos_serial_number,
          before: { is_deleted: true, deleted_at: iso(before.deleted_at), deleted_by: before.deleted_by },
          after: { is_deleted: false },
        });
      })
      .catch((error: unknown) => {
        throw posConflict(error);
      });
    return this.posDevice(id);
  }
  // Health check: a STATUS_REQUEST message the kiosk acknowledges with its status ---------------

  /** Sends a STATUS_REQUEST to the kiosk over realtime (`kiosk-messages:<id>`); answers its message id. */
  async healthCheck(
    actor: FleetActor,
    kioskId: string,
  ): Promise<{ message_id: string; requested_at: string }> {
    const kiosk = await new FleetRepository(this.db).findKiosk(kioskId);
    if (!kiosk || kiosk.is_deleted) throw fail('not_found', 404, 'kioskNotFound');
    const sent = await this.messaging.sendOne(actor.userId, kioskId, 'STATUS_REQUEST', {
      requested_by: actor.email,
    });
    return { message_id: sent.id, requested_at: sent.created_at };
  }

  /** The health check's state: pending, answered (round trip, the kiosk's status) or expired. */
  async healthResult(messageId: string): Promise<HealthCheckResult> {
    const repo = new KioskMessageRepository(this.db);
    const message = await repo.findWithAck(messageId);
    if (message?.message_type !== 'STATUS_REQUEST') throw errors.notFound('Health check');
    const terminal = await repo.primaryTerminal(message.target_kiosk_id);
    const answeredAt = message.acknowledged_at ? new Date(message.acknowledged_at) : null;
    const expired =
      !answeredAt && this.now().getTime() > message.created_at.getTime() + message.ttl_seconds * 1000;
    return {
      message_id: message.id,
      kiosk_id: message.target_kiosk_id,
      status: answeredAt ? 'answered' : expired ? 'expired' : 'pending',
      requested_at: message.created_at.toISOString(),
      answered_at: iso(answeredAt),
      round_trip_ms: answeredAt ? Math.max(0, answeredAt.getTime() - message.created_at.getTime()) : null,
      response: (message.response as KioskMessageAckResponse | null) ?? null,
      terminal: terminal
        ? {
            pos_serial_number: terminal.pos_serial_number,
            connection_status: terminal.connection_status,
            last_connected_at: iso(terminal.last_connected_at),
          }
        : null,
    };
  }

  /** A kiosk acknowledges a message sent to it (once); admins hear it on `message-acks`. */
  async acknowledge(
    principal: Principal,
    messageId: string,
    response: KioskMessageAckResponse | undefined,
  ): Promise<{ recorded: boolean; status: string }> {
    return this.messaging.acknowledge(principal, messageId, response);
  }
}

function pick(row: object, keys: string[]): Record<string, unknown> {
  const source = row as Record<string, unknown>;
  return Object.fromEntries(
    keys
      .filter((k) => k in source)
      .map((k) => [k, source[k] instanceof Date ? (source[k] as Date).toISOString() : source[k]]),
  );
}
