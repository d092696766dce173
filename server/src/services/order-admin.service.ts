import {
  type OrderDetail,
  type OrderListFilters,
  type OrderSaving,
  PAYMENT_TIMEOUT_MS,
  RECEIPT_LINK_TTL_SECONDS,
} from '@kiosk/contracts';
import {
  allowedNextStatuses,
  cartTotals,
  lineEditLock,
  ORDERS_CHANNEL,
  type OrderPayment,
  orderMoney,
  type Principal,
  shownPaymentStatus,
  statusChangeRefusal,
} from '@kiosk/domain';
import { AppError, errors } from '../errors.js';
import { publishEvent } from '../realtime/realtime-bus.js';
import type { Repositories } from '../repositories/index.js';
import type { UrlSigner } from '../storage/signed-urls.js';
import type { Storage } from '../storage/storage.js';
import { cancelRefundReason } from './cancel-refund-reason.js';
import { exportOrders } from './order-export.js';
import { editedLines } from './order-line-edit.js';
import { isSearched, listCustomer, searchPage, statusesFor } from './order-list.js';
import {
  changeOrderStatus,
  lineEditRefusalError,
  lockOrderWithPayment,
  type OrderPayments,
  refuseLinesChange,
} from './order-status-change.js';
import { enqueueLineChanges } from './printing/printing.service.js';
import { presentTillPart, presentTillRefund } from './till-present.js';

type StoredCustomer = {
  firstName?: string;
  familyName?: string;
  email?: string;
  phone?: string;
  tcKimlikNo?: string;
  address?: string;
  neighborhood?: string;
  district?: string;
  company?: string;
};

const presentCustomer = (raw: unknown) => {
  const c = raw as StoredCustomer | null;
  if (!c) return null;
  const address = [c.address, c.neighborhood, c.district].filter(Boolean).join(', ');
  return {
    first_name: c.firstName ?? '',
    last_name: c.familyName ?? '',
    email: c.email || null,
    phone: c.phone || null,
    company_name: c.company || null,
    address: address || null,
    tc_kimlik_no: c.tcKimlikNo || null,
  };
};

/** The till's refund use case (TillService): the back office gives a paid order's money back through it. */
export interface OrderRefunds {
  orderPayments(principal: Principal, orderId: string): Promise<{ paid_minor: number }>;
  refund(
    principal: Principal,
    orderId: string,
    input: { reason: string },
  ): Promise<{ paid_minor: number; refunded_minor: number }>;
}

/**
 * The steps the back office offers: the domain's, and cancelling an order whose money is kept, since
 * its cancel gives that money back first (updateStatus).
 */
function backOfficeNextStatuses(raw: string, payment: OrderPayment): string[] {
  const refusal = statusChangeRefusal(raw, 'cancelled', payment);
  const next: string[] = allowedNextStatuses(raw, payment);
  return refusal === 'order_paid_refund_required' ? [...next, 'cancelled'] : next;
}

const REFUND_NOT_SETTLED =
  'Ödeme terminalde iade edilemedi veya iade henüz tamamlanmadı; sipariş iptal edilmedi. Ödemeler ve İadeler bölümünü kontrol edip yeniden deneyin.';

/** The orders back office: get-orders, get-order-detail, update-order-status, update-order-items, receipts. */
export class OrderAdminService {
  constructor(
    private readonly repos: Repositories,
    private readonly storage: Storage,
    private readonly signer: UrlSigner,
    private readonly payments?: OrderPayments,
    private readonly refunds?: OrderRefunds,
  ) {}

