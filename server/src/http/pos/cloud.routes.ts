import { createHash, timingSafeEqual } from 'node:crypto';
import { CLOUD_DEVICE_PATH, cloudDeviceMessageSchema } from '@kiosk/contracts';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { CloudTerminalHub } from '../../payments/cloud-terminal-driver.js';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * The terminals' outbound WebSocket (CLOUD payment mode). A device says hello with its serial
 * number; the connection's `token` must match the one registered for that device
 * (pos_devices.metadata.cloud_token_sha256).
 */
export async function cloudTerminalRoutes(
  app: FastifyInstance,
  options: { hub: CloudTerminalHub; db: Kysely<DB> },
): Promise<void> {
  app.get(
    CLOUD_DEVICE_PATH,
    { websocket: true, config: { permission: 'public' }, schema: { hide: true } },
    (socket, request) => {
      const token = (request.query as { token?: string }).token ?? '';
      const timer = setTimeout(() => socket.close(4001, 'hello expected'), 10_000);
      socket.once('message', async (data) => {
        clearTimeout(timer);
        const hello = cloudDeviceMessageSchema.safeParse(
          (() => {
            try {
              return JSON.parse(data.toString());
            } catch {
              return undefined;
            }
          })(),
        );
        if (!hello.success || hello.data.type !== 'hello') {
          socket.close(4002, 'hello expected');
          return;
        }
        const device = await options.db
          .selectFrom('pos_devices')
          .select(['id', 'metadata'])
          .where('pos_serial_number', '=', hello.data.serialNumber)
          .where('is_active', '=', true)
          .where('is_deleted', '=', false)
          .executeTakeFirst();
        const expected = Buffer.from(
          String((device?.metadata as { cloud_token_sha256?: string } | undefined)?.cloud_token_sha256 ?? ''),
        );
        const given = Buffer.from(sha256(token));
        if (!device || expected.length !== given.length || !timingSafeEqual(expected, given)) {
          socket.close(4003, 'unknown device or bad token');
          return;
        }
        options.hub.attach(hello.data.serialNumber, socket);
        await options.db
          .updateTable('pos_devices')
          .set({ connection_status: 'connected', last_connected_at: new Date() })
          .where('id', '=', device.id)
          .execute();
      });
    },
  );
}
