import type { CancelOpenOrder, CreateOpenOrder, OpenOrder, UpdateOpenOrder } from '@kiosk/contracts';
import {
  matchesOpenOrderSearch,
  OPEN_ORDER_BACK_OFFICE_STATUS,
  type OpenOrderRefusal,
  type OpenOrderStatus,
  ORDERS_CHANNEL,
  openOrderCancelRefusal,
  openOrderEmptyingRefusal,
  openOrderStatus,
  type Principal,
} from '@kiosk/domain';
import { AppError } from '../errors.js';
import { publishEvent } from '../realtime/realtime-bus.js';
import type { Repositories } from '../repositories/index.js';
import type { OpenOrderRow } from '../repositories/open-order.repository.js';
import type { OrderRepository } from '../repositories/order.repository.js';
import type { ManagerApprovalService } from './manager-approval.service.js';
import { actorOf, newOrder, presentOrderItems } from './order.service.js';
import { type PricedOrder, priceOrder } from './order-pricing.js';
import {
  changeOrderStatus,
  lockOrderWithPayment,
  type OrderPayments,
  refuseLinesChange,
} from './order-status-change.js';
import type { PricingRuleService } from './pricing/pricing-rules.service.js';
import { atKitchen, enqueueLineChanges } from './printing/printing.service.js';

const OPEN_ORDER_MESSAGES: Record<OpenOrderRefusal | 'version_conflict' | 'not_found', string> = {
  not_found: 'Açık sipariş bulunamadı',
  version_conflict:
    'Açık sipariş siz düzenlerken başka biri tarafından değiştirildi. Güncel hâlini yükleyin; eklediğiniz ürünler kaybolmaz.',
  open_order_closed: 'Tamamlanmış veya iptal edilmiş açık sipariş değiştirilemez',
  payment_in_progress: 'Bu açık siparişin ödemesi terminalde sürüyor. Ödeme sonuçlanınca yeniden deneyin.',
  open_order_paid_refund_required:
    'Bu açık siparişin bir kısmı ödendi. İptal etmeden önce alınan ödemeyi iade edin.',
  nothing_to_pay: 'Bu açık siparişte ödenecek bir şey yok',
  open_order_would_empty:
    'Bu kayıt açık siparişin bütün ürünlerini siler. Boşaltmak isteniyorsa açıkça onaylanmalı (confirm_empty).',
};

const EMPTY: PricedOrder = {
  lines: [],
  totals: { subtotal_minor: 0, tax_minor: 0, total_minor: 0, gross_minor: 0, discount_minor: 0 },
  discounts: [],
  needsApproval: false,
};

/** Discounts compared as given (their fields in one order). */
const discountsKey = (list: OpenOrder['discounts']) =>
  JSON.stringify(list.map((d) => [d.type, d.value, d.reason, d.scope, d.line ?? null]));

const refusal = (code: OpenOrderRefusal, details?: unknown) =>
  new AppError(code, 409, OPEN_ORDER_MESSAGES[code], details);

interface OpenOrderMarks {
  label?: string;
  label_kind?: string;
  note?: string | null;
  created_by?: string;
  updated_by?: string;
  updated_at?: string;
}

function statusOf(row: OpenOrderRow, totalMinor = row.total_minor): OpenOrderStatus {
  return openOrderStatus({
    rawStatus: row.status,
    totalMinor,
    paidMinor: row.collected_minor - row.refunded_minor,
    collectedMinor: row.collected_minor,
    paymentInProgress: row.payment_in_progress,
  });
}

function marksOf(row: OpenOrderRow): OpenOrderMarks {
  return ((row.metadata as Record<string, unknown>)?.open_order as OpenOrderMarks | undefined) ?? {};
}

/** The tab's manual discounts as the cashier gave them (without the amounts they took). */
function savedDiscounts(row: OpenOrderRow): OpenOrder['discounts'] {
  return (row.manual_discounts ?? []).map((d) => ({
    type: d.type as 'percent' | 'amount',
    value: Number(d.value),
    reason: String(d.reason ?? ''),
    scope: d.scope as 'line' | 'order',
    ...(typeof d.line === 'number' ? { line: d.line } : {}),
  }));
}

