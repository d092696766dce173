import { z } from 'zod';
import { orderSavingSchema } from './orders.js';
import { queryInt } from './query.js';
import { text } from './text.js';
import { tillPaymentSchema, tillRefundSchema } from './till.js';

/**
 * The orders list's filters (issue 34): one search text (what it means is read by
 * classifyOrderSearch in @kiosk/domain), store, channel, payment method and staff (who opened it).
 */
export const orderListFiltersSchema = z.object({
  status: text().trim().max(30).optional(),
  startDate: z.string().datetime({ offset: true }).optional(),
  q: text().trim().max(100).optional(),
  store: z.string().uuid().optional(),
  channel: z.enum(['kiosk', 'till', 'open_order', 'delivery']).optional(),
  method: z.enum(['card', 'cash', 'online']).optional(),
  staff: z.string().uuid().optional(),
});
export type OrderListFilters = z.infer<typeof orderListFiltersSchema>;

/** get-orders: 20 per page; status filter; date filter all, today, 7 days, 30 days (startDate); issue 34's filters. */
export const getOrdersQuerySchema = orderListFiltersSchema.extend({
  page: queryInt(1, 1_000_000).default(1),
  limit: queryInt(1, 100).default(20),
});

/** A searched or filtered list shows its first this many matches (a deeper page is refused). */
export const ORDERS_SEARCH_COUNT_CAP = 10_000;
/**
 * A searched or filtered page counts the matches up to this many past its first row (and at most
 * ORDERS_SEARCH_COUNT_CAP): "more than N" beyond. Counting a broad filter's or a common name's
 * matches to 10,000 took longer than the page itself on 1,000,000 orders (bench/HISTORY.md).
 */
export const ORDERS_SEARCH_COUNT_AHEAD = 1_000;
/** The orders list's export holds at most this many orders (the newest matching the filters). */
export const ORDERS_EXPORT_MAX_ROWS = 10_000;

export const exportOrdersQuerySchema = orderListFiltersSchema.extend({
  format: z.enum(['csv', 'xlsx']),
  lang: z.enum(['tr', 'en']).default('tr'),
});

/** The choices of the list's store and staff filters. */
export const orderFilterChoicesSchema = z.object({
  success: z.literal(true),
  data: z.object({
    stores: z.array(z.object({ id: z.string(), name: z.string() })),
    staff: z.array(z.object({ id: z.string(), email: z.string() })),
  }),
});
export type OrderFilterChoices = z.infer<typeof orderFilterChoicesSchema>['data'];

export const orderListItemSchema = z.object({
  id: z.string(),
  order_number: z.string(),
  reference_number: z.number().int(),
  status: z.string(),
  payment_status: z.string(),
  /** What the screens show of the payment: unpaid/failed for orders never paid, not "pending". */
  payment_state: z.string().default('pending'),
  payment_method: z.string(),
  total_amount_minor: z.number().int(),
  currency_code: z.string(),
  created_at: z.string(),
  customer: z
    .object({
      first_name: z.string(),
      last_name: z.string(),
      email: z.string().nullable(),
      /** Issue 34: the phone and the T.C. Kimlik No masked (123******01); the full number only on the detail. */
      phone: z.string().nullable().optional(),
      tc_kimlik_masked: z.string().nullable().optional(),
    })
    .nullable(),
  /** Issue 34: the sales channel, the store and who opened it (a staff account's e-mail). */
  channel: z.string().optional(),
  store_name: z.string().nullable().optional(),
  staff_email: z.string().nullable().optional(),
  /** The spec's "order_items count": one entry holding the number of lines. */
  order_items: z.array(z.object({ count: z.number().int() })),
  /** The spec's "pos_details with pos_sale_number": empty until the order is paid at a terminal. */
  pos_details: z.array(z.object({ pos_sale_number: z.string().nullable() })),
});
export type OrderListItem = z.infer<typeof orderListItemSchema>;

export const getOrdersResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(orderListItemSchema),
  pagination: z.object({
    totalPages: z.number().int(),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
    /**
     * A search or filter matched more orders than were counted (ORDERS_SEARCH_COUNT_AHEAD past the
     * page's first row, at most ORDERS_SEARCH_COUNT_CAP): total is how far the count went.
     */
    totalCapped: z.boolean().optional(),
  }),
});
export type OrdersPage = z.infer<typeof getOrdersResponseSchema>;

