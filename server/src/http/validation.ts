import { CONTROL_CHARACTER_MESSAGE, controlCharacterPaths } from '@kiosk/contracts';
import type { FastifyRequest } from 'fastify';
import { errors } from '../errors.js';

/**
 * Every request's path parameters, query string and JSON body are checked for control characters
 * (U+0000 and the rest of C0 but tab and line breaks) before any route sees them: Postgres refuses
 * U+0000 in text and jsonb, and free-form values (`z.unknown()` metadata, settings) are not
 * covered by the `text()` type of the schemas. Raw headers never carry them (Node's parser
 * refuses control characters there).
 */
export function refuseControlCharacters(request: FastifyRequest): void {
  const fields = [
    ...controlCharacterPaths(request.params, ['params']),
    ...controlCharacterPaths(request.query, ['query']),
    ...controlCharacterPaths(request.body),
  ];
  if (fields.length === 0) return;
  throw errors.validation(
    fields.map((field) => ({ field: field || 'body', message: CONTROL_CHARACTER_MESSAGE })),
  );
}
