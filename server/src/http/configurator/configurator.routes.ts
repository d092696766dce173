import {
  configurableProductSchema,
  productConfigurationSchema,
  productConfigurationWriteSchema,
} from '@kiosk/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../services/catalogue-events.js';
import type { ConfigurationService } from '../../services/configuration.service.js';
import { principalOf } from '../permissions.js';

const params = z.object({ productId: z.string().uuid() });

export async function configuratorRoutes(
  app: FastifyInstance,
  options: { configurations: ConfigurationService },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { configurations } = options;
  const tags = ['configurator'];

  r.get(
    '/rest/v1/configurable_products',
    {
      config: { permission: 'cashier' },
      schema: {
        tags,
        summary: 'Configurable products with their step and option counts',
        response: { 200: z.array(configurableProductSchema) },
      },
    },
    async () => configurations.listConfigurable(),
  );

  r.get(
    '/rest/v1/product_configurations/:productId',
    {
      config: { permission: 'cashier' },
      schema: { tags, params, response: { 200: productConfigurationSchema } },
    },
    async (request) => configurations.get(request.params.productId),
  );

  r.put(
    '/rest/v1/product_configurations/:productId',
    {
      config: { permission: 'admin' },
      schema: {
        tags,
        summary: "Replace a product's whole configuration (one transaction)",
        params,
        body: productConfigurationWriteSchema,
        response: { 200: productConfigurationSchema },
      },
    },
    async (request) =>
      configurations.save(actorOf(principalOf(request)), request.params.productId, request.body),
  );

  r.delete(
    '/rest/v1/product_configurations/:productId',
    {
      config: { permission: 'admin' },
      schema: { tags, summary: "Remove a product's configuration", params },
    },
    async (request, reply) => {
      await configurations.delete(actorOf(principalOf(request)), request.params.productId);
      return reply.status(204).send();
    },
  );
}
