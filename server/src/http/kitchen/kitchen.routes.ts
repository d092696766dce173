import {
  boardQuerySchema,
  boardSchema,
  kitchenActionResultSchema,
  kitchenBumpBodySchema,
  kitchenLineDoneBodySchema,
  kitchenOrderBodySchema,
  kitchenRecallBodySchema,
  kitchenStationSchema,
  kitchenTicketsQuerySchema,
  kitchenTicketsSchema,
  saveStationSchema,
  stationIdParamSchema,
} from '@kiosk/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { KitchenService } from '../../services/kitchen.service.js';
import { principalOf } from '../permissions.js';
import { type ZodRouter, zodRouter } from '../zod-router.js';

const ok = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });

type Options = { kitchen: KitchenService };

const tags = ['kitchen'];

/**
 * Kitchen display (signed-in staff: cashier and up), order-ready board (a kiosk device account or
 * staff; queue numbers only) and the stations' configuration (admin).
 */
export async function kitchenRoutes(app: FastifyInstance, options: Options): Promise<void> {
  const r = zodRouter(app);
  stationRoutes(r, options);
  ticketRoutes(r, options);
  boardRoutes(r, options);
}

/** The kitchen stations and their categories: listed for staff, configured by an admin. */
function stationRoutes(r: ZodRouter, options: Options): void {
  const { kitchen } = options;
  r.get(
    '/functions/v1/kitchen/stations',
    {
      config: { permission: 'cashier' },
      schema: {
        tags,
        summary: 'Kitchen stations and their categories',
        response: { 200: ok(z.array(kitchenStationSchema)) },
      },
    },
    async () => ({ success: true as const, data: await kitchen.stations() }),
  );
  r.post(
    '/functions/v1/kitchen/stations',
    {
      config: { permission: 'admin' },
      schema: { tags, body: saveStationSchema, response: { 201: ok(kitchenStationSchema) } },
    },
    async (request, reply) =>
      reply.status(201).send({ success: true as const, data: await kitchen.createStation(request.body) }),
  );
  r.put(
    '/functions/v1/kitchen/stations/:id',
    {
      config: { permission: 'admin' },
      schema: {
        tags,
        params: stationIdParamSchema,
        body: saveStationSchema,
        response: { 200: ok(kitchenStationSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await kitchen.updateStation(request.params.id, request.body),
    }),
  );
  r.delete(
    '/functions/v1/kitchen/stations/:id',
    {
      config: { permission: 'admin' },
      schema: { tags, params: stationIdParamSchema, response: { 200: ok(z.object({ id: z.string() })) } },
    },
    async (request) => {
      await kitchen.deleteStation(request.params.id);
      return { success: true as const, data: { id: request.params.id } };
    },
  );
}

/** A station's tickets and the kitchen's steps on them: start, bump, recall, a line done. */
function ticketRoutes(r: ZodRouter, options: Options): void {
  const { kitchen } = options;
  r.get(
    '/functions/v1/kitchen/tickets',
    {
      config: { permission: 'cashier' },
      schema: {
        tags,
        summary: "A station's open tickets, oldest first, and what left since a cursor",
        querystring: kitchenTicketsQuerySchema,
        response: { 200: ok(kitchenTicketsSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await kitchen.tickets(request.query.station, request.query.since),
    }),
  );

  r.post(
    '/functions/v1/kitchen/start',
    {
      config: { permission: 'cashier' },
      schema: { tags, body: kitchenOrderBodySchema, response: { 200: ok(kitchenActionResultSchema) } },
    },
    async (request) => ({
      success: true as const,
      data: await kitchen.start(principalOf(request), request.body.order_id),
    }),
  );
  r.post(
    '/functions/v1/kitchen/bump',
    {
      config: { permission: 'cashier' },
      schema: { tags, body: kitchenBumpBodySchema, response: { 200: ok(kitchenActionResultSchema) } },
    },
    async (request) => ({
      success: true as const,
      data: await kitchen.bump(principalOf(request), request.body.order_id, request.body.station_id),
    }),
  );
  r.post(
    '/functions/v1/kitchen/recall',
    {
      config: { permission: 'cashier' },
      schema: { tags, body: kitchenRecallBodySchema, response: { 200: ok(kitchenActionResultSchema) } },
    },
    async (request) => ({
      success: true as const,
      data: await kitchen.recall(principalOf(request), request.body.station_id),
    }),
  );
  r.post(
    '/functions/v1/kitchen/line-done',
    {
      config: { permission: 'cashier' },
      schema: { tags, body: kitchenLineDoneBodySchema, response: { 200: ok(kitchenActionResultSchema) } },
    },
    async (request) => ({
      success: true as const,
      data: await kitchen.lineDone(request.body.order_item_id, request.body.done),
    }),
  );
}

/** The order-ready board: queue numbers only, for a kiosk device account or staff. */
function boardRoutes(r: ZodRouter, options: Options): void {
  const { kitchen } = options;
  r.get(
    '/functions/v1/kitchen/board',
    {
      config: { permission: 'pos' },
      schema: {
        tags,
        summary: 'The order-ready board: queue numbers preparing and ready',
        querystring: boardQuerySchema,
        response: { 200: ok(boardSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await kitchen.board(request.query.readyMinutes) }),
  );
}
