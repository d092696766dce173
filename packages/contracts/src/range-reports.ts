import { z } from 'zod';
import { businessDaySchema } from './sales-reports.js';

/**
 * Reports beyond one day (issue 34): sales of a range of business days (both ends included, at
 * most a year) with the previous period of the same length beside it. Every amount is integer
 * kuruş; "gross" is what the paid orders' lines came to (what customers paid, after discounts),
 * "net" is gross less completed refunds and voids (on their order's business day).
 */

/** The channels an order is sold through (orders.channel). */
export const RANGE_REPORT_CHANNELS = ['kiosk', 'till', 'open_order', 'delivery'] as const;
export type RangeReportChannel = (typeof RANGE_REPORT_CHANNELS)[number];

/** The longest range, in days (both ends included). */
export const MAX_RANGE_REPORT_DAYS = 366;

/**
 * The query. The order and the length of the range are checked by the server (422 with the
 * stable codes of RANGE_REPORT_ERRORS at their field), not here, so the admin can name them.
 */
export const rangeReportQuerySchema = z.object({
  from: businessDaySchema,
  to: businessDaySchema,
  /** One store's sales only (orders.store_id). */
  store_id: z.string().uuid().optional(),
  /** One channel's sales only. */
  channel: z.enum(RANGE_REPORT_CHANNELS).optional(),
});
export type RangeReportQuery = z.infer<typeof rangeReportQuerySchema>;

/** 422 codes and the field each is reported at (error.details: [{ field, message }]). */
export const RANGE_REPORT_ERRORS = {
  /** More than MAX_RANGE_REPORT_DAYS days. */
  range_too_long: 'to',
  /** `from` after `to`. */
  range_reversed: 'from',
} as const;
export type RangeReportErrorCode = keyof typeof RANGE_REPORT_ERRORS;

/** What is wrong with a range (null: nothing), as the server answers it. */
export function rangeReportProblem(from: string, to: string): RangeReportErrorCode | null {
  if (from > to) return 'range_reversed';
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;
  return days > MAX_RANGE_REPORT_DAYS ? 'range_too_long' : null;
}

const minor = z.number().int();
const count = z.number().int();

export const rangeTotalsSchema = z.object({
  /** Paid orders. */
  orders: count,
  gross_minor: minor,
  /** Completed refunds and cash returns. */
  refunds: count,
  refunds_minor: minor,
  /** Completed voids (a card payment cancelled). */
  voids: count,
  voids_minor: minor,
  /** gross − refunds − voids. */
  net_minor: minor,
  /** gross / orders, rounded to the kuruş (0 without orders). */
  average_ticket_minor: minor,
  /** Units sold (a meal deal counts once, its parts not again). */
  items: count,
  /** items / orders, two decimals (0 without orders). */
  items_per_order: z.number(),
});
export type RangeTotals = z.infer<typeof rangeTotalsSchema>;

/** A row's sales in the range and in the previous period; share = gross / the range's gross (0..1). */
const salesFigures = {
  orders: count,
  gross_minor: minor,
  previous_orders: count,
  previous_gross_minor: minor,
  share: z.number(),
};

const itemRowSchema = z.object({
  /** The product's id (a line without a product: its name). */
  product_key: z.string(),
  name: z.string(),
  quantity: count,
  gross_minor: minor,
  previous_quantity: count,
  previous_gross_minor: minor,
  share: z.number(),
});
export type RangeItemRow = z.infer<typeof itemRowSchema>;

const reversalRowSchema = z.object({
  /** 'refund' counts refunds and cash returns. */
  kind: z.enum(['refund', 'void']),
  count,
  amount_minor: minor,
  previous_count: count,
  previous_amount_minor: minor,
});

export const rangeReportSchema = z.object({
  range: z.object({ from: z.string(), to: z.string(), days: count }),
  /** The same number of days just before the range. */
  previous: z.object({ from: z.string(), to: z.string() }),
  filters: z.object({ store_id: z.string().nullable(), channel: z.enum(RANGE_REPORT_CHANNELS).nullable() }),
  totals: rangeTotalsSchema,
  previous_totals: rangeTotalsSchema,
  /** Every product sold in the range or the previous period, by gross, largest first. */
  by_item: z.array(itemRowSchema),
  /** Up to 10 each, among the products sold in the range (bottom: least first). */
  top_sellers: z.object({ by_quantity: z.array(itemRowSchema), by_amount: z.array(itemRowSchema) }),
  bottom_sellers: z.object({ by_quantity: z.array(itemRowSchema), by_amount: z.array(itemRowSchema) }),
  /** By the product's category at the time of the report (null: no product or no category). */
  by_category: z.array(
    z.object({
      category_id: z.string().nullable(),
      name: z.string(),
      quantity: count,
      gross_minor: minor,
      previous_quantity: count,
      previous_gross_minor: minor,
      share: z.number(),
    }),
  ),
  /** 24 rows, hour 0..23 of the outlet's time zone (the order's creation). */
  by_hour: z.array(z.object({ hour: count, ...salesFigures })),
  /** 7 rows, ISO weekday 1 (Monday) .. 7 (Sunday) of the business day. */
  by_weekday: z.array(z.object({ weekday: count, days: count, previous_days: count, ...salesFigures })),
  /** By the order's store (store_id null: a till order whose store is not known). */
  by_store: z.array(
    z.object({
      store_id: z.string().nullable(),
      name: z.string(),
      ...salesFigures,
      refunds_minor: minor,
      net_minor: minor,
      previous_net_minor: minor,
    }),
  ),
  by_channel: z.array(
    z.object({
      channel: z.enum(RANGE_REPORT_CHANNELS),
      ...salesFigures,
      refunds_minor: minor,
      net_minor: minor,
      previous_net_minor: minor,
    }),
  ),
  /** Approved payment parts by method; refunds = completed refunds and voids on that method. */
  by_payment_method: z.array(
    z.object({
      method: z.string(),
      count,
      amount_minor: minor,
      refunds_minor: minor,
      net_minor: minor,
      previous_count: count,
      previous_amount_minor: minor,
      previous_net_minor: minor,
      /** amount / all methods' amount in the range (0..1). */
      share: z.number(),
    }),
  ),
  /** Completed refunds and voids, by the reason given and by the staff member who gave it. */
  reversals: z.object({
    by_reason: z.array(reversalRowSchema.extend({ reason: z.string() })),
    by_staff: z.array(
      reversalRowSchema.extend({
        user_id: z.string().nullable(),
        /** display name, else e-mail; '' when nobody is recorded. */
        name: z.string(),
      }),
    ),
  }),
});
export type RangeReport = z.infer<typeof rangeReportSchema>;

export const rangeReportResponseSchema = z.object({ success: z.literal(true), data: rangeReportSchema });
