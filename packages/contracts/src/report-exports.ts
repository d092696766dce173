import { z } from 'zod';
import { rangeReportQuerySchema } from './range-reports.js';
import { businessDaySchema, salesRangeQuerySchema } from './sales-reports.js';

/**
 * Report exports (issue 34): every report as CSV (UTF-8 with BOM, `;` separated, amounts in lira
 * with two decimals) and XLSX (one sheet per table, amounts as number cells), the Z report also as
 * a PDF. Answered as a file download (Content-Disposition: attachment; filename=...).
 */
export const exportLangSchema = z.enum(['tr', 'en']).default('tr');

/** GET /functions/v1/z-report/export */
export const zReportExportQuerySchema = z.object({
  day: businessDaySchema,
  format: z.enum(['csv', 'xlsx', 'pdf']),
  lang: exportLangSchema,
});

/** GET /rest/v1/reports/range/export (the range report's query and the file's format). */
export const rangeReportExportQuerySchema = rangeReportQuerySchema.extend({
  format: z.enum(['csv', 'xlsx']),
  lang: exportLangSchema,
});

/** GET /functions/v1/sales-dashboard/export (the dashboard's range and the file's format). */
export const dashboardExportQuerySchema = salesRangeQuerySchema.safeExtend({
  format: z.enum(['csv', 'xlsx']),
  lang: exportLangSchema,
});
