import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { kioskGrantSchema, passwordGrantSchema, refreshGrantSchema } from '@kiosk/contracts';
import type { Permission } from '@kiosk/domain';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routePermission } from './permissions.js';

/** Who may call a route with each permission (docs/INTEGRATORS.md says the same). */
const CALLERS: Record<Permission, string> = {
  public: 'anyone, no token needed',
  authenticated: 'any signed-in person or kiosk device',
  kiosk: 'a kiosk device',
  pos: 'a kiosk device, a cashier, an admin or a super admin',
  cashier: 'a cashier, an admin or a super admin',
  admin: 'an admin or a super admin',
  super_admin: 'a super admin',
};

/** The sign-in route checks its body per grant type; the document shows the three shapes. */
const SIGN_IN_BODY = z.union([
  passwordGrantSchema.describe('grant_type=password: a person signs in'),
  kioskGrantSchema.describe('grant_type=kiosk_password: a kiosk device signs in'),
  refreshGrantSchema.describe('grant_type=refresh_token: a new access token for a refresh token'),
]);
const SIGN_IN_URL = '/auth/v1/token';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/** Each operation carries its permission (x-permission, a description line) and its security. */
function describeRoute(input: TransformInput): ReturnType<typeof jsonSchemaTransform> {
  const permission = routePermission(input.route) ?? 'public';
  const schema = { ...input.schema, ...(input.url === SIGN_IN_URL ? { body: SIGN_IN_BODY } : {}) };
  const documented = jsonSchemaTransform({ ...input, schema });
  const line = `Permission: \`${permission}\` (${CALLERS[permission]}).`;
  const description = documented.schema.description as string | undefined;
  const extended = {
    ...documented.schema,
    description: description ? `${description}\n\n${line}` : line,
    security: permission === 'public' ? [] : [{ bearerAuth: [] }],
    'x-permission': permission,
  };
  return { ...documented, schema: extended };
}

/** The OpenAPI document at /api/docs/json and Swagger UI at /api/docs ("Authorize" takes an access token). */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Kiosk POS API',
        version: '1.0.0',
        description:
          'Kiosk, POS and back-office API. Sign in with POST /auth/v1/token and send the access token as ' +
          '`Authorization: Bearer <token>`; docs/INTEGRATORS.md is the guide.',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: describeRoute,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
