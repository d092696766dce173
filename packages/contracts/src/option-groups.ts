import { z } from 'zod';
import { configStepSchema, configStepWriteSchema, optionOverrideSchema } from './configurator.js';

/**
 * Shared option groups (issue 34): a group ("Soslar", "Ekstralar") is a configuration step defined
 * once and linked to any number of products, each with its order and only its own overrides.
 */

/** A group's content: the same fields as a product's step (title, type, required, options with prices). */
export const optionGroupWriteSchema = configStepWriteSchema.extend({
  options: configStepWriteSchema.shape.options.unwrap().min(1),
  /**
   * An edit: the group's `version` the form was made from. Another save since then: 409
   * `stale_option_group` (nothing written). Absent: the edit replaces whatever is there.
   */
  expected_version: z.number().int().min(1).optional(),
});
export type OptionGroupWrite = z.infer<typeof optionGroupWriteSchema>;

/** Attach a group to a product (or change its place and overrides there). */
export const optionGroupProductWriteSchema = z.object({
  /** Where the group sits among the product's steps (1 = first); absent: last when attached, kept after. */
  sort_order: z.number().int().min(1).max(100).optional(),
  overrides: z.array(optionOverrideSchema).max(100).default([]),
});
export type OptionGroupProductWrite = z.infer<typeof optionGroupProductWriteSchema>;

export const optionGroupProductSchema = z.object({
  product_id: z.string(),
  name: z.string(),
  sort_order: z.number().int(),
  overrides: z.array(optionOverrideSchema),
});
export type OptionGroupProduct = z.infer<typeof optionGroupProductSchema>;

export const optionGroupSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  translations: z.object({
    tr: z.object({ title: z.string().optional() }),
    en: z.object({ title: z.string().optional() }),
  }),
  type: z.enum(['radio', 'stepper']),
  required: z.boolean(),
  option_count: z.number().int(),
  products: z.array(z.object({ product_id: z.string(), name: z.string() })),
});
export type OptionGroupSummary = z.infer<typeof optionGroupSummarySchema>;

export const optionGroupSchema = z.object({
  group: configStepSchema,
  /** Bumped by every save of the group's content; an edit sends it back as `expected_version`. */
  version: z.number().int(),
  products: z.array(optionGroupProductSchema),
});
export type OptionGroup = z.infer<typeof optionGroupSchema>;
