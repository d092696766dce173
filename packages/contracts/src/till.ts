import { z } from 'zod';
import { PAYMENT_STEPS } from './orders.js';
import { text } from './text.js';

/**
 * The cashier's till (sale app): its terminal, payments in parts (card, cash, split), refunds and
 * the terminal test screen. Every route here is for staff (permission 'cashier'); refunds have
 * their own rule (admins always, cashiers on the order's business day).
 *
 * Money: integer minor units (kuruş). An order's paid amount is the sum of its approved payments
 * minus its completed refunds; it becomes paid when nothing remains.
 */

// The till's terminal ---------------------------------------------------------------------------

/** A card terminal a till may be linked to (active, not deleted). */
export const tillTerminalSchema = z.object({
  id: z.string().uuid(),
  device_name: z.string().nullable(),
  pos_serial_number: z.string(),
  terminal_id: z.string().nullable(),
  merchant_id: z.string().nullable(),
  ip_address: z.string().nullable(),
  port: z.number().int(),
  payment_mode: z.enum(['REST', 'CLOUD']),
  connection_status: z.enum(['connected', 'connecting', 'disconnected']),
  /** The terminal is the simulator (test environment): its next outcome can be chosen. */
  test_environment: z.boolean(),
});
export type TillTerminal = z.infer<typeof tillTerminalSchema>;

/** GET /api/till/terminals: the terminals a till can be linked to. */
export const tillTerminalListSchema = z.array(tillTerminalSchema);

/** Every till call that uses the terminal names it; the server checks it exists and is active. */
export const tillTerminalRefSchema = z.object({ pos_device_id: z.string().uuid() });

/** POST /api/till/terminal/check: can the terminal be reached now (top bar state)? */
export const tillTerminalCheckSchema = z.object({
  pos_device_id: z.string().uuid(),
  connected: z.boolean(),
  message: z.string().nullable(),
});
export type TillTerminalCheck = z.infer<typeof tillTerminalCheckSchema>;

// Payments --------------------------------------------------------------------------------------

export const TILL_PAYMENT_METHODS = ['card', 'cash'] as const;
export type TillPaymentMethod = (typeof TILL_PAYMENT_METHODS)[number];

/**
 * POST /api/till/orders/:orderId/payments (Idempotency-Key header recommended).
 * amount_minor: this part (at most what remains). Cash: tendered_minor >= amount_minor, change is
 * tendered - amount. Only one part of an order runs at a time (409 'payment_in_progress').
 */
export const startTillPaymentSchema = z.object({
  pos_device_id: z.string().uuid(),
  method: z.enum(TILL_PAYMENT_METHODS),
  amount_minor: z.number().int().min(1).max(100_000_000),
  tendered_minor: z.number().int().min(1).max(100_000_000).optional(),
});
export type StartTillPayment = z.infer<typeof startTillPaymentSchema>;

export const tillPaymentSchema = z.object({
  id: z.string().uuid(),
  order_id: z.string().uuid(),
  method: z.enum(TILL_PAYMENT_METHODS),
  amount_minor: z.number().int(),
  tendered_minor: z.number().int().nullable(),
  change_minor: z.number().int().nullable(),
  /** The same steps as the kiosk's payment screen: connecting -> waiting -> paid | failed | ... */
  step: z.enum(PAYMENT_STEPS),
  /** Card terminal error code (TERMINAL_ERROR_CODES) or a payment error code. */
  error_code: z.string().nullable(),
  /** The text to show (the spec's card-terminal / payment messages), in the server's wording. */
  error_message: z.string().nullable(),
  /** The terminal's sale number (transaction id) once approved. */
  transaction_id: z.string().nullable(),
  card: z.object({ brand: z.string().nullable(), last4: z.string().nullable() }).nullable(),
  /** Amount of this payment already refunded or voided. */
  refunded_minor: z.number().int(),
  created_at: z.string(),
  created_by: z.string().nullable(),
  /** The terminal's customer receipt image (PNG), when it sent one. */
  receipt_url: z.string().nullable(),
  /** The terminal is the simulator (test environment): the till may choose the next outcome. */
  test_environment: z.boolean(),
});
export type TillPayment = z.infer<typeof tillPaymentSchema>;

export const tillRefundSchema = z.object({
  id: z.string().uuid(),
  order_id: z.string().uuid(),
  payment_id: z.string().uuid(),
  method: z.enum(TILL_PAYMENT_METHODS),
  /** 'void': cancelled at the terminal the same day; 'refund': refunded at the terminal; cash: returned. */
  kind: z.enum(['void', 'refund', 'cash_return']),
  amount_minor: z.number().int(),
  status: z.enum(['pending', 'completed', 'failed']),
  error_message: z.string().nullable(),
  reason: z.string(),
  lines: z.array(z.object({ order_item_id: z.string().uuid(), quantity: z.number().int() })),
  created_at: z.string(),
  created_by: z.string().nullable(),
});
export type TillRefund = z.infer<typeof tillRefundSchema>;

