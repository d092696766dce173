import { isApiError } from '@kiosk/ui';
import type { TFunction } from 'i18next';

/** A problem the server named: its field and its key (a staff rule, or the password rule's). */
export interface StaffIssue {
  field?: string;
  key?: string;
  message?: string;
}

/** The issues of a failed staff call: validation_failed's list, or a refusal's one field. */
export function staffIssues(error: unknown): StaffIssue[] {
  if (!isApiError(error)) return [];
  if (Array.isArray(error.details)) return error.details as StaffIssue[];
  if (error.details && typeof error.details === 'object') return [error.details as StaffIssue];
  return [];
}

/** The translated text of a key: the staff page's own, else the shared password rule's. */
export function issueText(issue: StaffIssue, t: TFunction): string {
  return t([`staff.errors.${issue.key}`, `fleet.errors.${issue.key}`], {
    defaultValue: issue.message ?? t('staff.errors.generic'),
  });
}

/** The message for a failed call with no field to put it on. */
export function staffErrorMessage(error: unknown, t: TFunction): string {
  if (isApiError(error) && error.status === 0) return t('fleet.common.connectionError');
  const issue = staffIssues(error).find((i) => i.key);
  if (issue) return issueText(issue, t);
  if (isApiError(error) && error.status < 500 && error.status !== 0)
    return t([`staff.errors.${error.code}`, 'staff.errors.generic']);
  return t('staff.errors.generic');
}
