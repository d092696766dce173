import {
  deletePosDeviceSchema,
  getPosDevicesSchema,
  insertPosDeviceSchema,
  posDeviceSchema,
  restoreSchema,
  updatePosDeviceSchema,
} from '@kiosk/contracts';
import { z } from 'zod';
import type { PosDeviceService } from '../../services/fleet/pos-devices.service.js';
import { actor, admin, type FleetRouter } from './fleet-router.js';

/** The fleet's POS devices with the spec's procedure names (get/insert/update/delete/restore_pos_device). */
export function fleetPosDeviceRoutes(r: FleetRouter, devices: PosDeviceService): void {
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
      devices.getPosDevices(actor(request), {
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
    async (request) => devices.insertPosDevice(actor(request), request.body),
  );
  r.post(
    '/rest/v1/rpc/update_pos_device',
    {
      config: admin,
      schema: { tags: ['fleet'], body: updatePosDeviceSchema, response: { 200: posDeviceSchema } },
    },
    async (request) => devices.updatePosDevice(actor(request), request.body),
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
      await devices.deletePosDevice(actor(request), request.body.p_id, request.body.p_hard);
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
    async (request) => devices.restorePosDevice(actor(request), request.body.p_id),
  );
}
