import type { SaleRequest, TransactionHandle } from '@kiosk/contracts';

/** An order line as the terminal's sale needs it, with its product's unit and tax group (if any). */
export interface SaleLineInput {
  product_name: string;
  quantity: number;
  unit_price_minor: number;
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
  /** What the card is charged: the attempt's amount (the order's total when it was made). */
  amountMinor: number;
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

/**
 * The terminal's CompleteSale request for an order: a receipt in lira, all of it by card, one
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
      Lines: input.lines.map((line) => ({
        Name: line.product_name,
        Quantity: line.quantity,
        UnitPriceMinor: line.unit_price_minor,
        UnitCode: line.unit_code ?? 'C62',
        TaxGroupCode: line.tax_code ?? `KDV${line.vat_rate}`,
        VatRate: line.vat_rate,
      })),
      Payments: [{ Mediator: 'CARD', AmountMinor: amountMinor }],
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
