import {
  closeTillSessionSchema,
  handoverTillSessionSchema,
  listTillSessionsSchema,
  openTillSessionSchema,
  tillCashierSchema,
  tillCashMovementInputSchema,
  tillCurrentSessionSchema,
  tillSessionCloseResultSchema,
  tillSessionDetailSchema,
  tillSessionPageSchema,
  tillSessionReportSchema,
  tillSessionSchema,
} from '@kiosk/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { TillSessionService } from '../../services/till-session.service.js';
import { principalOf } from '../permissions.js';
import { type ZodRouter, zodRouter } from '../zod-router.js';

const ok = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });
const sessionParams = z.object({ sessionId: z.string().uuid() });

type Options = { tillSessions: TillSessionService };

const tags = ['till-sessions'];
const cashier = { permission: 'cashier' as const };
const admin = { permission: 'admin' as const };

/** Till sessions (issue 32): the till's drawer (staff: 'cashier') and the back office's list ('admin'). */
export async function tillSessionRoutes(app: FastifyInstance, options: Options): Promise<void> {
  const r = zodRouter(app);
  tillDrawerRoutes(r, options);
  tillCloseRoutes(r, options);
  backOfficeRoutes(r, options);
}

/** Open, read the current session, cash in / out. */
function tillDrawerRoutes(r: ZodRouter, { tillSessions }: Options): void {
  r.get(
    '/api/till/sessions/current',
    {
      config: cashier,
      schema: {
        tags,
        summary: "The till's open session (null: none; must_close: opened on an earlier business day)",
        querystring: z.object({ pos_device_id: z.string().uuid() }),
        response: { 200: ok(tillCurrentSessionSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await tillSessions.current(request.query.pos_device_id),
    }),
  );

  r.get(
    '/api/till/cashiers',
    {
      config: cashier,
      schema: {
        tags,
        summary: 'The active staff accounts a till session may be handed to (id, e-mail, name, role)',
        response: { 200: ok(z.array(tillCashierSchema)) },
      },
    },
    async () => ({ success: true as const, data: await tillSessions.cashiers() }),
  );

  r.post(
    '/api/till/sessions',
    {
      config: cashier,
      schema: {
        tags,
        summary:
          'Open the till session with a float counted by denomination or a total (409 till_session_open)',
        body: openTillSessionSchema,
        response: { 201: ok(tillSessionSchema) },
      },
    },
    async (request, reply) => {
      const data = await tillSessions.open(principalOf(request), request.body);
      return reply.code(201).send({ success: true as const, data });
    },
  );

  r.post(
    '/api/till/sessions/:sessionId/cash-movements',
    {
      config: cashier,
      schema: {
        tags,
        summary: 'Cash in / out with a reason (409 cash_out_exceeds_drawer; note required with "other")',
        params: sessionParams,
        body: tillCashMovementInputSchema,
        response: { 201: ok(tillSessionDetailSchema) },
      },
    },
    async (request, reply) => {
      const data = await tillSessions.move(principalOf(request), request.params.sessionId, request.body);
      return reply.code(201).send({ success: true as const, data });
    },
  );
}

/** Handover, the blind close and the X report. */
function tillCloseRoutes(r: ZodRouter, { tillSessions }: Options): void {
  r.post(
    '/api/till/sessions/:sessionId/handover',
    {
      config: cashier,
      schema: {
        tags,
        summary: 'Hand the open session to another cashier with a count, without closing',
        params: sessionParams,
        body: handoverTillSessionSchema,
        response: { 200: ok(tillSessionDetailSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await tillSessions.handover(principalOf(request), request.params.sessionId, request.body),
    }),
  );

  r.post(
    '/api/till/sessions/:sessionId/close',
    {
      config: cashier,
      schema: {
        tags,
        summary:
          'Blind close: the count, then expected / counted / difference (422 note_required, 409 refused)',
        params: sessionParams,
        body: closeTillSessionSchema,
        response: { 200: ok(tillSessionCloseResultSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await tillSessions.close(principalOf(request), request.params.sessionId, request.body),
    }),
  );

  r.get(
    '/api/till/sessions/:sessionId/report',
    {
      config: cashier,
      schema: {
        tags,
        summary: "The session's X report (open) or close report (closed)",
        params: sessionParams,
        response: { 200: ok(tillSessionReportSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await tillSessions.report(request.params.sessionId),
    }),
  );

  r.post(
    '/api/till/sessions/:sessionId/print',
    {
      config: cashier,
      schema: {
        tags,
        summary:
          "Print the session's report now (X while open, the close report again once closed) on the printers that print session reports (409 no_report_printer)",
        params: sessionParams,
        response: { 200: ok(z.object({ kind: z.enum(['X', 'close']), jobs: z.number().int() })) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await tillSessions.printReport(request.params.sessionId),
    }),
  );
}

/** The back office's "Kasa oturumları": the list, one session's detail and its report. */
function backOfficeRoutes(r: ZodRouter, { tillSessions }: Options): void {
  r.get(
    '/api/admin/till-sessions',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Till sessions by business day (from, to), store, till and status, paged, newest first',
        querystring: listTillSessionsSchema,
        response: { 200: ok(tillSessionPageSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await tillSessions.list(request.query) }),
  );

  r.get(
    '/api/admin/till-sessions/:sessionId',
    {
      config: admin,
      schema: {
        tags,
        summary: 'One till session with its cash movements and handovers',
        params: sessionParams,
        response: { 200: ok(tillSessionDetailSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await tillSessions.detail(request.params.sessionId),
    }),
  );

  r.get(
    '/api/admin/till-sessions/:sessionId/report',
    {
      config: admin,
      schema: {
        tags,
        summary: "One till session's X or close report",
        params: sessionParams,
        response: { 200: ok(tillSessionReportSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await tillSessions.report(request.params.sessionId),
    }),
  );
}
