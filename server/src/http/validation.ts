import { CONTROL_CHARACTER_MESSAGE, controlCharacterPaths } from '@kiosk/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { errors } from '../errors.js';

/** Parses with a zod schema, turning problems into a 400 validation_failed naming each field. */
export function parseOrThrow<T extends z.ZodType>(schema: T, data: unknown, prefix = ''): z.infer<T> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  throw errors.validation(
    result.error.issues.map((issue) => ({
      field: [prefix, ...issue.path.map(String)].filter(Boolean).join('.'),
      message: issue.message,
    })),
  );
}

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
