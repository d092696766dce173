import type { FastifyInstance, RouteOptions } from 'fastify';
import { AppError } from '../errors.js';
import { ORDER_GUARD_SQLSTATE } from '../replication/ownership-sql.js';
import type { NodeRole } from '../replication/store-node.js';
import { ROUTE_WRITES } from './route-writes.js';

/**
 * Who owns what a write route changes (issue 36). Every route that is not a read says so
 * (`config.writes`, or its line in route-writes.ts; server/test/route-sweep.test.ts fails for a
 * write route that says nothing): 'central' when it writes a table that flows down (catalogue,
 * prices, settings, accounts, devices, printers, files...), refused at a store node with 409
 * edit_at_central; 'local' when it writes what the node itself owns (orders, sessions, the
 * device-driven writes a store must keep doing: sign-in, heartbeats, the 86 button, print status).
 */
export type RouteWrites = 'central' | 'local';

declare module 'fastify' {
  interface FastifyContextConfig {
    writes?: RouteWrites;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether a method changes nothing (needs no `writes`). */
export function isReadMethod(method: string): boolean {
  return READS.has(method.toUpperCase());
}

/** A route's `writes`: its own config, else its line in ROUTE_WRITES (`METHOD url`). */
export function routeWrites(
  route: { config?: RouteOptions['config']; url?: string | undefined },
  method: string,
): RouteWrites | undefined {
  return (
    (route.config as { writes?: RouteWrites } | undefined)?.writes ?? ROUTE_WRITES[`${method} ${route.url}`]
  );
}

/** The answer at a store node to a change of what central owns, with where to make it. */
function editAtCentral(centralAdminUrl: string | undefined): AppError {
  const where = centralAdminUrl ? `: ${centralAdminUrl}` : '';
  return new AppError(
    'edit_at_central',
    409,
    `Bu mağaza sunucusu; menü ve ayarlar merkezde düzenlenir${where} / This is a store node; the menu and settings are edited at central${where}`,
    { central_admin_url: centralAdminUrl ?? null },
  );
}

/** The answer at central to a change of an order a store node owns. */
function orderOwnedByStoreNode(storeId: string | undefined): AppError {
  return new AppError(
    'order_owned_by_store_node',
    409,
    "Bu sipariş mağaza sunucusunda; değişikliği mağazada yapın / This order belongs to the store's node; make the change at the store",
    { store_id: storeId ?? null },
  );
}

/** The database guard's refusal (ownership-sql.ts) as the API's answer; undefined for any other error. */
export function fromOrderGuard(error: unknown): AppError | undefined {
  const e = error as { code?: unknown; detail?: unknown };
  if (e?.code !== ORDER_GUARD_SQLSTATE) return undefined;
  return orderOwnedByStoreNode(typeof e.detail === 'string' ? e.detail : undefined);
}

/** At a store node: every route that writes what central owns answers 409 edit_at_central (one hook). */
export function refuseCentralEditsAtStore(
  app: FastifyInstance,
  node: NodeRole,
  centralAdminUrl: string | undefined,
): void {
  if (node.role !== 'store') return;
  app.addHook('onRequest', async (request) => {
    if (isReadMethod(request.method)) return;
    if (routeWrites(request.routeOptions, request.method) === 'central') throw editAtCentral(centralAdminUrl);
  });
}
