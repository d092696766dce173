import { isApiError, NETWORK_ERROR_CODE, toast } from '@kiosk/ui';
import type { TFunction } from 'i18next';

/** Validation keys the orders calls give, with their texts in the orders catalogue. */
const DETAIL_KEYS: Record<string, string> = {
  productUnavailable: 'orders.edit.productUnavailable',
  orderNeedsItems: 'orders.edit.needsItems',
};

/**
 * The text of a failed orders call in the current language (spec section 8): a lost connection, a
 * missing session and the orders' own error codes have their own texts; otherwise the server's
 * message when it gave one, else `fallbackKey`.
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
    case 'order_not_paid':
      return t('orders.changer.notPaid');
    case 'payment_in_progress':
      // an edit's refusal says so in its details; a status change's does not
      return t(
        (error.details as { payment_in_progress?: unknown } | undefined)?.payment_in_progress === true
          ? 'orders.edit.paymentInProgressLocked'
          : 'orders.changer.paymentInProgress',
      );
    case 'order_refunded':
      return t('orders.changer.refunded');
    case 'paid_during_cancel':
      return t('orders.changer.paidDuringCancel');
    case 'refund_not_settled':
      return t('orders.cancel.refundNotSettled');
    case 'order_paid_refund_required':
      return t('orders.cancel.refundRequired');
    case 'order_paid_total_locked':
      return t('orders.edit.paidLocked');
    case 'total_below_paid':
      return t('orders.edit.belowPaid');
    case 'receipt_not_found':
      return t('orders.receipt.notFound');
    case 'not_found':
    case 'order_not_found':
      return t('orders.detail.notFound');
  }
  const details = Array.isArray(error.details) ? (error.details as Array<{ key?: unknown }>) : [];
  const key = details.map((d) => (typeof d.key === 'string' ? DETAIL_KEYS[d.key] : undefined)).find(Boolean);
  if (key) return t(key);
  return error.status < 500 && error.message ? error.message : t(fallbackKey);
}

/** The spec's error toast: titled 'Hata', the message under it. */
export function orderErrorToast(t: TFunction, message: string, id?: string): void {
  toast.error(t('orders.errorTitle'), { description: message, ...(id ? { id } : {}) });
}
