import type { SaleResult, TransactionHandle } from '@kiosk/contracts';
import { transactionHandleSchema } from '@kiosk/contracts';
import type { z } from 'zod';
import type { ProtocolError, ReverseOutcome } from './device-records.js';

/**
 * The terminal protocol's answer envelope (HasError, ErrorCode, Message, Errors, the request's
 * handle, Data) for each kind of answer, and the reading of a request body.
 */

export interface Envelope {
  HasError: boolean;
  ErrorCode: string | null;
  Message: string | null;
  Errors: string[];
  TransactionHandle: TransactionHandle | null;
  Data: unknown;
}

export const ok = (
  handle: TransactionHandle | null,
  data: unknown,
  message: string | null = null,
): Envelope => ({
  HasError: false,
  ErrorCode: null,
  Message: message,
  Errors: [],
  TransactionHandle: handle,
  Data: data,
});

export const fail = (
  handle: TransactionHandle | null,
  code: string,
  message: string,
  errors: string[] = [],
  data: unknown = null,
): Envelope => ({
  HasError: true,
  ErrorCode: code,
  Message: message,
  Errors: errors,
  TransactionHandle: handle,
  Data: data,
});

export const protocolFail = (handle: TransactionHandle | null, error: ProtocolError, data: unknown = null) =>
  fail(handle, error.code, error.message, error.errors ?? [], data);

const STATUS_MESSAGES: Record<string, string> = {
  Completed: 'İşlem onaylandı (Approved)',
  InProgress: 'Satış sürüyor, sonucu yeniden sorgulayın (Sale in progress, query again)',
  NotFound: 'Bu işlem numarasıyla satış bulunamadı (No sale with this handle)',
};

/** A sale result in the envelope: HasError for Failed and Cancelled (read Status, not only HasError). */
export function resultEnvelope(handle: TransactionHandle | null, result: SaleResult): Envelope {
  const failed = result.Status === 'Failed' || result.Status === 'Cancelled';
  return {
    HasError: failed,
    ErrorCode: failed ? result.ErrorCode : null,
    Message: result.ErrorMessage ?? STATUS_MESSAGES[result.Status] ?? null,
    Errors: [],
    TransactionHandle: handle,
    Data: result,
  };
}

export const BUSY = 'Cihaz meşgul: başka bir satış sürüyor (Device busy: another sale is running)';

/** A void or refund in the envelope: HasError when it was refused (the result says why). */
export function reversalEnvelope(handle: TransactionHandle, outcome: ReverseOutcome): Envelope {
  if (outcome.kind === 'busy') return fail(handle, 'DEVICE_BUSY', BUSY);
  const { result } = outcome.record;
  if (result.Status === 'Completed') {
    return ok(
      handle,
      result,
      result.Kind === 'VOID' ? 'İşlem iptal edildi (Voided)' : 'İade tamamlandı (Refunded)',
    );
  }
  return fail(handle, result.ErrorCode ?? 'INVALID_TRANSACTION', result.ErrorMessage ?? '', [], result);
}

export function issues(error: z.ZodError): string[] {
  return error.issues.map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`);
}

/** A request whose body does not match its operation: BAD_REQUEST, its handle echoed when valid. */
export function badRequest(body: unknown, error: z.ZodError, message = 'Geçersiz istek (Invalid request)') {
  return fail(echoedHandle(body), 'BAD_REQUEST', message, issues(error));
}

/** The handle of a request, when it has a valid one (echoed even in error answers). */
function echoedHandle(body: unknown): TransactionHandle | null {
  if (typeof body !== 'object' || body === null) return null;
  const parsed = transactionHandleSchema.safeParse(
    (body as { TransactionHandle?: unknown }).TransactionHandle,
  );
  return parsed.success ? parsed.data : null;
}

class InvalidJson extends Error {}

export function parseBody(raw: unknown): unknown {
  if (typeof raw !== 'string' || raw.trim() === '') return {};
  try {
    return JSON.parse(raw);
  } catch {
    throw new InvalidJson();
  }
}
