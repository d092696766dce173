import { randomInt } from 'node:crypto';
import type { StaffActivityEntry, StaffMember } from '@kiosk/contracts';
import { checkNewPassword, generateStaffPassword, type Principal, type StaffRefusal } from '@kiosk/domain';
import { tr } from '@kiosk/i18n';
import type { PublishedSecrets } from '../../auth/published-secrets.js';
import { AppError, errors } from '../../errors.js';
import type { StaffActivityRow, StaffRow } from '../../repositories/staff.repository.js';

/** The admin making a staff change. */
export interface StaffActor {
  userId: string;
  email: string;
  role: Extract<Principal, { kind: 'user' }>['role'];
}

export function staffActorOf(principal: Principal): StaffActor {
  if (principal.kind !== 'user') throw errors.forbidden();
  return { userId: principal.userId, email: principal.email, role: principal.role };
}

const MESSAGES = tr.staff.errors;

/** The rule's refusal as the API answers it: its stable code and status, the field named. */
export const refused = (refusal: StaffRefusal) =>
  new AppError(refusal.code, refusal.status, MESSAGES[refusal.code], {
    field: refusal.field,
    key: refusal.code,
  });

export const notFound = () => new AppError('not_found', 404, MESSAGES.not_found, { key: 'not_found' });
export const emailTaken = () =>
  new AppError('email_taken', 409, MESSAGES.email_taken, { field: 'email', key: 'email_taken' });
/** The activity filter's start after its end: 400 naming `from`. */
export const rangeReversed = () =>
  errors.validation([{ field: 'from', message: tr.staff.detail.rangeError, key: 'range_reversed' }]);
export const unknownStore = () =>
  errors.validation([{ field: 'store_ids', message: MESSAGES.unknown_store, key: 'unknown_store' }]);

/**
 * The password to set: the one typed (the one password rule, never a published demo password in
 * production, 400 naming `password`), or a generated one. `generated` is what the answer shows once.
 */
export function choosePassword(
  typed: string | undefined,
  published: PublishedSecrets,
): { password: string; generated: string | null } {
  if (typed === undefined || typed === '') {
    const password = generateStaffPassword(randomInt);
    return { password, generated: password };
  }
  const problem = checkNewPassword(typed);
  if (problem)
    throw errors.validation([{ field: 'password', message: tr.fleet.errors[problem], key: problem }]);
  if (published.password(typed))
    throw errors.validation([
      { field: 'password', message: tr.fleet.errors.passwordPublished, key: 'passwordPublished' },
    ]);
  return { password: typed, generated: null };
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export function presentMember(
  row: StaffRow,
  stores: Array<{ id: string; name: string }> | undefined,
): StaffMember {
  return {
    id: row.id,
    email: row.email,
    display_name: row.display_name,
    role: row.role,
    is_disabled: row.is_disabled,
    stores: stores ?? [],
    created_at: new Date(row.created_at).toISOString(),
    last_sign_in_at: iso(row.last_sign_in_at),
  };
}

export function presentActivity(row: StaffActivityRow): StaffActivityEntry {
  return {
    id: row.id,
    kind: row.kind,
    at: new Date(row.at).toISOString(),
    action: row.action,
    summary: row.summary ?? '',
    amount_minor: row.amount_minor === null ? null : Number(row.amount_minor),
    order_id: row.order_id,
    order_number: row.order_number,
    actor_email: row.actor_email,
  };
}
