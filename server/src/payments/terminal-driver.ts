import type {
  cancelSaleRequestSchema,
  RefundSaleRequest,
  ReversalResult,
  SaleRequest,
  SaleResult,
  StartPaymentRequest,
  TerminalExchange,
  TransactionHandle,
} from '@kiosk/contracts';
import type { z } from 'zod';

/** Where a terminal is and who we are to it. */
export interface TerminalTarget {
  posDeviceId: string;
  serialNumber: string;
  fingerprint: string;
  ip: string | null;
  port: number;
}

/**
 * What asking the terminal gave. `not_connected`: the request never reached it, so nothing was
 * charged. `unknown`: the request may have reached it but no answer came back: settle by asking
 * for the result of the same handle, never by selling again.
 */
export type DriverOutcome =
  | { kind: 'result'; result: SaleResult }
  | { kind: 'protocol_error'; code: string; message: string }
  | { kind: 'not_connected'; message: string; code?: string }
  | { kind: 'unknown'; message: string; code?: string };

export type CancelSaleRequest = z.infer<typeof cancelSaleRequestSchema>;

/**
 * Reversing a completed sale or StartPayment part: `void` (CancelSale with its SaleHandle, same
 * business day, whole amount; a void without a SaleHandle is refused as BAD_REQUEST, it would abort
 * the running sale instead) or `refund` (RefundSale, any day, up to what is left).
 */
export type ReversalRequest =
  | { kind: 'void'; request: CancelSaleRequest }
  | { kind: 'refund'; request: RefundSaleRequest };

/**
 * What asking for a reversal gave. `reversal`: the terminal answered (read `result.Status`:
 * 'Failed' with ErrorCode INVALID_TRANSACTION when it refused, e.g. a void on a later day or more
 * than is left to refund). `not_connected`: nothing reached the terminal, nothing was reversed.
 * `unknown`: it may have been reversed: ask again with the SAME TransactionHandle (the terminal
 * answers the same result and never reverses twice). `protocol_error`: refused before anything
 * happened (SEQUENCE_ERROR: send again with a later handle, see TerminalSession.handleAfter).
 */
export type ReversalOutcome =
  | { kind: 'reversal'; result: ReversalResult }
  | { kind: 'protocol_error'; code: string; message: string }
  | { kind: 'not_connected'; message: string; code?: string }
  | { kind: 'unknown'; message: string; code?: string };

/**
 * Called with every request the driver makes and its answer (support staff's raw view). The
 * request and response are as sent and received, without secrets (REST sends none; CLOUD tokens
 * never appear). Receipt images are shortened.
 */
export type TerminalTrace = (exchange: TerminalExchange) => void;

/** Per-call options every driver method takes. */
export interface CallOptions {
  trace?: TerminalTrace;
}

export interface DeviceInfo {
  SerialNumber: string;
  TerminalId: string;
  MerchantId: string;
  Version: string;
  Model?: string;
}

export interface TerminalDriver {
  readonly mode: 'REST' | 'CLOUD';
  pair(target: TerminalTarget, options?: CallOptions): Promise<DriverOutcome | { kind: 'ok' }>;
  deviceInfo(
    target: TerminalTarget,
    handle: TransactionHandle,
    options?: CallOptions,
  ): Promise<{ kind: 'info'; info: DeviceInfo } | Exclude<DriverOutcome, { kind: 'result' }>>;
  sale(
    target: TerminalTarget,
    request: SaleRequest,
    timeoutMs: number,
    options?: CallOptions,
  ): Promise<DriverOutcome>;
  /**
   * A card part without a fiscal document (StartPayment). Answered like a sale; a lost answer is
   * settled with `result()` on the same handle.
   */
  payment(
    target: TerminalTarget,
    request: StartPaymentRequest,
    timeoutMs: number,
    options?: CallOptions,
  ): Promise<DriverOutcome>;
  result(
    target: TerminalTarget,
    handle: TransactionHandle,
    saleHandle: TransactionHandle,
    options?: CallOptions,
  ): Promise<DriverOutcome>;
  /** Void or refund a completed sale or payment part (idempotent per TransactionHandle). */
  reverse(target: TerminalTarget, request: ReversalRequest, options?: CallOptions): Promise<ReversalOutcome>;
  abort(target: TerminalTarget, handle: TransactionHandle, options?: CallOptions): Promise<void>;
}

/** Local time as the terminal wants it: yyyy-MM-ddTHH:mm:ss.ffffff */
export function terminalDate(date = new Date()): string {
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(
    date.getMinutes(),
  )}:${pad(date.getSeconds())}.${pad(date.getMilliseconds() * 1000, 6)}`;
}
