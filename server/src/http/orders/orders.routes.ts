import {
  cardAvailabilitySchema,
  createOrderSchema,
  listOrdersSchema,
  orderSummarySchema,
  paymentAttemptSchema,
  paymentStatusQuerySchema,
  paymentStatusWaitQuerySchema,
  simulatorNextSchema,
  startPaymentSchema,
  text,
  tillOrderSummarySchema,
  updateOrderStatusSchema,
} from '@kiosk/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { OrderService } from '../../services/order.service.js';
import type { PaymentService } from '../../services/payment.service.js';
import { principalOf } from '../permissions.js';
import { type ZodRouter, zodRouter } from '../zod-router.js';

const ok = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });

type Options = { orders: OrderService; payments: PaymentService };

const tags = ['orders'];

/** manage-orders (create / list / update-status) and the kiosk payment calls. */
export async function orderRoutes(app: FastifyInstance, options: Options): Promise<void> {
  const r = zodRouter(app);
  manageOrderRoutes(r, options);
  kioskPaymentRoutes(r, options);
  kioskTerminalRoutes(r, options);
  kioskPaymentCancelRoute(r, options);
}

/** manage-orders: create (idempotent, priced on the server), list and update-status. */
function manageOrderRoutes(r: ZodRouter, options: Options): void {
  const { orders } = options;
  r.post(
    '/functions/v1/manage-orders/create',
    {
      config: { permission: 'pos' },
      schema: {
        tags,
        summary: 'Create an order, priced on the server (send an Idempotency-Key header)',
        headers: z.object({ 'idempotency-key': text().max(100).optional() }).passthrough(),
        body: createOrderSchema,
        response: { 200: ok(orderSummarySchema), 201: ok(orderSummarySchema) },
      },
    },
    async (request, reply) => {
      const result = await orders.create(
        principalOf(request),
        request.body,
        request.headers['idempotency-key'],
      );
      if (result.replayed) reply.header('Idempotent-Replayed', 'true');
      return reply.status(result.statusCode === 200 ? 200 : 201).send(result.body);
    },
  );

  const list = async (date: string | undefined) => ({
    success: true as const,
    data: await orders.list(date),
  });
  r.get(
    '/functions/v1/manage-orders/list',
    {
      config: { permission: 'cashier' },
      schema: {
        tags,
        summary: 'Orders of a day (date=YYYY-MM-DD) or the latest',
        querystring: listOrdersSchema,
        response: { 200: ok(z.array(tillOrderSummarySchema)) },
      },
    },
    async (request) => list(request.query.date),
  );
  r.post(
    '/functions/v1/manage-orders/list',
    {
      config: { permission: 'cashier' },
      schema: {
        tags,
        body: listOrdersSchema.default({}),
        response: { 200: ok(z.array(tillOrderSummarySchema)) },
      },
    },
    async (request) => list(request.body.date),
  );

  r.post(
    '/functions/v1/manage-orders/update-status',
    {
      config: { permission: 'cashier' },
      schema: { tags, body: updateOrderStatusSchema, response: { 200: ok(orderSummarySchema) } },
    },
    async (request) => ({
      success: true as const,
      data: await orders.updateStatus(
        principalOf(request),
        request.body.orderId,
        request.body.status,
        request.body.reason,
      ),
    }),
  );
}

/** The kiosk's card payment: started, then followed (long poll). */
function kioskPaymentRoutes(r: ZodRouter, options: Options): void {
  const { payments } = options;
  r.post(
    '/functions/v1/kiosk-payment/start',
    {
      config: { permission: 'kiosk' },
      schema: {
        tags: ['payments'],
        summary: "Pay an order at the kiosk's card terminal",
        body: startPaymentSchema,
        response: { 200: ok(paymentAttemptSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await payments.start(principalOf(request), request.body.order_id),
    }),
  );

  r.get(
    '/functions/v1/kiosk-payment/status',
    {
      config: { permission: 'kiosk' },
      schema: {
        tags: ['payments'],
        querystring: paymentStatusWaitQuerySchema,
        response: { 200: ok(paymentAttemptSchema) },
      },
    },
    async (request) => {
      const { attempt_id, step, wait_ms } = request.query;
      return {
        success: true as const,
        data: await payments.follow(
          attempt_id,
          principalOf(request),
          step && wait_ms ? { step, waitMs: wait_ms } : undefined,
        ),
      };
    },
  );
}

/** The kiosk's terminal: its mode, whether it takes a card now, the test environment's chosen outcome. */
function kioskTerminalRoutes(r: ZodRouter, options: Options): void {
  const { payments } = options;
  r.get(
    '/functions/v1/kiosk-payment/terminal',
    {
      config: { permission: 'kiosk' },
      schema: {
        tags: ['payments'],
        summary: "The kiosk's terminal: payment mode and whether it is the test environment",
        response: { 200: ok(z.object({ mode: z.enum(['REST', 'CLOUD']), test_environment: z.boolean() })) },
      },
    },
    async (request) => ({ success: true as const, data: await payments.terminalInfo(principalOf(request)) }),
  );

  r.get(
    '/functions/v1/kiosk-payment/availability',
    {
      config: { permission: 'kiosk' },
      schema: {
        tags: ['payments'],
        summary: 'Whether the kiosk can take a card now: an active terminal is linked and answers',
        response: { 200: ok(cardAvailabilitySchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await payments.cardAvailability(principalOf(request)),
    }),
  );

  r.post(
    '/functions/v1/kiosk-payment/test-outcome',
    {
      config: { permission: 'kiosk' },
      schema: {
        tags: ['payments'],
        summary: 'Test environment: choose the outcome of the next sale at the simulated terminal',
        body: simulatorNextSchema,
      },
    },
    async (request) => {
      await payments.chooseTestOutcome(principalOf(request), request.body.outcome, request.body.delayMs);
      return { success: true as const };
    },
  );
}

/** The kiosk cancels its card payment. */
function kioskPaymentCancelRoute(r: ZodRouter, options: Options): void {
  const { payments } = options;
  r.post(
    '/functions/v1/kiosk-payment/cancel',
    {
      config: { permission: 'kiosk' },
      schema: {
        tags: ['payments'],
        body: paymentStatusQuerySchema,
        response: { 200: ok(paymentAttemptSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await payments.cancel(principalOf(request), request.body.attempt_id),
    }),
  );
}
