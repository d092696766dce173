import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DatabaseUnavailable } from '../db/database-unavailable.js';
import { AppError, errors } from '../errors.js';
import { fromOrderGuard } from './node-ownership.js';

/** Path prefixes that belong to the API; unknown routes under them answer JSON 404. */
const API_PREFIXES = ['/api', '/functions', '/rest', '/auth', '/storage', '/realtime', '/health', '/ready'];

export function isApiPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return API_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

function fieldName(context: string | undefined, instancePath: string): string {
  const path = instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (context === 'body') return path || 'body';
  if (context === 'querystring') return path ? `query.${path}` : 'query';
  if (context === 'params') return path ? `params.${path}` : 'params';
  if (context === 'headers') return path ? `headers.${path}` : 'headers';
  return path;
}

/** Turns anything thrown into the one error shape, with no stack trace or SQL in the body. */
function toAppError(error: FastifyError | Error, bodyLimit: number): AppError {
  if (error instanceof AppError) return error;
  const owned = fromOrderGuard(error);
  if (owned) return owned;
  if (error instanceof DatabaseUnavailable) {
    return errors.unavailable('The service cannot reach its database; try again in a few seconds', 5);
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const context = (error as { validationContext?: string }).validationContext;
    return errors.validation(
      error.validation.map((issue) => ({
        field: fieldName(context, issue.instancePath),
        message: issue.message ?? 'Invalid value',
      })),
    );
  }
  const code = (error as FastifyError).code;
  const status = (error as FastifyError).statusCode;
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413) return errors.payloadTooLarge(bodyLimit);
  if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return errors.unsupportedMediaType('');
  if (code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return errors.invalidJson('The request body is empty');
  if (code === 'FST_ERR_CTP_INVALID_JSON_BODY' || (status === 400 && error instanceof SyntaxError)) {
    return errors.invalidJson();
  }
  if ((error as FastifyError).validation) {
    return errors.validation([{ field: '', message: error.message }]);
  }
  if (status === 404) return errors.notFound('Route');
  if (status === 405) return new AppError('method_not_allowed', 405, 'Method not allowed');
  if (status !== undefined && status >= 400 && status < 500) {
    return new AppError('bad_request', status, error.message);
  }
  return new AppError('internal_error', 500, 'An unexpected error occurred');
}

/**
 * What the router refuses before any route runs (Fastify's `frameworkErrors`): a path that is not
 * a valid URL component, or a path parameter longer than any id. Fastify's own answer had a shape
 * of its own and echoed the path.
 */
export function routerError(error: FastifyError): AppError {
  const message =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 'A path parameter is too long'
      : error.code === 'FST_ERR_BAD_URL'
        ? 'The path is not a valid URL (a malformed % escape)'
        : 'The path cannot be routed';
  return errors.validation([{ field: 'params', message }]);
}

export function sendError(reply: FastifyReply, error: AppError): FastifyReply {
  const retryAfter = (error.details as { retryAfterSeconds?: number } | undefined)?.retryAfterSeconds;
  if ((error.statusCode === 429 || error.statusCode === 503) && retryAfter) {
    reply.header('Retry-After', String(retryAfter));
  }
  return reply
    .status(error.statusCode)
    .type('application/json; charset=utf-8')
    .send({
      success: false,
      error: {
        code: error.code,
        message: error.message,
        ...(error.details !== undefined ? { details: error.details } : {}),
      },
    });
}

export function registerErrorHandling(app: FastifyInstance, bodyLimit: number): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const appError = toAppError(error, bodyLimit);
    if (appError.statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
    } else {
      request.log.info({ code: appError.code, message: appError.message }, 'request rejected');
    }
    return sendError(reply, appError);
  });
  app.setNotFoundHandler((request, reply) =>
    sendError(reply, errors.notFound(`Route ${request.method} ${request.url.split('?')[0]}`)),
  );
}
