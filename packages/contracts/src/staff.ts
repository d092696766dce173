import { z } from 'zod';
import { USER_ROLE_VALUES } from './answer-shapes.js';
import { emailSchema } from './auth.js';
import { queryInt } from './query.js';
import { text } from './text.js';

// The Personel page (issue 34): staff accounts, their stores, and each one's activity trail.

/** The roles an account is given on the Personel page (`user` accounts are listed, never made). */
export const STAFF_ROLE_VALUES = ['cashier', 'admin', 'super_admin'] as const;

export const staffStoreSchema = z.object({ id: z.string().uuid(), name: z.string() });

export const staffMemberSchema = z.object({
  id: z.string().uuid(),
  email: z.string(),
  display_name: z.string().nullable(),
  role: z.enum(USER_ROLE_VALUES),
  is_disabled: z.boolean(),
  stores: z.array(staffStoreSchema),
  created_at: z.string(),
  /** The last successful sign-in (from the audit trail); null: never since it was recorded. */
  last_sign_in_at: z.string().nullable(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const listStaffQuerySchema = z.object({
  /** Part of the name or e-mail. */
  q: text().trim().max(100).optional(),
  role: z.enum(USER_ROLE_VALUES).optional(),
  store_id: z.string().uuid().optional(),
  status: z.enum(['active', 'disabled']).optional(),
  page: queryInt(1, 10_000).optional(),
  page_size: queryInt(1, 100).optional(),
});
export type ListStaffQuery = z.infer<typeof listStaffQuerySchema>;

export const staffPageSchema = z.object({
  items: z.array(staffMemberSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type StaffPage = z.infer<typeof staffPageSchema>;

const displayName = text().trim().max(100);
const storeIds = z.array(z.string().uuid()).max(100);
/** A password typed by the admin; left out (or empty) the server generates one. */
const typedPassword = text().max(1024).optional();

export const createStaffSchema = z.object({
  email: emailSchema,
  display_name: displayName.optional(),
  role: z.enum(STAFF_ROLE_VALUES),
  store_ids: storeIds.default([]),
  password: typedPassword,
});
export type CreateStaff = z.input<typeof createStaffSchema>;

export const updateStaffSchema = z.object({
  display_name: displayName.nullable().optional(),
  role: z.enum(STAFF_ROLE_VALUES).optional(),
  store_ids: storeIds.optional(),
});
export type UpdateStaff = z.infer<typeof updateStaffSchema>;

export const resetStaffPasswordSchema = z.object({ password: typedPassword });

/**
 * The answer to a create or a password reset. `generated_password` is the server's password when
 * the admin typed none, shown this once and kept nowhere (only its argon2id hash); null otherwise.
 */
export const staffPasswordResultSchema = z.object({
  member: staffMemberSchema,
  generated_password: z.string().nullable(),
});
export type StaffPasswordResult = z.infer<typeof staffPasswordResultSchema>;

/** What an entry of the activity trail is about. */
export const STAFF_ACTIVITY_KINDS = [
  'sign_in',
  'refund',
  'void',
  'discount',
  'cash_movement',
  /** Other changes the person made in the back office (the audit log). */
  'admin',
  /** Changes made to this account (created, edited, disabled, password reset). */
  'account',
] as const;
export type StaffActivityKind = (typeof STAFF_ACTIVITY_KINDS)[number];

export const staffActivityQuerySchema = z.object({
  kind: z.enum(STAFF_ACTIVITY_KINDS).optional(),
  /** Dates in the outlet's time zone, both included. */
  from: z.string().date().optional(),
  to: z.string().date().optional(),
  page: queryInt(1, 10_000).optional(),
  page_size: queryInt(1, 100).optional(),
});
export type StaffActivityQuery = z.infer<typeof staffActivityQuerySchema>;

export const staffActivityEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(STAFF_ACTIVITY_KINDS),
  at: z.string(),
  /** The audit action (`staff.disabled`), the reversal's status, the cash movement's reason, ... */
  action: z.string(),
  summary: z.string(),
  amount_minor: z.number().int().nullable(),
  order_id: z.string().uuid().nullable(),
  order_number: z.string().nullable(),
  /** Who did it, for `account` entries (the admin who changed the account). */
  actor_email: z.string().nullable(),
});
export type StaffActivityEntry = z.infer<typeof staffActivityEntrySchema>;

/** Newest first; `has_more` instead of a total, so a long trail is never counted whole. */
export const staffActivityPageSchema = z.object({
  items: z.array(staffActivityEntrySchema),
  page: z.number().int(),
  page_size: z.number().int(),
  has_more: z.boolean(),
});
export type StaffActivityPage = z.infer<typeof staffActivityPageSchema>;
