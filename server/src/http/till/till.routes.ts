import {
  createTillRefundSchema,
  startTillPaymentSchema,
  text,
  tillOrderPaymentsSchema,
  tillPaymentSchema,
  tillTerminalCheckSchema,
  tillTerminalListSchema,
  tillTerminalRefSchema,
  tillTestOutcomeSchema,
} from '@kiosk/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { TerminalTestService } from '../../services/terminal-test.service.js';
import type { TillService } from '../../services/till.service.js';
import { principalOf } from '../permissions.js';
import { type ZodRouter, zodRouter } from '../zod-router.js';

const ok = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });
const orderParams = z.object({ orderId: z.string().uuid() });
const paymentParams = z.object({ paymentId: z.string().uuid() });
const idempotencyHeaders = z.object({ 'idempotency-key': text().max(100).optional() }).passthrough();

const tags = ['till'];
const config = { permission: 'cashier' as const };

/** The cashier's till: its terminal, payments in parts, refunds (staff: permission 'cashier'). */
export async function tillRoutes(
  app: FastifyInstance,
  options: { till: TillService; tests: TerminalTestService },
): Promise<void> {
  const r = zodRouter(app);
  terminalRoutes(r, options.till, options.tests);
  partRoutes(r, options.till);
  testOutcomeRoute(r, options.till);
  refundRoute(r, options.till);
}

/** The terminals a till may use, and whether its terminal can be reached now. */
function terminalRoutes(r: ZodRouter, till: TillService, tests: TerminalTestService): void {
  r.get(
    '/api/till/terminals',
    {
      config,
      schema: {
        tags,
        summary: 'Terminals a till can be linked to',
        response: { 200: ok(tillTerminalListSchema) },
      },
    },
    async () => ({ success: true as const, data: await till.terminals() }),
  );

  r.post(
    '/api/till/terminal/check',
    {
      config,
      schema: {
        tags,
        summary: "Can the till's terminal be reached now",
        body: tillTerminalRefSchema,
        response: { 200: ok(tillTerminalCheckSchema) },
      },
    },
    async (request) => {
      // The test screen's connection check (pair, then read the device), without its exchanges.
      const checked = await tests.checkConnection(request.body.pos_device_id);
      return {
        success: true as const,
        data: {
          pos_device_id: request.body.pos_device_id,
          connected: checked.ok,
          message: checked.ok ? null : checked.message,
        },
      };
    },
  );
}

/** An order's money, and its payment parts: taken, polled, cancelled. */
function partRoutes(r: ZodRouter, till: TillService): void {
  r.get(
    '/api/till/orders/:orderId/payments',
    {
      config,
      schema: {
        tags,
        summary: "Where an order's money stands: parts, refunds, paid and remaining",
        params: orderParams,
        response: { 200: ok(tillOrderPaymentsSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await till.orderPayments(principalOf(request), request.params.orderId),
    }),
  );

  r.post(
    '/api/till/orders/:orderId/payments',
    {
      config,
      schema: {
        tags,
        summary: 'Take one part of the payment (card or cash; send an Idempotency-Key header)',
        params: orderParams,
        headers: idempotencyHeaders,
        body: startTillPaymentSchema,
        response: { 200: ok(tillPaymentSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await till.startPart(
        principalOf(request),
        request.params.orderId,
        request.body,
        request.headers['idempotency-key'],
      ),
    }),
  );

  r.get(
    '/api/till/payments/:paymentId',
    {
      config,
      schema: {
        tags,
        summary: 'One payment part (polled while it runs)',
        params: paymentParams,
        response: { 200: ok(tillPaymentSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await till.part(request.params.paymentId) }),
  );

  r.post(
    '/api/till/payments/:paymentId/cancel',
    {
      config,
      schema: {
        tags,
        summary: 'Cancel a waiting card part (aborted at the terminal)',
        params: paymentParams,
        response: { 200: ok(tillPaymentSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await till.cancelPart(request.params.paymentId) }),
  );
}

/** The simulator's next outcome (test environment only). */
function testOutcomeRoute(r: ZodRouter, till: TillService): void {
  r.post(
    '/api/till/test-outcome',
    {
      config,
      schema: {
        tags,
        summary: "The simulator's next outcome (test environment only)",
        body: tillTestOutcomeSchema,
        response: { 200: ok(z.object({ ok: z.literal(true) })) },
      },
    },
    async (request) => {
      await till.chooseTestOutcome(request.body.pos_device_id, request.body.outcome, request.body.delayMs);
      return { success: true as const, data: { ok: true as const } };
    },
  );
}

/** Refunds of a paid order. */
function refundRoute(r: ZodRouter, till: TillService): void {
  r.post(
    '/api/till/orders/:orderId/refunds',
    {
      config,
      schema: {
        tags,
        summary: 'Refund a paid order, whole or chosen lines (admins any day, cashiers on its business day)',
        params: orderParams,
        headers: idempotencyHeaders,
        body: createTillRefundSchema,
        response: { 200: ok(tillOrderPaymentsSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await till.refund(
        principalOf(request),
        request.params.orderId,
        request.body,
        request.headers['idempotency-key'],
      ),
    }),
  );
}
