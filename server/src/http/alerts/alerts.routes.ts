import { alertsResponseSchema } from '@kiosk/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AlertsService } from '../../services/alerts.service.js';

/** Issue 34: the alerts the dashboard and the top bar's bell show (admins). */
export async function alertsRoutes(app: FastifyInstance, options: { alerts: AlertsService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/rest/v1/alerts',
    {
      config: { permission: 'admin' },
      schema: {
        tags: ['dashboard'],
        summary:
          'What needs a person now: offline kiosks, terminals not answering, printer problems, till sessions left open, old open orders, unsettled payments',
        response: { 200: alertsResponseSchema },
      },
    },
    async () => options.alerts.list(),
  );
}
