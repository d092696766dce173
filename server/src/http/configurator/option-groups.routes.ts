import {
  optionGroupProductWriteSchema,
  optionGroupSchema,
  optionGroupSummarySchema,
  optionGroupWriteSchema,
} from '@kiosk/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../services/catalogue-events.js';
import type { OptionGroupService } from '../../services/option-group.service.js';
import { principalOf } from '../permissions.js';

const params = z.object({ id: z.string().uuid() });
const productParams = z.object({ id: z.string().uuid(), productId: z.string().uuid() });

/** Shared option groups (issue 34): defined once, attached to any number of products. */
export async function optionGroupRoutes(
  app: FastifyInstance,
  options: { optionGroups: OptionGroupService },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { optionGroups } = options;
  const tags = ['configurator'];
  const base = '/functions/v1/option-groups';

  r.get(
    base,
    {
      config: { permission: 'admin' },
      schema: {
        tags,
        summary: 'Shared option groups with the products using each',
        response: { 200: z.array(optionGroupSummarySchema) },
      },
    },
    async () => optionGroups.list(),
  );

  r.get(
    `${base}/:id`,
    {
      config: { permission: 'admin' },
      schema: { tags, params, response: { 200: optionGroupSchema } },
    },
    async (request) => optionGroups.get(request.params.id),
  );

  r.post(
    base,
    {
      config: { permission: 'admin' },
      schema: {
        tags,
        summary: 'Create an option group',
        body: optionGroupWriteSchema,
        response: { 201: optionGroupSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await optionGroups.create(actorOf(principalOf(request)), request.body)),
  );

  r.put(
    `${base}/:id`,
    {
      config: { permission: 'admin' },
      schema: {
        tags,
        summary: "Replace a group's options and prices (reaches every product using it)",
        params,
        body: optionGroupWriteSchema,
        response: { 200: optionGroupSchema },
      },
    },
    async (request) => optionGroups.update(actorOf(principalOf(request)), request.params.id, request.body),
  );

  r.delete(
    `${base}/:id`,
    {
      config: { permission: 'admin' },
      schema: { tags, summary: 'Delete an option group no product uses', params },
    },
    async (request, reply) => {
      await optionGroups.delete(actorOf(principalOf(request)), request.params.id);
      return reply.status(204).send();
    },
  );

  await productLinkRoutes(app, optionGroups);
}

/** A group's link to one product: attach (with its place and overrides) and detach. */
async function productLinkRoutes(app: FastifyInstance, optionGroups: OptionGroupService): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['configurator'];
  const base = '/functions/v1/option-groups';

  r.put(
    `${base}/:id/products/:productId`,
    {
      config: { permission: 'admin' },
      schema: {
        tags,
        summary: "Attach the group to a product, or set its place and the product's overrides",
        params: productParams,
        body: optionGroupProductWriteSchema,
        response: { 200: optionGroupSchema },
      },
    },
    async (request) =>
      optionGroups.attach(
        actorOf(principalOf(request)),
        request.params.id,
        request.params.productId,
        request.body,
      ),
  );

  r.delete(
    `${base}/:id/products/:productId`,
    {
      config: { permission: 'admin' },
      schema: {
        tags,
        summary: 'Detach the group from a product',
        params: productParams,
        response: { 200: optionGroupSchema },
      },
    },
    async (request) =>
      optionGroups.detach(actorOf(principalOf(request)), request.params.id, request.params.productId),
  );
}
