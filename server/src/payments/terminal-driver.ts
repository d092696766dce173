import type { SaleRequest, SaleResult, TransactionHandle } from '@kiosk/contracts';

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
  | { kind: 'not_connected'; message: string }
  | { kind: 'unknown'; message: string };

export interface DeviceInfo {
  SerialNumber: string;
  TerminalId: string;
  MerchantId: string;
  Version: string;
  Model?: string;
}

export interface TerminalDriver {
  readonly mode: 'REST' | 'CLOUD';
  pair(target: TerminalTarget): Promise<DriverOutcome | { kind: 'ok' }>;
  deviceInfo(
    target: TerminalTarget,
    handle: TransactionHandle,
  ): Promise<{ kind: 'info'; info: DeviceInfo } | Exclude<DriverOutcome, { kind: 'result' }>>;
  sale(target: TerminalTarget, request: SaleRequest, timeoutMs: number): Promise<DriverOutcome>;
  result(
    target: TerminalTarget,
    handle: TransactionHandle,
    saleHandle: TransactionHandle,
  ): Promise<DriverOutcome>;
  abort(target: TerminalTarget, handle: TransactionHandle): Promise<void>;
}

/** Local time as the terminal wants it: yyyy-MM-ddTHH:mm:ss.ffffff */
export function terminalDate(date = new Date()): string {
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(
    date.getMinutes(),
  )}:${pad(date.getSeconds())}.${pad(date.getMilliseconds() * 1000, 6)}`;
}
