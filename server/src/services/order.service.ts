import { createHash, randomUUID } from 'node:crypto';
import type { CreateOrder, OrderSaving, OrderSummary, TillOrderSummary } from '@kiosk/contracts';
import {
  type CustomerInfoSetting,
  customerInfoIssues,
  customerInfoRequired,
  DEFAULT_CUSTOMER_INFO_SETTING,
  ORDERS_CHANNEL,
  type Principal,
  shownPaymentStatus,
} from '@kiosk/domain';
import type { OrderStatus } from '../db/schema.js';
import { StatementBatcher } from '../db/statement-batcher.js';
import { AppError, errors } from '../errors.js';
import { NOTIFY_CHANNEL, smallEventText } from '../realtime/realtime-bus.js';
import type { Repositories } from '../repositories/index.js';
import type {
  CreateContext,
  CreateContextInput,
  CreatedOrder,
  NewOrder,
  OrderRepository,
} from '../repositories/order.repository.js';
import type { ManagerApprovalService } from './manager-approval.service.js';
import { cartProductIds, type PricedOrder, priceOrder, type StoredDiscount } from './order-pricing.js';
import { changeOrderStatus, type OrderPayments } from './order-status-change.js';
import type { PricingRuleService } from './pricing/pricing-rules.service.js';
import type { SuggestionService } from './suggestion.service.js';

type OrderRow = NonNullable<Awaited<ReturnType<OrderRepository['findById']>>>;
type LineRow = Awaited<ReturnType<OrderRepository['lines']>>[number];

/** Stable JSON (sorted keys) so the same body always hashes the same. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

function presentOrder(order: OrderRow, lines: LineRow[]): OrderSummary {
  return {
    id: order.id,
    order_number: order.order_number,
    reference_number: order.reference_number,
    status: order.status,
    payment_status: order.payment_status,
    payment_method: order.payment_method,
    order_type: order.order_type,
    currency_code: order.currency_code,
    subtotal_minor: order.subtotal_minor,
    tax_minor: order.tax_minor,
    total_minor: order.total_minor,
    gross_minor: Number(order.gross_minor),
    discount_minor: Number(order.discount_minor),
    channel: order.channel,
    kiosk_id: order.kiosk_id,
    created_at: order.created_at.toISOString(),
    paid_at: order.paid_at?.toISOString() ?? null,
    customer: (order.customer as Record<string, unknown> | null) ?? null,
    pos_sale_number: order.pos_sale_number ?? null,
    items: presentOrderItems(order.id, lines),
  };
}

/** An order's lines as the order APIs show them (kiosk and till orders, open orders). */
export function presentOrderItems(orderId: string, lines: LineRow[]): OrderSummary['items'] {
  const own = lines.filter((l) => l.order_id === orderId);
  const partsOf = new Map<string, LineRow[]>();
  for (const line of own) {
    if (line.kind !== 'deal_part' || !line.parent_item_id) continue;
    partsOf.set(line.parent_item_id, [...(partsOf.get(line.parent_item_id) ?? []), line]);
  }
  return own
    .filter((l) => l.kind !== 'deal_part')
    .map((l) => {
      // a meal deal's header carries no money of its own: its parts' shares add up to its total
      const parts = (partsOf.get(l.id) ?? []).map((p) => ({
        ...presentLine(p),
        group_id: p.deal_group_id,
        group_name: p.deal_group_name ?? '',
      }));
      const line = presentLine(l);
      if (l.kind === 'deal') {
        line.unit_price_minor = Math.round(Number(l.gross_minor) / Math.max(1, l.quantity));
        line.total_price_minor = parts.reduce((sum, p) => sum + p.total_price_minor, 0);
        line.vat_minor = parts.reduce((sum, p) => sum + p.vat_minor, 0);
      }
      return {
        ...line,
        gross_minor: Number(l.gross_minor),
        discount_minor: Number(l.discount_minor),
        savings: l.savings as OrderSaving[],
        parts,
      };
    });
}

