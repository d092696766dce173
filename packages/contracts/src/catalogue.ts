import { z } from 'zod';
import { queryInt } from './query.js';
import { text } from './text.js';

/** Names and descriptions per language (the base `name` is the Turkish one). */
export const localizedFieldsSchema = z.object({
  name: text().trim().max(200).optional(),
  description: text().trim().max(2000).optional(),
});
export const translationsSchema = z.object({
  tr: localizedFieldsSchema.optional(),
  en: localizedFieldsSchema.optional(),
});
export type Translations = z.infer<typeof translationsSchema>;

/**
 * An image reference: an uploaded file's public path, or an https URL. An http:// link is refused:
 * the kiosk's Content-Security-Policy (img-src https:) would show an empty card.
 */
export const imageRefSchema = text()
  .trim()
  .max(2048)
  .refine((v) => v === '' || v.startsWith('/storage/v1/object/public/') || /^https:\/\/\S+$/i.test(v), {
    message: 'Image must be an uploaded file or an https:// link (the kiosk shows no http:// images)',
  });

export const CATEGORY_ICONS = [
  'Package',
  'Utensils',
  'Coffee',
  'Cake',
  'Popcorn',
  'Pizza',
  'IceCream2',
  'Cookie',
  'ChefHat',
  'UtensilsCrossed',
  'CupSoda',
  'Sandwich',
  'Salad',
  'Beef',
  'Wine',
] as const;

// Products ------------------------------------------------------------------------------------

/** Fields of a product an admin writes; all optional so one schema serves create and update. */
export const productWriteSchema = z.object({
  name: text().trim().max(200).optional(),
  description: text().trim().max(2000).nullable().optional(),
  /** At most 1,000,000.00 TL: checked by packages/domain's productIssues, whose key the form translates. */
  price_minor: z.number().int().min(0).optional(),
  image: imageRefSchema.nullable().optional(),
  category_id: text().trim().max(80).optional(),
  subcategory_id: text().trim().max(80).nullable().optional(),
  sort_order: z.number().int().min(0).max(100_000).optional(),
  configurable: z.boolean().optional(),
  is_active: z.boolean().optional(),
  is_option_only: z.boolean().optional(),
  in_stock: z.boolean().optional(),
  tax_group_id: z.string().uuid().nullable().optional(),
  unit_code: text().trim().min(1).max(10).optional(),
  /** Stock-keeping unit code; empty clears it (the characters allowed: packages/domain isValidSku). */
  sku: text().trim().max(64).nullable().optional(),
  translations: translationsSchema.optional(),
});
export type ProductWrite = z.infer<typeof productWriteSchema>;

/** A product's "86" mark: who, when, until when (null: until un-marked), the count left (null: none). */
export const soldOutStateSchema = z.object({
  at: z.string(),
  by: z.string().nullable(),
  until: z.string().nullable(),
  count_left: z.number().int().nullable(),
});
export type SoldOutState = z.infer<typeof soldOutStateSchema>;

export const productSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  price_minor: z.number().int(),
  image: z.string().nullable(),
  category_id: z.string(),
  category_name: z.string().nullable(),
  subcategory_id: z.string().nullable(),
  sort_order: z.number().int(),
  configurable: z.boolean(),
  is_active: z.boolean(),
  is_option_only: z.boolean(),
  in_stock: z.boolean(),
  tax_group_id: z.string().nullable(),
  unit_code: z.string(),
  sku: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  translations: z.object({
    tr: z.object({ name: z.string().optional(), description: z.string().optional() }),
    en: z.object({ name: z.string().optional(), description: z.string().optional() }),
  }),
  /** The "86" mark on it, when one is: who marked it sold out and when (null: none). */
  sold_out: soldOutStateSchema.nullable(),
});
export type Product = z.infer<typeof productSchema>;

/**
 * "86" durations: until un-marked, 1 / 2 / 4 hours, or the end of the business day (the outlet's
 * time zone). The same list as packages/domain SOLD_OUT_DURATIONS (a server test holds them equal).
 */
export const soldOutDurationSchema = z.enum(['until_further_notice', '1h', '2h', '4h', 'end_of_day']);
export type SoldOutDurationInput = z.infer<typeof soldOutDurationSchema>;

/** Marking a product sold out from the till or the kitchen display (POST .../products/:id/sold-out). */
export const soldOutMarkSchema = z.object({
  duration: soldOutDurationSchema,
  /** "5 left": the product stays orderable until paid orders count it down to zero (max 9999). */
  count_left: z.number().int().min(0).max(9999).optional(),
});
export type SoldOutMark = z.infer<typeof soldOutMarkSchema>;

/** A product's availability after a mark or un-mark, as the till and the kitchen display show it. */
export const soldOutProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  in_stock: z.boolean(),
  sold_out: soldOutStateSchema.nullable(),
});
export type SoldOutProduct = z.infer<typeof soldOutProductSchema>;

/** The products the till or a kitchen station may mark: each with its category and availability. */
export const soldOutCandidateSchema = soldOutProductSchema.extend({
  category_id: z.string(),
  is_option_only: z.boolean(),
});
export type SoldOutCandidate = z.infer<typeof soldOutCandidateSchema>;

