import { z } from 'zod';
import { queryInt } from './query.js';
import { text } from './text.js';

// Till sessions (issue 32): a till's float, cash in / out, handover, blind close, X report --------

/** The most a drawer may hold or move at once (kuruş): the domain's TILL_AMOUNT_CEILING_MINOR. */
const CEILING = 1_000_000_000;

/**
 * A count by denomination in kuruş ("20000": 2 two-hundred-lira notes, "5": 3 five-kuruş coins).
 * Only the listed denominations, whole non-negative quantities: checked field by field
 * (`count.<denomination>`) by the server.
 */
export const denominationCountSchema = z.record(z.string().max(6), z.number());

export const openTillSessionSchema = z
  .object({
    pos_device_id: z.string().uuid(),
    /** The float counted by denomination, or */
    count: denominationCountSchema.optional(),
    /** its plain total (kuruş). */
    float_minor: z.number().int().min(0).max(CEILING).optional(),
  })
  .refine((b) => b.count !== undefined || b.float_minor !== undefined, {
    path: ['count'],
    message: 'Give the float counted by denomination (count) or its total (float_minor)',
  });
export type OpenTillSession = z.infer<typeof openTillSessionSchema>;

export const TILL_CASH_REASONS = ['cash_added', 'bank_deposit', 'supplier_payment', 'other'] as const;

export const tillCashMovementInputSchema = z.object({
  direction: z.enum(['in', 'out']),
  /** cash_added (in), bank_deposit / supplier_payment (out), other (either; note required). */
  reason: z.enum(TILL_CASH_REASONS),
  amount_minor: z.number().int().min(1).max(CEILING),
  note: text().trim().max(500).optional(),
});
export type TillCashMovementInput = z.infer<typeof tillCashMovementInputSchema>;

/** A count given by denomination or as a plain total, with a note (required above the threshold). */
const countedSchema = z
  .object({
    count: denominationCountSchema.optional(),
    counted_minor: z.number().int().min(0).max(CEILING).optional(),
    note: text().trim().max(500).optional(),
  })
  .refine((b) => b.count !== undefined || b.counted_minor !== undefined, {
    path: ['count'],
    message: 'Give the count by denomination (count) or its total (counted_minor)',
  });

export const closeTillSessionSchema = countedSchema;
export type CloseTillSession = z.infer<typeof closeTillSessionSchema>;

export const handoverTillSessionSchema = z.intersection(
  z.object({ to_user_id: z.string().uuid() }),
  countedSchema,
);
export type HandoverTillSession = z.infer<typeof handoverTillSessionSchema>;

export const tillCashMovementSchema = z.object({
  id: z.string().uuid(),
  direction: z.enum(['in', 'out']),
  reason: z.enum(TILL_CASH_REASONS),
  amount_minor: z.number().int(),
  note: z.string().nullable(),
  created_by_email: z.string().nullable(),
  created_at: z.string(),
});

export const tillHandoverSchema = z.object({
  id: z.string().uuid(),
  from_email: z.string().nullable(),
  to_email: z.string().nullable(),
  counted_minor: z.number().int(),
  expected_minor: z.number().int(),
  difference_minor: z.number().int(),
  note: z.string().nullable(),
  created_at: z.string(),
});

/** A session as the till and the back office list it; the close's figures once closed (blind close). */
export const tillSessionSchema = z.object({
  id: z.string().uuid(),
  pos_device_id: z.string().uuid(),
  device_name: z.string().nullable(),
  store_id: z.string().uuid().nullable(),
  status: z.enum(['open', 'closed']),
  business_day: z.string(),
  /** Open on an earlier business day: must be closed before the till sells again. */
  must_close: z.boolean(),
  float_minor: z.number().int(),
  float_count: z.record(z.string(), z.number()).nullable(),
  opened_by_email: z.string().nullable(),
  opened_at: z.string(),
  cashier_user_id: z.string().uuid().nullable(),
  cashier_email: z.string().nullable(),
  closed_by_email: z.string().nullable(),
  closed_at: z.string().nullable(),
  expected_minor: z.number().int().nullable(),
  counted_minor: z.number().int().nullable(),
  counted_count: z.record(z.string(), z.number()).nullable(),
  difference_minor: z.number().int().nullable(),
  close_note: z.string().nullable(),
});
export type TillSession = z.infer<typeof tillSessionSchema>;

/** A staff account the till may be handed to (GET /api/till/cashiers): no secrets. */
export const tillCashierSchema = z.object({
  id: z.string().uuid(),
  email: z.string(),
  display_name: z.string().nullable(),
  role: z.enum(['cashier', 'admin', 'super_admin']),
});
export type TillCashier = z.infer<typeof tillCashierSchema>;

/** The till's current session (null: none open) and whether cash needs one (setting till_sessions_required). */
export const tillCurrentSessionSchema = z.object({
  session: tillSessionSchema.nullable(),
  sessions_required: z.boolean(),
});

/** The X report (any time) and the close report of one session. */
export const tillSessionReportSchema = z.object({
  kind: z.enum(['X', 'close']),
  session: tillSessionSchema,
  generated_at: z.string(),
  by_method: z.array(
    z.object({ method: z.enum(['card', 'cash']), count: z.number().int(), amount_minor: z.number().int() }),
  ),
  /** Lines of the orders paid (in part or whole) in the session, by KDV rate. */
  by_vat_rate: z.array(
    z.object({ vat_rate: z.number(), gross_minor: z.number().int(), vat_minor: z.number().int() }),
  ),
  refunds: z.object({
    count: z.number().int(),
    cash_minor: z.number().int(),
    card_minor: z.number().int(),
  }),
  /**
   * Discounts given on the orders paid in the session (issue 33): the orders with any, the total,
   * and per kind (promotions, manual discounts) the orders it was given on and its amount.
   */
  discounts: z.object({
    orders: z.number().int(),
    discount_minor: z.number().int(),
    promotions: z.object({ count: z.number().int(), discount_minor: z.number().int() }),
    manual: z.object({ count: z.number().int(), discount_minor: z.number().int() }),
  }),
  cash_in_minor: z.number().int(),
  cash_out_minor: z.number().int(),
  movements: z.array(tillCashMovementSchema),
  handovers: z.array(tillHandoverSchema),
  /** float + cash sales - cash refunds + cash in - cash out. */
  expected_cash_minor: z.number().int(),
  counted_minor: z.number().int().nullable(),
  difference_minor: z.number().int().nullable(),
  orders_count: z.number().int(),
  first_order_number: z.string().nullable(),
  last_order_number: z.string().nullable(),
});
export type TillSessionReport = z.infer<typeof tillSessionReportSchema>;

/** The answer to a close: the counted, expected and difference shown after the blind count. */
export const tillSessionCloseResultSchema = z.object({
  session: tillSessionSchema,
  report: tillSessionReportSchema,
});

export const listTillSessionsSchema = z.object({
  from: z.string().date().optional(),
  to: z.string().date().optional(),
  store_id: z.string().uuid().optional(),
  pos_device_id: z.string().uuid().optional(),
  status: z.enum(['open', 'closed']).optional(),
  page: queryInt(1, 10_000).optional(),
  page_size: queryInt(1, 200).optional(),
});
export type ListTillSessions = z.infer<typeof listTillSessionsSchema>;

export const tillSessionPageSchema = z.object({
  items: z.array(tillSessionSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});

export const tillSessionDetailSchema = z.object({
  session: tillSessionSchema,
  movements: z.array(tillCashMovementSchema),
  handovers: z.array(tillHandoverSchema),
});
