import { suggestionListSchema, suggestionWriteSchema } from '@kiosk/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../services/catalogue-events.js';
import type { SuggestionService } from '../../services/suggestion.service.js';
import { principalOf } from '../permissions.js';

const productParams = z.object({ id: z.string().uuid() });
const categoryParams = z.object({ id: z.string().min(1).max(100) });

/** Suggestions before payment ("Yanında ne olsun?"): the products suggested per product or category. */
export async function suggestionRoutes(
  app: FastifyInstance,
  options: { suggestions: SuggestionService },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { suggestions } = options;
  const tags = ['catalogue'];

  r.get(
    '/rest/v1/products/:id/suggestions',
    {
      config: { permission: 'admin' },
      schema: {
        tags,
        summary: 'Products suggested before payment when this product is in the cart',
        params: productParams,
        response: { 200: suggestionListSchema },
      },
    },
    async (request) => suggestions.list({ kind: 'product', id: request.params.id }),
  );

  r.put(
    '/rest/v1/products/:id/suggestions',
    {
      config: { permission: 'admin' },
      schema: {
        tags,
        summary: "Replace a product's suggestions (at most 6, not itself, each once)",
        params: productParams,
        body: suggestionWriteSchema,
        response: { 200: suggestionListSchema },
      },
    },
    async (request) =>
      suggestions.save(
        actorOf(principalOf(request)),
        { kind: 'product', id: request.params.id },
        request.body.product_ids,
      ),
  );

  r.get(
    '/rest/v1/categories/:id/suggestions',
    {
      config: { permission: 'admin' },
      schema: {
        tags,
        summary: 'Products suggested before payment when a product of this category is in the cart',
        params: categoryParams,
        response: { 200: suggestionListSchema },
      },
    },
    async (request) => suggestions.list({ kind: 'category', id: request.params.id }),
  );

  r.put(
    '/rest/v1/categories/:id/suggestions',
    {
      config: { permission: 'admin' },
      schema: {
        tags,
        summary: "Replace a category's suggestions (at most 6, each once)",
        params: categoryParams,
        body: suggestionWriteSchema,
        response: { 200: suggestionListSchema },
      },
    },
    async (request) =>
      suggestions.save(
        actorOf(principalOf(request)),
        { kind: 'category', id: request.params.id },
        request.body.product_ids,
      ),
  );
}
