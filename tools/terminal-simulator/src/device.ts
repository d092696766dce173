import { randomInt } from 'node:crypto';
import type {
  ReversalResult,
  SaleRequest,
  SaleResult,
  SaleStatus,
  SimulatorOutcome,
  StartPaymentRequest,
  TransactionHandle,
} from '@kiosk/contracts';
import { istanbulYear, localIso } from './format.js';
import { ABORTED, CARD_READ_TIMEOUT, FAILURE_OUTCOMES, type FailureOutcome } from './outcomes.js';
import { renderReceiptPng } from './receipt.js';

/**
 * The simulated terminal itself, independent of transport: pairing, sequence numbers, the busy
 * lock, sales and their outcomes. The REST routes and the CLOUD client both drive it.
 */

export interface DeviceConfig {
  serialNumber: string;
  terminalId: string;
  merchantId: string;
  acquirer: string;
  model: string;
  version: string;
  /** Delay of a sale when the test environment did not choose one. */
  defaultDelayMs: number;
  /** Base of the sale inquiry links (`<base>/sales/<SaleNumber>`). */
  inquiryBaseUrl: () => string;
  /** Receipt images are kept for this many most recent sales (older results lose their PNGs). */
  maxReceiptSales: number;
  /**
   * Load tests only: every sale returns the same two receipt images, rendered once, so the
   * simulator's receipt rendering (about 45 ms of CPU a copy) does not take the machine.
   */
  fixedReceipts?: boolean;
  log: (message: string) => void;
}

export interface NextOutcome {
  outcome: SimulatorOutcome;
  delayMs: number;
  /** Keep this outcome for every following sale instead of returning to approve. */
  sticky: boolean;
}

export interface Pairing {
  fingerprint: string;
  pairedAt: string;
  /** 0 until the first handle is seen. */
  lastSequence: number;
  lastSeenAt: string | null;
}

export interface SaleRecord {
  /** SerialNumber|TransactionDate|TransactionSequence of the sale's handle. */
  key: string;
  handle: TransactionHandle;
  /** 'payment': a StartPayment card part (no fiscal document); absent in older state files: 'sale'. */
  kind?: 'sale' | 'payment';
  /** A StartPayment is kept as a one-card-line sale with no lines (its `sale` is synthesised). */
  sale: SaleRequest['Sale'];
  /** The business day (yyyy-MM-dd, Istanbul, with the test day offset) the sale settled on. */
  businessDay?: string;
  outcome: SimulatorOutcome;
  delayMs: number;
  origin: 'rest' | 'cloud';
  /** CLOUD mode: the server's attempt id; the result is sent back under it. */
  attemptId: string | null;
  /** CLOUD mode: the result message went out on an open socket. */
  cloudDelivered: boolean;
  startedAt: string;
  settledAt: string | null;
  result: SaleResult;
}

/** A void (CancelSale of a completed sale) or refund (RefundSale), under the handle it was asked with. */
export interface ReversalRecord {
  key: string;
  handle: TransactionHandle;
  /** The handle key of the sale or payment reversed (null when none was found). */
  originalKey: string | null;
  at: string;
  origin: 'rest' | 'cloud';
  result: ReversalResult;
}

export interface PersistedDeviceState {
  version: 1;
  saleCounter: number;
  pairings: Pairing[];
  sales: SaleRecord[];
  reversals?: ReversalRecord[];
  reversalCounter?: number;
  dayOffset?: number;
}

export type ReverseOutcome = { kind: 'reversal'; record: ReversalRecord; replay: boolean } | { kind: 'busy' };

export type ProtocolError = {
  code: 'SEQUENCE_ERROR' | 'NOT_PAIRED' | 'WRONG_SERIAL' | 'DEVICE_BUSY' | 'BAD_REQUEST' | 'IN_PROGRESS';
  message: string;
  errors?: string[];
};

export type StartSaleOutcome =
  | { kind: 'started'; record: SaleRecord }
  | { kind: 'duplicate'; record: SaleRecord }
  | { kind: 'busy'; running: SaleRecord };

export type AbortOutcome =
  | { kind: 'aborted'; record: SaleRecord }
  | { kind: 'too_late'; record: SaleRecord }
  | { kind: 'none' };

