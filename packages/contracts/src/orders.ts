import { z } from 'zod';
import { queryInt } from './query.js';
import { text } from './text.js';

export const ORDER_TYPES = ['eat_in', 'takeaway'] as const;

export const customerInfoSchema = z.object({
  firstName: text().trim().max(100).default(''),
  familyName: text().trim().max(100).default(''),
  tcKimlikNo: text().trim().max(11).default(''),
  district: text().trim().max(100).default(''),
  email: text().trim().max(254).optional(),
  phone: text().trim().max(30).optional(),
  neighborhood: text().max(200).optional(),
  address: text().max(1000).optional(),
});
export type CustomerInfoInput = z.infer<typeof customerInfoSchema>;

/** Chosen option quantities per step: { [stepId]: { [optionId]: quantity } }. */
export const selectionSchema = z.record(
  z.string().uuid(),
  z.record(z.string().uuid(), z.number().int().min(0).max(99)),
);

/** A meal deal's chosen part: the group it fills, the product chosen there and its own options. */
export const dealPartInputSchema = z.object({
  group_id: z.string().uuid(),
  product_id: z.string().uuid(),
  selection: selectionSchema.default({}),
});

/** One cart line as the apps send it (the kiosk, the till and open orders). */
export const orderLineInputSchema = z.object({
  product_id: z.string().uuid(),
  quantity: z.number().int().min(1).max(99),
  selection: selectionSchema.default({}),
  /** The chosen parts when the product is a meal deal (domain DealPart); refused on other products. */
  parts: z.array(dealPartInputSchema).max(20).optional(),
});
export type OrderLineInput = z.infer<typeof orderLineInputSchema>;

/**
 * A manual discount at the till or on an open order (domain ManualDiscount): percent (0 < p <= 100)
 * or an amount in kuruş, on one line (`line`: its index in `items`) or on the whole order, with a
 * reason. Above the back office's limit the order needs `manager_pin`.
 */
export const manualDiscountInputSchema = z
  .object({
    type: z.enum(['percent', 'amount']),
    value: z.number().positive().max(100_000_000),
    reason: text().trim().min(1, 'A reason is required').max(200),
    scope: z.enum(['line', 'order']),
    line: z.number().int().min(0).max(99).optional(),
  })
  .superRefine((d, ctx) => {
    if (d.type === 'percent' && d.value > 100) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'A percentage is at most 100' });
    }
    if (d.type === 'amount' && !Number.isInteger(d.value)) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'An amount is whole kuruş' });
    }
    if (d.scope === 'line' && d.line === undefined) {
      ctx.addIssue({ code: 'custom', path: ['line'], message: 'A line discount names its line' });
    }
  });
export type ManualDiscountInput = z.infer<typeof manualDiscountInputSchema>;

/** A manager's approval PIN (4-8 digits). */
export const managerPinSchema = z.string().regex(/^\d{4,8}$/, 'A PIN is 4 to 8 digits');

/** PUT /rest/v1/me/approval-pin: an admin sets their own approval PIN, confirmed by their password. */
export const approvalPinWriteSchema = z.object({
  pin: managerPinSchema,
  password: z.string().min(1, 'Your password is required').max(200),
});
/** Whether the signed-in admin has an approval PIN (the PIN itself is never returned). */
export const approvalPinStateSchema = z.object({ has_approval_pin: z.boolean() });

export const createOrderSchema = z.object({
  /** Also accepted as the Idempotency-Key header. */
  idempotency_key: text().trim().min(8).max(100).optional(),
  order_type: z.enum(ORDER_TYPES).default('eat_in'),
  payment_method: z.enum(['card', 'cash']).default('card'),
  items: z
    .array(
      orderLineInputSchema.extend({
        /** The customer added this line from the suggestions before payment. */
        suggested: z.boolean().optional(),
      }),
    )
    .min(1)
    .max(100),
  /** Manual discounts (till only: a kiosk's are refused with `manual_discount_not_allowed`). */
  discounts: z.array(manualDiscountInputSchema).max(20).optional(),
  /** A manager's PIN when the discounts go over the back office's limit. */
  manager_pin: managerPinSchema.optional(),
  /**
   * The promotions the client priced the cart with (optional). Each must still apply to this order
   * (in force now, this store, this channel), else 409 `promotion_not_applicable` names it
   * (`promotion_ids.<k>`, its code the domain's promotionRefusal: promotion_expired, …_wrong_store, …).
   */
  promotion_ids: z.array(z.string().uuid()).max(20).optional(),
  customer: customerInfoSchema.optional(),
  notes: text().trim().max(500).optional(),
  /** Pay at a till (setting pay_at_counter): the order is created as an open order. */
  pay_at_counter: z.boolean().optional(),
  /** The kiosk showed the suggestions step ("Yanında ne olsun?") for this order. */
  suggestions_shown: z.boolean().optional(),
});
export type CreateOrder = z.infer<typeof createOrderSchema>;

export const orderConfigurationSchema = z.object({
  step_id: z.string(),
  step_name: z.string(),
  option_id: z.string(),
  option_name: z.string(),
  quantity: z.number().int(),
  unit_price_minor: z.number().int(),
});

/** A saving on a line or an order: an automatic promotion, or a manual discount (its reason as name). */
export const orderSavingSchema = z.object({
  kind: z.enum(['promotion', 'manual']),
  id: z.string(),
  name: z.string(),
  amount_minor: z.number().int(),
});
export type OrderSaving = z.infer<typeof orderSavingSchema>;

