import type { FastifyInstance, RouteOptions } from 'fastify';

/**
 * Every route declares who may call it (config.permission). Registration fails for a route
 * without one, so no route is public by accident. Enforcement is the auth layer's job.
 */
export const PERMISSIONS = ['public', 'authenticated', 'cashier', 'admin', 'super_admin', 'kiosk'] as const;
export type Permission = (typeof PERMISSIONS)[number];

declare module 'fastify' {
  interface FastifyContextConfig {
    permission?: Permission;
  }
}

/** Routes added by plugins we do not own (OpenAPI UI). */
const EXEMPT_PREFIXES = ['/api/docs'];

export function routePermission(route: Pick<RouteOptions, 'config'>): Permission | undefined {
  return (route.config as { permission?: Permission } | undefined)?.permission;
}

export function requireRoutePermissions(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (EXEMPT_PREFIXES.some((p) => route.url.startsWith(p))) return;
    const permission = routePermission(route);
    if (!permission || !PERMISSIONS.includes(permission)) {
      throw new Error(`Route ${route.method} ${route.url} must declare config.permission`);
    }
  });
}