interface RunningSale {
  record: SaleRecord;
  timer: NodeJS.Timeout | null;
  /** 'finishing': the card was charged and the documents are being made; too late to abort. */
  phase: 'waiting' | 'finishing';
}

export const handleKey = (
  handle: Pick<TransactionHandle, 'SerialNumber' | 'TransactionDate' | 'TransactionSequence'>,
) => `${handle.SerialNumber}|${handle.TransactionDate}|${handle.TransactionSequence}`;

const CARD_BRANDS = [
  { brand: 'VISA', bin: '4355 08' },
  { brand: 'MASTERCARD', bin: '5406 67' },
  { brand: 'TROY', bin: '9792 03' },
] as const;
const CARD_TYPES = ['CREDIT', 'DEBIT'] as const;
const AUTH_ALPHABET = '0123456789ABCDEFGHJKLMNPRSTUVWXYZ';

const nowIso = () => new Date().toISOString();

export class TerminalDevice {
  readonly config: DeviceConfig;
  private pairings = new Map<string, Pairing>();
  private sales = new Map<string, SaleRecord>();
  private running: RunningSale | null = null;
  private waiters = new Map<string, Array<(result: SaleResult) => void>>();
  private saleCounter = 0;
  private withReceipts: string[] = [];
  /** The receipts every sale returns when `fixedReceipts` is set (the first sale's). */
  private fixed: SaleResult['Receipts'] | undefined;
  private nextOutcome: NextOutcome;
  private reversals = new Map<string, ReversalRecord>();
  private reversalCounter = 0;
  /** Test environment: the business day is moved this many days from today. */
  private dayOffset = 0;
  private settledListeners = new Set<(record: SaleRecord) => void>();
  private changeListeners = new Set<() => void>();

  constructor(config: DeviceConfig) {
    this.config = config;
    this.nextOutcome = this.defaultNext();
  }

  // ---- events -------------------------------------------------------------------------------

  /** Called after every sale settles (any status). */
  onSettled(listener: (record: SaleRecord) => void): () => void {
    this.settledListeners.add(listener);
    return () => this.settledListeners.delete(listener);
  }

  /** Called after any change worth persisting. */
  onChange(listener: () => void): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  private changed(): void {
    for (const listener of this.changeListeners) listener();
  }

  // ---- pairing and handles ------------------------------------------------------------------

  get busy(): boolean {
    return this.running !== null;
  }

  get runningSale(): SaleRecord | null {
    return this.running?.record ?? null;
  }

  pairingList(): Pairing[] {
    return [...this.pairings.values()];
  }

  pair(serialNumber: string, fingerprint: string): ProtocolError | null {
    if (serialNumber !== this.config.serialNumber) return this.wrongSerial(serialNumber);
    if (!fingerprint.trim()) {
      return { code: 'BAD_REQUEST', message: 'Parmak izi boş olamaz (Fingerprint must not be empty)' };
    }
    const existing = this.pairings.get(fingerprint);
    // A real device keeps the sequence of a client that pairs again.
    this.pairings.set(fingerprint, {
      fingerprint,
      pairedAt: nowIso(),
      lastSequence: existing?.lastSequence ?? 0,
      lastSeenAt: existing?.lastSeenAt ?? null,
    });
    this.config.log(`paired ${fingerprint}`);
    this.changed();
    return null;
  }

  /**
   * Checks a request's handle: serial, pairing and (when `consumeSequence`) that the sequence
   * grows. A sequence that passes becomes the client's last sequence.
   */
  checkHandle(handle: TransactionHandle, consumeSequence: boolean): ProtocolError | null {
    if (handle.SerialNumber !== this.config.serialNumber) return this.wrongSerial(handle.SerialNumber);
    const pairing = this.pairings.get(handle.Fingerprint);
    if (!pairing) {
      return {
        code: 'NOT_PAIRED',
        message:
          'Bu istemci cihazla eşleştirilmemiş, önce Pairing çağırın (Client not paired: call Pairing first)',
      };
    }
    pairing.lastSeenAt = nowIso();
    if (!consumeSequence) return null;
    if (handle.TransactionSequence <= pairing.lastSequence) {
      return {
        code: 'SEQUENCE_ERROR',
        message: `İşlem sıra numarası geçersiz: son sıra numarası ${pairing.lastSequence} (Sequence error: the last sequence was ${pairing.lastSequence}, send a greater one)`,
        errors: [`LastSequence=${pairing.lastSequence}`],
      };
    }
    pairing.lastSequence = handle.TransactionSequence;
    this.changed();
    return null;
  }

