import { terminalTestResultSchema, terminalTestSaleSchema, tillTerminalRefSchema } from '@kiosk/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TerminalTestService } from '../../services/terminal-test.service.js';
import { principalOf } from '../permissions.js';

const ok = z.object({ success: z.literal(true), data: terminalTestResultSchema });

/** The till's payment terminal test screen (staff: permission 'cashier'). */
export async function terminalTestRoutes(
  app: FastifyInstance,
  options: { tests: TerminalTestService },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { tests } = options;
  const tags = ['till'];
  const config = { permission: 'cashier' as const };

  r.post(
    '/api/till/terminal-test/device-info',
    {
      config,
      schema: {
        tags,
        summary: "Read the till's terminal identity, with the raw exchanges",
        body: tillTerminalRefSchema,
        response: { 200: ok },
      },
    },
    async (request) => ({ success: true as const, data: await tests.deviceInfo(request.body.pos_device_id) }),
  );

  r.post(
    '/api/till/terminal-test/check-connection',
    {
      config,
      schema: {
        tags,
        summary: "Check the till's terminal can be reached (marks it connected or not)",
        body: tillTerminalRefSchema,
        response: { 200: ok },
      },
    },
    async (request) => ({
      success: true as const,
      data: await tests.checkConnection(request.body.pos_device_id),
    }),
  );

  r.post(
    '/api/till/terminal-test/sale',
    {
      config,
      schema: {
        tags,
        summary: 'A 1-10 TL test sale, voided at once when approved (audited)',
        body: terminalTestSaleSchema,
        response: { 200: ok },
      },
    },
    async (request) => ({
      success: true as const,
      data: await tests.sale(principalOf(request), request.body),
    }),
  );
}