function presentLine(l: LineRow) {
  return {
    id: l.id,
    product_id: l.product_id,
    product_name: l.product_name,
    product_sku: l.product_sku,
    quantity: l.quantity,
    unit_price_minor: Number(l.unit_price_minor),
    total_price_minor: Number(l.total_price_minor),
    vat_rate: l.vat_rate,
    vat_minor: Number(l.vat_minor),
    configurations: l.configurations as OrderSummary['items'][number]['configurations'],
  };
}

/** Who did it, as an order's marks and history name them: a user's e-mail, a kiosk's username. */
export const actorOf = (principal: Principal) =>
  principal.kind === 'user' ? principal.email : principal.username;

/**
 * A new order awaiting payment, as every way of creating one builds it (a kiosk or till order, a
 * till's open order): its row, with its money from the priced lines and who created it, its lines
 * and its INSERT event.
 */
export function newOrder(
  principal: Principal,
  priced: Pick<PricedOrder, 'lines' | 'totals'> & { discounts?: StoredDiscount[] },
  fields: {
    channel: NewOrder['order']['channel'];
    discount_approved_by: string | null;
    order_type: string;
    payment_method: string;
    kiosk_device_id: string | null;
    customer: Record<string, unknown> | undefined;
    notes: string | undefined;
    metadata: Record<string, unknown>;
    created_at: Date;
  },
): Pick<NewOrder, 'order' | 'lines' | 'notify'> {
  const { lines, totals } = priced;
  const order = {
    id: randomUUID(),
    status: 'pending_payment',
    payment_status: 'pending',
    currency_code: 'TRY',
    order_type: fields.order_type,
    payment_method: fields.payment_method,
    kiosk_id: principal.kind === 'kiosk' ? principal.kioskUserId : null,
    kiosk_device_id: fields.kiosk_device_id,
    created_by_user_id: principal.kind === 'user' ? principal.userId : null,
    subtotal_minor: totals.subtotal_minor,
    tax_minor: totals.tax_minor,
    total_minor: totals.total_minor,
    channel: fields.channel,
    gross_minor: totals.gross_minor,
    discount_minor: totals.discount_minor,
    manual_discounts: priced.discounts ?? [],
    discount_approved_by: fields.discount_approved_by,
    customer: fields.customer ? { ...fields.customer } : null,
    notes: fields.notes ?? null,
    metadata: { created_from: principal.kind === 'kiosk' ? 'kiosk' : 'sale_terminal', ...fields.metadata },
    created_at: fields.created_at,
  };
  const payload = { id: order.id, status: order.status };
  return {
    order,
    lines,
    notify: {
      channel: NOTIFY_CHANNEL,
      text: smallEventText({ channel: ORDERS_CHANNEL, event: 'INSERT', table: 'orders', payload }),
    },
  };
}

export interface CreateResult {
  statusCode: number;
  body: { success: true; data: OrderSummary };
  replayed: boolean;
}

/** manage-orders: create (idempotent, re-priced on the server), list, update-status. */
export class OrderService {
  /**
   * Concurrent creates share statements (see StatementBatcher): at a lunch rush one read and one
   * write serve many kiosks' orders. Each order stays all or nothing on its own.
   */
  private readonly contexts: StatementBatcher<CreateContextInput, CreateContext>;
  private readonly creates: StatementBatcher<NewOrder, CreatedOrder>;

  constructor(
    private readonly repos: Repositories,
    private readonly pricing: { rules: PricingRuleService; approvals: ManagerApprovalService },
    private readonly suggestions: SuggestionService,
    private readonly payments?: OrderPayments,
  ) {
    const orders = repos.order;
    this.contexts = new StatementBatcher((inputs) => orders.createContexts(inputs));
    this.creates = new StatementBatcher((inputs) => orders.createOrders(inputs), {
      keyOf: (order) => (order.key ? `${order.key.scope}\n${order.key.key}` : undefined),
      aloneWhenRefused: true,
    });
  }