  private wrongSerial(serialNumber: string): ProtocolError {
    return {
      code: 'WRONG_SERIAL',
      message: `Seri numarası eşleşmiyor: bu cihaz ${this.config.serialNumber}, istek ${serialNumber} (Wrong serial number: this device is ${this.config.serialNumber})`,
    };
  }

  deviceInfo() {
    return {
      SerialNumber: this.config.serialNumber,
      TerminalId: this.config.terminalId,
      MerchantId: this.config.merchantId,
      Version: this.config.version,
      Model: this.config.model,
      Acquirer: this.config.acquirer,
      Busy: this.busy,
    };
  }

  // ---- test environment ---------------------------------------------------------------------

  private defaultNext(): NextOutcome {
    return { outcome: 'approve', delayMs: this.config.defaultDelayMs, sticky: false };
  }

  get next(): NextOutcome {
    return { ...this.nextOutcome };
  }

  setNext(next: NextOutcome): void {
    this.nextOutcome = { ...next };
    this.config.log(`next sale: ${next.outcome} after ${next.delayMs} ms${next.sticky ? ' (sticky)' : ''}`);
  }

  /** Test environment: moves the device's business day `days` from today (0: today). */
  setDayOffset(days: number): void {
    this.dayOffset = days;
    this.config.log(`business day: ${this.businessDay()} (offset ${days} days)`);
    this.changed();
  }

  get dayOffsetDays(): number {
    return this.dayOffset;
  }

  /** Today's business day (Istanbul date, moved by the test day offset). */
  businessDay(now = new Date()): string {
    return localIso(new Date(now.getTime() + this.dayOffset * 86_400_000)).slice(0, 10);
  }

  /** Clears sales, pairings and the chosen outcome (a running sale ends as Cancelled first). */
  reset(): void {
    if (this.running) this.abortCurrent();
    this.sales.clear();
    this.reversals.clear();
    this.dayOffset = 0;
    this.pairings.clear();
    this.withReceipts = [];
    this.nextOutcome = this.defaultNext();
    this.changed();
  }

  // ---- sales --------------------------------------------------------------------------------

  saleList(): SaleRecord[] {
    return [...this.sales.values()];
  }

  findSale(handle: Pick<TransactionHandle, 'SerialNumber' | 'TransactionDate' | 'TransactionSequence'>) {
    return this.sales.get(handleKey(handle)) ?? null;
  }

  findBySaleNumber(saleNumber: string): SaleRecord | null {
    for (const record of this.sales.values()) if (record.result.SaleNumber === saleNumber) return record;
    return null;
  }

  /** The result for a handle: the sale's current state, or NotFound. */
  resultOf(handle: TransactionHandle): SaleResult {
    return this.findSale(handle)?.result ?? this.emptyResult('NotFound', 0);
  }

  /** Resolves when the sale settles (at once if it already has). */
  waitForResult(record: SaleRecord): Promise<SaleResult> {
    if (record.settledAt !== null) return Promise.resolve(record.result);
    return new Promise((resolve) => {
      const list = this.waiters.get(record.key) ?? [];
      list.push(resolve);
      this.waiters.set(record.key, list);
    });
  }

  /** StartPayment: a card charge without a fiscal document; otherwise as a sale. */
  startPayment(
    handle: TransactionHandle,
    payment: StartPaymentRequest['Payment'],
    origin: 'rest' | 'cloud',
    attemptId: string | null = null,
  ): StartSaleOutcome {
    const sale: SaleRequest['Sale'] = {
      OrderNo: payment.OrderNo,
      DocumentType: 'RECEIPT',
      GrossPriceMinor: payment.AmountMinor,
      TotalPriceMinor: payment.AmountMinor,
      CurrencyCode: payment.CurrencyCode,
      Lines: [],
      Payments: [{ Mediator: 'CARD', AmountMinor: payment.AmountMinor }],
      CardReadTimeoutSeconds: payment.CardReadTimeoutSeconds,
      ReceiptOptions: { WidthMm: 80, CustomerCopy: false, MerchantCopy: false },
    };
    return this.startSale(handle, sale, origin, attemptId, 'payment');
  }

