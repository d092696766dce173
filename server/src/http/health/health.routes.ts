import { healthResponseSchema, readyResponseSchema } from '@kiosk/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { HealthService } from '../../services/health.service.js';

export async function healthRoutes(app: FastifyInstance, options: { health: HealthService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/health',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['platform'],
        summary: 'The process is alive',
        response: { 200: healthResponseSchema },
      },
    },
    async () => ({ status: 'ok' as const }),
  );
  r.get(
    '/ready',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['platform'],
        summary: 'The database is reachable and every migration is applied',
        response: { 200: readyResponseSchema, 503: readyResponseSchema },
      },
    },
    async (_request, reply) => {
      const status = await options.health.readiness();
      return reply.status(status.status === 'ready' ? 200 : 503).send(status);
    },
  );
}