function present(row: OpenOrderRow, lines: Awaited<ReturnType<OrderRepository['lines']>>): OpenOrder {
  const marks = marksOf(row);
  const status = statusOf(row);
  return {
    id: row.id,
    order_number: row.order_number,
    reference_number: row.reference_number,
    status,
    back_office_status: row.status,
    label: {
      kind: (marks.label_kind as OpenOrder['label']['kind'] | undefined) ?? 'name',
      text: marks.label ?? '',
    },
    note: marks.note ?? null,
    customer: row.customer,
    version: row.version,
    subtotal_minor: row.subtotal_minor,
    tax_minor: row.tax_minor,
    total_minor: row.total_minor,
    gross_minor: row.gross_minor,
    discount_minor: row.discount_minor,
    discounts: savedDiscounts(row),
    paid_minor: row.collected_minor - row.refunded_minor,
    remaining_minor: status === 'CANCELLED' ? 0 : Math.max(0, row.total_minor - row.collected_minor),
    created_at: row.created_at.toISOString(),
    created_by: marks.created_by ?? row.creator_email,
    updated_at: marks.updated_at ?? row.updated_at.toISOString(),
    updated_by: marks.updated_by ?? null,
    items: presentOrderItems(row.id, lines),
  };
}

/**
 * Open orders (tabs) shared by every till: created with their numbers at once, edited with the
 * version the cashier read (one compare-and-set statement; a stale save gets 409 version_conflict
 * naming who changed it and when), paid through the till's parts, cancelled with a reason.
 * Totals are always priced on the server. Changes reach the tills on the 'open-orders' channel
 * (database triggers, so no path can forget them).
 */
export class OpenOrderService {
  constructor(
    private readonly repos: Repositories,
    private readonly pricing: { rules: PricingRuleService; approvals: ManagerApprovalService },
    private readonly payments?: OrderPayments,
  ) {}

  async get(id: string, repos: Repositories = this.repos): Promise<OpenOrder> {
    const row = await repos.openOrder.byId(id);
    if (!row) throw new AppError('not_found', 404, OPEN_ORDER_MESSAGES.not_found);
    return present(row, await repos.order.lines([id]));
  }

  /** Open orders matching the search (label, numbers, customer; Turkish-aware) and statuses. */
  async list(query: { q?: string | undefined; status?: string | undefined; date?: string | undefined }) {
    const statuses = (query.status ?? 'OPEN,PENDING,PARTIAL_PAYMENT')
      .split(',')
      .map((s) => s.trim().toUpperCase())
      .filter((s) => s !== '');
    const rows = (await this.repos.openOrder.list({ ...(query.date ? { date: query.date } : {}) }))
      .filter((row) => statuses.includes('ALL') || statuses.includes(statusOf(row)))
      .filter((row) => {
        const customer = row.customer as { firstName?: string; familyName?: string } | null;
        return matchesOpenOrderSearch(
          {
            label: marksOf(row).label ?? '',
            orderNumber: row.order_number,
            queueNumber: row.reference_number,
            customerName: customer ? `${customer.firstName ?? ''} ${customer.familyName ?? ''}` : null,
            note: marksOf(row).note ?? null,
          },
          query.q ?? '',
        );
      });
    const lines = await this.repos.order.lines(rows.map((r) => r.id));
    return rows.map((row) => present(row, lines));
  }

  /** The admin dashboard's "still open": tabs not closed, opened more than `minutes` ago. */
  async stillOpen(minutes: number): Promise<OpenOrder[]> {
    const rows = (await this.repos.openOrder.stillOpen(new Date(Date.now() - minutes * 60_000))).filter(
      (row) => statusOf(row) !== 'COMPLETED' && statusOf(row) !== 'CANCELLED',
    );
    const lines = await this.repos.order.lines(rows.map((r) => r.id));
    return rows.map((row) => present(row, lines));
  }

  /** A tab's cart priced (channel open_order) with its manual discounts; nothing to price: zero. */
  private price(
    items: CreateOpenOrder['items'],
    discounts: CreateOpenOrder['discounts'],
  ): Promise<PricedOrder> {
    if (items.length === 0 && (discounts ?? []).length === 0) return Promise.resolve(EMPTY);
    return priceOrder(
      { repos: this.repos, pricing: this.pricing.rules },
      { items, channel: 'open_order', storeId: null, discounts },
    );
  }

  async create(principal: Principal, input: CreateOpenOrder): Promise<OpenOrder> {
    const priced = await this.price(input.items, input.discounts);
    const approvedBy = priced.needsApproval
      ? await this.pricing.approvals.approve(principal, input.manager_pin)
      : null;
    const now = new Date();
    const by = actorOf(principal);
    const built = newOrder(principal, priced, {
      channel: 'open_order',
      discount_approved_by: approvedBy,
      order_type: 'eat_in',
      payment_method: 'card',
      kiosk_device_id: null,
      customer: input.customer,
      notes: input.note ?? undefined,
      created_at: now,
      metadata: {
        open_order: {
          label: input.label.text,
          label_kind: input.label.kind,
          note: input.note ?? null,
          created_by: by,
          updated_by: by,
          updated_at: now.toISOString(),
        },
        status_history: [{ from: null, to: 'pending_payment', by, at: now.toISOString() }],
      },
    });
    const created = await this.repos.order.createOrder({ key: undefined, ...built });
    if (!created.created) throw new Error('open order not created');
    return this.get(built.order.id);
  }