  async list(query: OrderListFilters & { page: number; limit: number }) {
    // issue 34: a search or the store, channel, method or staff filter
    if (isSearched(query)) return searchPage(this.repos, query);
    const statuses = statusesFor(query.status);
    const { total, rows } = await this.repos.orderAdmin.page({
      ...(statuses ? { statuses } : {}),
      ...(query.startDate ? { from: new Date(query.startDate) } : {}),
      page: query.page,
      limit: query.limit,
    });
    return {
      success: true as const,
      data: rows.map((row) => {
        return {
          id: row.id,
          order_number: row.order_number,
          reference_number: row.reference_number,
          status: row.status,
          payment_status: row.payment_status,
          // a refunded order reads refunded in the list as in its detail, not paid
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
          order_items: [{ count: row.item_count }],
          pos_details: row.pos_sale_number === null ? [] : [{ pos_sale_number: row.pos_sale_number }],
        };
      }),
      pagination: {
        totalPages: Math.max(1, Math.ceil(total / query.limit)),
        total,
        page: query.page,
        limit: query.limit,
      },
    };
  }

  /** The orders list as CSV or XLSX with its filters (issue 34; at most ORDERS_EXPORT_MAX_ROWS orders). */
  export(query: OrderListFilters & { format: 'csv' | 'xlsx'; lang: 'tr' | 'en' }) {
    return exportOrders(this.repos, query);
  }

  /** The stores and staff accounts the list's filters offer (issue 34). */
  async filterChoices() {
    return { success: true as const, data: await this.repos.orderSearch.filterChoices() };
  }

  async detail(orderId: string, repos: Repositories = this.repos): Promise<OrderDetail> {
    const till = repos.till;
    const [order, parts, reversals, history] = await Promise.all([
      repos.orderAdmin.detail(orderId),
      till.parts(orderId),
      till.reversals(orderId),
      repos.orderSearch.statusHistory(orderId),
    ]);
    if (!order) throw new AppError('not_found', 404, 'Sipariş bulunamadı');
    const { lines, pos, payment, receipts } = order;
    const money = orderMoney(
      order.total_minor,
      parts.map((p) => ({ status: p.status, amountMinor: Number(p.amount_minor) })),
      reversals.map((r) => ({ status: r.status, amountMinor: Number(r.amount_minor) })),
    );
    // the same facts the status change and the money lock decide on
    const payment_state = {
      paymentStatus: order.payment_status,
      paymentInProgress: order.payment_in_progress,
      keptMinor: money.paidMinor,
      collectedMinor: money.collectedMinor,
      refundedMinor: money.refundedMinor,
    };
    const itemsLock = lineEditLock(order.status, payment_state);
    // a store node's order is changed at the store (issue 36): shown read-only here
    const owned = order.owned_by_store_node === true;
    const closed = ['cancelled', 'payment_failed', 'abandoned'].includes(order.status);
    return {
      id: order.id,
      order_number: order.order_number,
      reference_number: order.reference_number,
      status: order.status,
      allowed_next_statuses: owned ? [] : backOfficeNextStatuses(order.status, payment_state),
      items_editable: !owned && itemsLock === undefined,
      owned_by_store_node: owned,
      items_lock: itemsLock ?? null,
      version: order.version,
      payment_status: order.payment_status,
      payment_state: shownPaymentStatus(order.status, payment_state),
      paid_minor: money.paidMinor,
      refunded_minor: money.refundedMinor,
      // a paid order without recorded payments (older data) owes nothing; a cancelled one neither
      due_minor: closed || order.payment_status === 'paid' ? 0 : money.remainingMinor,
      payment_method: order.payment_method,
      order_type: order.order_type,
      currency_code: order.currency_code === 'TL' ? 'TRY' : order.currency_code,
      created_at: order.created_at.toISOString(),
      completed_at: order.completed_at?.toISOString() ?? null,
      kiosk_device_id: order.kiosk_device_id,
      notes: order.notes,
      subtotal_minor: order.subtotal_minor,
      tax_amount_minor: order.tax_minor,
      total_amount_minor: order.total_minor,
      gross_minor: Number(order.gross_minor),
      discount_minor: Number(order.discount_minor),
      metadata: (order.metadata as Record<string, unknown>) ?? {},
      order_items: lines.map(presentDetailLine),
      customer: presentCustomer(order.customer),
      pos_details: pos ? [presentPos(pos)] : [],
      payment_details: payment ? presentCard(payment) : null,
      receipts: {
        customer_receipt_id: receipts.find((r) => r.receipt_type === 'customer')?.storage_path ?? null,
        merchant_receipt_id: receipts.find((r) => r.receipt_type === 'merchant')?.storage_path ?? null,
      },
      payments: parts.map((part) => presentTillPart(part, reversals, PAYMENT_TIMEOUT_MS)),
      refunds: reversals.map((reversal) => presentTillRefund(reversal, parts)),
      status_history: history.map((h) => ({ ...h, changed_at: h.changed_at.toISOString() })),
    };
  }

