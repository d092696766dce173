import { z } from 'zod';
import { text } from './text.js';

/**
 * Issue 33's pricing rules as the back office writes them and the menu carries them: meal deals,
 * promotions, channel prices and dayparts. These schemas check shapes only; the rules (a group's
 * min <= max, dates in order, a channel listed, one price per store and channel, ...) are the
 * domain's field-named checks (packages/domain/src/pricing), run by the server. The shapes are the
 * domain's input types, so an app hands them to `priceCart` as they are.
 */

const uuid = z.string().uuid();
const kurus = z.number().int().min(-100_000_000).max(100_000_000);
const clock = text().max(8);
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD');

/** A time window (daypart): [start, end) on the outlet's wall clock, "HH:MM[:SS]", weekdays ISO 1..7. */
export const timeWindowSchema = z.object({
  start: clock,
  end: clock,
  weekdays: z.array(z.number().int()).max(7).optional(),
});

// Meal deals -------------------------------------------------------------------------------

export const dealGroupWriteSchema = z.object({
  /** An existing group's id keeps it (carts naming it stay valid); absent: a new group. */
  id: uuid.optional(),
  name: text().trim().max(100),
  min: z.number().int().min(0).max(99),
  max: z.number().int().min(0).max(99),
  choices: z.array(z.object({ product_id: uuid, price_delta_minor: kurus })).max(100),
});

export const dealWriteSchema = z.object({ groups: z.array(dealGroupWriteSchema).max(20) });
export const dealCreateSchema = dealWriteSchema.extend({ product_id: uuid });

const dealGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  min: z.number().int(),
  max: z.number().int(),
  choices: z.array(z.object({ product_id: z.string(), price_delta_minor: z.number().int() })),
});

/** A deal as the domain's `MealDeal` needs it (its base price is the product's channel price). */
export const dealSchema = z.object({
  product_id: z.string(),
  name: z.string(),
  price_minor: z.number().int(),
  groups: z.array(dealGroupSchema),
});
export type Deal = z.infer<typeof dealSchema>;

// Promotions -------------------------------------------------------------------------------

const targetSchema = z.object({
  product_ids: z.array(uuid).max(200).optional(),
  category_ids: z.array(text().max(100)).max(200).optional(),
});

const promotionKindSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('percent_off'), percent: z.number() }),
  z.object({ type: z.literal('amount_off'), amount_minor: kurus }),
  z.object({ type: z.literal('nth_item_percent'), n: z.number().int(), percent: z.number() }),
  z.object({ type: z.literal('buy_x_get_y'), buy: z.number().int(), get: z.number().int() }),
  z.object({
    type: z.literal('bundle_price'),
    components: z.array(targetSchema.extend({ quantity: z.number().int() })).max(10),
    price_minor: kurus,
  }),
]);

export const ORDER_CHANNEL_VALUES = ['kiosk', 'till', 'open_order', 'delivery'] as const;

export const promotionWriteSchema = z.object({
  name: text().trim().max(120),
  active: z.boolean().default(true),
  stackable: z.boolean().default(false),
  channels: z.array(z.enum(ORDER_CHANNEL_VALUES)).max(4),
  store_ids: z.array(uuid).max(100).default([]),
  valid_from: date.nullable().default(null),
  valid_until: date.nullable().default(null),
  times: z.array(timeWindowSchema).max(20).default([]),
  target: targetSchema.default({}),
  kind: promotionKindSchema,
});
export type PromotionWrite = z.infer<typeof promotionWriteSchema>;