/** `station_id`: only the products whose lines that kitchen station cooks (the kitchen display). */
export const soldOutCandidatesQuerySchema = z.object({ station_id: z.string().uuid().optional() });

const yesNoAll = z.enum(['all', 'yes', 'no']).default('all');
const booleanText = z
  .enum(['true', 'false'])
  .default('false')
  .transform((v) => v === 'true');

export const PRODUCT_PAGE_SIZES = [10, 25, 50, 100] as const;
export const PRODUCT_SORTS = ['name', 'category', 'price', 'status', 'configurable', 'created_at'] as const;

export const productListQuerySchema = z.object({
  q: text().trim().max(100).optional(),
  category: text().trim().max(80).optional(),
  status: z.enum(['all', 'active', 'inactive']).default('all'),
  configurable: yesNoAll,
  option_only: yesNoAll,
  /** Deactivated products are hidden unless this is true (or status=inactive). */
  show_deactivated: booleanText,
  sort: z.enum(PRODUCT_SORTS).default('created_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
  page: queryInt(1, 100_000).default(1),
  page_size: queryInt(1, 100)
    .refine(
      (n) => (PRODUCT_PAGE_SIZES as readonly number[]).includes(n),
      'page_size must be 10, 25, 50 or 100',
    )
    .default(25),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const productListSchema = z.object({
  data: z.array(productSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type ProductList = z.infer<typeof productListSchema>;

/** A delete either removed the product or, when something still refers to it, deactivated it. */
export const productDeleteResultSchema = z.object({
  outcome: z.enum(['deleted', 'deactivated']),
  /** The message key the admin shows: deleteSuccess or deleteSoftSuccess. */
  message_key: z.enum(['deleteSuccess', 'deleteSoftSuccess']),
});

// Categories ----------------------------------------------------------------------------------

export const categoryWriteSchema = z.object({
  name: text().trim().max(100).optional(),
  description: text().trim().max(1000).nullable().optional(),
  icon: z.enum(CATEGORY_ICONS).optional(),
  color: text()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, 'Colour must look like #C9A227')
    .nullable()
    .optional(),
  parent_id: text().trim().max(80).nullable().optional(),
  is_active: z.boolean().optional(),
  sort_order: z.number().int().min(0).max(100_000).optional(),
  translations: translationsSchema.optional(),
});
export type CategoryWrite = z.infer<typeof categoryWriteSchema>;

export const categorySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  icon: z.string(),
  color: z.string().nullable(),
  parent_id: z.string().nullable(),
  is_active: z.boolean(),
  sort_order: z.number().int(),
  product_count: z.number().int(),
  active_product_count: z.number().int(),
  subcategory_count: z.number().int(),
  translations: productSchema.shape.translations,
});
export type Category = z.infer<typeof categorySchema>;

export const categoryProductRefSchema = z.object({
  id: z.string(),
  name: z.string(),
  category_id: z.string(),
  subcategory_id: z.string().nullable(),
});

/** One transaction: move the products, handle the subcategories, then delete the category. */
export const reassignAndDeleteSchema = z.object({
  category_id: text().trim().min(1).max(80),
  products: z
    .array(
      z.object({
        product_id: z.string().uuid(),
        category_id: text().trim().min(1).max(80),
        subcategory_id: text().trim().max(80).nullable().optional(),
      }),
    )
    .max(5000)
    .default([]),
  subcategories: z
    .array(
      z.object({
        id: text().trim().min(1).max(80),
        action: z.enum(['delete', 'make_main', 'move']),
        target_parent_id: text().trim().max(80).optional(),
      }),
    )
    .max(500)
    .default([]),
});
export type ReassignAndDelete = z.infer<typeof reassignAndDeleteSchema>;

// Reference data --------------------------------------------------------------------------------

export const taxGroupSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  rate: z.number(),
});
export const unitCodeSchema = z.object({ code: z.string(), name: z.string(), sort_order: z.number().int() });
export const uiTranslationSchema = z.object({ key: z.string(), value: z.string() });
export const uiTranslationsQuerySchema = z.object({
  lang: z.enum(['tr', 'en']).default('tr'),
  prefix: text().trim().max(50).optional(),
});

// Dashboard and audit log -----------------------------------------------------------------------

export const dashboardStatsSchema = z.object({
  total_products: z.number().int(),
  categories: z.number().int(),
  configurable_products: z.number().int(),
  average_price_minor: z.number().int(),
  /** Till sessions left open past their business day: to be closed before those tills sell (issue 32). */
  till_sessions_to_close: z.number().int(),
});

export const auditEntrySchema = z.object({
  id: z.string(),
  actor_email: z.string().nullable(),
  action: z.string(),
  entity_type: z.string(),
  entity_id: z.string(),
  summary: z.string(),
  at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

// Storage ---------------------------------------------------------------------------------------

export const uploadResultSchema = z.object({
  Key: z.string(),
  path: z.string(),
  publicUrl: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  /** Resized WebP copies for product images (width -> public URL). */
  variants: z.record(z.string(), z.string()).optional(),
});

export const storageObjectSchema = z.object({
  name: z.string(),
  created_at: z.string(),
  size: z.number().int(),
  content_type: z.string(),
  publicUrl: z.string(),
});
