import { simulatorPageParamSchema, simulatorPageSchema } from '@kiosk/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PrinterSimulatorClient } from '../../services/printing/printer-simulator-client.js';
import { zodRouter } from '../zod-router.js';

type Options = { simulator: PrinterSimulatorClient };

const tags = ['printing'];
const BASE = '/functions/v1/printers/simulator/pages';

/** The demo printer simulator's last pages, proxied for the Yazıcılar page (404 simulator_not_configured without one). */
export async function printerSimulatorRoutes(app: FastifyInstance, { simulator }: Options): Promise<void> {
  const r = zodRouter(app);
  r.get(
    BASE,
    {
      config: { permission: 'admin' },
      schema: {
        tags,
        summary: "The demo printer simulator's last rendered pages, newest first",
        response: { 200: z.object({ success: z.literal(true), data: z.array(simulatorPageSchema) }) },
      },
    },
    async () => ({ success: true as const, data: await simulator.pages() }),
  );
  r.get(
    `${BASE}/:file`,
    {
      config: { permission: 'admin' },
      schema: { tags, summary: "A simulator page's picture (PNG)", params: simulatorPageParamSchema },
    },
    async (request, reply) => {
      const png = await simulator.png(Number.parseInt(request.params.file, 10));
      return reply.type('image/png').header('Cache-Control', 'no-store').send(png);
    },
  );
}
