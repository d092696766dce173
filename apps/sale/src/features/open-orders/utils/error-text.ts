import { isApiError } from '@kiosk/ui';
import type { useTranslation } from 'react-i18next';
import { PinCancelled } from '../../../lib/manager-pin/pin-flow';

type TFunction = ReturnType<typeof useTranslation>['t'];

const KNOWN = new Set([
  'version_conflict',
  'open_order_closed',
  'payment_in_progress',
  'open_order_paid_refund_required',
  'total_below_paid',
  'nothing_to_pay',
  'open_order_would_empty',
]);

/** The text of an open-order refusal (its stable code), else the server's message. */
export function errorText(error: unknown, t: TFunction): string {
  if (error instanceof PinCancelled) return t('sale.pricing.pin.cancelled');
  if (isApiError(error)) {
    if (KNOWN.has(error.code)) return t(`sale.openOrders.errors.${error.code}`);
    return error.message || t('sale.openOrders.errors.generic');
  }
  return t('sale.openOrders.errors.generic');
}
