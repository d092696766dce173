import {
  exportOrdersQuerySchema,
  getOrdersQuerySchema,
  getOrdersResponseSchema,
  ORDERS_EXPORT_MAX_ROWS,
  orderDetailSchema,
  orderFilterChoicesSchema,
  queryInt,
  receiptUrlRequestSchema,
  text,
  updateOrderItemsSchema,
  updateOrderStatusAdminSchema,
} from '@kiosk/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { OrderAdminService } from '../../services/order-admin.service.js';
import { principalOf } from '../permissions.js';
import { objectParamsSchema } from '../storage/storage-params.js';
import { type ZodRouter, zodRouter } from '../zod-router.js';

type Options = { orders: OrderAdminService };

const tags = ['orders (admin)'];

/** The orders back office functions, with the spec's names and {success, data, error} shapes. */
export async function orderAdminRoutes(app: FastifyInstance, options: Options): Promise<void> {
  const r = zodRouter(app);
  backOfficeOrderRoutes(r, options);
  receiptRoutes(r, options);
}

/** The back office's orders: list, detail, status and lines. */
function backOfficeOrderRoutes(r: ZodRouter, options: Options): void {
  const { orders } = options;
  r.get(
    '/functions/v1/get-orders',
    {
      config: { permission: 'admin' },
      schema: {
        tags,
        summary:
          'Orders, 20 per page, by status and start date; one search text (order or queue number, amount, phone, T.C. Kimlik, receipt number, name), store, channel, payment method and staff',
        querystring: getOrdersQuerySchema,
        response: { 200: getOrdersResponseSchema },
      },
    },
    async (request) => orders.list(request.query),
  );

  r.get(
    '/functions/v1/export-orders',
    {
      config: { permission: 'admin' },
      schema: {
        tags,
        summary: `The orders list with its filters as CSV or XLSX (the newest ${ORDERS_EXPORT_MAX_ROWS} at most; amounts as numbers, a totals row)`,
        querystring: exportOrdersQuerySchema,
      },
    },
    async (request, reply) => {
      const file = await orders.export(request.query);
      return reply
        .type(file.contentType)
        .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
        .send(file.body);
    },
  );

  r.get(
    '/functions/v1/get-order-filters',
    {
      config: { permission: 'admin' },
      schema: {
        tags,
        summary: "The orders list's store and staff filter choices",
        response: { 200: orderFilterChoicesSchema },
      },
    },
    async () => orders.filterChoices(),
  );

  r.get(
    '/functions/v1/get-order-detail',
    {
      config: { permission: 'admin' },
      schema: {
        tags,
        querystring: z.object({ orderId: z.string().uuid() }),
        response: { 200: z.object({ success: z.literal(true), data: orderDetailSchema }) },
      },
    },
    async (request) => ({ success: true as const, data: await orders.detail(request.query.orderId) }),
  );

  r.post(
    '/functions/v1/update-order-status',
    {
      config: { permission: 'admin' },
      schema: {
        tags,
        summary: 'Move an order to one of its allowed next statuses',
        body: updateOrderStatusAdminSchema,
      },
    },
    async (request) =>
      orders.updateStatus(
        principalOf(request),
        request.body.order_id,
        request.body.new_status,
        request.body.reason,
        request.body.description,
      ),
  );

  r.post(
    '/functions/v1/update-order-items',
    {
      config: { permission: 'admin' },
      schema: {
        tags,
        summary: "Replace an order's lines (totals computed by the server; version checked)",
        body: updateOrderItemsSchema,
      },
    },
    async (request) => orders.updateItems(request.body.order_id, request.body.version, request.body.items),
  );
}

/** Receipt images: a short-lived signed link, and the file read through it. */
function receiptRoutes(r: ZodRouter, options: Options): void {
  const { orders } = options;
  r.post(
    '/functions/v1/get-receipt-url',
    {
      config: { permission: 'admin' },
      schema: {
        tags,
        summary: 'A signed link to a receipt image, valid for 5 minutes',
        body: receiptUrlRequestSchema,
      },
    },
    async (request) => orders.receiptUrl(request.body.orderId, request.body.receiptType),
  );

  r.get(
    '/storage/v1/object/sign/:bucket/*',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['storage'],
        summary: 'A private file through a signed, expiring link',
        params: objectParamsSchema,
        querystring: z.object({ expires: queryInt(0, 99_999_999_999), token: text().min(10).max(200) }),
      },
    },
    async (request, reply) => {
      const object = await orders.readSigned(
        request.params.bucket,
        request.params['*'],
        request.query.expires,
        request.query.token,
      );
      return reply
        .type(object.contentType)
        .header('Cache-Control', 'private, max-age=60')
        .header('Content-Disposition', 'inline')
        .send(object.data);
    },
  );
}
