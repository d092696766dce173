import { errorBodySchema } from '@kiosk/contracts';

/** Code of an error raised when the server could not be reached at all. */
export const NETWORK_ERROR_CODE = 'network_error';

export interface ApiErrorInit {
  code: string;
  status: number;
  message: string;
  details?: unknown;
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

  constructor({ code, status, message, details }: ApiErrorInit) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.details = details;
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
export function toApiError(status: number, body: unknown, statusText = ''): ApiError {
  const parsed = errorBodySchema.safeParse(body);
  if (parsed.success) {
    const { code, message, details } = parsed.data.error;
    return new ApiError({ code, status, message, details });
  }
  const message =
    typeof body === 'string' && body.trim() !== '' && body.length <= 300
      ? body.trim()
      : statusText || `Request failed with status ${status}`;
  return new ApiError({ code: codeForStatus(status), status, message });
}

/** True for the server's error shape, which may also arrive with a 2xx status from some functions. */
export function isErrorBody(body: unknown): boolean {
  return errorBodySchema.safeParse(body).success;
}
