import { nodeInfoResponseSchema } from '@kiosk/contracts';
import type { FastifyInstance } from 'fastify';
import type { NodeRole } from '../../replication/store-node.js';
import { zodRouter } from '../zod-router.js';

/** What this server is (issue 36): the admin app reads it once and, at a store node, says where to edit. */
export async function nodeRoutes(
  app: FastifyInstance,
  options: { node: NodeRole; centralAdminUrl: string | undefined },
): Promise<void> {
  const data = {
    role: options.node.role,
    store_id: options.node.role === 'store' ? options.node.storeId : null,
    central_admin_url: options.centralAdminUrl ?? null,
  };
  zodRouter(app).get(
    '/api/node',
    {
      // staff: cashiers at the till, admins in the back office
      config: { permission: 'cashier' },
      schema: {
        tags: ['platform'],
        summary:
          "This server's role (all, central or store), a store node's store and central's admin address",
        response: { 200: nodeInfoResponseSchema },
      },
    },
    async () => ({ success: true as const, data }),
  );
}
