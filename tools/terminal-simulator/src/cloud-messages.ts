import {
  cloudServerMessageSchema,
  type ReversalResult,
  type SaleResult,
  type TransactionHandle,
} from '@kiosk/contracts';
import type { z } from 'zod';
import type { TerminalDevice } from './device.js';
import type { ReverseOutcome } from './device-records.js';

/**
 * CLOUD mode: what the device does with each message the server sends (a sale, a card payment, a
 * void or refund, a query, an abort) and what it answers. A started sale's own result goes back
 * when it settles (the client's onSettled); the answers here are the immediate ones.
 */

type ServerMessage = z.output<typeof cloudServerMessageSchema>;

/** The client's two ways of answering an attempt. */
export interface CloudReplies {
  device: TerminalDevice;
  sendResult(attemptId: string, result: SaleResult): void;
  sendReversal(attemptId: string, result: ReversalResult): void;
}

const BUSY_MESSAGE = 'Cihaz meşgul: başka bir satış sürüyor (Device busy: another sale is running)';

/** A message of the server, or null (logged) when it is not JSON or not a known message. */
export function parseServerMessage(raw: string, log: (message: string) => void): ServerMessage | null {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    log('cloud: ignored a message that is not JSON');
    return null;
  }
  const parsed = cloudServerMessageSchema.safeParse(json);
  if (!parsed.success) {
    log(`cloud: ignored an invalid message: ${parsed.error.issues.map((i) => i.path.join('.')).join(', ')}`);
    return null;
  }
  return parsed.data;
}

export function answerServerMessage(message: ServerMessage, replies: CloudReplies): void {
  switch (message.type) {
    case 'sale':
      answerSale(message, replies);
      return;
    case 'payment':
      answerPayment(message, replies);
      return;
    case 'void':
    case 'refund':
      answerReversal(message, replies);
      return;
    case 'query': {
      const record = replies.device.findSale(message.saleHandle);
      replies.sendResult(message.attemptId, record?.result ?? notFound(replies.device, message.saleHandle));
      return;
    }
    case 'abort': {
      const { device } = replies;
      const running = device.runningSale;
      const aborted = device.abortCurrent();
      // The aborted sale's own result goes out through onSettled; answer other attempts here.
      if (aborted.kind === 'aborted' && running?.attemptId === message.attemptId) return;
      const own = device.saleList().find((record) => record.attemptId === message.attemptId);
      if (own) replies.sendResult(message.attemptId, own.result);
      return;
    }
  }
}

function answerSale(message: Extract<ServerMessage, { type: 'sale' }>, replies: CloudReplies): void {
  const { device, sendResult } = replies;
  const { request, attemptId } = message;
  if (request.TransactionHandle.SerialNumber !== device.config.serialNumber) {
    sendResult(attemptId, {
      ...busyResult(device, request.Sale.TotalPriceMinor),
      ErrorCode: 'INVALID_TRANSACTION',
      ErrorMessage: `Seri numarası eşleşmiyor: bu cihaz ${device.config.serialNumber} (Wrong serial number)`,
    });
    return;
  }
  const started = device.startSale(request.TransactionHandle, request.Sale, 'cloud', attemptId);
  if (started.kind === 'busy') {
    sendResult(attemptId, busyResult(device, request.Sale.TotalPriceMinor));
  } else if (started.kind === 'duplicate') {
    // The same handle again: never a second charge; report that sale's state instead.
    sendResult(attemptId, started.record.result);
  }
}

function answerPayment(message: Extract<ServerMessage, { type: 'payment' }>, replies: CloudReplies): void {
  const { device, sendResult } = replies;
  const { request, attemptId } = message;
  if (request.TransactionHandle.SerialNumber !== device.config.serialNumber) {
    sendResult(attemptId, {
      ...busyResult(device, request.Payment.AmountMinor),
      ErrorCode: 'INVALID_TRANSACTION',
      ErrorMessage: wrongSerial(device),
    });
    return;
  }
  const started = device.startPayment(request.TransactionHandle, request.Payment, 'cloud', attemptId);
  if (started.kind === 'busy') sendResult(attemptId, busyResult(device, request.Payment.AmountMinor));
  else if (started.kind === 'duplicate') sendResult(attemptId, started.record.result);
}

function answerReversal(
  message: Extract<ServerMessage, { type: 'void' | 'refund' }>,
  replies: CloudReplies,
): void {
  const { device } = replies;
  const { request, attemptId } = message;
  const kind = message.type === 'void' ? 'VOID' : 'REFUND';
  const reply = (outcome: ReverseOutcome | string) =>
    replies.sendReversal(attemptId, reversalResultOf(kind, outcome));
  if (request.TransactionHandle.SerialNumber !== device.config.serialNumber) {
    reply(wrongSerial(device));
    return;
  }
  if (!request.SaleHandle) {
    reply('İptal edilecek satış belirtilmedi (No sale named to void)');
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
  reply(outcome);
}

/** The reversal's own result, or a failed one: a refusal message (string) or the device busy. */
function reversalResultOf(kind: 'VOID' | 'REFUND', outcome: ReverseOutcome | string): ReversalResult {
  if (typeof outcome === 'object' && outcome.kind === 'reversal') return outcome.record.result;
  return {
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

const wrongSerial = (device: TerminalDevice) =>
  `Seri numarası eşleşmiyor: bu cihaz ${device.config.serialNumber} (Wrong serial number)`;

function busyResult(device: TerminalDevice, amountMinor: number): SaleResult {
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

function notFound(device: TerminalDevice, handle: TransactionHandle): SaleResult {
  return {
    ...busyResult(device, 0),
    Status: 'NotFound',
    ErrorCode: null,
    ErrorMessage: `Satış bulunamadı (Sale not found: ${handle.TransactionSequence})`,
  };
}
