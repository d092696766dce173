import {
  acknowledgeMessageSchema,
  adminKioskManagementSchema,
  businessSchema,
  businessWriteSchema,
  deletePosDeviceSchema,
  getPosDevicesSchema,
  healthCheckResultSchema,
  insertPosDeviceSchema,
  kioskDetailResponseSchema,
  kioskMessageHistorySchema,
  kioskUserListQuerySchema,
  kioskUserListResponseSchema,
  kioskUserPatchSchema,
  manageKioskUsersResponseSchema,
  manageKioskUsersSchema,
  pendingKioskMessagesSchema,
  posDeviceSchema,
  posKioskManagerSchema,
  restoreSchema,
  sendKioskMessageSchema,
  sentKioskMessagesSchema,
  storeListQuerySchema,
  storeSchema,
  storeWriteSchema,
  toggleLinkStatusSchema,
  updateFingerprintResultSchema,
  updateFingerprintSecureSchema,
  updatePosDeviceSchema,
} from '@kiosk/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type FleetService, fleetActorOf } from '../../services/fleet.service.js';
import { principalOf } from '../permissions.js';

const idParams = z.object({ id: z.string().uuid() });
const ok = z.object({ success: z.literal(true) });

/**
 * Fleet administration (spec 001 section 7): kiosk accounts, businesses, stores, POS devices and
 * their links, with the spec's function and procedure names. Admins only; the super-admin rules
 * (deleted records, kiosk delete, hard delete, restore) are the service's.
 */
