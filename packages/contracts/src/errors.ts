import { z } from 'zod';

/** Stable machine codes of every API error. Apps map them to translated messages. */
export const ERROR_CODES = [
  'invalid_json',
  'validation_failed',
  'unauthorized',
  'forbidden',
  'not_found',
  'method_not_allowed',
  'conflict',
  'upgrade_required',
  'version_conflict',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'service_unavailable',
  'internal_error',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const errorBodySchema = z.object({
  success: z.literal(false),
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.unknown().optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** A field-level problem in a validation_failed error. */
export const fieldIssueSchema = z.object({
  field: z.string(),
  message: z.string(),
  key: z.string().optional(),
});
export type FieldIssue = z.infer<typeof fieldIssueSchema>;
