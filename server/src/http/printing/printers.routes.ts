import {
  movePrintJobsSchema,
  printerIdParamSchema,
  printerSchema,
  printerStatusSchema,
  printJobSchema,
  reprintOrderSchema,
  savePrinterSchema,
} from '@kiosk/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PrintingService } from '../../services/printing/printing.service.js';
import { type ZodRouter, zodRouter } from '../zod-router.js';

const ok = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });

type Options = { printing: PrintingService };

const tags = ['printing'];
const BASE = '/functions/v1/printers';

/**
 * Network printers (issue 35): configured by an admin (CRUD, test page, queue, moving waiting
 * jobs); their status read by staff (the till's top bar, the kitchen display).
 */
export async function printerRoutes(app: FastifyInstance, options: Options): Promise<void> {
  const r = zodRouter(app);
  printerCrudRoutes(r, options);
  printerQueueRoutes(r, options);
}

function printerCrudRoutes(r: ZodRouter, { printing }: Options): void {
  r.get(
    BASE,
    {
      config: { permission: 'admin' },
      schema: {
        tags,
        summary: 'Printers with their status and waiting jobs',
        response: { 200: ok(z.array(printerSchema)) },
      },
    },
    async () => ({ success: true as const, data: await printing.list() }),
  );
  r.get(
    `${BASE}/status`,
    {
      config: { permission: 'cashier' },
      schema: {
        tags,
        summary:
          "Each printer's status (online, offline, paper out, cover open) since when, for the till and the kitchen",
        response: { 200: ok(z.array(printerStatusSchema)) },
      },
    },
    async () => ({ success: true as const, data: await printing.statuses() }),
  );
  r.post(
    BASE,
    {
      config: { permission: 'admin' },
      schema: { tags, body: savePrinterSchema, response: { 201: ok(printerSchema) } },
    },
    async (request, reply) =>
      reply.status(201).send({ success: true as const, data: await printing.create(request.body) }),
  );
  r.put(
    `${BASE}/:id`,
    {
      config: { permission: 'admin' },
      schema: {
        tags,
        params: printerIdParamSchema,
        body: savePrinterSchema,
        response: { 200: ok(printerSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await printing.update(request.params.id, request.body),
    }),
  );
  r.delete(
    `${BASE}/:id`,
    {
      config: { permission: 'admin' },
      schema: { tags, params: printerIdParamSchema, response: { 200: ok(z.object({ id: z.string() })) } },
    },
    async (request) => {
      await printing.remove(request.params.id);
      return { success: true as const, data: { id: request.params.id } };
    },
  );
}

function printerQueueRoutes(r: ZodRouter, { printing }: Options): void {
  r.post(
    `${BASE}/:id/test`,
    {
      config: { permission: 'admin' },
      schema: {
        tags,
        summary: 'Queues a test page (every Turkish letter, both sizes, a QR code)',
        params: printerIdParamSchema,
        response: { 201: ok(printJobSchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ success: true as const, data: await printing.testPrint(request.params.id) }),
  );
  r.post(
    `${BASE}/reprint`,
    {
      config: { permission: 'cashier' },
      schema: {
        tags,
        summary: "An order's kitchen tickets printed again, marked TEKRAR",
        body: reprintOrderSchema,
        response: { 201: ok(z.object({ jobs: z.number().int() })) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ success: true as const, data: await printing.reprint(request.body.order_id) }),
  );
  r.get(
    `${BASE}/:id/jobs`,
    {
      config: { permission: 'admin' },
      schema: {
        tags,
        summary: "The printer's jobs: waiting ones in print order, then the latest",
        params: printerIdParamSchema,
        response: { 200: ok(z.array(printJobSchema)) },
      },
    },
    async (request) => ({ success: true as const, data: await printing.jobs(request.params.id) }),
  );
  r.post(
    `${BASE}/:id/move-jobs`,
    {
      config: { permission: 'admin' },
      schema: {
        tags,
        summary: "Moves the printer's waiting jobs to another printer",
        params: printerIdParamSchema,
        body: movePrintJobsSchema,
        response: { 200: ok(z.object({ moved: z.number().int() })) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await printing.moveJobs(request.params.id, request.body.to_printer_id),
    }),
  );
}