  /**
   * A step the domain allows for the order's payment (see changeOrderStatus, shared with
   * manage-orders). Cancelling an order whose money was taken first gives all of it back through
   * the till's refund use case (cash returned, card parts voided the same day or refunded at the
   * terminal that took them); only when nothing is kept is the order cancelled (409
   * refund_not_settled otherwise: the order stays as it was).
   */
  async updateStatus(
    principal: Principal,
    orderId: string,
    status: string,
    reason?: string,
    description?: string,
  ) {
    if (status === 'cancelled' && this.refunds) {
      const before = await this.refunds.orderPayments(principal, orderId);
      if (before.paid_minor > 0) {
        const why = cancelRefundReason(reason, description);
        const after = await this.refunds.refund(principal, orderId, { reason: why });
        if (after.paid_minor > 0) {
          throw new AppError('refund_not_settled', 409, REFUND_NOT_SETTLED, {
            paid_minor: after.paid_minor,
            refunded_minor: after.refunded_minor,
          });
        }
      }
    }
    await changeOrderStatus(this.repos, this.payments, principal, orderId, status, {
      reason,
      description,
      via: 'back_office',
    });
    return { success: true as const };
  }

  /**
   * Replaces an order's lines. Existing lines keep their price and customizations; new products
   * come at their catalogue price and VAT rate; every total is computed here. An edit made against
   * an older version of the order is refused (version_conflict). The money lock decides the rest
   * (refuseLinesChange: nothing while a part is live, never below what the parts collected, a paid
   * order keeps its totals). The order row is locked for the transaction, so a payment cannot
   * start or settle between the check and the write.
   */
  async updateItems(
    orderId: string,
    version: number | undefined,
    items: Array<{ id?: string | undefined; product_id: string; quantity: number }>,
  ) {
    if (items.length === 0) {
      throw errors.validation([
        { field: 'items', message: 'Sipariş en az bir ürün içermelidir', key: 'orderNeedsItems' },
      ]);
    }
    return this.repos.transaction(async (repos) => {
      const orders = repos.order;
      const admin = repos.orderAdmin;
      const { order, payment } = await lockOrderWithPayment(repos, orderId);
      if (lineEditLock(order.status, payment) === 'closed') {
        throw lineEditRefusalError('order_not_editable', payment);
      }
      // Without a version (the spec's request shape) the edit applies to the order as it is now;
      // the write below still refuses it if someone changes the order in between.
      const expected = version ?? order.version;
      if (order.version !== expected) {
        throw new AppError(
          'version_conflict',
          409,
          'The order was changed by someone else. Reload it to see the latest version.',
          {
            current_version: order.version,
          },
        );
      }
      const existing = new Map((await orders.lines([orderId])).map((l) => [l.id, l]));
      // a meal deal's parts and the savings were priced together: this edit would lose them
      if ([...existing.values()].some((l) => l.kind !== 'item' || Number(l.discount_minor) > 0)) {
        throw new AppError(
          'order_priced_by_rules',
          409,
          'This order has a meal deal or a discount: change it at the till, or cancel and refund it',
        );
      }
      const products = new Map(
        (await orders.productsForLines([...new Set(items.map((i) => i.product_id))])).map((p) => [p.id, p]),
      );
      const lines = editedLines(items, existing, products);
      const totals = cartTotals(lines);
      refuseLinesChange(order, payment, totals);
      const replaced = await admin.replaceLines(orderId, expected, lines, {
        subtotal_minor: totals.subtotal_minor,
        tax_minor: totals.vat_minor,
        total_minor: totals.total_minor,
      });
      if (!replaced)
        throw new AppError(
          'version_conflict',
          409,
          'The order was changed by someone else. Reload it to see the latest version.',
        );
      // the kitchen prints what changed: new lines "EK", lines taken off "İPTAL" (issue 35)
      await enqueueLineChanges(repos, order, [...existing.values()], lines);
      await publishEvent(repos.db, {
        channel: ORDERS_CHANNEL,
        event: 'UPDATE',
        table: 'orders',
        payload: { id: orderId, items: true },
      });
      return { success: true as const, data: await this.detail(orderId, repos) };
    });
  }

