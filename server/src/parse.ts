import type { z } from 'zod';
import { errors } from './errors.js';

/**
 * Parses with a zod schema, turning problems into a 400 validation_failed naming each field.
 * Routes use it for bodies their schema cannot describe; services for values whose shape depends
 * on stored data (a setting's schema by its key).
 */
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
