import { type ErrorBody, isErrorBodyShape } from '@kiosk/contracts';

/** Code of an error raised when the server could not be reached at all. */
export const NETWORK_ERROR_CODE = 'network_error';

export interface ApiErrorInit {
  code: string;
  status: number;
  message: string;
  details?: unknown;
  /** Seconds to wait before trying again (429, 503), from `Retry-After` or the error's details. */
  retryAfterSeconds?: number;
}

/**
 * An API failure with the server's stable machine `code` (`not_found`, `validation_failed`, ...),
 * the HTTP `status` (0 when the server could not be reached), its `message` and optional `details`.
 * Apps map `code` to a translated message.
 */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  readonly details: unknown;
  readonly retryAfterSeconds: number | undefined;

  constructor({ code, status, message, details, retryAfterSeconds }: ApiErrorInit) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.details = details;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

const STATUS_CODES: Record<number, string> = {
  400: 'validation_failed',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  503: 'service_unavailable',
};

/** Machine code for a failed response that did not carry the server's error shape. */
export function codeForStatus(status: number): string {
  return STATUS_CODES[status] ?? (status >= 500 ? 'internal_error' : 'http_error');
}

/**
 * Builds an ApiError from a response body: the server's `{ success: false, error: { code, message,
 * details? } }` when present, otherwise a code derived from the HTTP status.
 */
export function toApiError(
  status: number,
  body: unknown,
  statusText = '',
  retryAfter?: string | null,
): ApiError {
  if (isErrorBody(body)) {
    const { code, message, details } = body.error;
    const wait = parseRetryAfter(retryAfter) ?? retryAfterFromDetails(details);
    return new ApiError({
      code,
      status,
      message,
      details,
      ...(wait !== undefined ? { retryAfterSeconds: wait } : {}),
    });
  }
  const message =
    typeof body === 'string' && body.trim() !== '' && body.length <= 300
      ? body.trim()
      : statusText || `Request failed with status ${status}`;
  const wait = parseRetryAfter(retryAfter);
  return new ApiError({
    code: codeForStatus(status),
    status,
    message,
    ...(wait !== undefined ? { retryAfterSeconds: wait } : {}),
  });
}

/** `Retry-After` in seconds (delta-seconds, or an HTTP date). */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

function retryAfterFromDetails(details: unknown): number | undefined {
  const value = (details as { retryAfterSeconds?: unknown } | null | undefined)?.retryAfterSeconds;
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined;
}

/** True for the server's error shape, which may also arrive with a 2xx status from some functions. */
export function isErrorBody(body: unknown): body is ErrorBody {
  // errorBodySchema's check without zod (the API client is start-up code)
  return isErrorBodyShape(body);
}
