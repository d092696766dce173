import { z } from 'zod';
import { imageRefSchema } from './catalogue.js';
import { text } from './text.js';

const langText = (max: number) => text().trim().max(max).optional();

/** One option of a shared group as one product offers it: its own price (null: the group's) or hidden. */
export const optionOverrideSchema = z.object({
  option_id: z.string().uuid(),
  price_minor: z.number().int().min(0).max(10_000_000).nullable(),
  hidden: z.boolean(),
});

export const configOptionWriteSchema = z.object({
  /** An existing option's id; absent for a new option. */
  id: z.string().uuid().optional(),
  name: text().trim().max(200).optional(),
  description: text().trim().max(1000).nullable().optional(),
  price_minor: z.number().int().min(0).max(10_000_000).default(0),
  image: imageRefSchema.nullable().optional(),
  product_id: z.string().uuid().nullable().optional(),
  is_manual_price: z.boolean().default(false),
  max_quantity: z.number().int().min(1).max(99).default(1),
  is_default: z.boolean().default(false),
  translations: z
    .object({
      tr: z.object({ name: langText(200) }).optional(),
      en: z.object({ name: langText(200) }).optional(),
    })
    .optional(),
});

export const configStepWriteSchema = z.object({
  id: z.string().uuid().optional(),
  title: text().trim().max(200).optional(),
  subtitle: text().trim().max(500).nullable().optional(),
  type: z.enum(['radio', 'stepper']).default('radio'),
  required: z.boolean().default(true),
  show_images: z.boolean().default(false),
  translations: z
    .object({
      tr: z.object({ title: langText(200), subtitle: langText(500) }).optional(),
      en: z.object({ title: langText(200), subtitle: langText(500) }).optional(),
    })
    .optional(),
  options: z.array(configOptionWriteSchema).max(100).default([]),
});

export const productConfigurationWriteSchema = z.object({
  steps: z.array(configStepWriteSchema).min(1).max(30),
});
export type ProductConfigurationWrite = z.infer<typeof productConfigurationWriteSchema>;

export const configOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  price_minor: z.number().int(),
  image: z.string().nullable(),
  product_id: z.string().nullable(),
  is_manual_price: z.boolean(),
  max_quantity: z.number().int(),
  is_default: z.boolean(),
  sort_order: z.number().int(),
  /** The linked product's price and availability, when linked. */
  linked_price_minor: z.number().int().nullable(),
  available: z.boolean(),
  translations: z.object({
    tr: z.object({ name: z.string().optional() }),
    en: z.object({ name: z.string().optional() }),
  }),
});

export const configStepSchema = z.object({
  id: z.string(),
  title: z.string(),
  subtitle: z.string().nullable(),
  type: z.enum(['radio', 'stepper']),
  required: z.boolean(),
  show_images: z.boolean(),
  sort_order: z.number().int(),
  /** Other products that use this same step. */
  shared_with: z.array(z.string()),
  /** A shared option group (issue 34): edited on its own page; per product only overrides. */
  is_group: z.boolean().optional(),
  /** This product's own prices / hidden options of the group (absent: none). */
  overrides: z.array(optionOverrideSchema).optional(),
  translations: z.object({
    tr: z.object({ title: z.string().optional(), subtitle: z.string().optional() }),
    en: z.object({ title: z.string().optional(), subtitle: z.string().optional() }),
  }),
  options: z.array(configOptionSchema),
});
export type ConfigStep = z.infer<typeof configStepSchema>;

export const productConfigurationSchema = z.object({
  product_id: z.string(),
  steps: z.array(configStepSchema),
});
export type ProductConfiguration = z.infer<typeof productConfigurationSchema>;

/** A configurable product as the configurator page lists it. */
export const configurableProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  price_minor: z.number().int(),
  image: z.string().nullable(),
  is_active: z.boolean(),
  configured: z.boolean(),
  step_count: z.number().int(),
  option_count: z.number().int(),
  translations: z.object({
    tr: z.object({ name: z.string().optional() }),
    en: z.object({ name: z.string().optional() }),
  }),
});

export const CONFIGURATION_INCOMPLETE_MESSAGE =
  'Please fill in all required fields (at least Turkish translations)';
