import {
  closeDayBodySchema,
  salesDashboardSchema,
  salesRangeQuerySchema,
  zReportCsvQuerySchema,
  zReportQuerySchema,
  zReportResponseSchema,
} from '@kiosk/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SalesReportService } from '../../services/sales-report.service.js';
import { principalOf } from '../permissions.js';

/** Sales dashboard, end-of-day (Z) report, closing a day and the report's CSV (issue 21). */
export async function salesReportRoutes(
  app: FastifyInstance,
  options: { sales: SalesReportService },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { sales } = options;
  const tags = ['reports'];

  r.get(
    '/functions/v1/sales-dashboard',
    {
      config: { permission: 'admin' },
      schema: {
        tags,
        summary: 'Sales of a range of business days against the same weekdays a week earlier',
        querystring: salesRangeQuerySchema,
        response: { 200: z.object({ success: z.literal(true), data: salesDashboardSchema }) },
      },
    },
    async (request) => ({ success: true as const, data: await sales.dashboard(request.query) }),
  );

  r.get(
    '/functions/v1/z-report',
    {
      config: { permission: 'admin' },
      schema: {
        tags,
        summary: "A business day's end-of-day report (the closed one when the day is closed)",
        querystring: zReportQuerySchema,
        response: { 200: zReportResponseSchema },
      },
    },
    async (request) => ({ success: true as const, data: await sales.zReport(request.query.day) }),
  );

  r.post(
    '/functions/v1/z-report/close',
    {
      config: { permission: 'admin' },
      schema: {
        tags,
        summary: 'Close a business day: record its report (once)',
        body: closeDayBodySchema,
        response: { 201: zReportResponseSchema },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const data = await sales.closeDay(
        request.body.day,
        principal.kind === 'user' ? principal.userId : null,
      );
      return reply.status(201).send({ success: true as const, data });
    },
  );

  r.get(
    '/functions/v1/z-report.csv',
    {
      config: { permission: 'admin' },
      schema: {
        tags,
        summary: "A day's report as CSV (UTF-8 with BOM, ';' separated)",
        querystring: zReportCsvQuerySchema,
      },
    },
    async (request, reply) => {
      const body = await sales.csv(request.query.day, request.query.lang);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="z-report-${request.query.day}.csv"`)
        .send(body);
    },
  );
}
