import {
  cancelOpenOrderSchema,
  createOpenOrderSchema,
  listOpenOrdersSchema,
  openOrderSchema,
  queryInt,
  updateOpenOrderSchema,
} from '@kiosk/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { OpenOrderService } from '../../services/open-order.service.js';
import { principalOf } from '../permissions.js';
import { type ZodRouter, zodRouter } from '../zod-router.js';

const ok = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });
const orderParams = z.object({ orderId: z.string().uuid() });

type Options = { openOrders: OpenOrderService };

const tags = ['open-orders'];
const config = { permission: 'cashier' as const };

/** Open orders (tabs) shared by every till (staff: permission 'cashier'). */
export async function openOrderRoutes(app: FastifyInstance, options: Options): Promise<void> {
  const r = zodRouter(app);
  openOrderListRoutes(r, options);
  openOrderRoutesById(r, options);
}

/** The open orders (tabs) listed: the till's list and the admin's still-open check. */
function openOrderListRoutes(r: ZodRouter, options: Options): void {
  const { openOrders } = options;
  r.get(
    '/api/till/open-orders',
    {
      config,
      schema: {
        tags,
        summary: 'Open orders: search (label, numbers, customer), status and business-day filters',
        querystring: listOpenOrdersSchema,
        response: { 200: ok(z.array(openOrderSchema)) },
      },
    },
    async (request) => ({ success: true as const, data: await openOrders.list(request.query) }),
  );

  r.get(
    '/api/admin/open-orders/still-open',
    {
      config: { permission: 'admin' as const },
      schema: {
        tags,
        summary: 'Open orders not closed and older than older_than_minutes (default 120): the dashboard',
        querystring: z.object({ older_than_minutes: queryInt(0, 10_080).optional() }),
        response: { 200: ok(z.array(openOrderSchema)) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await openOrders.stillOpen(request.query.older_than_minutes ?? 120),
    }),
  );
}

/** One open order: opened, read, changed and cancelled. */
function openOrderRoutesById(r: ZodRouter, options: Options): void {
  const { openOrders } = options;
  r.post(
    '/api/till/open-orders',
    {
      config,
      schema: {
        tags,
        summary: 'Open a tab (label, note, customer, lines): its order and queue numbers at once',
        body: createOpenOrderSchema,
        response: { 201: ok(openOrderSchema) },
      },
    },
    async (request, reply) => {
      const data = await openOrders.create(principalOf(request), request.body);
      return reply.code(201).send({ success: true as const, data });
    },
  );

  r.get(
    '/api/till/open-orders/:orderId',
    {
      config,
      schema: {
        tags,
        summary: 'One open order',
        params: orderParams,
        response: { 200: ok(openOrderSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await openOrders.get(request.params.orderId) }),
  );

  r.put(
    '/api/till/open-orders/:orderId',
    {
      config,
      schema: {
        tags,
        summary: 'Save lines, label, note against expected_version (409 version_conflict when stale)',
        params: orderParams,
        body: updateOpenOrderSchema,
        response: { 200: ok(openOrderSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await openOrders.update(principalOf(request), request.params.orderId, request.body),
    }),
  );

  r.post(
    '/api/till/open-orders/:orderId/cancel',
    {
      config,
      schema: {
        tags,
        summary: 'Cancel an open tab with a reason (a paid part is refunded first)',
        params: orderParams,
        body: cancelOpenOrderSchema,
        response: { 200: ok(openOrderSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await openOrders.cancel(principalOf(request), request.params.orderId, request.body),
    }),
  );
}
