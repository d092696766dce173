import { rangeReportQuerySchema, rangeReportResponseSchema } from '@kiosk/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RangeReportService } from '../../services/range-report.service.js';

/** Reports beyond one day (issue 34). */
export async function rangeReportRoutes(
  app: FastifyInstance,
  options: { rangeReports: RangeReportService },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/rest/v1/reports/range',
    {
      config: { permission: 'admin' },
      schema: {
        tags: ['reports'],
        summary:
          'Sales of a range of business days (at most 366) beside the previous period of the same length, by item, category, hour, weekday, store, channel and payment method; refunds and voids by reason and staff (422 range_reversed at from, range_too_long at to)',
        querystring: rangeReportQuerySchema,
        response: { 200: rangeReportResponseSchema },
      },
    },
    async (request) => ({ success: true as const, data: await options.rangeReports.report(request.query) }),
  );
}
