import type { KioskDetail, KioskUser, manageKioskUsersSchema } from '@kiosk/contracts';
import { checkFingerprint, checkPublicId, generatePublicId } from '@kiosk/domain';
import type { z } from 'zod';
import { hashPassword } from '../../auth/passwords.js';
import { PublishedSecrets } from '../../auth/published-secrets.js';
import { StillReferenced } from '../../repositories/database-errors.js';
import type { Repositories } from '../../repositories/index.js';
import type { KioskRow, KioskWrite } from '../../repositories/kiosk-account.repository.js';
import type { FleetActor } from './fleet-actor.js';
import { type FleetChange, iso, pick, recordFleetChange, sha256 } from './fleet-audit.js';
import { check, fail, invalid, superAdminOnly } from './fleet-errors.js';
import { type ConnectedKiosks, presentKiosk, presentSessions } from './kiosk-present.js';
import { auditable, checkPassword, kioskConflict, kioskValues } from './kiosk-values.js';

/** The kiosks connected to realtime (on any instance), with their round trip. */
export type KioskConnections = () => Promise<ConnectedKiosks>;

/** Ends a kiosk's sessions (the kick, with its broadcast); used when a kiosk is deleted or deactivated. */
export interface SessionKicker {
  kick(sessionId: string, reason: string): Promise<boolean>;
}

type ManageKioskUsers = z.infer<typeof manageKioskUsersSchema>;
type ManageAction<A extends ManageKioskUsers['action']> = Extract<ManageKioskUsers, { action: A }>;
type ManageAnswer = { id: string; message: string };

const SESSION_HISTORY_LIMIT = 20;

/** Kiosk accounts (spec 001 sections 2-6): the list and detail, create, edit, delete, restore, passwords. */
export class KioskAccountService {
  private readonly published: PublishedSecrets;

  constructor(
    private readonly repos: Repositories,
    private readonly deps: {
      connections: KioskConnections;
      sessions: SessionKicker;
      /** In production the demo's published passwords and PIN are refused (default: allowed). */
      published?: PublishedSecrets | undefined;
      now?: (() => Date) | undefined;
    },
  ) {
    this.published = deps.published ?? PublishedSecrets.allowed;
  }

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  async listKiosks(actor: FleetActor, includeDeleted: boolean): Promise<KioskUser[]> {
    if (includeDeleted && !actor.superAdmin) throw superAdminOnly();
    const rows = await this.repos.kioskAccount.listKiosks(includeDeleted);
    const links = await this.repos.kioskLink.linksOf(rows.map((r) => r.id));
    const connections = await this.deps.connections();
    return rows.map((row) => presentKiosk(row, links, connections, this.now()));
  }

  async kioskDetail(actor: FleetActor, id: string): Promise<KioskDetail> {
    const row = await this.repos.kioskAccount.findKiosk(id);
    if (!row || (row.is_deleted && !actor.superAdmin)) throw fail('not_found', 404, 'kioskNotFound');
    const links = await this.repos.kioskLink.linksOf([id]);
    const history = await this.repos.kioskAccount.sessionHistory(id, SESSION_HISTORY_LIMIT);
    return {
      ...presentKiosk(row, links, await this.deps.connections(), this.now()),
      note: row.note,
      session_history: presentSessions(history),
    };
  }

  /** manage-kiosk-users: create, update, delete (soft; hard for super admins), restore, reset_password. */
  async manageKioskUsers(actor: FleetActor, body: ManageKioskUsers): Promise<ManageAnswer> {
    switch (body.action) {
      case 'create':
        return this.createKiosk(actor, body);
      case 'update':
        return this.updateKiosk(actor, body);
      case 'delete':
        if (!actor.superAdmin) throw superAdminOnly(); // Spec 6: only super admins delete kiosks.
        return body.hard ? this.hardDeleteKiosk(actor, body.id) : this.softDeleteKiosk(actor, body.id);
      case 'restore':
        return this.restoreKiosk(actor, body.id);
      case 'reset_password':
        return this.resetPassword(actor, body.id, body.new_password);
    }
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
    await this.writeKiosk(actor, id, values, {
      action: values.payment_mode && !values.public_id ? 'kiosk.payment_mode_changed' : 'kiosk.updated',
      summary: `${before.username}: ${Object.entries(values)
        .map(([k, v]) => `${k} ${String(v)}`)
        .join(', ')}`,
      before: pick(before, Object.keys(values)),
      after: { ...values },
    });
    return this.kioskDetail(actor, id);
  }

  private async createKiosk(actor: FleetActor, body: ManageAction<'create'>): Promise<ManageAnswer> {
    if (!body.username) throw invalid('username', 'usernameRequired');
    checkPassword(this.published, 'password', body.password, 'passwordRequired');
    if (!body.device_name) throw invalid('device_name', 'deviceNameRequired');
    if (!body.device_fingerprint) throw invalid('device_fingerprint', 'fingerprintRequired');
    check('device_fingerprint', checkFingerprint(body.device_fingerprint));
    const publicId = body.public_id ? body.public_id.trim().toUpperCase() : generatePublicId();
    check('public_id', checkPublicId(publicId));
    const values = await kioskValues(this.repos, this.published, body);
    const passwordHash = await hashPassword(body.password);
    try {
      return await this.repos.transaction(async (repos) => {
        const created = await repos.kioskAccount.insertKiosk({
          ...values,
          username: body.username,
          password_hash: passwordHash,
          device_fingerprint: body.device_fingerprint,
          device_fingerprint_hash: sha256(body.device_fingerprint),
          public_id: publicId,
          payment_mode: body.payment_mode ?? 'REST',
        });
        await recordFleetChange(repos, actor, {
          action: 'kiosk.created',
          entityType: 'kiosk',
          entityId: created.id,
          kioskId: created.id,
          summary: created.username,
          after: auditable({ ...values, public_id: publicId, device_fingerprint: body.device_fingerprint }),
        });
        return { id: created.id, message: 'Kiosk oluşturuldu' };
      });
    } catch (error) {
      throw kioskConflict(error);
    }
  }

