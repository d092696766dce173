import { checkFingerprint } from '@kiosk/domain';
import type { Repositories } from '../../repositories/index.js';
import type { FleetActor } from './fleet-actor.js';
import { recordFleetChange, sha256 } from './fleet-audit.js';
import { check, fail } from './fleet-errors.js';

/** pos-kiosk-manager's actions on one link. */
export type LinkAction =
  | { action: 'set_primary'; linkId: string; kioskUserId: string }
  | { action: 'toggle_active'; linkId: string; isActive: boolean }
  | { action: 'unlink'; linkId: string };

/** update_fingerprint_secure's request. */
export interface FingerprintUpdate {
  p_record_id: string;
  p_table_name: 'kiosk_users' | 'pos_devices';
  p_fingerprint: string;
  p_client_hash: string;
  p_fingerprint_type: 'device' | 'source' | 'target';
}

/** The links between kiosks and POS devices (spec 001 section 7), and the devices' fingerprints. */
export class KioskLinkService {
  constructor(
    private readonly repos: Repositories,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** admin-kiosk-management link_pos_device: links a device to a kiosk, optionally as primary. */
  linkPosDevice(
    actor: FleetActor,
    input: { kiosk_id: string; pos_device_id: string; is_primary: boolean },
  ): Promise<{ link_id: string }> {
    return this.repos.transaction(async (repos) => {
      const kiosk = await repos.kioskAccount.lockKiosk(input.kiosk_id);
      if (!kiosk || kiosk.is_deleted) throw fail('not_found', 404, 'kioskNotFound');
      const device = await repos.posDevice.find(input.pos_device_id);
      if (!device || device.is_deleted) throw fail('not_found', 404, 'posNotFound');
      const linkId = await repos.kioskLink.link(input.kiosk_id, input.pos_device_id);
      await repos.posDevice.assignKiosk(input.pos_device_id, input.kiosk_id);
      // The kiosk's first link is its primary even when not asked (a kiosk pays through its primary).
      const existing = await repos.kioskLink.linksOf([input.kiosk_id]);
      if (input.is_primary || !existing.some((l) => l.is_primary))
        await repos.kioskLink.setPrimary(input.kiosk_id, linkId);
      await recordFleetChange(repos, actor, {
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
  async posKioskManager(actor: FleetActor, input: LinkAction): Promise<void> {
    await this.repos.transaction(async (repos) => {
      const link = await repos.kioskLink.findLink(input.linkId);
      if (!link) throw fail('not_found', 404, 'linkNotFound');
      // One kiosk's link changes are serialised on its row: concurrent set_primary calls then
      // run one after the other, and the partial unique index is the last word either way.
      await repos.kioskAccount.lockKiosk(link.kiosk_user_id);
      const change = {
        entityType: 'kiosk_pos_device' as const,
        entityId: link.id,
        kioskId: link.kiosk_user_id,
        summary: `${link.pos_serial_number} → ${link.username}`,
      };
      if (input.action === 'set_primary') {
        if (input.kioskUserId !== link.kiosk_user_id) throw fail('not_found', 404, 'linkNotFound');
        if (!(await repos.kioskLink.setPrimary(link.kiosk_user_id, link.id)))
          throw fail('not_found', 404, 'linkNotFound');
        await recordFleetChange(repos, actor, {
          ...change,
          action: 'pos_device.primary_set',
          before: { is_primary: link.is_primary },
          after: { is_primary: true },
        });
      } else if (input.action === 'toggle_active') {
        await repos.kioskLink.setLinkActive(link.id, input.isActive);
        await recordFleetChange(repos, actor, {
          ...change,
          action: input.isActive ? 'pos_device.link_activated' : 'pos_device.link_deactivated',
          before: { is_active_for_kiosk: link.is_active_for_kiosk },
          after: { is_active_for_kiosk: input.isActive },
        });
      } else {
        const removed = await repos.kioskLink.unlink(link.id);
        if (removed) await repos.posDevice.releaseFromKiosk(removed.pos_device_id, removed.kiosk_user_id);
        await recordFleetChange(repos, actor, {
          ...change,
          action: 'pos_device.unlinked',
          summary: `${link.pos_serial_number} ✕ ${link.username}`,
          before: { kiosk_id: link.kiosk_user_id, is_primary: link.is_primary },
          after: { kiosk_id: null },
        });
      }
    });
  }

  /** update_fingerprint_secure: a kiosk's device fingerprint or a POS device's fingerprint / hashes. */
  async updateFingerprintSecure(
    actor: FleetActor,
    input: FingerprintUpdate,
  ): Promise<Array<{ id: string; fingerprint_hash: string; updated_at: string }>> {
    const fingerprint = input.p_fingerprint.trim();
    check('p_fingerprint', checkFingerprint(fingerprint));
    const hash = sha256(fingerprint);
    const kiosk = input.p_table_name === 'kiosk_users';
    return this.repos.transaction(async (repos) => {
      const updated = kiosk
        ? await repos.kioskAccount.updateKiosk(input.p_record_id, {
            device_fingerprint: fingerprint,
            device_fingerprint_hash: hash,
          })
        : await repos.posDevice.setFingerprint(
            input.p_record_id,
            input.p_fingerprint_type,
            fingerprint,
            hash,
          );
      if (!updated) return [];
      await recordFleetChange(repos, actor, {
        action: 'fingerprint.updated',
        entityType: kiosk ? 'kiosk' : 'pos_device',
        entityId: input.p_record_id,
        kioskId: kiosk ? input.p_record_id : null,
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
}
