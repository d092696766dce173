import { z } from 'zod';

/**
 * Suggestions before payment ("Yanında ne olsun?"): the products the manager suggests for a product
 * or a category. The list is checked on the server (packages/domain suggestionIssues: at most 6,
 * not the product itself, known products only, each once); this bound only keeps bodies small.
 */
export const suggestionWriteSchema = z.object({
  product_ids: z.array(z.string().uuid()).max(50),
});
export type SuggestionWrite = z.infer<typeof suggestionWriteSchema>;

export const suggestionListSchema = z.object({
  /** The suggested products, in the order the kiosk considers them. */
  product_ids: z.array(z.string()),
  /** The same products with what the admin's picker shows of them. */
  products: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      price_minor: z.number().int(),
      image: z.string().nullable(),
      is_active: z.boolean(),
      in_stock: z.boolean(),
    }),
  ),
});
export type SuggestionList = z.infer<typeof suggestionListSchema>;

/** One source's suggestions in the kiosk menu. */
export const menuSuggestionSchema = z.object({
  source: z.enum(['product', 'category']),
  source_id: z.string(),
  product_ids: z.array(z.string()),
});
export type MenuSuggestion = z.infer<typeof menuSuggestionSchema>;