  /** A 5-minute signed link to a receipt image. */
  async receiptUrl(orderId: string, type: 'customer' | 'merchant') {
    const receipt = await this.repos.orderAdmin.receipt(orderId, type);
    if (!receipt) throw new AppError('receipt_not_found', 404, 'Fiş bulunamadı');
    const url = this.signer.sign('receipts', receipt.storage_path, RECEIPT_LINK_TTL_SECONDS);
    return { success: true as const, url, urls: { original: url } };
  }

  /** Serves a private file for a valid, unexpired signed link. */
  async readSigned(bucket: string, path: string, expires: number, token: string) {
    const verdict = this.signer.verify(bucket, path, expires, token);
    if (verdict !== 'ok') {
      throw new AppError(
        'forbidden',
        403,
        verdict === 'expired' ? 'The link has expired' : 'The link is not valid',
      );
    }
    const object = await this.storage.get(bucket, path);
    if (!object) throw errors.notFound('File');
    return object;
  }
}

type DetailRow = NonNullable<Awaited<ReturnType<Repositories['orderAdmin']['detail']>>>;

/** An order line in the back office's detail, its customizations numbered per line. */
function presentDetailLine(line: DetailRow['lines'][number]): OrderDetail['order_items'][number] {
  return {
    id: line.id,
    product: line.product_id ? { id: line.product_id } : null,
    product_name: line.product_name,
    product_sku: line.product_sku,
    quantity: line.quantity,
    unit_price_minor: line.unit_price_minor,
    total_price_minor: line.total_price_minor,
    vat_rate: line.vat_rate,
    vat_amount_minor: line.vat_minor,
    configurations: (line.configurations as Array<Record<string, unknown>>).map((c, i) => ({
      id: `${line.id}:${i}`,
      step_name: String(c.step_name ?? ''),
      option_name: String(c.option_name ?? ''),
      quantity: Number(c.quantity ?? 1),
      unit_price_minor: Number(c.unit_price_minor ?? 0),
    })),
    kind: line.kind,
    parent_item_id: line.parent_item_id,
    deal_group_name: line.deal_group_name,
    gross_minor: Number(line.gross_minor),
    discount_minor: Number(line.discount_minor),
    savings: line.savings as OrderSaving[],
  };
}

/** The terminal's sale document of a card-paid order. */
function presentPos(pos: NonNullable<DetailRow['pos']>): OrderDetail['pos_details'][number] {
  return {
    pos_sale_number: pos.pos_sale_number,
    terminal_id: pos.terminal_id,
    invoice_no: pos.invoice_no,
    document_no: pos.document_no,
    document_type: pos.document_type,
    merchant_id: pos.merchant_id,
    sale_inquiry_link: pos.sale_inquiry_link,
    financial_documents: pos.financial_documents as unknown[],
  };
}

/** The card that paid, as the terminal reported it. */
function presentCard(
  payment: NonNullable<DetailRow['payment']>,
): NonNullable<OrderDetail['payment_details']> {
  return {
    card_brand: payment.card_brand,
    card_last4: payment.card_last4,
    card_type: payment.card_type,
    authorization_code: payment.authorization_code,
    batch_no: payment.batch_no,
    response_code: payment.response_code,
  };
}