const orderItemBaseSchema = z.object({
  id: z.string(),
  product_id: z.string().nullable(),
  product_name: z.string(),
  product_sku: z.string().nullable(),
  quantity: z.number().int(),
  /** The list price of one (channel price + options), before savings. */
  unit_price_minor: z.number().int(),
  /** What the customer pays for the line: gross − discount. */
  total_price_minor: z.number().int(),
  vat_rate: z.number(),
  vat_minor: z.number().int(),
  configurations: z.array(orderConfigurationSchema),
});

/** A meal deal's part: its group, and its share of the deal's price (VAT at its own rate). */
export const orderItemPartSchema = orderItemBaseSchema.extend({
  group_id: z.string().nullable(),
  group_name: z.string(),
});
export type OrderItemPart = z.infer<typeof orderItemPartSchema>;

export const orderItemSchema = orderItemBaseSchema.extend({
  /** unit × quantity before savings. */
  gross_minor: z.number().int(),
  discount_minor: z.number().int(),
  savings: z.array(orderSavingSchema),
  /** A meal deal's parts (their totals add up to the line's total); empty for a plain line. */
  parts: z.array(orderItemPartSchema),
});

export const orderSummarySchema = z.object({
  id: z.string(),
  order_number: z.string(),
  reference_number: z.number().int(),
  status: z.string(),
  payment_status: z.string(),
  payment_method: z.string(),
  order_type: z.string(),
  currency_code: z.string(),
  subtotal_minor: z.number().int(),
  tax_minor: z.number().int(),
  total_minor: z.number().int(),
  /** Before savings, and the savings (total = gross − discount). */
  gross_minor: z.number().int(),
  discount_minor: z.number().int(),
  /** Where it was sold: kiosk, till, open_order (delivery later). */
  channel: z.string(),
  kiosk_id: z.string().nullable(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  customer: z.record(z.string(), z.unknown()).nullable(),
  items: z.array(orderItemSchema),
  pos_sale_number: z.string().nullable(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/**
 * An order in the till's list of the day: with how its payment is shown (packages/domain
 * shownPaymentStatus: paid, refunded, partially_refunded, pending, failed, unpaid, in_progress).
 */
export const tillOrderSummarySchema = orderSummarySchema.extend({ payment_state: z.string() });
export type TillOrderSummary = z.infer<typeof tillOrderSummarySchema>;

export const listOrdersSchema = z.object({ date: z.string().date().optional() });
export const updateOrderStatusSchema = z.object({
  orderId: z.string().uuid(),
  status: z.enum(['pending', 'confirmed', 'preparing', 'ready', 'completed', 'cancelled']),
  reason: text().trim().max(500).optional(),
});

// Kiosk payment ------------------------------------------------------------------------------

export const PAYMENT_STEPS = [
  'creating_order',
  'connecting',
  'waiting',
  'paid',
  'failed',
  'cancelled',
  'timed_out',
] as const;
export const MAX_PAYMENT_ATTEMPTS = 3;
export const PAYMENT_TIMEOUT_MS = 3 * 60_000;
export const RESULT_AUTO_CLOSE_MS = 3000;

export const startPaymentSchema = z.object({ order_id: z.string().uuid() });
export const paymentStatusQuerySchema = z.object({ attempt_id: z.string().uuid() });
/** The longest a status request may wait for the attempt to move on (long poll). */
export const PAYMENT_STATUS_MAX_WAIT_MS = 10_000;
/**
 * GET kiosk-payment/status. With `wait_ms` and the `step` the kiosk already shows, the answer comes
 * when the attempt moves on from that step, or after `wait_ms` with the same step (a long poll in
 * place of asking every few hundred ms).
 */
export const paymentStatusWaitQuerySchema = paymentStatusQuerySchema.extend({
  wait_ms: queryInt(0, PAYMENT_STATUS_MAX_WAIT_MS).optional(),
  step: z.enum(PAYMENT_STEPS).optional(),
});

export const paymentAttemptSchema = z.object({
  attempt_id: z.string(),
  order_id: z.string(),
  attempt_no: z.number().int(),
  /** connecting -> waiting -> paid | failed | cancelled | timed_out */
  step: z.enum(PAYMENT_STEPS),
  error_code: z.string().nullable(),
  error_message: z.string().nullable(),
  retries_left: z.number().int(),
  /** The order's attempts that count against MAX_PAYMENT_ATTEMPTS (the customer's cancels do not). */
  attempts_used: z.number().int(),
  order_number: z.string(),
  reference_number: z.number().int(),
  total_minor: z.number().int(),
  /** The terminal simulator's address when the kiosk's terminal is the test environment, else null. */
  test_environment_url: z.string().nullable(),
});
export type PaymentAttempt = z.infer<typeof paymentAttemptSchema>;

/**
 * GET kiosk-payment/availability: whether the kiosk can take a card now, asked before the customer
 * orders. `no_pos_device`: no active terminal is linked to it; `unreachable`: its terminal does not answer.
 */
export const cardAvailabilitySchema = z.object({
  available: z.boolean(),
  reason: z.enum(['no_pos_device', 'unreachable']).nullable(),
});
export type CardAvailability = z.infer<typeof cardAvailabilitySchema>;

// POS device local service calls --------------------------------------------------------------

export const deviceInfoRequestSchema = z.object({
  ipAddress: text().trim().min(1).max(100),
  /** A JSON integer; `true` or `"12"` are refused, not read as 1 or 12. */
  port: z.number().int().min(1).max(65535).optional(),
  serialNumber: text().trim().min(1).max(64),
  fingerprint: text().trim().min(1).max(200),
});
export const checkConnectionRequestSchema = z.object({
  kioskId: z.string().uuid(),
  posDeviceId: z.string().uuid(),
});