  async create(
    principal: Principal,
    input: CreateOrder,
    headerKey: string | undefined,
  ): Promise<CreateResult> {
    const key = idempotencyKey(headerKey, input);
    const scope = principal.kind === 'kiosk' ? `kiosk:${principal.kioskUserId}` : `user:${principal.userId}`;
    const { idempotency_key: _ignored, ...body } = input;
    const requestHash = createHash('sha256').update(stableJson(body)).digest('hex');
    const context = await this.contexts.submit({
      scope,
      key,
      kioskUserId: principal.kind === 'kiosk' ? principal.kioskUserId : null,
      productIds: cartProductIds(input.items),
    });

    // A request already answered is answered again, whatever has changed since (stock, prices).
    const replay = context.key ? storedAnswer(context.key, requestHash) : undefined;
    if (replay) return replay;
    const { channel, priced, approvedBy } = await this.price(principal, input, context);
    const { lines } = priced;
    // suggestions before payment: shown or not, and the lines added from them (checked)
    const suggestions = await this.suggestions.orderMetadata(
      input,
      lines.filter((line) => line.kind !== 'deal_part').map((line) => line.id),
    );
    const atCounter = input.pay_at_counter === true;
    const by = actorOf(principal);
    const createdAt = new Date();
    const { order, notify } = newOrder(principal, priced, {
      channel,
      discount_approved_by: approvedBy,
      order_type: input.order_type,
      payment_method: input.payment_method,
      kiosk_device_id: context.kioskPublicId,
      customer: input.customer,
      notes: input.notes,
      created_at: createdAt,
      metadata: {
        ...(suggestions ? { suggestions } : {}),
        // Pay at the counter: an open order (tab) the tills list, labelled "Kiosk <queue number>"
        // (the label is completed by the statement that takes the number).
        ...(atCounter ? { open_order: counterTab(by, createdAt) } : {}),
      },
    });
    checkCustomer(order.total_minor, input.customer, context.customerInfo);
    if (atCounter && !context.payAtCounter) {
      throw new AppError('pay_at_counter_disabled', 409, 'Paying at the counter is turned off', [
        { field: 'pay_at_counter', message: 'Paying at the counter is turned off' },
      ]);
    }
    // The answer is known before the statement but for its numbers, which the statement takes and
    // writes into the copy it stores with the key.
    const answer = {
      success: true as const,
      data: presentOrder(
        {
          ...order,
          order_number: '',
          reference_number: 0,
          paid_at: null,
          pos_sale_number: null,
        } as unknown as OrderRow,
        lines.map((line) => ({ ...line, order_id: order.id })) as unknown as LineRow[],
      ),
    };
    const created = await this.creates.submit({
      key: key ? { scope, key, requestHash, response: answer } : undefined,
      order,
      lines,
      ...(atCounter ? { queueLabelPrefix: 'Kiosk' } : {}),
      notify,
    });
    if (!created.created && key) {
      // The same key sent twice at once: the first has committed by now; its answer is replayed.
      const stored = await this.repos.order.findKey(scope, key);
      const again = stored ? storedAnswer(stored, requestHash) : undefined;
      if (again) return again;
    }
    if (!created.created) throw new Error('order not created');
    answer.data.order_number = created.orderNumber;
    answer.data.reference_number = created.referenceNumber;
    return { statusCode: 201, body: answer, replayed: false };
  }

  /** The cart priced for this kiosk or till (its channel and store), and who approved its discounts. */
  private async price(principal: Principal, input: CreateOrder, context: CreateContext) {
    const channel: 'kiosk' | 'till' = principal.kind === 'kiosk' ? 'kiosk' : 'till';
    if (channel === 'kiosk' && (input.discounts ?? []).length > 0) {
      throw new AppError('manual_discount_not_allowed', 422, 'A kiosk order takes no manual discounts', [
        { field: 'discounts', message: 'A kiosk order takes no manual discounts' },
      ]);
    }
    const priced = await priceOrder(
      { repos: this.repos, pricing: this.pricing.rules },
      {
        items: input.items,
        channel,
        storeId: context.kioskStoreId,
        discounts: input.discounts,
        promotionIds: input.promotion_ids,
        products: context.products,
      },
    );
    const approvedBy = priced.needsApproval
      ? await this.pricing.approvals.approve(principal, input.manager_pin)
      : null;
    return { channel, priced, approvedBy };
  }

