import type { WebsocketHandler } from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { errors } from '../errors.js';

/**
 * A WebSocket address: open to anyone at the HTTP level (who may do what is decided on the socket:
 * a token in the query, a hello message), left out of the API docs, and answering a plain HTTP
 * request with 426 `upgrade_required` in the one error shape.
 */
export function websocketRoute(app: FastifyInstance, url: string, onSocket: WebsocketHandler): void {
  app.route({
    method: 'GET',
    url,
    config: { permission: 'public' },
    schema: { hide: true },
    handler: async () => {
      throw errors.upgradeRequired();
    },
    wsHandler: onSocket,
  });
}