  startSale(
    handle: TransactionHandle,
    sale: SaleRequest['Sale'],
    origin: 'rest' | 'cloud',
    attemptId: string | null = null,
    kind: 'sale' | 'payment' = 'sale',
  ): StartSaleOutcome {
    const key = handleKey(handle);
    const existing = this.sales.get(key);
    if (existing) return { kind: 'duplicate', record: existing };
    if (this.running) return { kind: 'busy', running: this.running.record };

    // Only CARD lines that are not pre-paid are charged now. A sale with nothing to charge (cash,
    // pre-paid parts) is printed: a chosen card outcome waits for the next card sale, while what
    // the device itself does (no answer, a connection error) still applies.
    const charges = chargedMinor(sale) > 0;
    const chosen = this.nextOutcome;
    const applies = charges || DEVICE_OUTCOMES.has(chosen.outcome);
    const next = applies
      ? chosen
      : { outcome: 'approve' as const, delayMs: Math.min(this.config.defaultDelayMs, 500), sticky: false };
    if (applies && !chosen.sticky) this.nextOutcome = this.defaultNext();
    const record: SaleRecord = {
      key,
      handle,
      kind,
      sale,
      outcome: next.outcome,
      delayMs: next.delayMs,
      origin,
      attemptId,
      cloudDelivered: false,
      startedAt: nowIso(),
      settledAt: null,
      result: this.emptyResult('InProgress', sale.TotalPriceMinor),
    };
    this.sales.set(key, record);
    const running: RunningSale = { record, timer: null, phase: 'waiting' };
    this.running = running;

    const readTimeoutMs = sale.CardReadTimeoutSeconds * 1000;
    const timesOut = next.delayMs > readTimeoutMs;
    running.timer = setTimeout(
      () => {
        running.timer = null;
        if (timesOut) this.settle(record, this.failureResult(record, CARD_READ_TIMEOUT));
        else void this.finish(running);
      },
      Math.min(next.delayMs, readTimeoutMs),
    );
    this.config.log(
      `${kind} ${key} (order ${sale.OrderNo}, ${sale.TotalPriceMinor} kuruş) started: ${next.outcome} after ${next.delayMs} ms`,
    );
    this.changed();
    return { kind: 'started', record };
  }

  /** Ends the running sale as Cancelled, unless the card was already charged. */
  abortCurrent(): AbortOutcome {
    const running = this.running;
    if (!running) return { kind: 'none' };
    if (running.phase === 'finishing') return { kind: 'too_late', record: running.record };
    if (running.timer) clearTimeout(running.timer);
    running.timer = null;
    this.settle(running.record, this.failureResult(running.record, ABORTED));
    return { kind: 'aborted', record: running.record };
  }

  /** Stops timers (the process is ending); a running sale stays InProgress in memory. */
  shutdown(): void {
    if (this.running?.timer) clearTimeout(this.running.timer);
  }

  private async finish(running: RunningSale): Promise<void> {
    running.phase = 'finishing';
    const { record } = running;
    let result: SaleResult;
    if (record.outcome === 'approve' || record.outcome === 'no_answer') {
      result = await this.approvalResult(record);
    } else {
      result = this.failureResult(record, FAILURE_OUTCOMES[record.outcome]);
    }
    this.settle(record, result);
  }

