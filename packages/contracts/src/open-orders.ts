import { z } from 'zod';
import {
  customerInfoSchema,
  managerPinSchema,
  manualDiscountInputSchema,
  orderItemSchema,
  orderLineInputSchema,
} from './orders.js';
import { text } from './text.js';

/** Open orders (tabs) shared by every till. */
export const OPEN_ORDER_STATUS_VALUES = [
  'OPEN',
  'PENDING',
  'PARTIAL_PAYMENT',
  'COMPLETED',
  'CANCELLED',
] as const;
export const OPEN_ORDER_LABEL_KIND_VALUES = ['table', 'name', 'pager'] as const;
export const OPEN_ORDER_CANCEL_REASONS = [
  'customer_request',
  'wrong_order',
  'payment_issue',
  'out_of_stock',
  'other',
] as const;

const openOrderLinesSchema = z.array(orderLineInputSchema).max(100);

export const openOrderLabelSchema = z.object({
  kind: z.enum(OPEN_ORDER_LABEL_KIND_VALUES),
  text: text().trim().min(1, 'Label is required').max(40),
});

export const createOpenOrderSchema = z.object({
  label: openOrderLabelSchema,
  note: text().trim().max(500).optional(),
  customer: customerInfoSchema.optional(),
  items: openOrderLinesSchema.default([]),
  discounts: z.array(manualDiscountInputSchema).max(20).optional(),
  manager_pin: managerPinSchema.optional(),
});
export type CreateOpenOrder = z.infer<typeof createOpenOrderSchema>;

export const updateOpenOrderSchema = z.object({
  /** The version the cashier's copy was read at: the save is refused if the order moved on. */
  expected_version: z.number().int().min(1),
  items: openOrderLinesSchema,
  /** The tab's manual discounts as they are now (replaces the saved ones; `line` indexes `items`). */
  discounts: z.array(manualDiscountInputSchema).max(20).optional(),
  manager_pin: managerPinSchema.optional(),
  label: openOrderLabelSchema.optional(),
  note: text().trim().max(500).nullable().optional(),
  /** Required to save an empty `items` over a tab that has lines (409 `open_order_would_empty`). */
  confirm_empty: z.literal(true).optional(),
});
export type UpdateOpenOrder = z.infer<typeof updateOpenOrderSchema>;

export const cancelOpenOrderSchema = z.object({
  expected_version: z.number().int().min(1).optional(),
  reason: z.enum(OPEN_ORDER_CANCEL_REASONS, {
    message: 'A cancel reason is required',
  }),
  description: text().trim().max(500).default(''),
});
export type CancelOpenOrder = z.infer<typeof cancelOpenOrderSchema>;

export const listOpenOrdersSchema = z.object({
  q: text().trim().max(100).optional(),
  /** Comma-separated open statuses; default OPEN, PENDING, PARTIAL_PAYMENT. */
  status: text().max(100).optional(),
  /** A business day (ISO date). */
  date: z.string().date().optional(),
});

export const openOrderSchema = z.object({
  id: z.string(),
  order_number: z.string(),
  reference_number: z.number().int(),
  status: z.enum(OPEN_ORDER_STATUS_VALUES),
  back_office_status: z.string(),
  label: openOrderLabelSchema,
  note: z.string().nullable(),
  customer: z.record(z.string(), z.unknown()).nullable(),
  version: z.number().int(),
  subtotal_minor: z.number().int(),
  tax_minor: z.number().int(),
  total_minor: z.number().int(),
  gross_minor: z.number().int(),
  discount_minor: z.number().int(),
  /** The tab's manual discounts as saved (`line` indexes `items`), to edit them again. */
  discounts: z.array(manualDiscountInputSchema),
  paid_minor: z.number().int(),
  remaining_minor: z.number().int(),
  created_at: z.string(),
  created_by: z.string().nullable(),
  updated_at: z.string(),
  updated_by: z.string().nullable(),
  items: z.array(orderItemSchema),
});
export type OpenOrder = z.infer<typeof openOrderSchema>;

/** The 409 version_conflict's details: who changed the order, when, and its version now. */
export const versionConflictDetailsSchema = z.object({
  version: z.number().int(),
  updated_by: z.string().nullable(),
  updated_at: z.string(),
});
