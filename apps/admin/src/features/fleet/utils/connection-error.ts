import { isApiError } from '@kiosk/ui';
import type { TFunction } from 'i18next';

/** Spec 8, connection test: the terminal's failure as the admin reads it. */
export function connectionErrorText(error: unknown, t: TFunction): string {
  if (!isApiError(error)) return t('fleet.detail.connectionFailed');
  if (error.status === 0) return t('fleet.common.connectionError');
  const address = /accessible at (\S+)$/.exec(error.message)?.[1];
  if (error.code === 'pos_unreachable' && address) return t('fleet.detail.notAccessible', { address });
  if (error.code === 'pos_unreachable' || error.code === 'pos_no_answer')
    return t('fleet.detail.failedToConnect');
  if (error.code === 'pos_refused')
    return t('fleet.detail.connectionErrorDetail', {
      message: error.message.replace(/^Connection failed: /, ''),
    });
  if (error.code === 'not_linked') return t('fleet.pos.verifyNotLinked');
  return error.message
    ? t('fleet.detail.connectionErrorDetail', { message: error.message })
    : t('fleet.detail.connectionFailed');
}
