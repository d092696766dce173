import {
  CLOUD_TOKEN_ROTATED_EVENT,
  POS_DEVICES_CHANNEL,
  type PosDeviceSummary,
  type RotatedCloudToken,
} from '@kiosk/contracts';
import type { Principal } from '@kiosk/domain';
import type { Kysely } from 'kysely';
import { cloudTokenHash, cloudTokenMatches, newCloudToken } from '../auth/cloud-token.js';
import { PublishedSecrets } from '../auth/published-secrets.js';
import type { DB } from '../db/schema.js';
import { errors } from '../errors.js';
import { publishEvent } from '../realtime/realtime-bus.js';
import { AuditRepository } from '../repositories/audit.repository.js';
import { type PosDeviceListRow, PosDeviceRepository } from '../repositories/pos-device.repository.js';

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

function present(row: PosDeviceListRow): PosDeviceSummary {
  return {
    id: row.id,
    pos_serial_number: row.pos_serial_number,
    device_name: row.device_name,
    device_model: row.device_model,
    is_active: row.is_active,
    connection_status: row.connection_status,
    last_connected_at: row.last_connected_at?.toISOString() ?? null,
    payment_mode: row.payment_mode,
    kiosk: row.kiosk_id && row.kiosk_username ? { id: row.kiosk_id, username: row.kiosk_username } : null,
    cloud_token_set: row.cloud_token_set,
    cloud_token_rotated_at: row.cloud_token_rotated_at?.toISOString() ?? null,
  };
}

/** The admin's card terminals: the list, and the CLOUD token each terminal signs in with. */
export class PosFleetService {
  constructor(
    private readonly db: Kysely<DB>,
    /** Absent in the command line, which has no connections (other instances hear the event). */
    private readonly connections?: CloudConnections,
    /** In production the published demo CLOUD token never connects (default: allowed). */
    private readonly published = PublishedSecrets.allowed,
  ) {}

  /** A CLOUD terminal signing in: the active device with this serial number whose token this is. */
  async authenticateCloud(serialNumber: string, token: string): Promise<CloudSignIn | undefined> {
    if (!token || this.published.cloudToken(token)) return undefined;
    const candidates = await new PosDeviceRepository(this.db).cloudCredentials(serialNumber);
    const device = candidates.find((c) => cloudTokenMatches(token, c.cloud_token_sha256));
    return device?.cloud_token_sha256 ? { id: device.id, tokenSha256: device.cloud_token_sha256 } : undefined;
  }

  /** Marks the terminal connected; false when its token was rotated since it signed in. */
  cloudConnected(signIn: CloudSignIn): Promise<boolean> {
    return new PosDeviceRepository(this.db).markCloudConnected(signIn.id, signIn.tokenSha256);
  }

  cloudDisconnected(posDeviceId: string): Promise<void> {
    return new PosDeviceRepository(this.db).markDisconnected(posDeviceId);
  }

  async list(): Promise<PosDeviceSummary[]> {
    return (await new PosDeviceRepository(this.db).list()).map(present);
  }

  /**
   * Makes a new CLOUD token for a terminal and answers it once; only its SHA-256 is stored. The old
   * token stops working with the commit: this instance drops the terminal's live connection at
   * once, and every other instance does when the `cloud_token_rotated` event reaches it.
   */
  async rotateCloudToken(posDeviceId: string, actor: RotationActor): Promise<RotatedCloudToken> {
    const token = newCloudToken();
    const rotatedAt = new Date();
    const device = await this.db.transaction().execute(async (trx) => {
      const devices = new PosDeviceRepository(trx);
      const found = await devices.findActive(posDeviceId);
      if (!found || !(await devices.setCloudToken(found.id, cloudTokenHash(token), rotatedAt))) {
        throw errors.notFound('POS device');
      }
      const who =
        actor.kind === 'admin' && actor.principal.kind === 'user'
          ? { actorUserId: actor.principal.userId, actorEmail: actor.principal.email }
          : { actorUserId: null, actorEmail: null };
      await new AuditRepository(trx).record({
        ...who,
        action: 'pos_device.cloud_token_rotated',
        entityType: 'pos_device',
        entityId: found.id,
        summary: `CLOUD token of terminal ${found.pos_serial_number} rotated${actor.kind === 'cli' ? ' (command line)' : ''}`,
      });
      await publishEvent(trx, {
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
    this.connections?.detach(device.pos_serial_number, TOKEN_ROTATED_REASON);
    return {
      pos_device_id: device.id,
      pos_serial_number: device.pos_serial_number,
      token,
      rotated_at: rotatedAt.toISOString(),
    };
  }
}
