import { z } from 'zod';

/** A business day, YYYY-MM-DD (outlet time zone). */
export const businessDaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD')
  .refine(
    (day) =>
      !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) &&
      new Date(`${day}T00:00:00Z`).toISOString().startsWith(day),
    'must be a real calendar date',
  );

/** The longest custom range of the sales dashboard, in days (both ends included). */
export const MAX_REPORT_RANGE_DAYS = 366;

/** What is wrong with a custom range (null: nothing): the start after the end, or too long. */
export function customRangeProblem(from: string, to: string): 'order' | 'too_long' | null {
  if (from > to) return 'order';
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;
  return days > MAX_REPORT_RANGE_DAYS ? 'too_long' : null;
}

export const salesRangeQuerySchema = z
  .object({
    preset: z.enum(['today', 'yesterday', 'this_week', 'this_month', 'custom']).default('today'),
    from: businessDaySchema.optional(),
    to: businessDaySchema.optional(),
  })
  .superRefine((q, ctx) => {
    if (q.preset !== 'custom') return;
    if (!q.from) ctx.addIssue({ code: 'custom', path: ['from'], message: 'required for a custom range' });
    if (!q.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'required for a custom range' });
    const problem = q.from && q.to ? customRangeProblem(q.from, q.to) : null;
    if (problem === 'order')
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'must not be before from' });
    if (problem === 'too_long')
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `a range is at most ${MAX_REPORT_RANGE_DAYS} days`,
      });
  });
export type SalesRangeQuery = z.infer<typeof salesRangeQuerySchema>;

const minor = z.number().int();
const dayRangeSchema = z.object({ from: z.string(), to: z.string() });

export const salesSummarySchema = z.object({
  gross_sales_minor: minor,
  orders: z.number().int(),
  average_ticket_minor: minor,
  card_minor: minor,
  cash_minor: minor,
  refunds_minor: minor,
});

const grossToNetSchema = z.object({
  /** List prices before savings. */
  gross_minor: minor,
  discount_minor: minor,
  /** What was paid: gross − discount. */
  sales_minor: minor,
  /** Completed voids, refunds and cash returns (a deal: its share of them). */
  refunds_minor: minor,
  /** Sales − refunds. */
  net_minor: minor,
});

/**
 * Discounts and meal deals (issue 33; domain buildDiscountReport): gross, discounts and net by
 * channel, the promotions and manual discounts given, and the deals sold.
 */
export const discountReportSchema = grossToNetSchema.extend({
  by_channel: z.array(
    grossToNetSchema.extend({
      channel: z.enum(['kiosk', 'till', 'open_order', 'delivery']),
      orders: z.number().int(),
    }),
  ),
  /** By discount given, largest first; times = lines it applied to, quantity = their units. */
  promotions: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      times: z.number().int(),
      quantity: z.number().int(),
      discount_minor: minor,
    }),
  ),
  manual: z.object({
    count: z.number().int(),
    discount_minor: minor,
    by_reason: z.array(z.object({ reason: z.string(), count: z.number().int(), discount_minor: minor })),
  }),
  /** By deals sold, most first; net = its parts' amounts less its share of refunds. */
  deals: z.array(
    grossToNetSchema.extend({
      product_key: z.string(),
      name: z.string(),
      count: z.number().int(),
      quantity: z.number().int(),
    }),
  ),
});
export type DiscountReport = z.infer<typeof discountReportSchema>;

