import {
  cloudDeviceMessageSchema,
  cloudServerMessageSchema,
  type ReversalResult,
  type SaleResult,
  type TransactionHandle,
} from '@kiosk/contracts';
import WebSocket from 'ws';
import type { z } from 'zod';
import type { TerminalDevice } from './device.js';
import type { ReverseOutcome, SaleRecord } from './device-records.js';

/**
 * CLOUD mode: the device keeps an outbound WebSocket to the server, says hello, takes sales,
 * queries and aborts from it, and reports every settled sale back under its attempt id. The
 * connection is re-opened with back-off when it drops; a result that could not be delivered is
 * sent after the next hello.
 */

export interface CloudClientOptions {
  url: string;
  token?: string;
  fingerprint: string;
  device: TerminalDevice;
  /** First reconnect delay; doubles up to `maxBackoffMs`. */
  minBackoffMs?: number;
  maxBackoffMs?: number;
  log?: (message: string) => void;
}

export interface CloudClient {
  readonly connected: boolean;
  stop(): Promise<void>;
}

type DeviceMessage = z.input<typeof cloudDeviceMessageSchema>;

const BUSY_MESSAGE = 'Cihaz meşgul: başka bir satış sürüyor (Device busy: another sale is running)';

export function startCloudClient(options: CloudClientOptions): CloudClient {
  const { device } = options;
  const log = options.log ?? (() => {});
  const minBackoff = options.minBackoffMs ?? 500;
  const maxBackoff = options.maxBackoffMs ?? 10_000;
  let socket: WebSocket | null = null;
  let ready = false;
  let stopped = false;
  let backoff = minBackoff;
  let reconnectTimer: NodeJS.Timeout | null = null;

  const target = new URL(options.url);
  if (options.token) target.searchParams.set('token', options.token);

  function send(message: DeviceMessage, onSent?: () => void): boolean {
    const ws = socket;
    if (!ws || !ready || ws.readyState !== WebSocket.OPEN) return false;
    ws.send(JSON.stringify(cloudDeviceMessageSchema.parse(message)), (error) => {
      if (!error) onSent?.();
    });
    return true;
  }

  function sendResult(attemptId: string, result: SaleResult, onSent?: () => void): boolean {
    return send({ type: 'result', attemptId, result }, onSent);
  }

  /** Sends the result of a settled CLOUD sale unless it was already delivered (or must never be). */
  function deliver(record: SaleRecord): void {
    if (record.origin !== 'cloud' || record.attemptId === null || record.cloudDelivered) return;
    if (record.settledAt === null || record.outcome === 'no_answer') return;
    sendResult(record.attemptId, record.result, () => {
      record.cloudDelivered = true;
    });
  }

  const unsubscribe = device.onSettled(deliver);

  function sendReversal(attemptId: string, kind: 'VOID' | 'REFUND', outcome: ReverseOutcome | string): void {
    let result: ReversalResult;
    if (typeof outcome === 'object' && outcome.kind === 'reversal') result = outcome.record.result;
    else {
      result = {
        Status: 'Failed',
        Kind: kind,
        OriginalSaleNumber: null,
        ReversalNumber: null,
        AmountMinor: 0,
        FinancialDocuments: [],
        ErrorCode: typeof outcome === 'string' ? 'INVALID_TRANSACTION' : 'UNKNOWN',
        ErrorMessage: typeof outcome === 'string' ? outcome : BUSY_MESSAGE,
      };
    }
    send({ type: 'reversal', attemptId, result });
  }

  const wrongSerial = () =>
    `Seri numarası eşleşmiyor: bu cihaz ${device.config.serialNumber} (Wrong serial number)`;

  function busyResult(amountMinor: number): SaleResult {
    return {
      Status: 'Failed',
      SaleNumber: null,
      SaleInquiryLink: null,
      TerminalId: device.config.terminalId,
      MerchantId: device.config.merchantId,
      AmountMinor: amountMinor,
      FinancialDocuments: [],
      Payments: [],
      Receipts: { CustomerPng: null, MerchantPng: null },
      ErrorCode: 'UNKNOWN',
      ErrorMessage: BUSY_MESSAGE,
    };
  }

  function handle(raw: WebSocket.RawData): void {
    let json: unknown;
    try {
      json = JSON.parse(raw.toString());
    } catch {
      log('cloud: ignored a message that is not JSON');
      return;
    }
    const parsed = cloudServerMessageSchema.safeParse(json);
    if (!parsed.success) {
      log(
        `cloud: ignored an invalid message: ${parsed.error.issues.map((i) => i.path.join('.')).join(', ')}`,
      );
      return;
    }
    const message = parsed.data;
    switch (message.type) {
      case 'sale': {
        const { request, attemptId } = message;
        if (request.TransactionHandle.SerialNumber !== device.config.serialNumber) {
          sendResult(attemptId, {
            ...busyResult(request.Sale.TotalPriceMinor),
            ErrorCode: 'INVALID_TRANSACTION',
            ErrorMessage: `Seri numarası eşleşmiyor: bu cihaz ${device.config.serialNumber} (Wrong serial number)`,
          });
          return;
        }
        const started = device.startSale(request.TransactionHandle, request.Sale, 'cloud', attemptId);
        if (started.kind === 'busy') {
          sendResult(attemptId, busyResult(request.Sale.TotalPriceMinor));
        } else if (started.kind === 'duplicate') {
          // The same handle again: never a second charge; report that sale's state instead.
          sendResult(attemptId, started.record.result);
        }
        return;
      }
      case 'payment': {
        const { request, attemptId } = message;
        if (request.TransactionHandle.SerialNumber !== device.config.serialNumber) {
          sendResult(attemptId, {
            ...busyResult(request.Payment.AmountMinor),
            ErrorCode: 'INVALID_TRANSACTION',
            ErrorMessage: wrongSerial(),
          });
          return;
        }
        const started = device.startPayment(request.TransactionHandle, request.Payment, 'cloud', attemptId);
        if (started.kind === 'busy') sendResult(attemptId, busyResult(request.Payment.AmountMinor));
        else if (started.kind === 'duplicate') sendResult(attemptId, started.record.result);
        return;
      }
      case 'void':
      case 'refund': {
        const { request, attemptId } = message;
        const kind = message.type === 'void' ? 'VOID' : 'REFUND';
        if (request.TransactionHandle.SerialNumber !== device.config.serialNumber) {
          sendReversal(attemptId, kind, wrongSerial());
          return;
        }
        if (!request.SaleHandle) {
          sendReversal(attemptId, kind, 'İptal edilecek satış belirtilmedi (No sale named to void)');
          return;
        }
        const outcome =
          message.type === 'refund'
            ? device.reverse(
                {
                  kind: 'REFUND',
                  handle: message.request.TransactionHandle,
                  saleHandle: message.request.SaleHandle,
                  amountMinor: message.request.AmountMinor,
                  lines: message.request.Lines,
                },
                'cloud',
              )
            : device.reverse(
                { kind: 'VOID', handle: request.TransactionHandle, saleHandle: request.SaleHandle },
                'cloud',
              );
        sendReversal(attemptId, kind, outcome);
        return;
      }
      case 'query': {
        const record = device.findSale(message.saleHandle);
        sendResult(message.attemptId, record?.result ?? notFound(message.saleHandle));
        return;
      }
      case 'abort': {
        const running = device.runningSale;
        const aborted = device.abortCurrent();
        // The aborted sale's own result goes out through onSettled; answer other attempts here.
        if (aborted.kind === 'aborted' && running?.attemptId === message.attemptId) return;
        const own = device.saleList().find((record) => record.attemptId === message.attemptId);
        if (own) sendResult(message.attemptId, own.result);
        return;
      }
    }
  }

  function notFound(handle: TransactionHandle): SaleResult {
    return {
      ...busyResult(0),
      Status: 'NotFound',
      ErrorCode: null,
      ErrorMessage: `Satış bulunamadı (Sale not found: ${handle.TransactionSequence})`,
    };
  }

  function connect(): void {
    if (stopped) return;
    const ws = new WebSocket(target);
    socket = ws;
    ws.on('open', () => {
      backoff = minBackoff;
      ready = true;
      log(`cloud: connected to ${options.url}`);
      send({ type: 'hello', serialNumber: device.config.serialNumber, fingerprint: options.fingerprint });
      // Results that settled while the connection was down.
      for (const record of device.saleList()) deliver(record);
    });
    ws.on('message', (data) => handle(data));
    ws.on('error', (error) => log(`cloud: ${error.message}`));
    ws.on('close', () => {
      if (socket === ws) {
        socket = null;
        ready = false;
      }
      if (stopped) return;
      log(`cloud: connection closed, reconnecting in ${backoff} ms`);
      reconnectTimer = setTimeout(connect, backoff);
      backoff = Math.min(backoff * 2, maxBackoff);
    });
  }

  connect();

  return {
    get connected() {
      return ready;
    },
    async stop() {
      stopped = true;
      unsubscribe();
      if (reconnectTimer) clearTimeout(reconnectTimer);
      const ws = socket;
      if (!ws || ws.readyState === WebSocket.CLOSED) return;
      await new Promise<void>((resolve) => {
        ws.once('close', () => resolve());
        if (ws.readyState === WebSocket.CONNECTING) ws.terminate();
        else ws.close();
        setTimeout(() => {
          ws.terminate();
          resolve();
        }, 1000).unref();
      });
    },
  };
}
