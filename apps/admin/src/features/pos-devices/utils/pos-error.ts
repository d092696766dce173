import { isApiError } from '@kiosk/ui';
import type { TFunction } from 'i18next';

/** A failed POS call's message: the server's rule (translated by key), a connection failure, or the fallback. */
export function posErrorMessage(error: unknown, t: TFunction, fallback: string): string {
  if (isApiError(error)) {
    if (error.status === 0) return t('fleet.common.connectionError');
    const details = error.details;
    const issues = (
      Array.isArray(details) ? details : details && typeof details === 'object' ? [details] : []
    ) as Array<{
      key?: string;
    }>;
    const key = issues.find((i) => i.key)?.key;
    if (key) return t(`fleet.errors.${key}`, { defaultValue: error.message });
    if (error.status < 500 && error.message) return error.message;
  }
  return fallback;
}
