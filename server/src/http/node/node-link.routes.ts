import { nodeLinkSchema } from '@kiosk/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { NodeLinkService } from '../../services/node-link.service.js';
import { zodRouter } from '../zod-router.js';

/** The replication link's state (issue 36): the till's top bar and the admin's store list. */
export async function nodeLinkRoutes(
  app: FastifyInstance,
  options: { nodeLink: NodeLinkService },
): Promise<void> {
  zodRouter(app).get(
    '/api/node/link',
    {
      // staff: cashiers at the till, admins in the back office
      config: { permission: 'cashier' },
      schema: {
        tags: ['platform'],
        summary:
          "The link to central: a store node's connected / since / orders waiting, central's per store node, nothing at the one box",
        response: { 200: z.object({ success: z.literal(true), data: nodeLinkSchema }) },
      },
    },
    async () => ({ success: true as const, data: await options.nodeLink.current() }),
  );
}
