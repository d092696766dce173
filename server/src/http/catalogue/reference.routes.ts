import {
  auditEntrySchema,
  dashboardStatsSchema,
  queryInt,
  taxGroupSchema,
  uiTranslationSchema,
  uiTranslationsQuerySchema,
  unitCodeSchema,
} from '@kiosk/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DashboardService } from '../../services/dashboard.service.js';
import type { ReferenceService } from '../../services/reference.service.js';

export async function referenceRoutes(
  app: FastifyInstance,
  options: { reference: ReferenceService; dashboard: DashboardService },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['catalogue'];

  r.get(
    '/rest/v1/tax_groups',
    {
      config: { permission: 'cashier' },
      schema: { tags, summary: 'Active tax groups by rate', response: { 200: z.array(taxGroupSchema) } },
    },
    async () => options.reference.taxGroups(),
  );
  r.get(
    '/rest/v1/unit_codes',
    {
      config: { permission: 'cashier' },
      schema: {
        tags,
        summary: 'Active unit codes in sort order',
        response: { 200: z.array(unitCodeSchema) },
      },
    },
    async () => options.reference.unitCodes(),
  );
  r.get(
    '/rest/v1/ui_translations',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        querystring: uiTranslationsQuerySchema,
        response: { 200: z.array(uiTranslationSchema) },
      },
    },
    async (request) => options.reference.uiTranslations(request.query.lang, request.query.prefix),
  );
  r.get(
    '/rest/v1/dashboard_stats',
    {
      config: { permission: 'admin' },
      schema: { tags: ['dashboard'], response: { 200: dashboardStatsSchema } },
    },
    async () => options.dashboard.stats(),
  );
  r.get(
    '/rest/v1/audit_log',
    {
      config: { permission: 'admin' },
      schema: {
        tags: ['dashboard'],
        summary: 'Recent catalogue changes (who, what, when)',
        querystring: z.object({ limit: queryInt(1, 100).default(10) }),
        response: { 200: z.array(auditEntrySchema) },
      },
    },
    async (request) => options.dashboard.recentActivity(request.query.limit),
  );
}
