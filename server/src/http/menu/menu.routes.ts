import {
  menuQuerySchema,
  settingRowSchema,
  settingsQuerySchema,
  settingWriteSchema,
  text,
  welcomePageSettingsSchema,
  welcomePageSettingsWriteSchema,
} from '@kiosk/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MenuService } from '../../services/menu.service.js';
import type { SettingsService } from '../../services/settings.service.js';
import { principalOf } from '../permissions.js';

export async function menuRoutes(
  app: FastifyInstance,
  options: { menu: MenuService; settings: SettingsService },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/functions/v1/get-menu-data-public',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['menu'],
        summary: 'The kiosk menu in one language (cached; ETag, 304 when unchanged)',
        querystring: menuQuerySchema,
      },
    },
    async (request, reply) => {
      const menu = await options.menu.get(request.query.lang);
      reply.header('ETag', menu.etag).header('Cache-Control', 'no-cache');
      if (request.headers['if-none-match'] === menu.etag) return reply.status(304).send();
      return reply.type('application/json; charset=utf-8').send(menu.body);
    },
  );

  r.get(
    '/rest/v1/settings',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['settings'],
        summary: 'Settings the apps read (customer-info threshold, language, currency, rates, images)',
        querystring: settingsQuerySchema,
        response: { 200: z.array(settingRowSchema) },
      },
    },
    async (request) => options.settings.publicSettings(request.query.key),
  );

  r.get(
    '/rest/v1/welcome_page_settings',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['settings'],
        summary: 'Welcome page settings (defaults when none saved)',
        response: { 200: welcomePageSettingsSchema },
      },
    },
    async () => options.settings.welcomePage(),
  );

  r.put(
    '/rest/v1/settings/:key',
    {
      config: { permission: 'admin' },
      schema: {
        tags: ['settings'],
        summary: 'Save one setting (value checked by its key)',
        params: z.object({ key: text().min(1).max(100) }),
        body: settingWriteSchema,
        response: { 200: settingRowSchema },
      },
    },
    async (request) => options.settings.save(principalOf(request), request.params.key, request.body.value),
  );

  r.put(
    '/rest/v1/welcome_page_settings',
    {
      config: { permission: 'admin' },
      schema: {
        tags: ['settings'],
        summary: 'Save the whole welcome page record',
        body: welcomePageSettingsWriteSchema,
        response: { 200: welcomePageSettingsSchema },
      },
    },
    async (request) => options.settings.saveWelcomePage(principalOf(request), request.body),
  );
}
