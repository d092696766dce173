import {
  getActiveKioskSessionsSchema,
  kickKioskSessionSchema,
  kioskSessionSchema,
  touchKioskSessionSchema,
} from '@kiosk/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { KioskSessionService } from '../../services/kiosk-session.service.js';
import { principalOf } from '../permissions.js';

/** The spec's session procedures, as PostgREST-style RPCs, plus the kiosk's activity report. */
export async function kioskSessionRoutes(
  app: FastifyInstance,
  options: { sessions: KioskSessionService },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { sessions } = options;

  r.post(
    '/rest/v1/rpc/get_active_kiosk_sessions',
    {
      config: { permission: 'admin' },
      schema: {
        tags: ['kiosk sessions'],
        summary: "A kiosk's active sessions with their freshness",
        body: getActiveKioskSessionsSchema,
        response: { 200: z.array(kioskSessionSchema) },
      },
    },
    async (request) => sessions.activeSessions(request.body.p_kiosk_user_id),
  );

  r.post(
    '/rest/v1/rpc/kick_kiosk_session_by_id',
    {
      config: { permission: 'admin' },
      schema: {
        tags: ['kiosk sessions'],
        summary: 'End a kiosk session; the kiosk is told through the kick_user broadcast',
        body: kickKioskSessionSchema,
        response: { 200: z.boolean() },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      return sessions.kick(
        request.body.p_session_id,
        request.body.p_reason,
        principal.kind === 'user' ? { userId: principal.userId, email: principal.email } : undefined,
      );
    },
  );

  r.post(
    '/rest/v1/rpc/touch_kiosk_session',
    {
      config: { permission: 'kiosk' },
      schema: {
        tags: ['kiosk sessions'],
        summary: 'The kiosk reports activity (debounced 1 s, and every 30 s)',
        body: touchKioskSessionSchema,
        response: { 200: kioskSessionSchema },
      },
    },
    async (request) => sessions.touch(principalOf(request), request.body.metadata, request.ip),
  );
}
