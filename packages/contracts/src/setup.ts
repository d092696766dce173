import { z } from 'zod';
import { text } from './text.js';

/** First-run setup (issue 30): GET /functions/v1/setup and POST /functions/v1/setup. */

export const SETUP_ALREADY_DONE = 'setup_already_done';
export const SETUP_TOKEN_INVALID = 'setup_token_invalid';

export const setupStatusQuerySchema = z.object({ token: text().max(200).optional() });

export const setupStatusSchema = z.object({
  /** No account exists yet: the first super admin is still to be made. */
  needed: z.boolean(),
  /** Only when a token was sent: whether it is the one the server printed at start. */
  token_valid: z.boolean().optional(),
});
export type SetupStatus = z.infer<typeof setupStatusSchema>;

/** The wizard's answers; the domain's setupIssues decides what is wrong, field by field. */
export const setupCompleteSchema = z.object({
  token: text().min(1).max(200),
  email: text().trim().max(254),
  password: text().max(1000),
  display_name: text().trim().max(100).default(''),
  business_name: text().trim().max(200),
  tax_office: text().trim().max(100),
  tax_number: text().trim().max(20),
  store_name: text().trim().max(200),
  phone: text().trim().max(40).default(''),
  province: text().trim().max(100),
  district: text().trim().max(100),
  address: text().trim().max(500),
  time_zone: text().trim().max(64),
  currency: text().trim().max(8),
});
/** What the wizard sends. */
export type SetupComplete = z.input<typeof setupCompleteSchema>;
/** What the server works with (defaults applied, text trimmed). */
export type SetupInput = z.output<typeof setupCompleteSchema>;

export const setupResultSchema = z.object({
  user: z.object({ id: z.string(), email: z.string(), role: z.string() }),
  business: z.object({ id: z.string(), name: z.string() }),
  store: z.object({ id: z.string(), name: z.string() }),
});
export type SetupResult = z.infer<typeof setupResultSchema>;