export async function fleetRoutes(app: FastifyInstance, options: { fleet: FleetService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { fleet } = options;
  const admin = { permission: 'admin' as const };
  const actor = (request: { principal?: import('@kiosk/domain').Principal }) =>
    fleetActorOf(principalOf(request));

  // Kiosks -------------------------------------------------------------------------------------
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
      data: await fleet.listKiosks(actor(request), request.query.include_deleted === 'true'),
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
      data: await fleet.kioskDetail(actor(request), request.params.id),
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
      data: await fleet.patchKiosk(actor(request), request.params.id, request.body),
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
      data: await fleet.manageKioskUsers(actor(request), request.body),
    }),
  );

  // Links ---------------------------------------------------------------------------------------
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
      data: await fleet.linkPosDevice(actor(request), request.body),
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
      await fleet.posKioskManager(actor(request), request.body);
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
      await fleet.posKioskManager(actor(request), {
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
    async (request) => fleet.updateFingerprintSecure(actor(request), request.body),
  );

  // Businesses and stores ---------------------------------------------------------------------
  r.get(
    '/rest/v1/businesses',
    { config: admin, schema: { tags: ['fleet'], response: { 200: z.array(businessSchema) } } },
    async () => fleet.listBusinesses(),
  );
  r.post(
    '/rest/v1/businesses',
    {
      config: admin,
      schema: { tags: ['fleet'], body: businessWriteSchema, response: { 201: businessSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await fleet.createBusiness(actor(request), request.body)),
  );
  r.patch(
    '/rest/v1/businesses/:id',
    {
      config: admin,
      schema: {
        tags: ['fleet'],
        params: idParams,
        body: businessWriteSchema,
        response: { 200: businessSchema },
      },
    },
    async (request) => fleet.updateBusiness(actor(request), request.params.id, request.body),
  );
  r.delete(
    '/rest/v1/businesses/:id',
    {
      config: admin,
      schema: { tags: ['fleet'], summary: 'Delete a business (409 while it has stores)', params: idParams },
    },
    async (request, reply) => {
      await fleet.deleteBusiness(actor(request), request.params.id);
      return reply.status(204).send();
    },
  );

  r.get(
    '/rest/v1/stores',
    {
      config: admin,
      schema: { tags: ['fleet'], querystring: storeListQuerySchema, response: { 200: z.array(storeSchema) } },
    },
    async (request) =>
      fleet.listStores({
        businessId: request.query.business_id,
        active: request.query.is_active === undefined ? undefined : request.query.is_active === 'true',
      }),
  );
  r.post(
    '/rest/v1/stores',
    { config: admin, schema: { tags: ['fleet'], body: storeWriteSchema, response: { 201: storeSchema } } },
    async (request, reply) => reply.status(201).send(await fleet.createStore(actor(request), request.body)),
  );
  r.patch(
    '/rest/v1/stores/:id',
    {
      config: admin,
      schema: { tags: ['fleet'], params: idParams, body: storeWriteSchema, response: { 200: storeSchema } },
    },
    async (request) => fleet.updateStore(actor(request), request.params.id, request.body),
  );
  r.delete(
    '/rest/v1/stores/:id',
    {
      config: admin,
      schema: { tags: ['fleet'], summary: 'Delete a store (409 while kiosks refer to it)', params: idParams },
    },
    async (request, reply) => {
      await fleet.deleteStore(actor(request), request.params.id);
      return reply.status(204).send();
    },
  );

  // POS devices -------------------------------------------------------------------------------
  r.post(
    '/rest/v1/rpc/get_pos_devices',
    {
      config: admin,
      schema: {
        tags: ['fleet'],
        summary: 'POS devices, searchable; soft-deleted ones for super admins only',
        body: getPosDevicesSchema,
        response: { 200: z.array(posDeviceSchema) },
      },
    },
    async (request) =>
      fleet.getPosDevices(actor(request), {
        search: request.body.p_search,
        includeDeleted: request.body.p_include_deleted,
      }),
  );
  r.post(
    '/rest/v1/rpc/insert_pos_device',
    {
      config: admin,
      schema: { tags: ['fleet'], body: insertPosDeviceSchema, response: { 200: posDeviceSchema } },
    },
    async (request) => fleet.insertPosDevice(actor(request), request.body),
  );
  r.post(
    '/rest/v1/rpc/update_pos_device',
    {
      config: admin,
      schema: { tags: ['fleet'], body: updatePosDeviceSchema, response: { 200: posDeviceSchema } },
    },
    async (request) => fleet.updatePosDevice(actor(request), request.body),
  );
  r.post(
    '/rest/v1/rpc/delete_pos_device',
    {
      config: admin,
      schema: {
        tags: ['fleet'],
        summary: 'Soft delete; p_hard for super admins (refused with transactions)',
        body: deletePosDeviceSchema,
        response: { 200: z.boolean() },
      },
    },
    async (request) => {
      await fleet.deletePosDevice(actor(request), request.body.p_id, request.body.p_hard);
      return true;
    },
  );
  r.post(
    '/rest/v1/rpc/restore_pos_device',
    {
      config: admin,
      schema: {
        tags: ['fleet'],
        summary: 'Super admins: restore a soft-deleted POS device',
        body: restoreSchema,
        response: { 200: posDeviceSchema },
      },
    },
    async (request) => fleet.restorePosDevice(actor(request), request.body.p_id),
  );

  // Health check: a STATUS_REQUEST over realtime, acknowledged by the kiosk ---------------------
  r.post(
    '/functions/v1/kiosk-health-check',
    {
      config: admin,
      schema: {
        tags: ['fleet'],
        summary: 'Ask a kiosk for its status over realtime (a STATUS_REQUEST message); poll the result',
        body: z.object({ kiosk_id: z.string().uuid() }),
        response: {
          200: z.object({
            success: z.literal(true),
            data: z.object({ message_id: z.string(), requested_at: z.string() }),
          }),
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await fleet.healthCheck(actor(request), request.body.kiosk_id),
    }),
  );
  r.get(
    '/functions/v1/kiosk-health-check/:id',
    {
      config: admin,
      schema: {
        tags: ['fleet'],
        summary: 'A health check: pending, answered (round trip, app version, screen, terminal) or expired',
        params: idParams,
        response: { 200: z.object({ success: z.literal(true), data: healthCheckResultSchema }) },
      },
    },
    async (request) => ({ success: true as const, data: await fleet.healthResult(request.params.id) }),
  );
  r.post(
    '/functions/v1/kiosk-message-ack',
    {
      config: { permission: 'kiosk' },
      schema: {
        tags: ['fleet'],
        summary: 'The kiosk acknowledges a message sent to it (a STATUS_REQUEST with its status)',
        body: acknowledgeMessageSchema,
        response: {
          200: z.object({
            success: z.literal(true),
            data: z.object({ recorded: z.boolean(), status: z.string() }),
          }),
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await fleet.acknowledge(principalOf(request), request.body.message_id, request.body.response),
    }),
  );

  // Kiosk messaging: send (to a kiosk or every kiosk of a store), history, a kiosk's pending ones --
  r.post(
    '/rest/v1/kiosk_messages',
    {
      config: admin,
      schema: {
        tags: ['fleet'],
        summary:
          'Send a message (NOTIFICATION, COMMAND, POS_COMMAND, STATUS_REQUEST) to a kiosk or to every active kiosk of a store; stored, then pushed on kiosk-messages:<id>',
        body: sendKioskMessageSchema,
        response: { 200: sentKioskMessagesSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await fleet.messaging.send(actor(request).userId, request.body),
    }),
  );
  r.get(
    '/rest/v1/kiosk_messages',
    {
      config: admin,
      schema: {
        tags: ['fleet'],
        summary:
          "A kiosk's last 20 messages, newest first, with status (pending, delivered, expired, failed)",
        querystring: z.object({ target_kiosk_id: z.string().uuid() }),
        response: { 200: kioskMessageHistorySchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await fleet.messaging.history(request.query.target_kiosk_id),
    }),
  );
  r.get(
    '/functions/v1/kiosk-messages/pending',
    {
      config: { permission: 'kiosk' },
      schema: {
        tags: ['fleet'],
        summary:
          "The signed-in kiosk's unacknowledged messages within their ttl, oldest first (on (re)connect)",
        response: { 200: pendingKioskMessagesSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await fleet.messaging.pending(principalOf(request)),
    }),
  );
}
