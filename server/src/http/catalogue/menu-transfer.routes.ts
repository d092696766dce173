import {
  menuExportQuerySchema,
  menuImportBodySchema,
  menuImportQuerySchema,
  menuImportResultSchema,
} from '@kiosk/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../services/catalogue-events.js';
import type { MenuImportService } from '../../services/menu-import.service.js';
import { principalOf } from '../permissions.js';

/** The menu as a CSV or XLSX file: export, and import with a dry run (issue 30). */
export async function menuTransferRoutes(
  app: FastifyInstance,
  options: { menuImport: MenuImportService },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { menuImport } = options;
  const tags = ['catalogue'];

  r.get(
    '/functions/v1/menu-export',
    {
      config: { permission: 'admin' },
      schema: {
        tags,
        summary:
          "The menu's categories and products as CSV (';', UTF-8 with BOM) or XLSX, the import's format",
        querystring: menuExportQuerySchema,
      },
    },
    async (request, reply) => {
      const file = await menuImport.export(request.query.format);
      return reply
        .type(file.type)
        .header('Content-Disposition', `attachment; filename="${file.filename}"`)
        .send(file.body);
    },
  );

  r.post(
    '/functions/v1/menu-import',
    {
      config: { permission: 'admin' },
      schema: {
        tags,
        summary:
          'Import a menu file all or nothing (base64 in JSON); dry_run=true only lists its problems by line and column',
        querystring: menuImportQuerySchema,
        body: menuImportBodySchema,
        response: { 200: menuImportResultSchema },
      },
    },
    async (request) => menuImport.import(actorOf(principalOf(request)), request.body, request.query.dry_run),
  );
}