  private async updateKiosk(actor: FleetActor, body: ManageAction<'update'>): Promise<ManageAnswer> {
    const before = await this.kioskBefore(body.id);
    const values = await kioskValues(this.repos, this.published, body, before);
    await this.writeKiosk(actor, body.id, values, {
      action: 'kiosk.updated',
      summary: values.username ?? before.username,
      before: pick(before, Object.keys(auditable(values))),
      after: auditable(values),
    });
    // A deactivated kiosk is signed out (its sessions end, it hears kick_user).
    if (values.is_active === false) await this.endSessions(body.id, 'deactivated');
    return { id: body.id, message: 'Kiosk güncellendi' };
  }

  private async hardDeleteKiosk(actor: FleetActor, id: string): Promise<ManageAnswer> {
    const row = await this.repos.kioskAccount.findKiosk(id);
    if (!row) throw fail('not_found', 404, 'kioskNotFound');
    if (row.has_orders) throw fail('kiosk_has_orders', 409, 'kioskHasOrders');
    await this.endSessions(id, 'deleted');
    try {
      await this.repos.transaction(async (repos) => {
        await repos.posDevice.releaseKiosk(id);
        if (!(await repos.kioskAccount.hardDeleteKiosk(id))) throw fail('not_found', 404, 'kioskNotFound');
        await recordFleetChange(repos, actor, {
          ...this.kioskChange(id, 'kiosk.hard_deleted', row.username),
          before: { username: row.username, public_id: row.public_id, is_deleted: row.is_deleted },
        });
      });
    } catch (error) {
      if (error instanceof StillReferenced) throw fail('kiosk_has_orders', 409, 'kioskHasOrders');
      throw error;
    }
    return { id, message: 'Kiosk kalıcı olarak silindi' };
  }

  private async softDeleteKiosk(actor: FleetActor, id: string): Promise<ManageAnswer> {
    const row = await this.repos.kioskAccount.findKiosk(id);
    if (!row || row.is_deleted) throw fail('not_found', 404, 'kioskNotFound');
    await this.repos.transaction(async (repos) => {
      if (!(await repos.kioskAccount.softDeleteKiosk(id, actor.userId)))
        throw fail('not_found', 404, 'kioskNotFound');
      await recordFleetChange(repos, actor, {
        ...this.kioskChange(id, 'kiosk.deleted', row.username),
        before: { is_deleted: false },
        after: { is_deleted: true, deleted_by: actor.userId },
      });
    });
    await this.endSessions(id, 'deleted');
    return { id, message: 'Kiosk silindi' };
  }

  private async restoreKiosk(actor: FleetActor, id: string): Promise<ManageAnswer> {
    if (!actor.superAdmin) throw superAdminOnly();
    const row = await this.repos.kioskAccount.findKiosk(id);
    if (!row) throw fail('not_found', 404, 'kioskNotFound');
    if (!row.is_deleted) throw fail('conflict', 409, 'kioskNotDeleted');
    try {
      await this.repos.transaction(async (repos) => {
        if (!(await repos.kioskAccount.restoreKiosk(id))) throw fail('conflict', 409, 'kioskNotDeleted');
        await recordFleetChange(repos, actor, {
          ...this.kioskChange(id, 'kiosk.restored', row.username),
          before: { is_deleted: true, deleted_at: iso(row.deleted_at), deleted_by: row.deleted_by },
          after: { is_deleted: false },
        });
      });
    } catch (error) {
      throw kioskConflict(error);
    }
    return { id, message: 'Kiosk geri yüklendi' };
  }

  private async resetPassword(actor: FleetActor, id: string, password: string): Promise<ManageAnswer> {
    checkPassword(this.published, 'new_password', password, 'newPasswordRequired');
    const row = await this.kioskBefore(id);
    const hash = await hashPassword(password);
    await this.writeKiosk(
      actor,
      id,
      { password_hash: hash },
      { action: 'kiosk.password_reset', summary: row.username },
    );
    return { id, message: 'Şifre sıfırlandı' };
  }

  /** Updates a kiosk that is not deleted and records the change, in one transaction. */
  private async writeKiosk(
    actor: FleetActor,
    id: string,
    values: KioskWrite,
    change: Pick<FleetChange, 'action' | 'summary' | 'before' | 'after'>,
  ): Promise<void> {
    try {
      await this.repos.transaction(async (repos) => {
        if (!(await repos.kioskAccount.updateKiosk(id, values)))
          throw fail('not_found', 404, 'kioskNotFound');
        await recordFleetChange(repos, actor, {
          ...this.kioskChange(id, change.action, change.summary),
          ...change,
        });
      });
    } catch (error) {
      throw kioskConflict(error);
    }
  }

  private kioskChange(id: string, action: string, summary: string): FleetChange {
    return { action, entityType: 'kiosk', entityId: id, kioskId: id, summary };
  }

  private async kioskBefore(id: string): Promise<KioskRow> {
    const row = await this.repos.kioskAccount.findKiosk(id);
    if (!row || row.is_deleted) throw fail('not_found', 404, 'kioskNotFound');
    return row;
  }

  private async endSessions(kioskId: string, reason: string): Promise<void> {
    const active = await this.repos.kioskSession.listActive(kioskId);
    for (const session of active) await this.deps.sessions.kick(session.id, reason);
  }
}
