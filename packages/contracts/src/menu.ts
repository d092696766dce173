import { z } from 'zod';
import { alertSettingsSchema } from './alerts.js';
import { menuPricingSchema } from './pricing-rules.js';
import { menuSuggestionSchema } from './suggestions.js';
import { text } from './text.js';

const texts = z.record(z.string(), z.string());
const translations = z.object({ tr: texts, en: texts });

export const menuQuerySchema = z.object({
  lang: z.enum(['tr', 'en']).default('tr'),
  /** Cache busters the spec's clients send; ignored by the server. */
  t: text().max(50).optional(),
  v: text().max(50).optional(),
});

export const menuCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  icon: z.string(),
  color: z.string().nullable(),
  parent_id: z.string().nullable(),
  sort_order: z.number().int(),
  translations,
});

export const UNAVAILABLE_REASONS = ['out_of_stock', 'inactive'] as const;

export const menuProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Stock keeping unit, also the barcode a till's scanner reads (null when none). */
  sku: z.string().nullable().default(null),
  description: z.string().nullable(),
  /** VAT-inclusive price in minor units (kuruş). */
  price_minor: z.number().int(),
  image: z.string().nullable(),
  /** A 320 px WebP copy of an uploaded image, for the kiosk grid. */
  image_small: z.string().nullable(),
  category_id: z.string(),
  subcategory_id: z.string().nullable(),
  category: z.string().nullable(),
  sort_order: z.number().int(),
  translations,
  is_active: z.boolean(),
  in_stock: z.boolean(),
  configurable: z.boolean(),
  unit_code: z.string(),
  unit_name: z.string(),
  vat_rate: z.number(),
  tax_group_code: z.string().nullable(),
  is_available: z.boolean(),
  unavailable_reason: z.enum(UNAVAILABLE_REASONS).nullable(),
});
export type MenuProduct = z.infer<typeof menuProductSchema>;

export const menuStepSchema = z.object({
  id: z.string(),
  title: z.string(),
  subtitle: z.string().nullable(),
  type: z.enum(['radio', 'stepper']),
  required: z.boolean(),
  show_images: z.boolean(),
  translations,
});

export const menuOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  /** What one unit costs now: the linked product's price unless set by hand. */
  price_minor: z.number().int(),
  image: z.string().nullable(),
  product_id: z.string().nullable(),
  is_manual_price: z.boolean(),
  linked_price_minor: z.number().int().nullable(),
  max_quantity: z.number().int(),
  available: z.boolean(),
  translations,
});

export const menuDataSchema = z.object({
  /** Same as the ETag: changes whenever the menu does. */
  version: z.string(),
  language: z.enum(['tr', 'en']),
  generated_at: z.string(),
  categories: z.array(menuCategorySchema),
  products: z.array(menuProductSchema),
  configurationSteps: z.array(menuStepSchema),
  configurationOptions: z.array(menuOptionSchema),
  productConfigurations: z.array(
    z.object({ product_id: z.string(), step_id: z.string(), sort_order: z.number().int() }),
  ),
  stepOptions: z.array(
    z.object({
      step_id: z.string(),
      option_id: z.string(),
      sort_order: z.number().int(),
      is_default: z.boolean(),
    }),
  ),
  /** Issue 34: a product's own price / hidden option of a shared option group (absent in older menus). */
  optionOverrides: z
    .array(
      z.object({
        product_id: z.string(),
        step_id: z.string(),
        option_id: z.string(),
        price_minor: z.number().int().nullable(),
        hidden: z.boolean(),
      }),
    )
    .optional(),
  uiTranslations: z.array(z.object({ key: z.string(), value: z.string() })),
  /** Suggestions before payment, per product and per category (absent in menus cached before). */
  suggestions: z.array(menuSuggestionSchema).optional(),
  /** Issue 33: deals, promotions, channel prices and dayparts, for `priceCart` (absent in older menus). */
  pricing: menuPricingSchema.optional(),
});
export type MenuData = z.infer<typeof menuDataSchema>;

// Settings the kiosk reads ------------------------------------------------------------------

export const PUBLIC_SETTING_KEYS = [
  'customer_info_min_amount',
  'default_language',
  'default_currency',
  'currency_rates',
  'show_product_images',
  'pay_at_counter',
  'success_screen_seconds',
  // issue 32: the back office's settings page reads them (nothing secret)
  'till_sessions_required',
  'till_difference_note_threshold_minor',
  // issue 33: the back office's settings page reads it (the menu carries it to every app anyway)
  'manual_discount_limit',
  // issue 34: the alerts' thresholds and opening hours, read by the settings page (nothing secret)
  'alert_settings',
] as const;

/** How long the kiosk's success screen stays (spec: 3 seconds), a setting within these bounds. */
export const SUCCESS_SCREEN_SECONDS = { default: 3, min: 3, max: 60 } as const;

