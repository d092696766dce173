import {
  dashboardExportQuerySchema,
  rangeReportExportQuerySchema,
  zReportExportQuerySchema,
} from '@kiosk/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ExportFile, ReportExportService } from '../../services/exports/report-export.service.js';

/** A file as a download. */
function sendFile(reply: FastifyReply, file: ExportFile) {
  return reply
    .type(file.contentType)
    .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
    .header('Cache-Control', 'no-store')
    .send(file.body);
}

/**
 * The reports as files (issue 34): the Z report as CSV, XLSX or PDF; the range report and the
 * sales dashboard's range as CSV or XLSX.
 */
export async function reportExportRoutes(
  app: FastifyInstance,
  options: { exports: ReportExportService },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { exports } = options;
  const tags = ['reports'];

  r.get(
    '/functions/v1/z-report/export',
    {
      config: { permission: 'admin' },
      schema: {
        tags,
        summary: "A day's Z report as a file: CSV, XLSX or PDF (outlet, Z number, print time)",
        querystring: zReportExportQuerySchema,
      },
    },
    async (request, reply) => {
      const { day, format, lang } = request.query;
      return sendFile(reply, await exports.zReport(day, format, lang));
    },
  );

  r.get(
    '/rest/v1/reports/range/export',
    {
      config: { permission: 'admin' },
      schema: {
        tags,
        summary:
          'The range report as a file: CSV or XLSX (one sheet per table; the same query and 422s as GET /rest/v1/reports/range)',
        querystring: rangeReportExportQuerySchema,
      },
    },
    async (request, reply) => {
      const { format, lang, ...query } = request.query;
      return sendFile(reply, await exports.rangeReport(query, format, lang));
    },
  );

  r.get(
    '/functions/v1/sales-dashboard/export',
    {
      config: { permission: 'admin' },
      schema: {
        tags,
        summary:
          "The sales dashboard's range as a file: CSV or XLSX (the same figures and 400s as GET /functions/v1/sales-dashboard)",
        querystring: dashboardExportQuerySchema,
      },
    },
    async (request, reply) => {
      const { format, lang, ...query } = request.query;
      return sendFile(reply, await exports.dashboard(query, format, lang));
    },
  );
}
