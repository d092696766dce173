import { unsafeTextFields } from '@kiosk/contracts';
import type { FastifyRequest } from 'fastify';
import { errors } from '../errors.js';

/**
 * Every request's path parameters, query string and JSON body are checked before any route sees
 * them for control characters (U+0000 and the rest of C0 but tab and line breaks) and lone
 * surrogates: Postgres refuses U+0000 in text and jsonb and lone surrogates in jsonb, and free-form
 * values (`z.unknown()` metadata, settings, audit records) are not covered by the `text()` type of
 * the schemas. A body nested deeper than MAX_JSON_DEPTH is refused as `body` (the walk is iterative,
 * so no depth overflows the stack). Raw headers never carry control characters (Node's parser
 * refuses them there).
 */
export function refuseUnsafeText(request: FastifyRequest): void {
  const fields = [
    ...unsafeTextFields(request.params, ['params']),
    ...unsafeTextFields(request.query, ['query']),
    ...unsafeTextFields(request.body),
  ];
  if (fields.length === 0) return;
  throw errors.validation(fields.map(({ field, message }) => ({ field: field || 'body', message })));
}
