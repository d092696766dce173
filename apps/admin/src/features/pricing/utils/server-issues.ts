import { isApiError } from '@kiosk/ui';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/** The field-named issues of a refused write (`details[]` of 400 validation_failed: field + key). */
export function serverIssues(error: unknown): Array<{ field: string; key: string }> {
  if (!isApiError(error) || !Array.isArray(error.details)) return [];
  return (error.details as Array<{ field?: unknown; key?: unknown; code?: unknown }>).flatMap((d) => {
    const key = typeof d.key === 'string' ? d.key : typeof d.code === 'string' ? d.code : undefined;
    return typeof d.field === 'string' && key ? [{ field: d.field, key }] : [];
  });
}

/**
 * Puts each server issue on its form field (its key as the message, which the form translates),
 * `rename` mapping the API's field names to the form's; returns whether any landed on a field.
 */
export function applyServerIssues<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  rename: (field: string) => string | undefined = (field) => field,
): boolean {
  let applied = false;
  for (const issue of serverIssues(error)) {
    const field = rename(issue.field);
    if (!field) continue;
    setError(field as Path<T>, { type: 'server', message: issue.key });
    applied = true;
  }
  return applied;
}