  private settle(record: SaleRecord, result: SaleResult): void {
    if (record.settledAt !== null) return;
    record.result = result;
    record.settledAt = nowIso();
    record.businessDay = this.businessDay();
    if (this.running?.record === record) this.running = null;
    if (result.Receipts.CustomerPng || result.Receipts.MerchantPng) this.keepReceipts(record.key);
    this.config.log(
      `sale ${record.key} settled: ${result.Status}${result.ErrorCode ? ` ${result.ErrorCode}` : ''}${
        result.SaleNumber ? ` #${result.SaleNumber}` : ''
      }`,
    );
    const waiters = this.waiters.get(record.key) ?? [];
    this.waiters.delete(record.key);
    for (const resolve of waiters) resolve(result);
    for (const listener of this.settledListeners) listener(record);
    this.changed();
  }

  private keepReceipts(key: string): void {
    this.withReceipts.push(key);
    while (this.withReceipts.length > this.config.maxReceiptSales) {
      const old = this.sales.get(this.withReceipts.shift() ?? '');
      if (old) old.result = { ...old.result, Receipts: { CustomerPng: null, MerchantPng: null } };
    }
  }

  private emptyResult(status: SaleStatus, amountMinor: number): SaleResult {
    return {
      Status: status,
      SaleNumber: null,
      SaleInquiryLink: null,
      TerminalId: this.config.terminalId,
      MerchantId: this.config.merchantId,
      AmountMinor: amountMinor,
      FinancialDocuments: [],
      Payments: [],
      Receipts: { CustomerPng: null, MerchantPng: null },
      ErrorCode: null,
      ErrorMessage: null,
    };
  }

  private failureResult(record: SaleRecord, failure: FailureOutcome): SaleResult {
    return {
      ...this.emptyResult(failure.status, record.sale.TotalPriceMinor),
      ErrorCode: failure.errorCode,
      ErrorMessage: failure.message,
    };
  }

  private async approvalResult(record: SaleRecord): Promise<SaleResult> {
    const { sale } = record;
    const now = new Date();
    const number = ++this.saleCounter;
    const saleNumber = String(number).padStart(6, '0');
    const documentNumber = String(number).padStart(4, '0');
    const invoiceNumber = `GIB${istanbulYear(now)}${String(number).padStart(9, '0')}`;
    const batchNumber = String(dayOfYear(now)).padStart(4, '0');
    const payments: SaleResult['Payments'] = sale.Payments.map((payment, index) => {
      const line = { Mediator: payment.Mediator, AmountMinor: payment.AmountMinor };
      if (payment.Mediator !== 'CARD') return { ...line, CardDetails: null };
      if (payment.PrePaid) {
        // Charged earlier (StartPayment): its card, when this device made that charge.
        const earlier = payment.Reference ? this.findBySaleNumber(payment.Reference) : null;
        const card = earlier?.result.Payments.find((p) => p.CardDetails)?.CardDetails ?? null;
        return { ...line, CardDetails: card };
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
          Acquirer: this.config.acquirer,
          ResponseCode: '00',
        },
      };
    });

    const receiptBase = {
      widthMm: sale.ReceiptOptions.WidthMm,
      date: now,
      sale,
      saleNumber,
      documentNumber,
      invoiceNumber,
      serialNumber: this.config.serialNumber,
      terminalId: this.config.terminalId,
      merchantId: this.config.merchantId,
      payments,
    };
    let receipts: SaleResult['Receipts'] = { CustomerPng: null, MerchantPng: null };
    if (record.kind === 'payment') {
      // A card part: no fiscal document and no slip (the order's document lists it later).
      return {
        Status: 'Completed',
        SaleNumber: saleNumber,
        SaleInquiryLink: `${this.config.inquiryBaseUrl()}/sales/${saleNumber}`,
        TerminalId: this.config.terminalId,
        MerchantId: this.config.merchantId,
        AmountMinor: sale.TotalPriceMinor,
        CurrencyCode: sale.CurrencyCode,
        FinancialDocuments: [],
        Payments: payments,
        Receipts: receipts,
        ErrorCode: null,
        ErrorMessage: null,
      };
    }
    if (this.config.fixedReceipts && this.fixed) {
      receipts = this.fixed;
    } else
      try {
        const [customer, merchant] = await Promise.all([
          sale.ReceiptOptions.CustomerCopy ? renderReceiptPng({ ...receiptBase, copy: 'customer' }) : null,
          sale.ReceiptOptions.MerchantCopy ? renderReceiptPng({ ...receiptBase, copy: 'merchant' }) : null,
        ]);
        receipts = {
          CustomerPng: customer?.toString('base64') ?? null,
          MerchantPng: merchant?.toString('base64') ?? null,
        };
        if (this.config.fixedReceipts) this.fixed = receipts;
      } catch (error) {
        // The charge happened; a printer problem must not turn it into a failure.
        this.config.log(
          `receipt rendering failed: ${error instanceof Error ? error.message : String(error)}`,
        );
      }

    return {
      Status: 'Completed',
      SaleNumber: saleNumber,
      SaleInquiryLink: `${this.config.inquiryBaseUrl()}/sales/${saleNumber}`,
      TerminalId: this.config.terminalId,
      MerchantId: this.config.merchantId,
      AmountMinor: sale.TotalPriceMinor,
      CurrencyCode: sale.CurrencyCode,
      FinancialDocuments: [
        {
          DocumentType: sale.DocumentType,
          InvoiceNumber: invoiceNumber,
          DocumentNumber: documentNumber,
          SerialNumber: this.config.serialNumber,
          Date: localIso(now),
        },
      ],
      Payments: payments,
      Receipts: receipts,
      ErrorCode: null,
      ErrorMessage: null,
    };
  }

  // ---- voids and refunds ----------------------------------------------------------------------

  reversalList(): ReversalRecord[] {
    return [...this.reversals.values()];
  }

  /** The reversal asked with this handle before, if any (a repeat gets the same answer). */
  findReversal(handle: TransactionHandle): ReversalRecord | null {
    return this.reversals.get(handleKey(handle)) ?? null;
  }

  /** What of a sale's card charge is left to give back (after voids and completed refunds). */
  leftToReverse(record: SaleRecord): { voided: boolean; refundedMinor: number; leftMinor: number } {
    let voided = false;
    let refundedMinor = 0;
    for (const reversal of this.reversals.values()) {
      if (reversal.originalKey !== record.key || reversal.result.Status !== 'Completed') continue;
      if (reversal.result.Kind === 'VOID') voided = true;
      else refundedMinor += reversal.result.AmountMinor;
    }
    const charged = chargedMinor(record.sale);
    return { voided, refundedMinor, leftMinor: voided ? 0 : charged - refundedMinor };
  }

  /**
   * A void (CancelSale of a completed sale or payment, same business day, its whole card charge)
   * or a refund (RefundSale, any day, at most what is left). Idempotent per handle: the same handle
   * again answers the first result and never reverses twice. Refused while a sale runs.
   */
  reverse(
    request:
      | { kind: 'VOID'; handle: TransactionHandle; saleHandle: TransactionHandle }
      | {
          kind: 'REFUND';
          handle: TransactionHandle;
          saleHandle: TransactionHandle;
          amountMinor: number;
          lines: SaleRequest['Sale']['Lines'];
        },
    origin: 'rest' | 'cloud',
  ): ReverseOutcome {
    const key = handleKey(request.handle);
    const earlier = this.reversals.get(key);
    if (earlier) return { kind: 'reversal', record: earlier, replay: true };
    if (this.running) return { kind: 'busy' };

    const original = this.findSale(request.saleHandle);
    const failed = (message: string, amountMinor = 0): ReversalResult => ({
      Status: 'Failed',
      Kind: request.kind,
      OriginalSaleNumber: original?.result.SaleNumber ?? null,
      ReversalNumber: null,
      AmountMinor: amountMinor,
      FinancialDocuments: [],
      ErrorCode: 'INVALID_TRANSACTION',
      ErrorMessage: message,
    });
    const wanted = request.kind === 'VOID' ? null : request.amountMinor;
    let result: ReversalResult;
    if (original?.result.Status !== 'Completed') {
      result = failed(
        original
          ? 'Satış tamamlanmamış, iptal ya da iade edilemez (The sale did not complete: nothing to reverse)'
          : 'İptal ya da iade edilecek satış bulunamadı (No such sale to reverse)',
        wanted ?? 0,
      );
    } else {
      const left = this.leftToReverse(original);
      const sameDay =
        (original.businessDay ?? this.businessDay(new Date(original.settledAt ?? original.startedAt))) ===
        this.businessDay();
      if (left.voided) {
        result = failed('Satış zaten iptal edilmiş (The sale has already been voided)', wanted ?? 0);
      } else if (request.kind === 'VOID' && !sameDay) {
        result = failed(
          'Gün sonu alınmış bir satış iptal edilemez; iade için RefundSale kullanın (A sale of an earlier business day cannot be voided: use RefundSale)',
        );
      } else if (request.kind === 'VOID' && left.refundedMinor > 0) {
        result = failed(
          'Kısmen iade edilmiş satış iptal edilemez; kalanı RefundSale ile iade edin (A partly refunded sale cannot be voided: refund the rest with RefundSale)',
        );
      } else if (wanted !== null && wanted > left.leftMinor) {
        result = failed(
          `İade tutarı (${wanted}) kalan tutarı (${left.leftMinor}) aşıyor (The refund is more than is left: ${left.leftMinor})`,
          wanted,
        );
      } else {
        result = this.reversalResult(
          original,
          request.kind,
          wanted ?? left.leftMinor,
          request.kind === 'REFUND' ? request.lines.length : 0,
        );
      }
    }
    const record: ReversalRecord = {
      key,
      handle: request.handle,
      originalKey: original?.key ?? null,
      at: nowIso(),
      origin,
      result,
    };
    this.reversals.set(key, record);
    this.config.log(
      `${request.kind.toLowerCase()} ${key} of ${original?.key ?? '?'}: ${result.Status}${
        result.ErrorMessage ? ` (${result.ErrorMessage})` : ` ${result.AmountMinor} kuruş`
      }`,
    );
    this.changed();
    return { kind: 'reversal', record, replay: false };
  }

  private reversalResult(
    original: SaleRecord,
    kind: 'VOID' | 'REFUND',
    amountMinor: number,
    returnedLines: number,
  ): ReversalResult {
    const now = new Date();
    const number = ++this.reversalCounter;
    const fiscal = (original.kind ?? 'sale') === 'sale';
    // A sale's fiscal document is cancelled (void) or a return document lists the returned lines;
    // a card part (StartPayment) had no document, so none is made.
    const documents =
      fiscal && (kind === 'VOID' || returnedLines > 0)
        ? [
            {
              DocumentType: kind === 'VOID' ? 'CANCEL' : 'RETURN',
              InvoiceNumber: `${kind === 'VOID' ? 'IPT' : 'IAD'}${istanbulYear(now)}${String(number).padStart(9, '0')}`,
              DocumentNumber: String(number).padStart(4, '0'),
              SerialNumber: this.config.serialNumber,
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

  // ---- persistence --------------------------------------------------------------------------

  snapshot(): PersistedDeviceState {
    return {
      version: 1,
      saleCounter: this.saleCounter,
      pairings: this.pairingList(),
      sales: this.saleList(),
      reversals: this.reversalList(),
      reversalCounter: this.reversalCounter,
      dayOffset: this.dayOffset,
    };
  }

  /** Restores a snapshot; sales that were running when the process ended come back Abandoned. */
  restore(state: PersistedDeviceState): void {
    this.saleCounter = state.saleCounter;
    this.pairings = new Map(state.pairings.map((pairing) => [pairing.fingerprint, pairing]));
    this.sales = new Map();
    this.withReceipts = [];
    this.reversals = new Map((state.reversals ?? []).map((record) => [record.key, record]));
    this.reversalCounter = state.reversalCounter ?? 0;
    this.dayOffset = state.dayOffset ?? 0;
    for (const record of state.sales) {
      if (record.settledAt === null) {
        record.settledAt = nowIso();
        record.result = {
          ...this.emptyResult('Abandoned', record.sale.TotalPriceMinor),
          ErrorMessage:
            'Satış yarıda kaldı, cihaz yeniden başladı; karttan çekim yapılmadı (Sale abandoned: the device restarted, the card was not charged)',
        };
      }
      this.sales.set(record.key, record);
      if (record.result.Receipts.CustomerPng || record.result.Receipts.MerchantPng) {
        this.withReceipts.push(record.key);
      }
    }
  }
}

/** Outcomes of the device itself, which apply to a sale that charges no card too. */
const DEVICE_OUTCOMES: ReadonlySet<SimulatorOutcome> = new Set(['no_answer', 'device_connection_error']);

/** What a sale charges to a card now: its CARD lines that are not pre-paid. */
function chargedMinor(sale: SaleRequest['Sale']): number {
  return sale.Payments.filter((payment) => payment.Mediator === 'CARD' && !payment.PrePaid).reduce(
    (sum, payment) => sum + payment.AmountMinor,
    0,
  );
}

function dayOfYear(date: Date): number {
  const start = Date.UTC(date.getUTCFullYear(), 0, 1);
  return Math.floor((date.getTime() - start) / 86_400_000) + 1;
}