export const salesDashboardSchema = z.object({
  range: dayRangeSchema,
  previous: dayRangeSchema,
  summary: salesSummarySchema,
  previous_summary: salesSummarySchema,
  /** Today's open orders (not yet paid) and orders waiting in the kitchen (paid, not ready). */
  live: z.object({ open_orders: z.number().int(), in_kitchen: z.number().int() }),
  by_hour: z.array(
    z.object({
      hour: z.number().int(),
      gross_minor: minor,
      previous_gross_minor: minor,
      orders: z.number().int(),
    }),
  ),
  top_products: z.array(
    z.object({ product_key: z.string(), name: z.string(), quantity: z.number().int(), gross_minor: minor }),
  ),
  by_channel: z.array(
    z.object({ channel: z.enum(['kiosk', 'till']), orders: z.number().int(), gross_minor: minor }),
  ),
  by_order_type: z.array(z.object({ order_type: z.string(), orders: z.number().int(), gross_minor: minor })),
  by_source: z.array(
    z.object({
      channel: z.enum(['kiosk', 'till']),
      source_key: z.string(),
      name: z.string(),
      orders: z.number().int(),
      gross_minor: minor,
    }),
  ),
  /**
   * Suggestions before payment in the range: paid orders whose customer was shown the suggestions
   * step, and those of them with a line added from it (take rate = accepted / shown).
   */
  suggestions: z.object({ shown_orders: z.number().int(), accepted_orders: z.number().int() }).optional(),
  discounts: discountReportSchema.optional(),
});
export type SalesDashboard = z.infer<typeof salesDashboardSchema>;

const moneyTotalsSchema = z.object({ sales_minor: minor, refunds_minor: minor, net_minor: minor });

export const zReportSchema = z.object({
  business_day: z.string(),
  gross_sales_minor: minor,
  refunds_minor: minor,
  net_sales_minor: minor,
  by_method: z.object({ card: moneyTotalsSchema, cash: moneyTotalsSchema }),
  by_vat_rate: z.array(
    z.object({
      vat_rate: z.number().int(),
      gross_minor: minor,
      vat_minor: minor,
      net_base_minor: minor,
      // Refunds by rate (absent only in reports closed before they were split by rate): completed
      // reversals at this rate, gross - refunds, the KDV of that net and its matrah.
      refund_minor: minor.optional(),
      net_minor: minor.optional(),
      net_vat_minor: minor.optional(),
      net_net_base_minor: minor.optional(),
    }),
  ),
  vat_total_minor: minor,
  net_base_total_minor: minor,
  /** Sums of the rates' net KDV and net matrah (absent in reports closed before the split). */
  net_vat_total_minor: minor.optional(),
  net_net_base_total_minor: minor.optional(),
  counts: z.object({ sales: z.number().int(), cancellations: z.number().int(), refunds: z.number().int() }),
  first_sale_at: z.string().nullable(),
  last_sale_at: z.string().nullable(),
  terminals: z.array(moneyTotalsSchema.extend({ terminal_key: z.string(), name: z.string() })),
  collected_minor: minor,
  unreconciled_minor: minor,
  /** Discounts and meal deals (absent in reports closed before issue 33). */
  discounts: discountReportSchema.optional(),
});
export type ZReport = z.infer<typeof zReportSchema>;

export const zReportResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    /** The outlet's name for the printout's header (the active businesses; null: none). */
    outlet_name: z.string().nullable(),
    /** The closed report when the day is closed, else the live one. */
    report: zReportSchema,
    closing: z
      .object({
        /** The Z number: how many days were closed up to this one. */
        z_number: z.number().int().positive(),
        closed_at: z.string(),
        closed_by: z.string().nullable(),
        /** When a figure of the day first changed after the close (null: unchanged). */
        changed_at: z.string().nullable(),
        /** The live report when it differs from the closed one. */
        current: zReportSchema.nullable(),
      })
      .nullable(),
    /** The till sessions opened that day with their over / short (issue 32; GET /api/admin/till-sessions/:id). */
    till_sessions: z.array(
      z.object({
        id: z.string().uuid(),
        pos_device_id: z.string().uuid(),
        device_name: z.string().nullable(),
        status: z.enum(['open', 'closed']),
        expected_minor: z.number().int().nullable(),
        counted_minor: z.number().int().nullable(),
        difference_minor: z.number().int().nullable(),
      }),
    ),
  }),
});
export type ZReportResponse = z.infer<typeof zReportResponseSchema>['data'];

export const zReportQuerySchema = z.object({ day: businessDaySchema });
export const closeDayBodySchema = z.object({ day: businessDaySchema });
export const zReportCsvQuerySchema = z.object({
  day: businessDaySchema,
  lang: z.enum(['tr', 'en']).default('tr'),
});
