import { isApiError } from '@kiosk/ui';
import type { TFunction } from 'i18next';

/**
 * What a failure toast may add under its title: the server's own words for a refusal it explains
 * (a conflict, a rule), never its field checks' technical English ("x: Too big: expected number
 * to be <=100000000"), which read as one translated sentence instead.
 */
export function serverMessageDescription(error: unknown, t: TFunction): { description?: string } {
  if (!isApiError(error) || error.status === 0 || error.status >= 500 || !error.message) return {};
  return { description: error.code === 'validation_failed' ? t('admin.invalidInput') : error.message };
}