/** A promotion as the domain's `Promotion` (plus its bookkeeping). */
export const promotionSchema = promotionWriteSchema.extend({
  id: z.string(),
  target: z.object({ product_ids: z.array(z.string()), category_ids: z.array(z.string()) }),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PromotionRecord = z.infer<typeof promotionSchema>;

// Channel prices and dayparts --------------------------------------------------------------

export const PRICE_CHANNEL_VALUES = ['kiosk', 'till', 'delivery'] as const;

const channelPriceEntry = z.object({
  store_id: uuid.nullable(),
  channel: z.enum(PRICE_CHANNEL_VALUES).nullable(),
  price_minor: kurus,
});
export const channelPricesWriteSchema = z.object({ prices: z.array(channelPriceEntry).max(200) });

export const channelPriceSchema = channelPriceEntry.extend({
  product_id: z.string(),
  store_id: z.string().nullable(),
});
export type ChannelPriceRecord = z.infer<typeof channelPriceSchema>;

export const availabilityWriteSchema = z.object({ windows: z.array(timeWindowSchema).max(20) });

export const availabilitySchema = z.object({
  owner: z.enum(['product', 'category']),
  owner_id: z.string(),
  windows: z.array(timeWindowSchema),
});
export type Availability = z.infer<typeof availabilitySchema>;

// The menu's rules and the admin's preview --------------------------------------------------

/** What the kiosk and the till get with the menu to price a cart with `priceCart`. */
export const menuPricingSchema = z.object({
  deals: z.array(dealSchema),
  /** Every active promotion with its windows (the apps switch at the boundaries themselves). */
  promotions: z.array(promotionSchema),
  channel_prices: z.array(channelPriceSchema),
  availability: z.array(availabilitySchema),
  /** Manual discounts above this need a manager's PIN (absent: none needed). */
  manual_discount_limit: z
    .object({ max_amount_minor: z.number().int().optional(), max_percent: z.number().optional() })
    .optional(),
  /** The outlet's IANA time zone, which the windows are read in. */
  time_zone: z.string(),
});
export type MenuPricing = z.infer<typeof menuPricingSchema>;

const selectionSchema = z.record(z.string().max(100), z.record(z.string().max(100), z.number().int()));

export const pricePreviewSchema = z.object({
  channel: z.enum(ORDER_CHANNEL_VALUES),
  store_id: uuid.nullable().default(null),
  /** The instant to price at (ISO); absent: now. */
  at: z.string().datetime({ offset: true }).optional(),
  lines: z
    .array(
      z.object({
        id: text().max(100).optional(),
        product_id: uuid,
        quantity: z.number().int(),
        selection: selectionSchema.default({}),
        parts: z
          .array(
            z.object({
              group_id: z.string().max(100),
              product_id: uuid,
              selection: selectionSchema.default({}),
            }),
          )
          .max(50)
          .optional(),
      }),
    )
    .min(1)
    .max(100),
});
export type PricePreview = z.infer<typeof pricePreviewSchema>;

const savingSchema = z.object({
  kind: z.enum(['promotion', 'manual']),
  id: z.string(),
  name: z.string(),
  amount_minor: z.number().int(),
});
const taxedSchema = z.object({
  vat_rate: z.number(),
  amount_minor: z.number().int(),
  vat_minor: z.number().int(),
});

/** `priceCart`'s answer as it is, with the instant priced. */
export const pricedCartSchema = z.object({
  at: z.string(),
  lines: z.array(
    z.object({
      line_id: z.string(),
      product_id: z.string(),
      quantity: z.number().int(),
      unit_gross_minor: z.number().int(),
      gross_minor: z.number().int(),
      savings: z.array(savingSchema),
      discount_minor: z.number().int(),
      net_minor: z.number().int(),
      vat_minor: z.number().int(),
      taxes: z.array(taxedSchema),
      parts: z.array(
        taxedSchema.extend({
          group_id: z.string(),
          product_id: z.string(),
          selection: selectionSchema,
          list_unit_minor: z.number().int(),
        }),
      ),
    }),
  ),
  totals: z.object({
    gross_minor: z.number().int(),
    discount_minor: z.number().int(),
    total_minor: z.number().int(),
    vat_minor: z.number().int(),
    vat_by_rate: z.array(
      z.object({ vat_rate: z.number(), total_minor: z.number().int(), vat_minor: z.number().int() }),
    ),
    savings: z.array(savingSchema),
    subtotal_minor: z.number().int(),
  }),
  needs_approval: z.boolean(),
  issues: z.array(z.object({ field: z.string(), code: z.string() })),
});
