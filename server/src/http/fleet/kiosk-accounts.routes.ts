import {
  adminKioskManagementSchema,
  kioskDetailResponseSchema,
  kioskUserListQuerySchema,
  kioskUserListResponseSchema,
  kioskUserPatchSchema,
  manageKioskUsersResponseSchema,
  manageKioskUsersSchema,
  posKioskManagerSchema,
  toggleLinkStatusSchema,
  updateFingerprintResultSchema,
  updateFingerprintSecureSchema,
} from '@kiosk/contracts';
import { z } from 'zod';
import type { KioskAccountService } from '../../services/fleet/kiosk-accounts.service.js';
import type { KioskLinkService } from '../../services/fleet/kiosk-links.service.js';
import { actor, admin, type FleetRouter, idParams, ok } from './fleet-router.js';

/** Kiosk accounts: the list, one kiosk, its public id and payment mode, manage-kiosk-users. */
export function kioskAccountRoutes(r: FleetRouter, kiosks: KioskAccountService): void {
  r.get(
    '/rest/v1/kiosk_users',
    {
      config: admin,
      schema: {
        tags: ['fleet'],
        summary: 'Kiosks newest first, with business and store names, presence and linked POS devices',
        querystring: kioskUserListQuerySchema,
        response: { 200: kioskUserListResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await kiosks.listKiosks(actor(request), request.query.include_deleted === 'true'),
    }),
  );

  r.get(
    '/rest/v1/kiosk_users/:id',
    {
      config: admin,
      schema: {
        tags: ['fleet'],
        summary: 'One kiosk with its links and session history (404 Kiosk bulunamadı)',
        params: idParams,
        response: { 200: kioskDetailResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await kiosks.kioskDetail(actor(request), request.params.id),
    }),
  );

  r.patch(
    '/rest/v1/kiosk_users/:id',
    {
      config: admin,
      schema: {
        tags: ['fleet'],
        summary: "Edit a kiosk's public id or payment mode",
        params: idParams,
        body: kioskUserPatchSchema,
        response: { 200: kioskDetailResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await kiosks.patchKiosk(actor(request), request.params.id, request.body),
    }),
  );

  r.post(
    '/functions/v1/manage-kiosk-users',
    {
      config: admin,
      schema: {
        tags: ['fleet'],
        summary:
          'Kiosk accounts: create, update, delete (super admin; hard only without orders), restore (super admin), reset_password',
        body: manageKioskUsersSchema,
        response: { 200: manageKioskUsersResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await kiosks.manageKioskUsers(actor(request), request.body),
    }),
  );
}

/** Links between kiosks and POS devices, and the fingerprints of both. */
export function kioskLinkRoutes(r: FleetRouter, links: KioskLinkService): void {
  r.post(
    '/functions/v1/admin-kiosk-management',
    {
      config: admin,
      schema: {
        tags: ['fleet'],
        summary: 'link_pos_device: link a POS device to a kiosk (optionally as its primary)',
        body: adminKioskManagementSchema,
        response: { 200: z.object({ success: z.literal(true), data: z.object({ link_id: z.string() }) }) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await links.linkPosDevice(actor(request), request.body),
    }),
  );

  r.post(
    '/functions/v1/pos-kiosk-manager',
    {
      config: admin,
      schema: {
        tags: ['fleet'],
        summary: 'set_primary (exactly one primary per kiosk), toggle_active, unlink',
        body: posKioskManagerSchema,
        response: { 200: ok },
      },
    },
    async (request) => {
      await links.posKioskManager(actor(request), request.body);
      return { success: true as const };
    },
  );

  r.post(
    '/rest/v1/rpc/toggle_pos_device_status',
    {
      config: admin,
      schema: {
        tags: ['fleet'],
        summary: "A link's active/passive state for its kiosk (_id is the link id)",
        body: toggleLinkStatusSchema,
        response: { 200: z.boolean() },
      },
    },
    async (request) => {
      await links.posKioskManager(actor(request), {
        action: 'toggle_active',
        linkId: request.body._id,
        isActive: request.body._is_active_for_kiosk,
      });
      return true;
    },
  );

  r.post(
    '/rest/v1/rpc/update_fingerprint_secure',
    {
      config: admin,
      schema: {
        tags: ['fleet'],
        summary:
          "A kiosk's device fingerprint or a POS device's fingerprint / source / target hash; an empty result means record not found",
        body: updateFingerprintSecureSchema,
        response: { 200: updateFingerprintResultSchema },
      },
    },
    async (request) => links.updateFingerprintSecure(actor(request), request.body),
  );
}
