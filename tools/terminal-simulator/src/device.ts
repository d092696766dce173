import type {
  ReversalResult,
  SaleRequest,
  SaleResult,
  SimulatorOutcome,
  StartPaymentRequest,
  TransactionHandle,
} from '@kiosk/contracts';
import {
  type AbortOutcome,
  chargedMinor,
  type DeviceConfig,
  emptyResult,
  handleKey,
  type NextOutcome,
  nowIso,
  type Pairing,
  type PersistedDeviceState,
  type ProtocolError,
  type ReversalRecord,
  type ReverseOutcome,
  type SaleRecord,
  type StartSaleOutcome,
} from './device-records.js';
import { localIso } from './format.js';
import { ABORTED, CARD_READ_TIMEOUT, FAILURE_OUTCOMES, type FailureOutcome } from './outcomes.js';
import { Pairings } from './pairings.js';
import type { ReceiptInput } from './receipt.js';
import {
  completedReversal,
  failedReversal,
  leftToReverse,
  type ReverseRequest,
  reversalRefusal,
} from './reversal-rules.js';
import { approvedResult, renderReceipts } from './sale-approval.js';

/**
 * The simulated terminal itself, independent of transport: pairing, sequence numbers, the busy
 * lock, sales and their outcomes. The REST routes and the CLOUD client both drive it. Its records
 * are `device-records.ts`, its pairings `pairings.ts`, what an approved sale answers
 * `sale-approval.ts` and the rules of voids and refunds `reversal-rules.ts`.
 */

interface RunningSale {
  record: SaleRecord;
  timer: NodeJS.Timeout | null;
  /** 'finishing': the card was charged and the documents are being made; too late to abort. */
  phase: 'waiting' | 'finishing';
}

export class TerminalDevice {
  readonly config: DeviceConfig;
  private readonly pairings: Pairings;
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
    this.pairings = new Pairings(config, () => this.changed());
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
    return this.pairings.list();
  }

  pair(serialNumber: string, fingerprint: string): ProtocolError | null {
    return this.pairings.pair(serialNumber, fingerprint);
  }

  /**
   * Checks a request's handle: serial, pairing and (when `consumeSequence`) that the sequence
   * grows. A sequence that passes becomes the client's last sequence.
   */
  checkHandle(handle: TransactionHandle, consumeSequence: boolean): ProtocolError | null {
    return this.pairings.checkHandle(handle, consumeSequence);
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
    return this.findSale(handle)?.result ?? emptyResult(this.config, 'NotFound', 0);
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
      result: emptyResult(this.config, 'InProgress', sale.TotalPriceMinor),
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

  private failureResult(record: SaleRecord, failure: FailureOutcome): SaleResult {
    return {
      ...emptyResult(this.config, failure.status, record.sale.TotalPriceMinor),
      ErrorCode: failure.errorCode,
      ErrorMessage: failure.message,
    };
  }

  private approvalResult(record: SaleRecord): Promise<SaleResult> {
    return approvedResult(this.config, record, ++this.saleCounter, {
      earlierCard: (saleNumber) =>
        this.findBySaleNumber(saleNumber)?.result.Payments.find((p) => p.CardDetails)?.CardDetails ?? null,
      receipts: (input) => this.receiptsOf(input),
    });
  }

  /** The sale's receipt images (the first sale's again with `fixedReceipts`). */
  private async receiptsOf(input: Omit<ReceiptInput, 'copy'>): Promise<SaleResult['Receipts']> {
    if (this.config.fixedReceipts && this.fixed) return this.fixed;
    try {
      const receipts = await renderReceipts(input);
      if (this.config.fixedReceipts) this.fixed = receipts;
      return receipts;
    } catch (error) {
      // The charge happened; a printer problem must not turn it into a failure.
      this.config.log(`receipt rendering failed: ${error instanceof Error ? error.message : String(error)}`);
      return { CustomerPng: null, MerchantPng: null };
    }
  }

  // ---- voids and refunds ----------------------------------------------------------------------

  reversalList(): ReversalRecord[] {
    return [...this.reversals.values()];
  }

  /** The reversal asked with this handle before, if any (a repeat gets the same answer). */
  findReversal(handle: TransactionHandle): ReversalRecord | null {
    return this.reversals.get(handleKey(handle)) ?? null;
  }

  /**
   * A void (CancelSale of a completed sale or payment, same business day, its whole card charge)
   * or a refund (RefundSale, any day, at most what is left). Idempotent per handle: the same handle
   * again answers the first result and never reverses twice. Refused while a sale runs.
   */
  reverse(request: ReverseRequest, origin: 'rest' | 'cloud'): ReverseOutcome {
    const key = handleKey(request.handle);
    const earlier = this.reversals.get(key);
    if (earlier) return { kind: 'reversal', record: earlier, replay: true };
    if (this.running) return { kind: 'busy' };

    const original = this.findSale(request.saleHandle);
    const result = this.reversalOf(request, original);
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

  private reversalOf(request: ReverseRequest, original: SaleRecord | null): ReversalResult {
    const wanted = request.kind === 'VOID' ? null : request.amountMinor;
    if (original?.result.Status !== 'Completed') {
      const message = original
        ? 'Satış tamamlanmamış, iptal ya da iade edilemez (The sale did not complete: nothing to reverse)'
        : 'İptal ya da iade edilecek satış bulunamadı (No such sale to reverse)';
      return failedReversal(request.kind, original, message, wanted ?? 0);
    }
    const left = leftToReverse(original, this.reversals.values());
    const sameDay =
      (original.businessDay ?? this.businessDay(new Date(original.settledAt ?? original.startedAt))) ===
      this.businessDay();
    const refusal = reversalRefusal(request, left, sameDay);
    if (refusal) return failedReversal(request.kind, original, refusal.message, refusal.amountMinor);
    return completedReversal(
      original,
      request.kind,
      wanted ?? left.leftMinor,
      request.kind === 'REFUND' ? request.lines.length : 0,
      ++this.reversalCounter,
      this.config.serialNumber,
    );
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
    this.pairings.restore(state.pairings);
    this.sales = new Map();
    this.withReceipts = [];
    this.reversals = new Map((state.reversals ?? []).map((record) => [record.key, record]));
    this.reversalCounter = state.reversalCounter ?? 0;
    this.dayOffset = state.dayOffset ?? 0;
    for (const record of state.sales) {
      if (record.settledAt === null) {
        record.settledAt = nowIso();
        record.result = {
          ...emptyResult(this.config, 'Abandoned', record.sale.TotalPriceMinor),
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
