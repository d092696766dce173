import { REALTIME_PATH } from '@kiosk/contracts';
import type { FastifyInstance } from 'fastify';
import type { RealtimeHub } from '../../realtime/realtime-hub.js';

/** The one WebSocket endpoint; channel rights are checked per join by the hub. */
export async function realtimeRoutes(app: FastifyInstance, options: { hub: RealtimeHub }): Promise<void> {
  app.get(
    REALTIME_PATH,
    { websocket: true, config: { permission: 'public' }, schema: { hide: true } },
    (socket, request) => {
      const token = (request.query as { token?: string } | undefined)?.token;
      options.hub.attach(socket, typeof token === 'string' && token ? token : undefined).catch((error) => {
        request.log.error({ err: error }, 'realtime connection set-up failed');
        socket.terminate();
      });
    },
  );
}
