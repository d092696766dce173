import { categorySchema, categoryWriteSchema, reassignAndDeleteSchema, text } from '@kiosk/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../services/catalogue-events.js';
import type { CategoryService } from '../../services/category.service.js';
import { principalOf } from '../permissions.js';

const idParams = z.object({ id: text().min(1).max(80) });

export async function categoryRoutes(
  app: FastifyInstance,
  options: { categories: CategoryService },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { categories } = options;
  const tags = ['catalogue'];

  r.get(
    '/rest/v1/categories',
    { config: { permission: 'cashier' }, schema: { tags, response: { 200: z.array(categorySchema) } } },
    async () => categories.list(),
  );

  r.post(
    '/rest/v1/categories',
    {
      config: { permission: 'admin' },
      schema: {
        tags,
        summary: 'Add a category (its id is the slug of its name)',
        body: categoryWriteSchema,
        response: { 201: categorySchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await categories.create(actorOf(principalOf(request)), request.body)),
  );

  r.patch(
    '/rest/v1/categories/:id',
    {
      config: { permission: 'admin' },
      schema: { tags, params: idParams, body: categoryWriteSchema, response: { 200: categorySchema } },
    },
    async (request) => categories.update(actorOf(principalOf(request)), request.params.id, request.body),
  );

  r.delete(
    '/rest/v1/categories/:id',
    {
      config: { permission: 'admin' },
      schema: {
        tags,
        summary:
          'Delete an empty category (409 CATEGORY_HAS_PRODUCTS / CATEGORY_HAS_SUBCATEGORIES otherwise)',
        params: idParams,
      },
    },
    async (request, reply) => {
      await categories.delete(actorOf(principalOf(request)), request.params.id);
      return reply.status(204).send();
    },
  );

  r.post(
    '/rest/v1/rpc/reassign_and_delete_category',
    {
      config: { permission: 'admin' },
      schema: {
        tags,
        summary: 'Move products, handle subcategories and delete the category, all in one transaction',
        body: reassignAndDeleteSchema,
      },
    },
    async (request, reply) => {
      await categories.deleteWith(actorOf(principalOf(request)), request.body);
      return reply.status(204).send();
    },
  );
}
