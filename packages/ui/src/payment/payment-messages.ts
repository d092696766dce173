import { type PaymentAttempt, TERMINAL_ERROR_CODES } from '@kiosk/contracts';
import { type ApiError, isApiError, NETWORK_ERROR_CODE } from '../api/api-error.js';

/** A message key under payment.errors (the kiosk's and the till's card-payment texts). */
export type PaymentErrorKey = string;

const TERMINAL = new Set<string>(TERMINAL_ERROR_CODES);
/** The terminal refused the request itself (busy, not paired, sequence): nothing was charged. */
const PROTOCOL = new Set([
  'SEQUENCE_ERROR',
  'DEVICE_BUSY',
  'NOT_PAIRED',
  'WRONG_SERIAL',
  'BAD_REQUEST',
  'IN_PROGRESS',
]);

/** The card-terminal message for a finished attempt (spec section 8, "Card terminal errors"). */
export function attemptErrorKey(attempt: Pick<PaymentAttempt, 'step' | 'error_code'>): PaymentErrorKey {
  const code = attempt.error_code;
  if (attempt.step === 'timed_out') return code === 'TIMED_OUT' ? 'TIMED_OUT' : 'payment_timed_out';
  if (attempt.step === 'cancelled')
    return code && TERMINAL.has(code) && code !== 'UNKNOWN' ? code : 'payment_cancelled';
  if (code && TERMINAL.has(code)) return code;
  if (code && PROTOCOL.has(code)) return 'communication';
  return 'payment_failed';
}

/** The kiosk/POS message for an API failure while creating or starting a payment. */
export function apiErrorKey(error: unknown, phase: 'create' | 'start' | 'status'): PaymentErrorKey {
  if (!isApiError(error)) return 'unknown';
  const e = error as ApiError;
  if (e.code === NETWORK_ERROR_CODE) return 'network';
  if (e.status === 401 || e.status === 403) return 'auth_required';
  switch (e.code) {
    case 'no_pos_device':
    case 'order_not_found':
    case 'cannot_retry':
      return e.code;
    case 'max_retries':
      return 'max_retries';
    case 'validation_failed':
    case 'idempotency_key_reused':
      return phase === 'create' ? 'invalid_order' : 'payment_error';
    default:
      if (e.status >= 500) return phase === 'create' ? 'create_failed' : 'system';
      return phase === 'create' ? 'create_failed' : 'payment_error';
  }
}

/** Details of a validation error: `items.N` with a key, or `customer.<field>` with a key. */
export interface OrderProblems {
  lines: Array<{ index: number; key: string }>;
  customer: Record<string, string>;
  /** The total needs the customer's details (customer_info_required). */
  customerRequired: boolean;
}

export function orderProblems(error: unknown): OrderProblems | null {
  if (!isApiError(error) || (error.code !== 'validation_failed' && error.code !== 'customer_info_required'))
    return null;
  const details = Array.isArray(error.details)
    ? (error.details as Array<{ field?: unknown; key?: unknown; message?: unknown }>)
    : [];
  const problems: OrderProblems = {
    lines: [],
    customer: {},
    customerRequired: error.code === 'customer_info_required',
  };
  for (const detail of details) {
    const field = typeof detail.field === 'string' ? detail.field : '';
    const key =
      typeof detail.key === 'string'
        ? detail.key
        : typeof detail.message === 'string'
          ? detail.message
          : 'invalid';
    const line = /^items\.(\d+)/.exec(field);
    if (line) problems.lines.push({ index: Number(line[1]), key });
    else if (field.startsWith('customer.')) problems.customer[field.slice('customer.'.length)] = key;
  }
  const found = problems.lines.length > 0 || Object.keys(problems.customer).length > 0;
  return found || problems.customerRequired ? problems : null;
}
