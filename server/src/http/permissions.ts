import { allows, PERMISSIONS, type Permission, type Principal } from '@kiosk/domain';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { AppError, errors } from '../errors.js';
import { type RouteWrites, routeWrites } from './node-ownership.js';

/**
 * Every route declares who may call it (config.permission); registration fails for a route
 * without one, so no route is public by accident. The guard below enforces it on every request.
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    permission?: Permission;
  }
  interface FastifyRequest {
    /** The caller, when the request carried a valid access token. */
    principal?: Principal;
  }
}

/** Routes added by plugins we do not own (OpenAPI UI). */
const EXEMPT_PREFIXES = ['/api/docs'];

export function routePermission(route: Pick<RouteOptions, 'config'>): Permission | undefined {
  return (route.config as { permission?: Permission } | undefined)?.permission;
}

export interface RouteRecord {
  method: string;
  url: string;
  permission: Permission | undefined;
  /** What a write route changes (node-ownership.ts); undefined for reads and unclassified routes. */
  writes: RouteWrites | undefined;
}

/** Refuses routes without a permission; returns the table of every registered route. */
export function requireRoutePermissions(app: FastifyInstance): RouteRecord[] {
  const table: RouteRecord[] = [];
  app.addHook('onRoute', (route) => {
    if (EXEMPT_PREFIXES.some((p) => route.url.startsWith(p))) {
      route.config = { ...(route.config as object), permission: 'public' };
    }
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods)
      table.push({
        method,
        url: route.url,
        permission: routePermission(route),
        writes: routeWrites(route, method),
      });
    const permission = routePermission(route);
    if (!permission || !PERMISSIONS.includes(permission)) {
      throw new Error(`Route ${route.method} ${route.url} must declare config.permission`);
    }
  });
  return table;
}

export type Authenticator = (accessToken: string) => Promise<Principal | undefined>;

/** Resolves the bearer token and refuses callers the route's permission does not allow (401/403). */
export function enforcePermissions(app: FastifyInstance, authenticate: Authenticator): void {
  app.addHook('onRequest', async (request) => {
    const permission = routePermission(request.routeOptions);
    if (!permission) return;
    const header = request.headers.authorization;
    if (header) {
      const match = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/.exec(header.trim());
      const principal = match?.[1] ? await authenticate(match[1]) : undefined;
      if (!principal && permission !== 'public') {
        throw new AppError('invalid_token', 401, 'Invalid or expired access token');
      }
      if (principal) request.principal = principal;
    }
    if (!allows(permission, request.principal)) {
      throw request.principal ? errors.forbidden() : errors.unauthorized();
    }
  });
}

/** The caller of a route that requires one (the guard has already checked it). */
export function principalOf(request: { principal?: Principal }): Principal {
  if (!request.principal) throw errors.unauthorized();
  return request.principal;
}
