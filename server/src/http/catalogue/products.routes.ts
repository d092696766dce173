import {
  productDeleteResultSchema,
  productListQuerySchema,
  productListSchema,
  productSchema,
  productWriteSchema,
} from '@kiosk/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../services/catalogue-events.js';
import type { ProductService } from '../../services/product.service.js';
import { principalOf } from '../permissions.js';

const idParams = z.object({ id: z.string().uuid() });

export async function productRoutes(
  app: FastifyInstance,
  options: { products: ProductService },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { products } = options;
  const tags = ['catalogue'];

  r.get(
    '/rest/v1/products',
    {
      config: { permission: 'cashier' },
      schema: {
        tags,
        summary: 'Products: search, filters, sort, pages',
        querystring: productListQuerySchema,
        response: { 200: productListSchema },
      },
    },
    async (request) => products.list(request.query),
  );

  r.get(
    '/rest/v1/products/:id',
    {
      config: { permission: 'cashier' },
      schema: { tags, params: idParams, response: { 200: productSchema } },
    },
    async (request) => products.get(request.params.id),
  );

  r.post(
    '/rest/v1/products',
    {
      config: { permission: 'admin' },
      schema: { tags, summary: 'Add a product', body: productWriteSchema, response: { 201: productSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await products.create(actorOf(principalOf(request)), request.body)),
  );

  r.patch(
    '/rest/v1/products/:id',
    {
      config: { permission: 'admin' },
      schema: {
        tags,
        summary: 'Change the fields sent',
        params: idParams,
        body: productWriteSchema,
        response: { 200: productSchema },
      },
    },
    async (request) => products.update(actorOf(principalOf(request)), request.params.id, request.body),
  );

  r.delete(
    '/rest/v1/products/:id',
    {
      config: { permission: 'admin' },
      schema: {
        tags,
        summary: 'Delete a product, or deactivate it when orders or options still refer to it',
        params: idParams,
        response: { 200: productDeleteResultSchema },
      },
    },
    async (request) => products.delete(actorOf(principalOf(request)), request.params.id),
  );
}
