import { REALTIME_PATH } from '@kiosk/contracts';
import type { FastifyInstance } from 'fastify';
import type { RealtimeHub } from '../../realtime/realtime-hub.js';
import { websocketRoute } from '../websocket-route.js';

/** The one WebSocket endpoint; channel rights are checked per join by the hub. */
export async function realtimeRoutes(app: FastifyInstance, options: { hub: RealtimeHub }): Promise<void> {
  websocketRoute(app, REALTIME_PATH, (socket, request) => {
    const token = (request.query as { token?: string } | undefined)?.token;
    options.hub.attach(socket, typeof token === 'string' && token ? token : undefined).catch((error) => {
      request.log.error({ err: error }, 'realtime connection set-up failed');
      socket.terminate();
    });
  });
}
