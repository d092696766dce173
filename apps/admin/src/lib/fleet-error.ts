import { isApiError } from '@kiosk/ui';
import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

interface Issue {
  field?: string;
  key?: string;
  message?: string;
}

function issuesOf(error: unknown): Issue[] {
  if (!isApiError(error)) return [];
  if (Array.isArray(error.details)) return error.details as Issue[];
  if (error.details && typeof error.details === 'object') return [error.details as Issue];
  return [];
}

/**
 * The message to show for a failed fleet call: the server's rule (its key translated, spec
 * section 8 "the server message is shown"), a connection failure, or the screen's fallback.
 */
export function fleetErrorMessage(error: unknown, t: TFunction, fallback: string): string {
  if (isApiError(error)) {
    if (error.status === 0) return t('fleet.common.connectionError');
    const key = issuesOf(error).find((i) => i.key)?.key;
    if (key) return t(`fleet.errors.${key}`, { defaultValue: error.message });
    if (error.status < 500 && error.message) return error.message;
  }
  return fallback;
}

/**
 * Puts a validation error on its form field when the server named one the form has; returns
 * whether it did (otherwise the caller shows a toast).
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  t: TFunction,
  setError: UseFormSetError<T>,
  fields: readonly string[],
  rename: Record<string, string> = {},
): boolean {
  let applied = false;
  for (const issue of issuesOf(error)) {
    const field = issue.field ? (rename[issue.field] ?? issue.field) : undefined;
    if (!field || !fields.includes(field) || !issue.key) continue;
    setError(field as Path<T>, { type: 'server', message: t(`fleet.errors.${issue.key}`) });
    applied = true;
  }
  return applied;
}
