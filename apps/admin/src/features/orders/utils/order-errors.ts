import { isApiError, NETWORK_ERROR_CODE } from '@kiosk/ui';
import type { TFunction } from 'i18next';

/**
 * The text of a failed orders call in the current language: a lost connection, a missing session
 * and the orders' own error codes have their own texts; anything else gets `fallbackKey`.
 */
export function orderErrorText(error: unknown, t: TFunction, fallbackKey: string): string {
  if (!isApiError(error)) return t(fallbackKey);
  if (error.code === NETWORK_ERROR_CODE) return t('orders.network');
  if (error.status === 401) return t('orders.sessionMissing');
  switch (error.code) {
    case 'invalid_transition':
      return t('orders.changer.invalidTransition');
    case 'version_conflict':
      return t('orders.edit.conflict.title');
    case 'order_not_editable':
      return t('orders.edit.notEditable');
    case 'receipt_not_found':
      return t('orders.receipt.notFound');
    default:
      return t(fallbackKey);
  }
}
