import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import http from 'node:http';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import websocket from '@fastify/websocket';
import type { ModePorts } from '@kiosk/contracts';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { RealtimeHub } from '../realtime/realtime-hub.js';
import type { HealthService } from '../services/health.service.js';
import type { StorageService } from '../services/storage.service.js';
import { appServingRoutes } from './apps/app-serving.routes.js';
import { registerErrorHandling } from './error-handler.js';
import { healthRoutes } from './health/health.routes.js';
import { requireRoutePermissions } from './permissions.js';
import { realtimeRoutes } from './realtime/realtime.routes.js';
import { storageRoutes } from './storage/storage.routes.js';

export interface HttpDeps {
  ports: ModePorts;
  appsDir: string;
  adminUrl?: string | undefined;
  bodyLimit: number;
  logger: FastifyBaseLogger;
  hub: RealtimeHub;
  health: HealthService;
  storage: StorageService;
}

export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => void;

export interface HttpApp {
  app: FastifyInstance;
  /** The request handler, so one Fastify instance can serve several listening sockets (one per mode). */
  handler: RequestHandler;
}

const CONTENT_SECURITY_POLICY = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    mediaSrc: ["'self'", 'blob:', 'https:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", 'ws:', 'wss:'],
    frameSrc: ['https://www.youtube.com', 'https://www.youtube-nocookie.com'],
    formAction: ["'self'"],
  },
};

export interface FoundationOptions {
  logger: FastifyBaseLogger;
  bodyLimit: number;
}

/**
 * A Fastify instance with the HTTP foundation every route relies on: zod validation, the one
 * error shape, request ids, required route permissions and security headers.
 */
export async function createFastify(
  options: FoundationOptions,
): Promise<{ app: FastifyInstance; handler: () => RequestHandler }> {
  let handler: RequestHandler | undefined;
  const app = Fastify({
    loggerInstance: options.logger,
    bodyLimit: options.bodyLimit,
    trustProxy: true,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    serverFactory: (h) => {
      handler = h;
      return http.createServer(h) as Server;
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerErrorHandling(app, options.bodyLimit);
  requireRoutePermissions(app);
  await app.register(helmet, { contentSecurityPolicy: CONTENT_SECURITY_POLICY, hsts: false });
  return {
    app,
    handler: () => {
      if (!handler) throw new Error('Fastify did not hand over its request handler');
      return handler;
    },
  };
}

export async function buildHttpApp(deps: HttpDeps): Promise<HttpApp> {
  const { app, handler } = await createFastify({ logger: deps.logger, bodyLimit: deps.bodyLimit });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Kiosk POS API', version: '1.0.0', description: 'Kiosk, POS and back-office API' },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });

  await app.register(healthRoutes, { health: deps.health });
  await app.register(storageRoutes, { storage: deps.storage });
  await app.register(realtimeRoutes, { hub: deps.hub });
  await app.register(appServingRoutes, { appsDir: deps.appsDir, ports: deps.ports, adminUrl: deps.adminUrl });

  await app.ready();
  return { app, handler: handler() };
}
