import {
  type DigitalReceipt,
  type DigitalReceiptLink,
  type OrderDetail,
  RECEIPT_LINK_TTL_SECONDS,
} from '@kiosk/contracts';
import { DIGITAL_RECEIPT_ERRORS, digitalReceiptIssuable, type Principal, vatByRate } from '@kiosk/domain';
import type { ReceiptTokens } from '../auth/receipt-tokens.js';
import { AppError } from '../errors.js';
import type { Repositories } from '../repositories/index.js';
import type { UrlSigner } from '../storage/signed-urls.js';

export interface DigitalReceiptDeps {
  repos: Repositories;
  /** The back office's order detail (lines, options, totals, receipts). */
  orders: { detail(orderId: string): Promise<OrderDetail> };
  tokens: ReceiptTokens;
  /** Signs the short-lived link to the terminal's receipt image. */
  signer: UrlSigner;
  /** The outlet's IANA time zone. */
  timeZone: string;
  /** The public origin phones reach the page at (RECEIPT_BASE_URL), if set. */
  baseUrl?: string | undefined;
}

const receiptErrors = {
  invalid: () => new AppError(DIGITAL_RECEIPT_ERRORS.invalid, 404, 'This receipt link is not valid'),
  expired: () => new AppError(DIGITAL_RECEIPT_ERRORS.expired, 410, 'This receipt link has expired'),
  notFound: () => new AppError(DIGITAL_RECEIPT_ERRORS.notFound, 404, 'Receipt not found'),
  notPaid: () =>
    new AppError('receipt_not_available', 409, 'A digital receipt is issued only for a paid order'),
};

type DetailLine = OrderDetail['order_items'][number];

const optionsOf = (line: DetailLine) =>
  line.configurations.map((c) => ({
    name: c.option_name,
    quantity: c.quantity,
    unit_price_minor: c.unit_price_minor,
  }));

/**
 * The receipt's lines: a plain line as it is; a meal deal as one line (its price: its parts'
 * totals) with its parts under it; each with what it saved.
 */
function receiptLines(items: DetailLine[]): DigitalReceipt['lines'] {
  return items
    .filter((line) => line.kind !== 'deal_part')
    .map((line) => {
      const parts = items.filter((p) => p.kind === 'deal_part' && p.parent_item_id === line.id);
      return {
        name: line.product_name,
        quantity: line.quantity,
        unit_price_minor: line.unit_price_minor,
        total_price_minor:
          line.kind === 'deal'
            ? parts.reduce((sum, p) => sum + p.total_price_minor, 0)
            : line.total_price_minor,
        vat_rate: line.vat_rate,
        options: optionsOf(line),
        parts: parts.map((p) => ({
          name: p.product_name,
          quantity: p.quantity,
          group: p.deal_group_name ?? null,
          options: optionsOf(p).map(({ name, quantity }) => ({ name, quantity })),
        })),
        savings: (line.savings ?? []).map((s) => ({ name: s.name, amount_minor: s.amount_minor })),
      };
    });
}

/** The digital receipt: a signed, expiring link for a paid order, and the public page's data. */
export class DigitalReceiptService {
  constructor(private readonly deps: DigitalReceiptDeps) {}

  private async orderOrNotFound(orderId: string): Promise<OrderDetail> {
    try {
      return await this.deps.orders.detail(orderId);
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 404) throw receiptErrors.notFound();
      throw error;
    }
  }

  /** A link for a paid order; a kiosk gets links only for its own orders. */
  async link(principal: Principal, orderId: string, now = Date.now()): Promise<DigitalReceiptLink> {
    const outlet = await this.deps.repos.digitalReceipt.outlet(orderId);
    if (!outlet) throw receiptErrors.notFound();
    if (principal.kind === 'kiosk' && outlet.kiosk_id !== principal.kioskUserId)
      throw receiptErrors.notFound();
    const order = await this.orderOrNotFound(orderId);
    if (!digitalReceiptIssuable(order.payment_state)) throw receiptErrors.notPaid();
    const { token, expiresAt } = this.deps.tokens.sign(orderId, now);
    const path = `/receipt/${token}`;
    return {
      token,
      path,
      url: this.deps.baseUrl ? `${this.deps.baseUrl}${path}` : null,
      expires_at: expiresAt.toISOString(),
    };
  }

  /** The page's data for a valid, unexpired token (404 receipt_link_invalid, 410 receipt_link_expired). */
  async view(token: string, now = Date.now()): Promise<DigitalReceipt> {
    const check = this.deps.tokens.verify(token, now);
    if (!check.ok) {
      throw check.code === DIGITAL_RECEIPT_ERRORS.expired ? receiptErrors.expired() : receiptErrors.invalid();
    }
    const [order, outlet] = await Promise.all([
      this.orderOrNotFound(check.orderId),
      this.deps.repos.digitalReceipt.outlet(check.orderId),
    ]);
    const expires = Number.parseInt(token.split('.')[1] ?? '0', 36) * 1000;
    const image = order.receipts.customer_receipt_id;
    return {
      order_number: order.order_number,
      reference_number: order.reference_number,
      order_type: order.order_type,
      payment_state: order.payment_state,
      created_at: order.created_at,
      time_zone: this.deps.timeZone,
      outlet: {
        business: outlet?.business ?? null,
        store: outlet?.store ?? null,
        address: outlet?.address ?? null,
      },
      lines: receiptLines(order.order_items),
      gross_minor: order.gross_minor ?? order.total_amount_minor,
      discount_minor: order.discount_minor ?? 0,
      subtotal_minor: order.subtotal_minor,
      tax_minor: order.tax_amount_minor,
      total_minor: order.total_amount_minor,
      // a deal's header row carries no money (its parts do, at their rates)
      vat: vatByRate(order.order_items.filter((line) => line.kind !== 'deal')),
      card: order.payment_details
        ? { brand: order.payment_details.card_brand, last4: order.payment_details.card_last4 }
        : null,
      receipt_image_url: image ? this.deps.signer.sign('receipts', image, RECEIPT_LINK_TTL_SECONDS) : null,
      expires_at: new Date(expires).toISOString(),
    };
  }
}