export const orderDetailSchema = z.object({
  id: z.string(),
  order_number: z.string(),
  reference_number: z.number().int(),
  status: z.string(),
  allowed_next_statuses: z.array(z.string()),
  items_editable: z.boolean(),
  /**
   * Why the lines cannot be edited: closed (completed or cancelled), paid, or payment_in_progress
   * (a card payment under way at a terminal); null while they can. A paid order's total changes only
   * through a cancellation and refund.
   */
  items_lock: z.enum(['closed', 'paid', 'payment_in_progress']).nullable(),
  /**
   * Issue 36: the order belongs to a store node (central holds its store's up flow): every change is
   * made at the store, central answers 409 order_owned_by_store_node; shown read-only.
   */
  owned_by_store_node: z.boolean().default(false),
  version: z.number().int(),
  payment_status: z.string(),
  /**
   * What the screens show of the payment (pending, in_progress, paid, failed, unpaid, refunded,
   * partially_refunded): from the payments and refunds, not only the raw column.
   */
  payment_state: z.string().default('pending'),
  /** Money taken and not given back, given back, and still due (kuruş). */
  paid_minor: z.number().int().default(0),
  refunded_minor: z.number().int().default(0),
  due_minor: z.number().int().default(0),
  payment_method: z.string(),
  order_type: z.string(),
  currency_code: z.string(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
  kiosk_device_id: z.string().nullable(),
  notes: z.string().nullable(),
  subtotal_minor: z.number().int(),
  tax_amount_minor: z.number().int(),
  total_amount_minor: z.number().int(),
  metadata: z.record(z.string(), z.unknown()),
  order_items: z.array(
    z.object({
      id: z.string(),
      product: z.object({ id: z.string() }).nullable(),
      product_name: z.string(),
      product_sku: z.string().nullable(),
      quantity: z.number().int(),
      unit_price_minor: z.number().int(),
      total_price_minor: z.number().int(),
      vat_rate: z.number(),
      vat_amount_minor: z.number().int(),
      configurations: z.array(
        z.object({
          id: z.string(),
          step_name: z.string(),
          option_name: z.string(),
          quantity: z.number().int(),
          unit_price_minor: z.number().int(),
        }),
      ),
      /**
       * Issue 33: a plain line, a meal deal's header (no money: its parts, the lines whose
       * parent_item_id it is, carry it) or one of its parts (its group's name); before savings,
       * the savings and which promotion or manual discount gave them.
       */
      kind: z.enum(['item', 'deal', 'deal_part']).optional(),
      parent_item_id: z.string().nullable().optional(),
      deal_group_name: z.string().nullable().optional(),
      gross_minor: z.number().int().optional(),
      discount_minor: z.number().int().optional(),
      savings: z.array(orderSavingSchema).optional(),
    }),
  ),
  /** Issue 33: the order before savings, and its savings (total = gross − discount). */
  gross_minor: z.number().int().optional(),
  discount_minor: z.number().int().optional(),
  customer: z
    .object({
      first_name: z.string(),
      last_name: z.string(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
      company_name: z.string().nullable(),
      address: z.string().nullable(),
      /** The full T.C. Kimlik No (the list shows it masked). */
      tc_kimlik_no: z.string().nullable().optional(),
    })
    .nullable(),
  /** Issue 34: every status the order took, oldest first: from (null: created), to, when, who and how. */
  status_history: z
    .array(
      z.object({
        from_status: z.string().nullable(),
        to_status: z.string(),
        changed_at: z.string(),
        actor_kind: z.enum(['user', 'kiosk', 'system']),
        actor_name: z.string().nullable(),
        via: z.string().nullable(),
      }),
    )
    .default([]),
  pos_details: z.array(
    z.object({
      pos_sale_number: z.string().nullable(),
      terminal_id: z.string().nullable(),
      invoice_no: z.string().nullable(),
      document_no: z.string().nullable(),
      document_type: z.string().nullable(),
      merchant_id: z.string().nullable(),
      sale_inquiry_link: z.string().nullable(),
      financial_documents: z.array(z.unknown()),
    }),
  ),
  payment_details: z
    .object({
      card_brand: z.string().nullable(),
      card_last4: z.string().nullable(),
      card_type: z.string().nullable(),
      authorization_code: z.string().nullable(),
      batch_no: z.string().nullable(),
      response_code: z.string().nullable(),
    })
    .nullable(),
  receipts: z.object({
    customer_receipt_id: z.string().nullable(),
    merchant_receipt_id: z.string().nullable(),
  }),
  /**
   * The order's payments (a kiosk sale: one card payment per attempt; the till: card and cash
   * parts), oldest first, with method, amount, step, transaction id, card, who and when.
   */
  payments: z.array(tillPaymentSchema).default([]),
  /** Its refunds, voids and cash returns: kind, amount, status, reason, who and when. */
  refunds: z.array(tillRefundSchema).default([]),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const updateOrderStatusAdminSchema = z.object({
  order_id: z.string().uuid(),
  new_status: z.enum(['pending', 'confirmed', 'preparing', 'ready', 'completed', 'cancelled']),
  reason: z.enum(['customer_request', 'wrong_order', 'payment_issue', 'out_of_stock', 'other']).optional(),
  description: text().trim().max(500).optional(),
});

export const updateOrderItemsSchema = z.object({
  order_id: z.string().uuid(),
  /**
   * The version the editor loaded; a newer one on the server is a conflict. Optional for callers
   * of the spec's shape (then the edit applies to the order as it is).
   */
  version: z.number().int().min(1).optional(),
  items: z
    .array(
      z.object({
        /** An existing line's id; new lines send a temporary id or none. */
        id: text().max(64).optional(),
        product_id: z.string().uuid(),
        quantity: z.number().int().min(1).max(999),
      }),
    )
    .max(200),
});

export const receiptUrlRequestSchema = z.object({
  orderId: z.string().uuid(),
  receiptType: z.enum(['customer', 'merchant']),
});

/** Signed receipt links last 5 minutes. */
export const RECEIPT_LINK_TTL_SECONDS = 300;
