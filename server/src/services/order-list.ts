import {
  ORDERS_SEARCH_COUNT_AHEAD,
  ORDERS_SEARCH_COUNT_CAP,
  type OrderListItem,
  type OrderListFilters as OrderListQuery,
} from '@kiosk/contracts';
import {
  classifyOrderSearch,
  DISPLAY_STATUSES,
  maskTcKimlikNo,
  RAW_STATUSES,
  shownPaymentStatus,
} from '@kiosk/domain';
import type { OrderStatus } from '../db/schema.js';
import { errors } from '../errors.js';
import type { Repositories } from '../repositories/index.js';
import type { OrderListFilters, OrderSearchRow } from '../repositories/order-search.repository.js';

/** Raw statuses behind a display status (for the list's status filter). */
const RAW_FOR_DISPLAY: Record<string, OrderStatus[]> = {
  pending: ['pending', 'pending_payment'],
  confirmed: ['confirmed', 'paid'],
  preparing: ['preparing'],
  ready: ['ready'],
  completed: ['completed'],
  cancelled: ['cancelled', 'payment_failed', 'abandoned'],
};

/** The raw statuses of the list's status filter (a display status or a raw one); undefined: all. */
export function statusesFor(status: string | undefined): OrderStatus[] | undefined {
  if (!status || status === 'all') return undefined;
  const statuses =
    RAW_FOR_DISPLAY[status] ??
    ((RAW_STATUSES as readonly string[]).includes(status) ? [status as OrderStatus] : undefined);
  if (!statuses) {
    throw errors.validation([
      { field: 'query.status', message: `Unknown status; use one of ${DISPLAY_STATUSES.join(', ')}` },
    ]);
  }
  return statuses;
}

/** Whether the query asks for more than the status and date (then the search repository answers it). */
export const isSearched = (query: OrderListQuery): boolean =>
  Boolean(query.q || query.store || query.channel || query.method || query.staff);

/** The repository's filters of a list query (the search text read by classifyOrderSearch). */
export function listFilters(query: OrderListQuery): OrderListFilters {
  const statuses = statusesFor(query.status);
  return {
    ...(statuses ? { statuses } : {}),
    ...(query.startDate ? { from: new Date(query.startDate) } : {}),
    ...(query.q ? { terms: classifyOrderSearch(query.q) } : {}),
    ...(query.store ? { storeId: query.store } : {}),
    ...(query.channel ? { channel: query.channel } : {}),
    ...(query.method ? { paymentMethod: query.method } : {}),
    ...(query.staff ? { staffId: query.staff } : {}),
  };
}

type StoredCustomer = {
  firstName?: string;
  familyName?: string;
  email?: string;
  phone?: string;
  tcKimlikNo?: string;
};

/** The list's customer: name, e-mail, phone and the T.C. Kimlik No masked. */
export function listCustomer(raw: unknown): OrderListItem['customer'] {
  const c = raw as StoredCustomer | null;
  if (!c) return null;
  return {
    first_name: c.firstName ?? '',
    last_name: c.familyName ?? '',
    email: c.email || null,
    phone: c.phone || null,
    tc_kimlik_masked: maskTcKimlikNo(c.tcKimlikNo),
  };
}

/** A searched list's row as get-orders answers it. */
export function presentSearchRow(row: OrderSearchRow): OrderListItem {
  return {
    id: row.id,
    order_number: row.order_number,
    reference_number: row.reference_number,
    status: row.status,
    payment_status: row.payment_status,
    payment_state: shownPaymentStatus(row.status, {
      paymentStatus: row.payment_status,
      collectedMinor: row.collected_minor,
      refundedMinor: row.refunded_minor,
    }),
    payment_method: row.payment_method,
    total_amount_minor: row.total_minor,
    currency_code: row.currency_code === 'TL' ? 'TRY' : row.currency_code,
    created_at: row.created_at.toISOString(),
    customer: listCustomer(row.customer),
    channel: row.channel,
    store_name: row.store_name,
    staff_email: row.staff_email,
    order_items: [{ count: row.item_count }],
    pos_details: row.pos_sale_number === null ? [] : [{ pos_sale_number: row.pos_sale_number }],
  };
}

/**
 * A searched or filtered page; its matches are counted ORDERS_SEARCH_COUNT_AHEAD past the page's
 * first row (at most ORDERS_SEARCH_COUNT_CAP), so a later page counts further.
 */
export async function searchPage(
  repos: Repositories,
  query: OrderListQuery & { page: number; limit: number },
) {
  const offset = (query.page - 1) * query.limit;
  if (offset >= ORDERS_SEARCH_COUNT_CAP) {
    throw errors.validation([
      {
        field: 'query.page',
        message: `A search shows its first ${ORDERS_SEARCH_COUNT_CAP} orders; narrow it`,
      },
    ]);
  }
  const filters = listFilters(query);
  const { total, capped, rows } = await repos.orderSearch.page(
    filters,
    offset,
    query.limit,
    Math.min(ORDERS_SEARCH_COUNT_CAP, offset + ORDERS_SEARCH_COUNT_AHEAD),
  );
  return {
    success: true as const,
    data: rows.map(presentSearchRow),
    pagination: {
      totalPages: Math.max(1, Math.ceil(total / query.limit)),
      total,
      page: query.page,
      limit: query.limit,
      totalCapped: capped,
    },
  };
}
