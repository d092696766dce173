import {
  CLOUD_TOKEN_ROTATED_EVENT,
  type PosDevice,
  type PosDeviceSummary,
  type RotatedCloudToken,
  TERMINAL_DEFAULT_PORT,
} from '@kiosk/contracts';
import {
  checkFingerprint,
  defaultTerminalNetworks,
  generatePosFingerprint,
  generatePosKioskDeviceId,
  type Ipv4Network,
  isAllowedTerminalAddress,
  POS_DEVICES_CHANNEL,
  type Principal,
  posFormPort,
} from '@kiosk/domain';
import { cloudTokenHash, cloudTokenMatches, newCloudToken } from '../../auth/cloud-token.js';
import { PublishedSecrets } from '../../auth/published-secrets.js';
import { AppError, errors } from '../../errors.js';
import type { DeviceInfo, TerminalDriver, TerminalTarget } from '../../payments/terminal-driver.js';
import { TerminalSession, targetOf } from '../../payments/terminal-session.js';
import { publishEvent } from '../../realtime/realtime-bus.js';
import { StillReferenced } from '../../repositories/database-errors.js';
import type { Repositories } from '../../repositories/index.js';
import type { FleetActor } from './fleet-actor.js';
import { iso, pick, recordFleetChange } from './fleet-audit.js';
import { check, fail, invalid, superAdminOnly } from './fleet-errors.js';
import {
  type InsertPosDevice,
  posConflict,
  posValues,
  presentPos,
  presentSummary,
  type UpdatePosDevice,
} from './pos-device-values.js';
import { addressNotAllowed, readDeviceInfo } from './terminal-device-info.js';

/** The live CLOUD connections of this instance (CloudTerminalHub). */
export interface CloudConnections {
  detach(serialNumber: string, reason: string): void;
}

export const TOKEN_ROTATED_REASON = 'token rotated';

/** A terminal whose CLOUD token checked out, with the hash it matched. */
export interface CloudSignIn {
  id: string;
  tokenSha256: string;
}

/** Who rotated a token: an admin, or the operator's command line. */
export type RotationActor = { kind: 'admin'; principal: Principal } | { kind: 'cli' };

export interface PosDeviceDeps {
  /** The REST terminals' driver (device info, connection checks); absent in the command line. */
  driver?: TerminalDriver | undefined;
  /** Where a card terminal may be (TERMINAL_ALLOWED_NETWORKS; default the private ranges, loopback, link-local). */
  networks?: readonly Ipv4Network[] | undefined;
  /** In production the published demo CLOUD token never connects nor activates (default: allowed). */
  published?: PublishedSecrets | undefined;
  /** Absent in the command line, which has no connections (other instances hear the event). */
  connections?: CloudConnections | undefined;
}

/**
 * POS devices, one service for the table: the fleet's device list and form (spec 001 section 4),
 * the admin's terminal list with the CLOUD token each terminal signs in with, and the local calls
 * that ask a terminal for its identity (device info, connection checks).
 */
export class PosDeviceService {
  private readonly networks: readonly Ipv4Network[];
  private readonly published: PublishedSecrets;

  constructor(
    private readonly repos: Repositories,
    private readonly deps: PosDeviceDeps = {},
  ) {
    this.networks = deps.networks ?? defaultTerminalNetworks;
    this.published = deps.published ?? PublishedSecrets.allowed;
  }

  // The fleet's devices (get/insert/update/delete/restore_pos_device) ---------------------------

  async getPosDevices(
    actor: FleetActor,
    options: { search?: string | undefined; includeDeleted: boolean },
  ): Promise<PosDevice[]> {
    if (options.includeDeleted && !actor.superAdmin) throw superAdminOnly();
    const rows = await this.repos.posDevice.search(options);
    const links = await this.repos.kioskLink.linksOfDevices(rows.map((r) => r.id));
    return rows.map((row) => presentPos(row, links));
  }

