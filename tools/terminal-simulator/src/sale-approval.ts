import { randomInt } from 'node:crypto';
import type { SaleRequest, SaleResult } from '@kiosk/contracts';
import type { DeviceConfig, SaleRecord } from './device-records.js';
import { istanbulYear, localIso } from './format.js';
import { type ReceiptInput, renderReceiptPng } from './receipt.js';

/**
 * What an approved sale answers: its numbers, made-up card details, the fiscal document and the
 * receipt images. The device keeps the counter; these only shape the result.
 */

type CardDetails = NonNullable<SaleResult['Payments'][number]['CardDetails']>;

const CARD_BRANDS = [
  { brand: 'VISA', bin: '4355 08' },
  { brand: 'MASTERCARD', bin: '5406 67' },
  { brand: 'TROY', bin: '9792 03' },
] as const;
const CARD_TYPES = ['CREDIT', 'DEBIT'] as const;
const AUTH_ALPHABET = '0123456789ABCDEFGHJKLMNPRSTUVWXYZ';

/** The numbers the device's `number`th approved sale is given. */
function saleNumbers(number: number, now: Date) {
  return {
    saleNumber: String(number).padStart(6, '0'),
    documentNumber: String(number).padStart(4, '0'),
    invoiceNumber: `GIB${istanbulYear(now)}${String(number).padStart(9, '0')}`,
    batchNumber: String(dayOfYear(now)).padStart(4, '0'),
  };
}

/**
 * The approved sale's payment lines: a card charged now gets card details made up from the sale
 * number (brand and type rotate); a pre-paid card part shows the card `earlierCard` finds for its
 * reference (the charge this device made earlier), or none.
 */
function paymentLines(
  sale: SaleRequest['Sale'],
  number: number,
  batchNumber: string,
  acquirer: string,
  earlierCard: (saleNumber: string) => CardDetails | null,
): SaleResult['Payments'] {
  return sale.Payments.map((payment, index) => {
    const line = { Mediator: payment.Mediator, AmountMinor: payment.AmountMinor };
    if (payment.Mediator !== 'CARD') return { ...line, CardDetails: null };
    if (payment.PrePaid) {
      // Charged earlier (StartPayment): its card, when this device made that charge.
      return { ...line, CardDetails: payment.Reference ? earlierCard(payment.Reference) : null };
    }
    const card = CARD_BRANDS[(number + index - 1) % CARD_BRANDS.length] ?? CARD_BRANDS[0];
    return {
      ...line,
      CardDetails: {
        Brand: card.brand,
        MaskedNumber: `${card.bin}** **** ${String(randomInt(0, 10_000)).padStart(4, '0')}`,
        CardType: CARD_TYPES[Math.floor((number - 1) / CARD_BRANDS.length) % CARD_TYPES.length] ?? 'CREDIT',
        AuthorizationCode: Array.from(
          { length: 6 },
          () => AUTH_ALPHABET[randomInt(AUTH_ALPHABET.length)],
        ).join(''),
        BatchNumber: batchNumber,
        Acquirer: acquirer,
        ResponseCode: '00',
      },
    };
  });
}

/** The receipt copies the sale asks for, as base64 PNGs (rendering may throw). */
export async function renderReceipts(input: Omit<ReceiptInput, 'copy'>): Promise<SaleResult['Receipts']> {
  const options = input.sale.ReceiptOptions;
  const [customer, merchant] = await Promise.all([
    options.CustomerCopy ? renderReceiptPng({ ...input, copy: 'customer' }) : null,
    options.MerchantCopy ? renderReceiptPng({ ...input, copy: 'merchant' }) : null,
  ]);
  return {
    CustomerPng: customer?.toString('base64') ?? null,
    MerchantPng: merchant?.toString('base64') ?? null,
  };
}

/** A Completed result of this terminal: the sale's amount, its inquiry link, payments, documents and receipts. */
function completedResult(
  config: DeviceConfig,
  sale: SaleRequest['Sale'],
  saleNumber: string,
  parts: Pick<SaleResult, 'FinancialDocuments' | 'Payments' | 'Receipts'>,
): SaleResult {
  return {
    Status: 'Completed',
    SaleNumber: saleNumber,
    SaleInquiryLink: `${config.inquiryBaseUrl()}/sales/${saleNumber}`,
    TerminalId: config.terminalId,
    MerchantId: config.merchantId,
    AmountMinor: sale.TotalPriceMinor,
    CurrencyCode: sale.CurrencyCode,
    FinancialDocuments: parts.FinancialDocuments,
    Payments: parts.Payments,
    Receipts: parts.Receipts,
    ErrorCode: null,
    ErrorMessage: null,
  };
}

/**
 * The result of the device's `number`th approved sale. A card part (StartPayment) has no fiscal
 * document and no slip (the order's document lists it later); a sale gets its document and the
 * receipt copies it asks for from `receipts`.
 */
export async function approvedResult(
  config: DeviceConfig,
  record: SaleRecord,
  number: number,
  from: {
    earlierCard: (saleNumber: string) => CardDetails | null;
    receipts: (input: Omit<ReceiptInput, 'copy'>) => Promise<SaleResult['Receipts']>;
  },
): Promise<SaleResult> {
  const { sale } = record;
  const now = new Date();
  const { saleNumber, documentNumber, invoiceNumber, batchNumber } = saleNumbers(number, now);
  const payments = paymentLines(sale, number, batchNumber, config.acquirer, from.earlierCard);
  if (record.kind === 'payment') {
    const receipts = { CustomerPng: null, MerchantPng: null };
    return completedResult(config, sale, saleNumber, {
      FinancialDocuments: [],
      Payments: payments,
      Receipts: receipts,
    });
  }
  const { serialNumber, terminalId, merchantId } = config;
  const receipts = await from.receipts({
    widthMm: sale.ReceiptOptions.WidthMm,
    date: now,
    sale,
    saleNumber,
    documentNumber,
    invoiceNumber,
    serialNumber,
    terminalId,
    merchantId,
    payments,
  });
  const document = {
    DocumentType: sale.DocumentType,
    InvoiceNumber: invoiceNumber,
    DocumentNumber: documentNumber,
    SerialNumber: serialNumber,
    Date: localIso(now),
  };
  return completedResult(config, sale, saleNumber, {
    FinancialDocuments: [document],
    Payments: payments,
    Receipts: receipts,
  });
}

function dayOfYear(date: Date): number {
  const start = Date.UTC(date.getUTCFullYear(), 0, 1);
  return Math.floor((date.getTime() - start) / 86_400_000) + 1;
}