export const settingsQuerySchema = z.object({
  /** PostgREST style `key=eq.customer_info_min_amount`, or a plain key. */
  key: text()
    .max(100)
    .transform((k) => k.replace(/^eq\./, ''))
    .optional(),
});

export const settingRowSchema = z.object({ key: z.string(), value: z.unknown(), updated_at: z.string() });

export const welcomePageSettingsSchema = z.object({
  slider_enabled: z.boolean(),
  slider_speed: z.number().int(),
  slider_infinite: z.boolean(),
  background_video_url: z.string().nullable(),
  background_video_enabled: z.boolean(),
  show_language_selector: z.boolean(),
  show_kiosk_id: z.boolean(),
  custom_welcome_text: z.object({ tr: z.string(), en: z.string() }),
  custom_subtitle_text: z.object({ tr: z.string(), en: z.string() }),
  selected_products: z.array(z.string()),
  updated_at: z.string().nullable(),
});
export type WelcomePageSettings = z.infer<typeof welcomePageSettingsSchema>;
// WELCOME_PAGE_DEFAULTS: welcome-defaults.ts (no zod: the kiosk's start-up code reads it)

// Settings writes (admin) -------------------------------------------------------------------

export const CURRENCY_CODES = ['TL', 'USD', 'EUR', 'GBP'] as const;

export const settingValueSchemas = {
  customer_info_min_amount: z.object({
    enabled: z.boolean(),
    amount: z.number().min(0).max(100_000_000),
    operator: z.enum(['equal', 'equal_or_greater', 'greater']),
  }),
  default_language: z.enum(['tr', 'en']),
  default_currency: z.enum(CURRENCY_CODES),
  currency_rates: z.record(
    z.string().regex(/^(TL|USD|EUR|GBP)_(TL|USD|EUR|GBP)$/, 'Rates are keyed by pairs such as USD_TL'),
    z.number().min(0).max(1_000_000),
  ),
  show_product_images: z.boolean(),
  /** Kiosk customers may order and pay at a till: such an order is an open order (tab). */
  pay_at_counter: z.boolean(),
  /** Issue 32: no cash part or cash refund at a till without an open till session (default on). */
  till_sessions_required: z.boolean(),
  /** Issue 32: |counted - expected| above which a close or handover needs a note (kuruş; default 5000). */
  till_difference_note_threshold_minor: z
    .number()
    .int('till_difference_note_threshold_minor must be whole kuruş')
    .min(0, 'till_difference_note_threshold_minor must not be negative')
    .max(100_000_000, 'till_difference_note_threshold_minor is too large'),
  /** Issue 33: manual discounts above either bound need a manager's PIN at the till (absent: no bound). */
  manual_discount_limit: z
    .object({
      max_amount_minor: z.number().int().min(0).max(100_000_000).nullable().optional(),
      max_percent: z.number().min(0).max(100).nullable().optional(),
    })
    .strict(),
  /** Seconds the kiosk's success screen stays before the welcome screen (spec: 3). */
  success_screen_seconds: z
    .number()
    .int('success_screen_seconds must be a whole number of seconds')
    .min(
      SUCCESS_SCREEN_SECONDS.min,
      `success_screen_seconds must be between ${SUCCESS_SCREEN_SECONDS.min} and ${SUCCESS_SCREEN_SECONDS.max} seconds`,
    )
    .max(
      SUCCESS_SCREEN_SECONDS.max,
      `success_screen_seconds must be between ${SUCCESS_SCREEN_SECONDS.min} and ${SUCCESS_SCREEN_SECONDS.max} seconds`,
    ),
  /** Issue 34: the alerts' thresholds (minutes) and the outlet's opening hours (absent: the defaults). */
  alert_settings: alertSettingsSchema,
} as const;
export type SettingKey = keyof typeof settingValueSchemas;

export const settingWriteSchema = z.object({ value: z.unknown() });

const storageOrHttpUrl = text()
  .trim()
  .max(2048)
  .refine((v) => v.startsWith('/storage/v1/object/public/') || /^https?:\/\/\S+$/.test(v), {
    message: 'Video must be an uploaded file, a YouTube link or an http(s) URL',
  });

export const welcomePageSettingsWriteSchema = z.object({
  slider_enabled: z.boolean(),
  slider_speed: z.number().int().min(10).max(60),
  slider_infinite: z.boolean(),
  background_video_url: storageOrHttpUrl.nullable(),
  background_video_enabled: z.boolean(),
  show_language_selector: z.boolean(),
  show_kiosk_id: z.boolean(),
  custom_welcome_text: z.object({ tr: text().trim().max(120), en: text().trim().max(120) }),
  custom_subtitle_text: z.object({ tr: text().trim().max(200), en: text().trim().max(200) }),
  selected_products: z.array(z.string().uuid()).max(500),
});
export type WelcomePageSettingsWrite = z.infer<typeof welcomePageSettingsWriteSchema>;
