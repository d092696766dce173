import {
  posDeviceListResponseSchema,
  rotateCloudTokenRequestSchema,
  rotateCloudTokenResponseSchema,
} from '@kiosk/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { PosDeviceService } from '../../services/fleet/pos-devices.service.js';
import { principalOf } from '../permissions.js';

/** The admin's card terminals: the list and the CLOUD token rotation. */
export async function posDeviceRoutes(
  app: FastifyInstance,
  options: { devices: PosDeviceService },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { devices } = options;
  const tags = ['pos devices'];

  r.get(
    '/functions/v1/pos-devices',
    {
      config: { permission: 'admin' },
      schema: {
        tags,
        summary: 'Card terminals with their kiosk, payment mode, connection and whether a CLOUD token is set',
        response: { 200: posDeviceListResponseSchema },
      },
    },
    async () => ({ success: true as const, data: await devices.list() }),
  );

  r.post(
    '/functions/v1/pos-devices/rotate-cloud-token',
    {
      config: { permission: 'admin' },
      schema: {
        tags,
        summary:
          "Make a new CLOUD token for a terminal, answered once (only its SHA-256 is kept); the old one stops working and the terminal's live connection is closed",
        body: rotateCloudTokenRequestSchema,
        response: { 200: rotateCloudTokenResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const data = await devices.rotateCloudToken(request.body.pos_device_id, {
        kind: 'admin',
        principal: principalOf(request),
      });
      return { success: true as const, data };
    },
  );
}