  /** insert_pos_device: serial required; kiosk device id and fingerprint generated when empty. */
  async insertPosDevice(actor: FleetActor, input: InsertPosDevice): Promise<PosDevice> {
    if (!input.p_pos_serial_number) throw invalid('p_pos_serial_number', 'posSerialRequired');
    const fingerprint = input.p_fingerprint?.trim() || generatePosFingerprint();
    if (input.p_fingerprint?.trim()) check('p_fingerprint', checkFingerprint(fingerprint));
    const values = posValues(input, this.networks);
    await this.checkStore(values.store_id);
    try {
      return await this.repos.transaction(async (repos) => {
        const row = await repos.posDevice.insert({
          ...values,
          pos_serial_number: input.p_pos_serial_number,
          kiosk_device_id: input.p_kiosk_device_id?.trim() || generatePosKioskDeviceId(),
          fingerprint,
          port: values.port ?? posFormPort(undefined),
          connection_status: 'disconnected',
        });
        if (input.p_kiosk_id) {
          const kiosk = await repos.kioskAccount.findKiosk(input.p_kiosk_id);
          if (!kiosk || kiosk.is_deleted) throw fail('not_found', 404, 'kioskNotFound');
          await repos.kioskLink.link(input.p_kiosk_id, row.id);
          await repos.posDevice.assignKiosk(row.id, input.p_kiosk_id);
        }
        await recordFleetChange(repos, actor, {
          action: 'pos_device.created',
          entityType: 'pos_device',
          entityId: row.id,
          kioskId: input.p_kiosk_id ?? null,
          summary: input.p_pos_serial_number,
          after: { ...values, pos_serial_number: input.p_pos_serial_number },
        });
        return this.posDevice(row.id, repos);
      });
    } catch (error) {
      throw posConflict(error);
    }
  }

  /** update_pos_device with p_ parameters; in edit mode the fingerprint may not be emptied. */
  async updatePosDevice(actor: FleetActor, input: UpdatePosDevice): Promise<PosDevice> {
    const before = await this.repos.posDevice.find(input.p_id);
    if (!before || before.is_deleted) throw fail('not_found', 404, 'posNotFound');
    const values = posValues(input, this.networks);
    await this.checkStore(values.store_id);
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
    const kioskChanged = input.p_kiosk_id !== undefined && input.p_kiosk_id !== before.kiosk_id;
    const only = Object.keys(values);
    await this.repos
      .transaction(async (repos) => {
        if (!(await repos.posDevice.update(input.p_id, values))) throw fail('not_found', 404, 'posNotFound');
        if (kioskChanged)
          await this.moveToKiosk(repos, input.p_id, input.p_kiosk_id ?? null, before.kiosk_id);
        await recordFleetChange(repos, actor, {
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
          before: pick(before, [...only, ...(input.p_kiosk_id !== undefined ? ['kiosk_id'] : [])]),
          after: { ...values, ...(input.p_kiosk_id !== undefined ? { kiosk_id: input.p_kiosk_id } : {}) },
        });
      })
      .catch((error: unknown) => {
        throw posConflict(error);
      });
    return this.posDevice(input.p_id);
  }

  /** A till's store must exist (400 on p_store_id). */
  private async checkStore(storeId: string | null | undefined): Promise<void> {
    if (storeId && !(await this.repos.outlet.findStore(storeId)))
      throw invalid('p_store_id', 'storeNotFound');
  }

  /** The device's kiosk changed in the form: linked to the new one, or unlinked from the old one. */
  private async moveToKiosk(
    repos: Repositories,
    id: string,
    kioskId: string | null,
    previous: string | null,
  ) {
    if (kioskId) {
      const kiosk = await repos.kioskAccount.findKiosk(kioskId);
      if (!kiosk || kiosk.is_deleted) throw fail('not_found', 404, 'kioskNotFound');
      await repos.kioskLink.link(kioskId, id);
      await repos.posDevice.assignKiosk(id, kioskId);
    } else if (previous) {
      const links = await repos.kioskLink.linksOf([previous]);
      const link = links.find((l) => l.id === id);
      if (link) {
        const removed = await repos.kioskLink.unlink(link.link_id);
        if (removed) await repos.posDevice.releaseFromKiosk(removed.pos_device_id, removed.kiosk_user_id);
      }
      await repos.posDevice.update(id, { kiosk_id: null });
    }
  }