/** GET /api/till/orders/:orderId/payments: where the order's money stands. */
export const tillOrderPaymentsSchema = z.object({
  order_id: z.string().uuid(),
  order_number: z.string(),
  reference_number: z.number().int(),
  status: z.string(),
  total_minor: z.number().int(),
  paid_minor: z.number().int(),
  remaining_minor: z.number().int(),
  refunded_minor: z.number().int(),
  payments: z.array(tillPaymentSchema),
  refunds: z.array(tillRefundSchema),
  /** Whether the caller may refund this order now (admin, or cashier on its business day). */
  can_refund: z.boolean(),
});
export type TillOrderPayments = z.infer<typeof tillOrderPaymentsSchema>;

/** POST /api/till/test-outcome: the simulator's next outcome (test environment only). */
export const tillTestOutcomeSchema = z.object({
  pos_device_id: z.string().uuid(),
  outcome: z.string().max(40),
  delayMs: z.number().int().min(0).max(600_000).default(1500),
});

// Refunds ---------------------------------------------------------------------------------------

/**
 * POST /api/till/orders/:orderId/refunds: the whole order (no lines) or chosen lines. The server
 * works out which payments give the money back (cash first, then card parts: void on the same
 * business day, refund later) and answers the order's new payment state.
 */
export const createTillRefundSchema = z.object({
  pos_device_id: z.string().uuid(),
  reason: text().trim().min(1).max(500),
  lines: z
    .array(z.object({ order_item_id: z.string().uuid(), quantity: z.number().int().min(1).max(99) }))
    .max(100)
    .optional(),
});
export type CreateTillRefund = z.infer<typeof createTillRefundSchema>;

// The payment terminal test screen ---------------------------------------------------------------

/** One request to the terminal and its answer, as support staff need to read them. */
/**
 * What the till's terminal test says, by code (the result's message_code, an exchange's
 * error_code); the till translates them (`sale.terminalTest.messages.<code>`).
 */
export const TERMINAL_TEST_MESSAGE_CODES = [
  'generic',
  'deviceInfoRead',
  'connected',
  'noAddress',
  'addressNotAllowed',
  'notAccessible',
  'noAnswer',
  'connectionLost',
  'answerTooLarge',
  'answerCutOff',
  'notATerminal',
  'connectionFailed',
  'simulatorRefused',
  'saleNeverReached',
  'saleRefused',
  'saleNoAnswer',
  'saleEnded',
  'approvedVoidLeft',
  'approvedVoided',
  'approvedNotVoided',
] as const;
export type TerminalTestMessageCode = (typeof TERMINAL_TEST_MESSAGE_CODES)[number];

export const terminalExchangeSchema = z.object({
  operation: z.string(),
  request: z.unknown(),
  response: z.unknown(),
  /** HTTP status (REST) or null (CLOUD / no answer). */
  status: z.number().int().nullable(),
  duration_ms: z.number().int(),
  error: z.string().nullable(),
  /** REST: why nothing usable came back (address_not_allowed, not_a_terminal, ...), for the translated log. */
  error_code: z.string().nullable().optional(),
});
export type TerminalExchange = z.infer<typeof terminalExchangeSchema>;

export const terminalTestDeviceInfoSchema = z.object({
  serial_number: z.string(),
  terminal_id: z.string(),
  merchant_id: z.string(),
  version: z.string(),
  model: z.string().nullable(),
});

/** What a test sale did: the charge, and the void that gives the money back at once. */
export const terminalTestSaleOutcomeSchema = z.object({
  amount_minor: z.number().int(),
  /** approved: charged (then voided); declined: the terminal refused (error_code says why). */
  status: z.enum(['approved', 'declined', 'unknown']),
  sale_number: z.string().nullable(),
  error_code: z.string().nullable(),
  /** The terminal's own text for a refusal (Turkish, English in brackets). */
  error_message: z.string().nullable(),
  voided: z.boolean(),
  void_number: z.string().nullable(),
  /** The outcome forced on the simulator, when one was. */
  forced_outcome: z.string().nullable(),
});
export type TerminalTestSaleOutcome = z.infer<typeof terminalTestSaleOutcomeSchema>;

/** Every test-screen answer: what happened and the raw exchanges behind it. */
export const terminalTestResultSchema = z.object({
  ok: z.boolean(),
  /** English, for logs; the till shows `message_code` translated with `message_params`. */
  message: z.string(),
  message_code: z.string().default('generic'),
  message_params: z.record(z.string(), z.string()).default({}),
  device_info: terminalTestDeviceInfoSchema.nullable(),
  /** Test sales only (null for device info and connection checks). */
  sale: terminalTestSaleOutcomeSchema.nullable().default(null),
  /** The terminal is the simulator (its next outcome can be chosen). */
  test_environment: z.boolean().default(false),
  exchanges: z.array(terminalExchangeSchema),
});
export type TerminalTestResult = z.infer<typeof terminalTestResultSchema>;

/**
 * POST /api/till/terminal-test/{device-info|check-connection|sale}. A test sale of 1-10 TL is
 * voided at once when approved (no money stays on a test), and written to the audit log.
 */
export const terminalTestSaleSchema = z.object({
  pos_device_id: z.string().uuid(),
  amount_minor: z.number().int().min(100).max(1000).default(100),
  /** Simulator only: the outcome to force (SIMULATOR_OUTCOMES). */
  outcome: z.string().max(40).optional(),
});
