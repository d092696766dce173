import type {
  ReversalResult,
  SaleRequest,
  SaleResult,
  SaleStatus,
  SimulatorOutcome,
  TransactionHandle,
} from '@kiosk/contracts';

/**
 * What the simulated terminal keeps and answers: its configuration, pairings, sales, voids and
 * refunds (as the state file stores them), and the outcomes of its operations.
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

export const handleKey = (
  handle: Pick<TransactionHandle, 'SerialNumber' | 'TransactionDate' | 'TransactionSequence'>,
) => `${handle.SerialNumber}|${handle.TransactionDate}|${handle.TransactionSequence}`;

export const nowIso = () => new Date().toISOString();

/** What a sale charges to a card now: its CARD lines that are not pre-paid. */
export function chargedMinor(sale: SaleRequest['Sale']): number {
  return sale.Payments.filter((payment) => payment.Mediator === 'CARD' && !payment.PrePaid).reduce(
    (sum, payment) => sum + payment.AmountMinor,
    0,
  );
}

/** A result with no sale behind it yet (in progress, not found, failed, abandoned). */
export function emptyResult(
  config: Pick<DeviceConfig, 'terminalId' | 'merchantId'>,
  status: SaleStatus,
  amountMinor: number,
): SaleResult {
  return {
    Status: status,
    SaleNumber: null,
    SaleInquiryLink: null,
    TerminalId: config.terminalId,
    MerchantId: config.merchantId,
    AmountMinor: amountMinor,
    FinancialDocuments: [],
    Payments: [],
    Receipts: { CustomerPng: null, MerchantPng: null },
    ErrorCode: null,
    ErrorMessage: null,
  };
}
