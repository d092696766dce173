import { checkConnectionRequestSchema, deviceInfoRequestSchema } from '@kiosk/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errors } from '../../errors.js';
import type { PosDeviceService } from '../../services/fleet/pos-devices.service.js';
import { principalOf } from '../permissions.js';

/** /api/pos: talk to a card terminal (device info, connection check). */
export async function posRoutes(app: FastifyInstance, options: { devices: PosDeviceService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/pos/device-info',
    {
      config: { permission: 'admin' },
      schema: {
        tags: ['pos'],
        summary: 'Pair with a terminal by address and read its identity (port 4567 by default)',
        body: deviceInfoRequestSchema,
      },
    },
    async (request) => ({ success: true as const, data: await options.devices.deviceInfo(request.body) }),
  );
  r.post(
    '/functions/v1/kiosk-terminal/device-info',
    {
      config: { permission: 'kiosk' },
      schema: {
        tags: ['pos'],
        summary: "The kiosk's POS test message: device info from its own linked terminal",
      },
    },
    async (request) => {
      const principal = principalOf(request);
      if (principal.kind !== 'kiosk') throw errors.forbidden('Only kiosk devices test their terminal');
      return { success: true as const, data: await options.devices.kioskDeviceInfo(principal.kioskUserId) };
    },
  );
  r.post(
    '/api/pos/check-connection',
    {
      config: { permission: 'admin' },
      schema: {
        tags: ['pos'],
        summary: "Check a kiosk's linked terminal; success marks it connected",
        body: checkConnectionRequestSchema,
      },
    },
    async (request) => ({
      success: true as const,
      data: await options.devices.checkConnection(request.body.kioskId, request.body.posDeviceId),
    }),
  );
}
