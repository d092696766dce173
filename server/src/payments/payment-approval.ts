import { createHash } from 'node:crypto';
import type { SaleResult } from '@kiosk/contracts';
import type { ApprovalValues } from '../repositories/payment-approval.repository.js';
import type { AttemptRow } from '../repositories/payment-attempt.repository.js';

/**
 * Why an approval is not the approval of this attempt's sale, or null: the terminal must approve
 * exactly what was asked, in lira: a kiosk sale or a StartPayment part its amount, all by card; the
 * till's last part the document's total and its card lines (pre-paid card parts included).
 */
export function approvalMismatch(attempt: AttemptRow, result: SaleResult): string | null {
  const amount = Number(attempt.amount_minor);
  const total = attempt.expected_total_minor === null ? amount : Number(attempt.expected_total_minor);
  const cardTotal = attempt.expected_card_minor === null ? amount : Number(attempt.expected_card_minor);
  if (result.AmountMinor !== total) return 'amount';
  if (result.CurrencyCode !== undefined && result.CurrencyCode !== 'TRY') return 'currency';
  const card = result.Payments.filter((p) => p.Mediator === 'CARD').reduce(
    (sum, p) => sum + p.AmountMinor,
    0,
  );
  if (card !== cardTotal) return 'payments';
  return null;
}

/** A receipt image of an approved sale, named by its content under its order. */
export interface ReceiptImage {
  type: 'customer' | 'merchant';
  path: string;
  data: Buffer;
}

/** The sale's receipt images (those the terminal sent), to be stored before the approval. */
export function receiptImages(attempt: AttemptRow, result: SaleResult): ReceiptImage[] {
  return (
    [
      ['customer', result.Receipts.CustomerPng],
      ['merchant', result.Receipts.MerchantPng],
    ] as const
  ).flatMap(([type, png]) =>
    png
      ? [
          {
            type,
            path: `orders/${attempt.order_id}/${type}-${createHash('sha256').update(png).digest('hex').slice(0, 8)}.png`,
            data: Buffer.from(png, 'base64'),
          },
        ]
      : [],
  );
}

/**
 * What an approval writes besides the attempt's status: the result (without its images), the
 * document's POS details (none for a StartPayment part), the charged card (the last card line: a
 * till's last part lists earlier parts' lines first) and the stored receipts. Pure.
 */
export function approvalRecord(
  attempt: AttemptRow,
  result: SaleResult,
  receipts: ApprovalValues['receipts'],
): Omit<ApprovalValues, 'announce'> {
  const document = attempt.operation === 'StartPayment' ? undefined : result.FinancialDocuments[0];
  const card = [...result.Payments].reverse().find((p) => p.CardDetails)?.CardDetails;
  return {
    document: attempt.operation !== 'StartPayment',
    result: { ...result, Receipts: { CustomerPng: null, MerchantPng: null } },
    pos: {
      pos_sale_number: result.SaleNumber,
      terminal_id: result.TerminalId,
      invoice_no: document?.InvoiceNumber ?? null,
      document_no: document?.DocumentNumber ?? null,
      document_type: document?.DocumentType ?? null,
      merchant_id: result.MerchantId,
      sale_inquiry_link: result.SaleInquiryLink,
      financial_documents: result.FinancialDocuments,
    },
    card: {
      card_brand: card?.Brand ?? null,
      card_last4: card?.MaskedNumber.replace(/\D/g, '').slice(-4) ?? null,
      card_type: card?.CardType ?? null,
      authorization_code: card?.AuthorizationCode ?? null,
      batch_no: card?.BatchNumber ?? null,
      response_code: card?.ResponseCode ?? null,
    },
    receipts,
  };
}
