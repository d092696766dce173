import type { ErrorCode, FieldIssue } from '@kiosk/contracts';

/** An error the API reports as-is: a stable machine code, an HTTP status and a readable message. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode | (string & {}),
    readonly statusCode: number,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const errors = {
  badRequest: (message: string, details?: unknown) => new AppError('bad_request', 400, message, details),
  invalidJson: (message = 'The request body is not valid JSON') => new AppError('invalid_json', 400, message),
  validation: (issues: FieldIssue[]) =>
    new AppError(
      'validation_failed',
      400,
      issues.map((i) => (i.field ? `${i.field}: ${i.message}` : i.message)).join('; ') || 'Invalid request',
      issues,
    ),
  unauthorized: (message = 'Authentication required') => new AppError('unauthorized', 401, message),
  forbidden: (message = "You don't have permission to do this") => new AppError('forbidden', 403, message),
  notFound: (what = 'Resource') => new AppError('not_found', 404, `${what} not found`),
  conflict: (message: string, details?: unknown) => new AppError('conflict', 409, message, details),
  versionConflict: (message = 'The record was changed by someone else') =>
    new AppError('version_conflict', 409, message),
  payloadTooLarge: (limit: number) =>
    new AppError('payload_too_large', 413, `The request body is larger than ${limit} bytes`),
  unsupportedMediaType: (type: string) =>
    new AppError('unsupported_media_type', 415, `Unsupported content type: ${type}`),
  /** A WebSocket address asked for with plain HTTP. */
  upgradeRequired: () =>
    new AppError('upgrade_required', 426, 'This address takes WebSocket connections only'),
  rateLimited: (retryAfterSeconds: number) =>
    new AppError('rate_limited', 429, 'Too many requests', { retryAfterSeconds }),
  unavailable: (message = 'Service unavailable', retryAfterSeconds?: number) =>
    new AppError('service_unavailable', 503, message, retryAfterSeconds ? { retryAfterSeconds } : undefined),
};
