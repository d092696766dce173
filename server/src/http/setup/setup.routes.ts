import {
  setupCompleteSchema,
  setupResultSchema,
  setupStatusQuerySchema,
  setupStatusSchema,
} from '@kiosk/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SetupService } from '../../services/setup.service.js';

/**
 * First-run setup: public routes (no account exists yet); completing requires the one-time token
 * the server printed at start, and is refused (409 setup_already_done) once any account exists.
 */
export async function setupRoutes(app: FastifyInstance, options: { setup: SetupService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['setup'];

  r.get(
    '/functions/v1/setup',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        summary: 'Whether the first-run setup is still needed (and, given a token, whether it is valid)',
        querystring: setupStatusQuerySchema,
        response: { 200: setupStatusSchema },
      },
    },
    async (request) => options.setup.status(request.query.token),
  );
  r.post(
    '/functions/v1/setup',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        summary: 'Complete the first-run setup: first super admin, business, store, time zone, currency',
        body: setupCompleteSchema,
        response: { 201: setupResultSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await options.setup.complete(request.body)),
  );
}
