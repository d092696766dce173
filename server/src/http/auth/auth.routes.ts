import {
  authUserSchema,
  grantTypeQuerySchema,
  kioskGrantSchema,
  logoutQuerySchema,
  passwordGrantSchema,
  refreshGrantSchema,
  tillPinGrantSchema,
  tokenResponseSchema,
} from '@kiosk/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parseOrThrow } from '../../parse.js';
import type { AuthService, RequestContext } from '../../services/auth.service.js';
import { principalOf } from '../permissions.js';

const contextOf = (request: FastifyRequest): RequestContext => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

/** /auth/v1, in the shape the spec's clients already use. */
export async function authRoutes(app: FastifyInstance, options: { auth: AuthService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { auth } = options;

  r.post(
    '/auth/v1/token',
    {
      config: { permission: 'public' },
      bodyLimit: 16 * 1024,
      schema: {
        tags: ['auth'],
        summary: 'Sign in (password, kiosk_password, till_pin) or refresh (refresh_token)',
        querystring: grantTypeQuerySchema,
        body: z.looseObject({}),
        response: { 200: tokenResponseSchema },
      },
    },
    async (request) => {
      switch (request.query.grant_type) {
        case 'password':
          return auth.signInWithPassword(parseOrThrow(passwordGrantSchema, request.body), contextOf(request));
        case 'kiosk_password':
          return auth.signInKiosk(parseOrThrow(kioskGrantSchema, request.body), contextOf(request));
        case 'till_pin':
          return auth.signInWithTillPin(parseOrThrow(tillPinGrantSchema, request.body), contextOf(request));
        case 'refresh_token':
          return auth.refresh(parseOrThrow(refreshGrantSchema, request.body).refresh_token);
      }
    },
  );

  r.post(
    '/auth/v1/logout',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags: ['auth'],
        summary: 'Sign out this session, or every session (scope=global)',
        querystring: logoutQuerySchema,
      },
    },
    async (request, reply) => {
      await auth.logout(principalOf(request), request.query.scope);
      return reply.status(204).send();
    },
  );

  r.get(
    '/auth/v1/user',
    {
      config: { permission: 'authenticated' },
      schema: { tags: ['auth'], summary: 'The signed-in user or device', response: { 200: authUserSchema } },
    },
    async (request) => auth.userOf(principalOf(request)),
  );

  kioskStaffUnlockRoutes(app, auth);
}

/** The kiosk's staff menu: how it is unlocked, and the check of its PIN (or device password). */
function kioskStaffUnlockRoutes(app: FastifyInstance, auth: AuthService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/rest/v1/rpc/verify_kiosk_pin',
    {
      config: { permission: 'kiosk' },
      schema: {
        tags: ['auth'],
        summary:
          "Check the kiosk's PIN for its staff menu (send the PIN's SHA-256, hex), or the device password when it has no PIN",
        body: z
          .object({
            pin_hash: z
              .string()
              .regex(/^[0-9a-fA-F]{64}$/, 'pin_hash must be a SHA-256 in hex')
              .optional(),
            password: z.string().min(1).max(200).optional(),
          })
          .refine((body) => (body.pin_hash === undefined) !== (body.password === undefined), {
            message: 'Send pin_hash or password',
            path: ['pin_hash'],
          }),
        response: { 200: z.object({ valid: z.boolean() }) },
      },
    },
    async (request) => ({
      valid: await auth.verifyKioskPin(
        principalOf(request),
        { pinSha256: request.body.pin_hash, password: request.body.password },
        contextOf(request),
      ),
    }),
  );

  r.get(
    '/rest/v1/rpc/kiosk_staff_unlock',
    {
      config: { permission: 'kiosk' },
      schema: {
        tags: ['auth'],
        summary: "How the kiosk's staff menu is unlocked: its PIN, or the device password when it has none",
        response: { 200: z.object({ method: z.enum(['pin', 'password']) }) },
      },
    },
    async (request) => ({ method: await auth.kioskStaffUnlock(principalOf(request)) }),
  );
}
