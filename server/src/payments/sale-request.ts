import type {
  RefundSaleRequest,
  SaleRequest,
  StartPaymentRequest,
  TransactionHandle,
} from '@kiosk/contracts';
import { fiscalUnits, type SalePaymentLine } from '@kiosk/domain';

/**
 * An order line as the terminal's sale needs it, with its product's unit and tax group (if any): a
 * plain line or a meal deal's part (a deal's header row is none), with what the customer pays for it.
 */
export interface SaleLineInput {
  /** The order line (order_items row). */
  id: string;
  product_name: string;
  quantity: number;
  /** The list price of one (before savings). */
  unit_price_minor: number;
  /** What the customer pays for the line (after its savings; a deal part: its share of the deal). */
  total_price_minor: number;
  vat_rate: number;
  /** The product's unit code; null when the product or its unit is gone. */
  unit_code: string | null;
  /** The product's tax group code; null when the product or its tax group is gone. */
  tax_code: string | null;
}

export interface SaleRequestInput {
  order: { order_number: string; customer: unknown };
  lines: SaleLineInput[];
  handle: TransactionHandle;
  /**
   * The document's total: the attempt's amount (a kiosk sale: the order's total when it was made),
   * or the order's total when the till's last part closes a payment in parts.
   */
  amountMinor: number;
  /**
   * The document's payment lines (the till's last part: earlier parts pre-paid, then this one,
   * see finalPaymentLines); by default all of `amountMinor` by card.
   */
  payments?: SalePaymentLine[];
  /** How long the terminal waits for a card (the payment time-out). */
  timeoutMs: number;
}

interface Customer {
  firstName?: string;
  familyName?: string;
  tcKimlikNo?: string;
  email?: string;
  address?: string;
}

type DocumentLine = SaleRequest['Sale']['Lines'][number];

/**
 * An order line on the terminal's document, `quantity` of it costing `amountMinor` (what the
 * customer pays: the ÖKC prints quantity × unit price, so a discounted line whose amount does not
 * divide by its units is two lines a kuruş apart, domain fiscalUnits); unit C62 and tax group
 * KDV<rate> when the product no longer names them.
 */
function documentLines(line: SaleLineInput, quantity: number, amountMinor: number): DocumentLine[] {
  return fiscalUnits(quantity, amountMinor).map((group) => ({
    Name: line.product_name,
    Quantity: group.quantity,
    UnitPriceMinor: group.unit_price_minor,
    UnitCode: line.unit_code ?? 'C62',
    TaxGroupCode: line.tax_code ?? `KDV${line.vat_rate}`,
    VatRate: line.vat_rate,
  }));
}

/**
 * The terminal's CompleteSale request for an order: a receipt in lira, all of it by card (or the
 * payment lines given: a payment in parts lists the earlier parts as pre-paid), one
 * sale line per order line (unit C62 and tax group KDV<rate> when the product no longer names
 * them), and the customer as the buyer when they gave their TC Kimlik number. Pure.
 */
export function buildSaleRequest(input: SaleRequestInput): SaleRequest {
  const { order, amountMinor } = input;
  const customer = order.customer as Customer | null;
  return {
    TransactionHandle: input.handle,
    Sale: {
      OrderNo: order.order_number,
      DocumentType: 'RECEIPT',
      GrossPriceMinor: amountMinor,
      TotalPriceMinor: amountMinor,
      CurrencyCode: 'TRY',
      Lines: input.lines.flatMap((line) => documentLines(line, line.quantity, line.total_price_minor)),
      Payments: input.payments ?? [{ Mediator: 'CARD', AmountMinor: amountMinor }],
      CardReadTimeoutSeconds: Math.round(input.timeoutMs / 1000),
      ReceiptOptions: { WidthMm: 80, CustomerCopy: true, MerchantCopy: true },
      ...(customer?.tcKimlikNo
        ? {
            CustomerParty: {
              FirstName: customer.firstName ?? '',
              LastName: customer.familyName ?? '',
              TaxNumber: customer.tcKimlikNo,
              ...(customer.email ? { Email: customer.email } : {}),
              ...(customer.address ? { Address: customer.address } : {}),
            },
          }
        : {}),
    },
  };
}

/**
 * The terminal's StartPayment request for a card part that is not the order's last (no fiscal
 * document: the last part's CompleteSale lists it as pre-paid). Pure.
 */
export function buildStartPaymentRequest(input: {
  orderNumber: string;
  handle: TransactionHandle;
  amountMinor: number;
  timeoutMs: number;
}): StartPaymentRequest {
  return {
    TransactionHandle: input.handle,
    Payment: {
      OrderNo: input.orderNumber,
      AmountMinor: input.amountMinor,
      CurrencyCode: 'TRY',
      CardReadTimeoutSeconds: Math.round(input.timeoutMs / 1000),
    },
  };
}

/** Units of a sale line given back, and what they cost (their share of the line's total). */
export interface ReturnedSaleLine {
  line: SaleLineInput;
  quantity: number;
  amountMinor: number;
}

/**
 * The terminal's RefundSale request for a card part: `amountMinor` of it given back, listing the
 * returned order lines (each `quantity` of its line, as the sale's document listed it) for the
 * return document; a part without a document of its own (a StartPayment part) lists none. Pure.
 */
export function buildRefundRequest(input: {
  handle: TransactionHandle;
  saleHandle: TransactionHandle;
  amountMinor: number;
  /** The returned lines (units and what they cost); empty for a part that issued no document. */
  lines: ReturnedSaleLine[];
  reason: string;
}): RefundSaleRequest {
  return {
    TransactionHandle: input.handle,
    SaleHandle: input.saleHandle,
    AmountMinor: input.amountMinor,
    Lines: input.lines.flatMap(({ line, quantity, amountMinor }) =>
      documentLines(line, quantity, amountMinor),
    ),
    Reason: input.reason,
  };
}