  /**
   * Saves lines (and label, note) against the version the cashier read. The compare-and-set is one
   * UPDATE ... WHERE version = expected; the money lock (refuseLinesChange, as every path that
   * changes lines) is checked on the row locked before it, and a refusal rolls the whole change back.
   */
  async update(principal: Principal, id: string, input: UpdateOpenOrder): Promise<OpenOrder> {
    const current = await this.repos.openOrder.byId(id);
    if (!current) throw new AppError('not_found', 404, OPEN_ORDER_MESSAGES.not_found);
    // the saved discounts are applied again unless the cashier sent them anew
    const saved = savedDiscounts(current);
    const discounts = input.discounts ?? saved;
    const priced = await this.price(input.items, discounts);
    const changed = discountsKey(discounts) !== discountsKey(saved);
    const approvedBy = !priced.needsApproval
      ? null
      : changed
        ? await this.pricing.approvals.approve(principal, input.manager_pin)
        : current.discount_approved_by;
    const { lines, totals } = priced;
    const now = new Date().toISOString();
    return this.repos.transaction(async (repos) => {
      const repo = repos.openOrder;
      const marks: OpenOrderMarks = { updated_by: actorOf(principal), updated_at: now };
      if (input.label) Object.assign(marks, { label: input.label.text, label_kind: input.label.kind });
      if (input.note !== undefined) marks.note = input.note;
      // The money lock: the row locked first, so no part starts or settles until this commits.
      const locked = await lockOrderWithPayment(repos, id);
      // the lines an empty save would replace (read under the lock): refused unless asked for
      const before =
        lines.length === 0 || atKitchen(locked.order.status) ? await repos.order.lines([id]) : [];
      const linesNow = lines.length === 0 ? before.filter((l) => l.kind !== 'deal_part').length : 0;
      const saved = await repo.replaceIfAt({
        id,
        version: input.expected_version,
        lines,
        totals,
        discounts: { list: priced.discounts, approvedBy },
        openOrder: marks as Record<string, unknown>,
      });
      const row = await repo.byId(id);
      if (!row) throw new AppError('not_found', 404, OPEN_ORDER_MESSAGES.not_found);
      if (!saved) {
        if (row.version !== input.expected_version) throw conflict(row);
        throw refusal('open_order_closed');
      }
      refuseLinesChange(locked.order, locked.payment, {
        subtotal_minor: totals.subtotal_minor,
        vat_minor: totals.tax_minor,
        total_minor: totals.total_minor,
      });
      const emptying = openOrderEmptyingRefusal(linesNow, lines.length, input.confirm_empty === true);
      if (emptying) throw refusal(emptying, { field: 'items', lines: linesNow });
      await enqueueLineChanges(repos, locked.order, before, lines);
      await publishEvent(repos.db, {
        channel: ORDERS_CHANNEL,
        event: 'UPDATE',
        table: 'orders',
        payload: { id, status: row.status },
      });
      return present(row, await repos.order.lines([id]));
    });
  }

  /** Cancels an OPEN tab with a required reason (a paid part is refunded first). */
  async cancel(principal: Principal, id: string, input: CancelOpenOrder): Promise<OpenOrder> {
    const row = await this.repos.openOrder.byId(id);
    if (!row) throw new AppError('not_found', 404, OPEN_ORDER_MESSAGES.not_found);
    if (input.expected_version !== undefined && row.version !== input.expected_version) throw conflict(row);
    const refused = openOrderCancelRefusal(statusOf(row));
    if (refused) {
      throw refusal(refused, { paid_minor: row.collected_minor - row.refunded_minor });
    }
    await changeOrderStatus(this.repos, this.payments, principal, id, 'cancelled', {
      reason: input.reason,
      description: input.description,
      via: 'till',
    });
    return this.get(id);
  }

  /** The back-office status an open status stands on (documentation for the admin list). */
  static backOfficeStatus(status: OpenOrderStatus): string {
    return OPEN_ORDER_BACK_OFFICE_STATUS[status];
  }
}

function conflict(row: OpenOrderRow): AppError {
  const marks = marksOf(row);
  const details = {
    version: row.version,
    updated_by: marks.updated_by ?? null,
    updated_at: marks.updated_at ?? row.updated_at.toISOString(),
  };
  const by = details.updated_by ? ` (${details.updated_by})` : '';
  return new AppError('version_conflict', 409, `${OPEN_ORDER_MESSAGES.version_conflict}${by}`, details);
}
