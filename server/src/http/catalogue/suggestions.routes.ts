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

  const owners = [
    {
      kind: 'product' as const,
      path: '/rest/v1/products/:id/suggestions',
      params: productParams,
      read: 'Products suggested before payment when this product is in the cart',
      write: "Replace a product's suggestions (at most 6, not itself, each once)",
    },
    {
      kind: 'category' as const,
      path: '/rest/v1/categories/:id/suggestions',
      params: categoryParams,
      read: 'Products suggested before payment when a product of this category is in the cart',
      write: "Replace a category's suggestions (at most 6, each once)",
    },
  ];
  for (const owner of owners) {
    r.get(
      owner.path,
      {
        config: { permission: 'admin' },
        schema: { tags, summary: owner.read, params: owner.params, response: { 200: suggestionListSchema } },
      },
      async (request) => suggestions.list({ kind: owner.kind, id: request.params.id }),
    );
    r.put(
      owner.path,
      {
        config: { permission: 'admin' },
        schema: {
          tags,
          summary: owner.write,
          params: owner.params,
          body: suggestionWriteSchema,
          response: { 200: suggestionListSchema },
        },
      },
      async (request) =>
        suggestions.save(
          actorOf(principalOf(request)),
          { kind: owner.kind, id: request.params.id },
          request.body.product_ids,
        ),
    );
  }
}
