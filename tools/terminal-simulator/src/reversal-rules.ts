import type { ReversalResult, SaleRequest, TransactionHandle } from '@kiosk/contracts';
import { chargedMinor, type ReversalRecord, type SaleRecord } from './device-records.js';
import { istanbulYear, localIso } from './format.js';

/**
 * The rules of voids and refunds: what of a sale is left to give back, why one is refused, and
 * the result of one that goes through. The device keeps the records and the counter.
 */

export type ReverseRequest =
  | { kind: 'VOID'; handle: TransactionHandle; saleHandle: TransactionHandle }
  | {
      kind: 'REFUND';
      handle: TransactionHandle;
      saleHandle: TransactionHandle;
      amountMinor: number;
      lines: SaleRequest['Sale']['Lines'];
    };

/** What of a sale's card charge is left to give back (after voids and completed refunds). */
export function leftToReverse(
  record: SaleRecord,
  reversals: Iterable<ReversalRecord>,
): { voided: boolean; refundedMinor: number; leftMinor: number } {
  let voided = false;
  let refundedMinor = 0;
  for (const reversal of reversals) {
    if (reversal.originalKey !== record.key || reversal.result.Status !== 'Completed') continue;
    if (reversal.result.Kind === 'VOID') voided = true;
    else refundedMinor += reversal.result.AmountMinor;
  }
  const charged = chargedMinor(record.sale);
  return { voided, refundedMinor, leftMinor: voided ? 0 : charged - refundedMinor };
}

/**
 * Why a void or refund of a completed sale is refused (the message and the amount its failed
 * result shows), or null when it may go on: a voided sale, a void of an earlier business day or
 * of a partly refunded sale, a refund above what is left.
 */
export function reversalRefusal(
  request: ReverseRequest,
  left: ReturnType<typeof leftToReverse>,
  sameDay: boolean,
): { message: string; amountMinor: number } | null {
  const wanted = request.kind === 'VOID' ? null : request.amountMinor;
  if (left.voided) {
    return {
      message: 'Satış zaten iptal edilmiş (The sale has already been voided)',
      amountMinor: wanted ?? 0,
    };
  }
  if (request.kind === 'VOID' && !sameDay) {
    return {
      message:
        'Gün sonu alınmış bir satış iptal edilemez; iade için RefundSale kullanın (A sale of an earlier business day cannot be voided: use RefundSale)',
      amountMinor: 0,
    };
  }
  if (request.kind === 'VOID' && left.refundedMinor > 0) {
    return {
      message:
        'Kısmen iade edilmiş satış iptal edilemez; kalanı RefundSale ile iade edin (A partly refunded sale cannot be voided: refund the rest with RefundSale)',
      amountMinor: 0,
    };
  }
  if (wanted !== null && wanted > left.leftMinor) {
    return {
      message: `İade tutarı (${wanted}) kalan tutarı (${left.leftMinor}) aşıyor (The refund is more than is left: ${left.leftMinor})`,
      amountMinor: wanted,
    };
  }
  return null;
}

/** A refused void or refund of `original` (null: no such sale). */
export function failedReversal(
  kind: ReverseRequest['kind'],
  original: SaleRecord | null,
  message: string,
  amountMinor: number,
): ReversalResult {
  return {
    Status: 'Failed',
    Kind: kind,
    OriginalSaleNumber: original?.result.SaleNumber ?? null,
    ReversalNumber: null,
    AmountMinor: amountMinor,
    FinancialDocuments: [],
    ErrorCode: 'INVALID_TRANSACTION',
    ErrorMessage: message,
  };
}

/**
 * The device's `number`th void or refund, done: a sale's fiscal document is cancelled (void) or a
 * return document lists the returned lines; a card part (StartPayment) had no document, so none
 * is made.
 */
export function completedReversal(
  original: SaleRecord,
  kind: 'VOID' | 'REFUND',
  amountMinor: number,
  returnedLines: number,
  number: number,
  serialNumber: string,
): ReversalResult {
  const now = new Date();
  const fiscal = (original.kind ?? 'sale') === 'sale';
  const documents =
    fiscal && (kind === 'VOID' || returnedLines > 0)
      ? [
          {
            DocumentType: kind === 'VOID' ? 'CANCEL' : 'RETURN',
            InvoiceNumber: `${kind === 'VOID' ? 'IPT' : 'IAD'}${istanbulYear(now)}${String(number).padStart(9, '0')}`,
            DocumentNumber: String(number).padStart(4, '0'),
            SerialNumber: serialNumber,
            Date: localIso(now),
          },
        ]
      : [];
  return {
    Status: 'Completed',
    Kind: kind,
    OriginalSaleNumber: original.result.SaleNumber,
    ReversalNumber: `${kind === 'VOID' ? 'V' : 'R'}${String(number).padStart(6, '0')}`,
    AmountMinor: amountMinor,
    FinancialDocuments: documents,
    ErrorCode: null,
    ErrorMessage: null,
  };
}