  async get(id: string): Promise<OrderSummary> {
    const repo = this.repos.order;
    const order = await repo.findById(id);
    if (!order) throw new AppError('not_found', 404, 'Order not found');
    return presentOrder(order, await repo.lines([id]));
  }

  /** Orders of a day (ISO date), or the latest 200. */
  async list(date: string | undefined): Promise<TillOrderSummary[]> {
    const repo = this.repos.order;
    const from = date ? new Date(`${date}T00:00:00`) : undefined;
    const to = from ? new Date(from.getTime() + 86_400_000) : undefined;
    const rows = await repo.list({ ...(from ? { from } : {}), ...(to ? { to } : {}), limit: 200 });
    const lines = await repo.lines(rows.map((r) => r.id));
    return rows.map((row) => ({
      ...presentOrder(row, lines),
      payment_state: shownPaymentStatus(row.status, {
        paymentStatus: row.payment_status,
        collectedMinor: row.collected_minor,
        refundedMinor: row.refunded_minor,
        paymentInProgress: row.payment_in_progress,
      }),
    }));
  }

  /** A step the domain allows for the order's payment (see changeOrderStatus, shared with the back office). */
  async updateStatus(
    principal: Principal,
    id: string,
    status: OrderStatus,
    reason?: string,
  ): Promise<OrderSummary> {
    await changeOrderStatus(this.repos, this.payments, principal, id, status, {
      reason,
      via: principal.kind === 'user' ? 'till' : 'kiosk',
    });
    return this.get(id);
  }
}

/** The idempotency key (the header's, else the body's): 8 to 100 characters. */
function idempotencyKey(headerKey: string | undefined, input: CreateOrder): string | undefined {
  const key = headerKey?.trim() || input.idempotency_key;
  if (key !== undefined && (key.length < 8 || key.length > 100)) {
    throw errors.validation([
      { field: 'idempotency_key', message: 'Idempotency key must be 8 to 100 characters' },
    ]);
  }
  return key;
}

/** The open order (tab) a pay-at-counter order becomes, "Kiosk <queue number>" (the statement adds the number). */
function counterTab(by: string, createdAt: Date) {
  return {
    label: 'Kiosk',
    label_kind: 'name',
    note: null,
    created_by: by,
    updated_by: by,
    updated_at: createdAt.toISOString(),
  };
}

/** Customer details a cart of this total needs (the customer-information setting), else 400. */
function checkCustomer(totalMinor: number, customer: CreateOrder['customer'], setting: unknown): void {
  const rule = (setting as CustomerInfoSetting | undefined) ?? DEFAULT_CUSTOMER_INFO_SETTING;
  if (!customerInfoRequired(totalMinor, rule)) return;
  const issues = customerInfoIssues({
    firstName: customer?.firstName ?? '',
    familyName: customer?.familyName ?? '',
    tcKimlikNo: customer?.tcKimlikNo ?? '',
    district: customer?.district ?? '',
    email: customer?.email,
    phone: customer?.phone,
    neighborhood: customer?.neighborhood,
    address: customer?.address,
  });
  if (issues.length > 0) {
    throw new AppError(
      'customer_info_required',
      400,
      `Customer details are required for this amount: ${issues.map((i) => i.field).join(', ')}`,
      issues.map((i) => ({ field: `customer.${i.field}`, message: i.key, key: i.key })),
    );
  }
}

/** The stored answer to a create request with this key, or undefined when there is none yet. */
function storedAnswer(
  existing: { request_hash: string; status_code: number | null; response: unknown },
  requestHash: string,
): CreateResult | undefined {
  if (existing.request_hash !== requestHash) {
    throw new AppError(
      'idempotency_key_reused',
      422,
      'This idempotency key was already used with a different request',
    );
  }
  if (!existing.response) return undefined;
  return {
    statusCode: existing.status_code ?? 201,
    body: existing.response as CreateResult['body'],
    replayed: true,
  };
}