  /** delete_pos_device: soft (anyone admin) or hard (super admins; not with transactions or when soft-deleted). */
  async deletePosDevice(actor: FleetActor, id: string, hard: boolean): Promise<void> {
    const before = await this.repos.posDevice.find(id);
    if (!before || (before.is_deleted && !actor.superAdmin)) throw fail('not_found', 404, 'posNotFound');
    const change = {
      entityType: 'pos_device' as const,
      entityId: id,
      kioskId: before.kiosk_id,
      summary: before.pos_serial_number,
    };
    if (hard) {
      if (!actor.superAdmin) throw superAdminOnly();
      if (before.is_deleted) throw fail('conflict', 409, 'hardDeleteOfDeleted');
      if (before.has_transactions) throw fail('pos_has_transactions', 409, 'posHasTransactions');
      try {
        await this.repos.transaction(async (repos) => {
          if (!(await repos.posDevice.hardDelete(id))) throw fail('not_found', 404, 'posNotFound');
          await recordFleetChange(repos, actor, {
            ...change,
            action: 'pos_device.hard_deleted',
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
    await this.repos.transaction(async (repos) => {
      if (!(await repos.posDevice.softDelete(id, actor.userId))) throw fail('not_found', 404, 'posNotFound');
      await repos.kioskLink.unlinkDevice(id);
      await recordFleetChange(repos, actor, {
        ...change,
        action: 'pos_device.deleted',
        before: { is_deleted: false, kiosk_id: before.kiosk_id },
        after: { is_deleted: true, deleted_by: actor.userId },
      });
    });
  }

  async restorePosDevice(actor: FleetActor, id: string): Promise<PosDevice> {
    if (!actor.superAdmin) throw superAdminOnly();
    const before = await this.repos.posDevice.find(id);
    if (!before) throw fail('not_found', 404, 'posNotFound');
    if (before.is_active) await this.refuseDemoToken(id);
    await this.repos
      .transaction(async (repos) => {
        if (!(await repos.posDevice.restore(id))) throw fail('conflict', 409, 'posNotDeleted');
        await recordFleetChange(repos, actor, {
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

  private async posDevice(id: string, repos: Repositories = this.repos): Promise<PosDevice> {
    const row = await repos.posDevice.find(id);
    if (!row) throw fail('not_found', 404, 'posNotFound');
    return presentPos(row, await repos.kioskLink.linksOfDevices([id]));
  }

  /** A terminal may not become active in production while it has the published demo CLOUD token. */
  private async refuseDemoToken(posDeviceId: string): Promise<void> {
    const hash = await this.repos.posDevice.cloudTokenSha256(posDeviceId);
    if (this.published.cloudTokenSha256(hash)) throw fail('conflict', 409, 'posDemoToken');
  }

  // The admin's terminals and their CLOUD tokens --------------------------------------------------

  async list(): Promise<PosDeviceSummary[]> {
    return (await this.repos.posDevice.list()).map(presentSummary);
  }

  /** A CLOUD terminal signing in: the active device with this serial number whose token this is. */
  async authenticateCloud(serialNumber: string, token: string): Promise<CloudSignIn | undefined> {
    if (!token || this.published.cloudToken(token)) return undefined;
    const candidates = await this.repos.posDevice.cloudCredentials(serialNumber);
    const device = candidates.find((c) => cloudTokenMatches(token, c.cloud_token_sha256));
    return device?.cloud_token_sha256 ? { id: device.id, tokenSha256: device.cloud_token_sha256 } : undefined;
  }

  /** Marks the terminal connected; false when its token was rotated since it signed in. */
  cloudConnected(signIn: CloudSignIn): Promise<boolean> {
    return this.repos.posDevice.markCloudConnected(signIn.id, signIn.tokenSha256);
  }

  cloudDisconnected(posDeviceId: string): Promise<void> {
    return this.repos.posDevice.markDisconnected(posDeviceId);
  }

  /**
   * Makes a new CLOUD token for a terminal and answers it once; only its SHA-256 is stored. The old
   * token stops working with the commit: this instance drops the terminal's live connection at
   * once, and every other instance does when the `cloud_token_rotated` event reaches it.
   */
  async rotateCloudToken(posDeviceId: string, actor: RotationActor): Promise<RotatedCloudToken> {
    const token = newCloudToken();
    const rotatedAt = new Date();
    const device = await this.repos.transaction(async (repos) => {
      const found = await repos.posDevice.findActive(posDeviceId);
      if (!found || !(await repos.posDevice.setCloudToken(found.id, cloudTokenHash(token), rotatedAt))) {
        throw errors.notFound('POS device');
      }
      const who =
        actor.kind === 'admin' && actor.principal.kind === 'user'
          ? { actorUserId: actor.principal.userId, actorEmail: actor.principal.email }
          : { actorUserId: null, actorEmail: null };
      await repos.audit.record({
        ...who,
        action: 'pos_device.cloud_token_rotated',
        entityType: 'pos_device',
        entityId: found.id,
        summary: `CLOUD token of terminal ${found.pos_serial_number} rotated${actor.kind === 'cli' ? ' (command line)' : ''}`,
      });
      await publishEvent(repos.db, {
        channel: POS_DEVICES_CHANNEL,
        event: CLOUD_TOKEN_ROTATED_EVENT,
        table: 'pos_devices',
        payload: {
          id: found.id,
          pos_serial_number: found.pos_serial_number,
          cloud_token_rotated_at: rotatedAt.toISOString(),
        },
      });
      return found;
    });
    this.deps.connections?.detach(device.pos_serial_number, TOKEN_ROTATED_REASON);
    return {
      pos_device_id: device.id,
      pos_serial_number: device.pos_serial_number,
      token,
      rotated_at: rotatedAt.toISOString(),
    };
  }

  // Asking a terminal (POST /api/pos/device-info, /api/pos/check-connection, a kiosk's POS test) ---

  /** POST /api/pos/device-info: pair with a terminal by address and read its identity. */
  async deviceInfo(input: {
    ipAddress: string;
    port?: number | undefined;
    serialNumber: string;
    fingerprint: string;
  }): Promise<DeviceInfo> {
    if (!isAllowedTerminalAddress(input.ipAddress, this.networks)) throw addressNotAllowed('ipAddress');
    const target: TerminalTarget = {
      posDeviceId: '',
      serialNumber: input.serialNumber,
      fingerprint: input.fingerprint,
      ip: input.ipAddress,
      port: input.port ?? TERMINAL_DEFAULT_PORT,
    };
    return readDeviceInfo(this.driver(), TerminalSession.unstored(target));
  }

  /** POST /api/pos/check-connection: a kiosk's linked device; success marks it connected. */
  async checkConnection(kioskId: string, posDeviceId: string): Promise<DeviceInfo> {
    const devices = this.repos.posDevice;
    const linked = await devices.isLinkedToKiosk(kioskId, posDeviceId);
    const device = await devices.terminal(posDeviceId);
    if (!device) throw new AppError('not_found', 404, 'POS device not found');
    if (!linked) throw new AppError('not_linked', 400, 'The POS device is not linked to this kiosk');
    try {
      const info = await readDeviceInfo(this.driver(), TerminalSession.stored(targetOf(device), devices));
      await devices.markConnectedWithInfo(device.id, info);
      return info;
    } catch (error) {
      await devices.markDisconnected(device.id);
      throw error;
    }
  }

  /**
   * A kiosk's POS test message (a POS_COMMAND): device info from the kiosk's own primary (else first
   * active) linked terminal, which is marked connected or not as with the admin's check.
   */
  async kioskDeviceInfo(kioskId: string): Promise<DeviceInfo> {
    const terminal = await this.repos.posDevice.primaryOfKiosk(kioskId);
    if (!terminal) throw new AppError('not_linked', 404, 'No POS device is linked to this kiosk');
    return this.checkConnection(kioskId, terminal.id);
  }

  private driver(): TerminalDriver {
    if (!this.deps.driver) throw new AppError('pos_unreachable', 502, 'Could not connect to POS device');
    return this.deps.driver;
  }
}
